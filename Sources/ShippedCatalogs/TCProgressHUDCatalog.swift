import Replicas
import ScenarioCatalog
import SimKernel

/// TCProgressHUD in a scenario, as its code is or as seed 003 describes it.
enum TCProgressHUDCatalog {
  static let catalog = ReplicaCatalog(
    name: "TCProgressHUD",
    editionKind: "variant",
    editions: [
      ReplicaEdition("code", note: "the repository", displayName: "TCProgressHUD (as the code is)"),
      ReplicaEdition("article", note: "seed 003", displayName: "TCProgressHUD (as the article describes it)"),
    ],
    inventory: ShippedCatalogsInventory.entry(tracedAs: TCProgressHUD.traceName),
    reportedBlocks: [],
    classes: classes + [sceneClass],
    stage: stage,
    prepare: { context in _ = shared(context.kernel, edition: context.edition) })

  /// The shared container, in the variant the edition names.
  static func shared(_ kernel: Kernel, edition: String) -> TCProgressHUD {
    let hud = TCProgressHUD.sharedInstance(kernel)
    hud.variant = edition == "article" ? .article : .code
    return hud
  }

  /// The shared container, which `prepare` has made in the edition's
  /// variant through `sharedInstance` before any stage is made: the stage
  /// takes it without a second, traced, call. The short lines reach the
  /// `TCProgressHUD` class's class methods through `container`.
  static let stage = ReplicaStage(
    className: "TCProgressHUDScene", addressed: "container", observables: ["visible", "count", "inWindow"],
    pictureKind: .hud
  ) { context in
    guard let container = TCProgressHUD.sharedContainer(context.kernel) else {
      fatalError("TCProgressHUD's stage is made before its catalog's prepare")
    }
    return HUDScene(container)
  }

  /// The stage's class: what a scenario watches (the container's
  /// subviews are the HUDs on screen).
  static let sceneClass = ScriptClass.of(
    HUDScene<TCProgressHUD>.self, "TCProgressHUDScene", superclass: nil,
    members: [
      .property("visible", .bool, of: HUDScene<TCProgressHUD>.self) { scene, _ in
        .bool(scene.hud.window != nil && !scene.hud.subviews.isEmpty)
      },
      .property("count", .integer, of: HUDScene<TCProgressHUD>.self) { scene, _ in
        .number(Double(scene.hud.subviews.count))
      },
      .property("inWindow", .bool, of: HUDScene<TCProgressHUD>.self) { scene, _ in
        .bool(scene.hud.window != nil)
      },
      .property("container", .object("TCProgressHUD"), of: HUDScene<TCProgressHUD>.self) { scene, _ in
        .object(scene.hud)
      },
    ])

  /// The class as scripts use it: its class methods, and the shared
  /// container (its subviews are the HUDs on screen). The edition chooses
  /// the variant, whatever the header (`prepare`).
  static let classes: [ScriptClass] = [
    .of(
      TCProgressHUD.self, "TCProgressHUD", superclass: "UIView",
      members: [
        .classMethod("sharedInstance", [], returns: .object("TCProgressHUD")) { _, context in
          .object(TCProgressHUD.sharedInstance(context.kernel))
        },
        .classMethod(
          "showStatus",
          [ScriptParameter(nil, .string), ScriptParameter("andAutoHideAfterTime", .time, optional: true)]
        ) { arguments, context in
          TCProgressHUD.showStatus(
            arguments[0]?.string ?? "", andAutoHideAfterTime: arguments[1]?.number ?? 0, context.kernel)
          return .void
        },
        .classMethod(
          "showSuccessWithStatus",
          [ScriptParameter(nil, .string), ScriptParameter("andAutoHideAfterTime", .time, optional: true)]
        ) { arguments, context in
          TCProgressHUD.showSuccessWithStatus(
            arguments[0]?.string ?? "", andAutoHideAfterTime: arguments[1]?.number ?? 0, context.kernel)
          return .void
        },
        .classMethod(
          "showErrorWithStatus",
          [ScriptParameter(nil, .string), ScriptParameter("andAutoHideAfterTime", .time, optional: true)]
        ) { arguments, context in
          TCProgressHUD.showErrorWithStatus(
            arguments[0]?.string ?? "", andAutoHideAfterTime: arguments[1]?.number ?? 0, context.kernel)
          return .void
        },
        .classMethod("showSuccessAndAutoHideAfterTime", [ScriptParameter(nil, .time)]) { arguments, context in
          TCProgressHUD.showSuccessAndAutoHideAfterTime(arguments[0]?.number ?? 0, context.kernel)
          return .void
        },
        .classMethod("showErrorAndAutoHideAfterTime", [ScriptParameter(nil, .time)]) { arguments, context in
          TCProgressHUD.showErrorAndAutoHideAfterTime(arguments[0]?.number ?? 0, context.kernel)
          return .void
        },
        .classMethod("showProgressWithStatus", [ScriptParameter(nil, .string, optional: true)]) {
          arguments, context in
          TCProgressHUD.showProgressWithStatus(arguments[0]?.string, context.kernel)
          return .void
        },
        .classMethod("hideHUD", []) { _, context in
          TCProgressHUD.hideHUD(context.kernel)
          return .void
        },
        .classMethod("hideAllHUDs", []) { _, context in
          TCProgressHUD.hideAllHUDs(context.kernel)
          return .void
        },
      ])
  ]
}
