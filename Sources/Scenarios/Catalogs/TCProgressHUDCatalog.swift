import Replicas
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
    properties: [],
    commands: [
      CommandSpec(
        name: "showStatus",
        parameters: [
          ParameterSpec(nil, .string), ParameterSpec("andAutoHideAfterTime", .duration, optional: true),
        ],
        summary: "a text HUD"
      ) { session, arguments in
        TCProgressHUD.showStatus(text(arguments), andAutoHideAfterTime: time(arguments), session.kernel)
      },
      CommandSpec(
        name: "showSuccessWithStatus",
        parameters: [
          ParameterSpec(nil, .string), ParameterSpec("andAutoHideAfterTime", .duration, optional: true),
        ],
        summary: "an image and text HUD"
      ) { session, arguments in
        TCProgressHUD.showSuccessWithStatus(
          text(arguments), andAutoHideAfterTime: time(arguments), session.kernel)
      },
      CommandSpec(
        name: "showErrorWithStatus",
        parameters: [
          ParameterSpec(nil, .string), ParameterSpec("andAutoHideAfterTime", .duration, optional: true),
        ],
        summary: "an image and text HUD"
      ) { session, arguments in
        TCProgressHUD.showErrorWithStatus(
          text(arguments), andAutoHideAfterTime: time(arguments), session.kernel)
      },
      CommandSpec(
        name: "showSuccessAndAutoHideAfterTime", parameters: [ParameterSpec(nil, .duration)],
        summary: "an image HUD"
      ) { session, arguments in
        TCProgressHUD.showSuccessAndAutoHideAfterTime(arguments[0]?.seconds ?? 0, session.kernel)
      },
      CommandSpec(
        name: "showErrorAndAutoHideAfterTime", parameters: [ParameterSpec(nil, .duration)],
        summary: "an image HUD"
      ) { session, arguments in
        TCProgressHUD.showErrorAndAutoHideAfterTime(arguments[0]?.seconds ?? 0, session.kernel)
      },
      CommandSpec(
        name: "showProgressWithStatus", parameters: [ParameterSpec(nil, .string, optional: true)],
        summary: "a spinner that never hides by itself"
      ) { session, arguments in
        TCProgressHUD.showProgressWithStatus(arguments[0]?.string, session.kernel)
      },
      CommandSpec(name: "hideHUD", parameters: [], summary: "remove the oldest HUD") { session, _ in
        TCProgressHUD.hideHUD(session.kernel)
      },
      CommandSpec(name: "hideAllHUDs", parameters: [], summary: "remove them all") { session, _ in
        TCProgressHUD.hideAllHUDs(session.kernel)
      },
    ],
    observables: [
      ObservableSpec(name: "visible", isBool: true, summary: "a HUD is on screen") {
        let hud = $0.instance(TCProgressHUD.self)
        return .bool(hud.window != nil && !hud.subviews.isEmpty)
      },
      ObservableSpec(name: "count", isBool: false, summary: "how many HUDs the container holds") {
        .int(Int64($0.instance(TCProgressHUD.self).subviews.count))
      },
      ObservableSpec(name: "inWindow", isBool: true, summary: "the container is in the window") {
        .bool($0.instance(TCProgressHUD.self).window != nil)
      },
    ],
    inventory: ReplicaInventory.entry(tracedAs: TCProgressHUD.traceName),
    reportedBlocks: [],
    classes: classes + [sceneClass],
    prepareScript: { session in _ = shared(session.kernel, edition: session.edition) },
    stage: stage,
    prepare: { context in _ = shared(context.kernel, edition: context.edition) },
    start: { session in session.address(shared(session.kernel, edition: session.edition)) })

  /// The shared container, in the variant the edition names.
  static func shared(_ kernel: Kernel, edition: String) -> TCProgressHUD {
    let hud = TCProgressHUD.sharedInstance(kernel)
    hud.variant = edition == "article" ? .article : .code
    return hud
  }

  /// The shared container, which `prepare` has made in the edition's
  /// variant through `sharedInstance`, as the old `start` did: the stage
  /// takes it without a second, traced, call (and makes it as `prepare`
  /// does if nothing has). The short lines reach the `TCProgressHUD`
  /// class's class methods through `container`.
  static let stage = ReplicaStage(
    className: "TCProgressHUDScene", addressed: "container", observables: ["visible", "count", "inWindow"]
  ) { context in
    HUDScene(
      TCProgressHUD.sharedContainer(context.kernel) ?? shared(context.kernel, edition: context.edition))
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

  /// The class as version 2 scripts use it: its class methods, and the
  /// shared container (its subviews are the HUDs on screen). The edition
  /// chooses the variant, as for version 1 (`prepare`).
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

  static func text(_ arguments: [ResolvedValue?]) -> String {
    arguments.first??.string ?? ""
  }

  static func time(_ arguments: [ResolvedValue?]) -> Double {
    arguments.count > 1 ? arguments[1]?.seconds ?? 0 : 0
  }
}
