import Replicas
import ScenarioCatalog
import SimKernel

/// SVProgressHUD 2.3.1 in a scenario: the app's shared HUD on the key
/// window, driven through the class methods.
enum SVProgressHUDCatalog {
  static let catalog = ReplicaCatalog(
    name: "SVProgressHUD",
    editionKind: "version",
    editions: [ReplicaEdition("2.3.1", displayName: "SVProgressHUD 2.3.1")],
    editionIsOptional: true,
    inventory: ShippedCatalogsInventory.entry(tracedAs: SVProgressHUD.traceName),
    reportedBlocks: ["completion"],
    classes: classes + [sceneClass],
    stage: stage)

  /// The app's shared HUD: the short lines reach the `SVProgressHUD`
  /// class's class methods (`show`, `dismiss` …) and the shared view's
  /// properties (`graceTimeInterval` …) through `hud`.
  static let stage = ReplicaStage(
    className: "SVProgressHUDScene", addressed: "hud",
    observables: ["visible", "alpha", "scale", "isVisible", "activityCount", "inWindow"],
    defaultObservables: ["visible", "alpha", "isVisible", "activityCount", "inWindow"], pictureKind: .hud
  ) { context in
    HUDScene(SVProgressHUD.sharedView(context.kernel))
  }

  /// The stage's class: what a scenario watches.
  static let sceneClass = ScriptClass.of(
    HUDScene<SVProgressHUD>.self, "SVProgressHUDScene", superclass: nil,
    members: [
      .property("visible", .bool, of: HUDScene<SVProgressHUD>.self) { scene, _ in
        .bool(scene.hud.backgroundView.visibleAlpha > 0)
      },
      .property("alpha", .number, of: HUDScene<SVProgressHUD>.self) { scene, _ in
        .number(scene.hud.backgroundView.visibleAlpha)
      },
      // The box's scale as it is on screen: 1.3 as a fade-in starts, 1/1.3
      // as a fade-out ends.
      .property("scale", .number, of: HUDScene<SVProgressHUD>.self) { scene, _ in
        .number(scene.hud.hudView.presentationValue(.scale))
      },
      // What +isVisible answers, read without calling it (calls are traced).
      .property("isVisible", .bool, of: HUDScene<SVProgressHUD>.self) { scene, _ in
        .bool(scene.hud.backgroundView.alpha > 0)
      },
      .property("activityCount", .integer, of: HUDScene<SVProgressHUD>.self) { scene, _ in
        .number(Double(scene.hud.activityCount))
      },
      .property("inWindow", .bool, of: HUDScene<SVProgressHUD>.self) { scene, _ in
        .bool(scene.hud.window != nil)
      },
      .property("hud", .object("SVProgressHUD"), of: HUDScene<SVProgressHUD>.self) { scene, _ in
        .object(scene.hud)
      },
    ])

  /// The class as scripts use it: the class methods of
  /// `+[SVProgressHUD …]` (the app talks to the shared HUD through them)
  /// and the shared view's labels and views.
  static let classes: [ScriptClass] = [
    .of(
      SVProgressHUD.self, "SVProgressHUD", superclass: "UIView",
      members: [
        .classMethod("sharedView", [], returns: .object("SVProgressHUD")) { _, context in
          .object(SVProgressHUD.sharedView(context.kernel))
        },
        .classMethod("show", []) { _, context in
          SVProgressHUD.show(context.kernel)
          return .void
        },
        .classMethod("showWithStatus", [ScriptParameter(nil, .string)]) { arguments, context in
          SVProgressHUD.showWithStatus(arguments[0]?.string, context.kernel)
          return .void
        },
        .classMethod(
          "showProgress", [ScriptParameter(nil, .number), ScriptParameter("status", .string, optional: true)]
        ) { arguments, context in
          SVProgressHUD.showProgress(arguments[0]?.number ?? 0, status: arguments[1]?.string, context.kernel)
          return .void
        },
        .classMethod("showSuccessWithStatus", [ScriptParameter(nil, .string)]) { arguments, context in
          SVProgressHUD.showSuccessWithStatus(arguments[0]?.string, context.kernel)
          return .void
        },
        .classMethod("showErrorWithStatus", [ScriptParameter(nil, .string)]) { arguments, context in
          SVProgressHUD.showErrorWithStatus(arguments[0]?.string, context.kernel)
          return .void
        },
        .classMethod("showInfoWithStatus", [ScriptParameter(nil, .string)]) { arguments, context in
          SVProgressHUD.showInfoWithStatus(arguments[0]?.string, context.kernel)
          return .void
        },
        .classMethod("popActivity", []) { _, context in
          SVProgressHUD.popActivity(context.kernel)
          return .void
        },
        .classMethod("dismiss", []) { _, context in
          SVProgressHUD.dismissWithDelay(0, completion: completion(context.kernel), context.kernel)
          return .void
        },
        .classMethod("dismissWithDelay", [ScriptParameter(nil, .time)]) { arguments, context in
          SVProgressHUD.dismissWithDelay(
            arguments[0]?.number ?? 0, completion: completion(context.kernel), context.kernel)
          return .void
        },
        .classMethod("isVisible", [], returns: .bool) { _, context in
          .bool(SVProgressHUD.isVisible(context.kernel))
        },
        .classMethod("displayDurationForString", [ScriptParameter(nil, .string)], returns: .number) {
          arguments, context in
          .number(SVProgressHUD.displayDurationForString(arguments[0]?.string, context.kernel))
        },
        .classMethod("setStatus", [ScriptParameter(nil, .string)]) { arguments, context in
          SVProgressHUD.setStatus(arguments[0]?.string, context.kernel)
          return .void
        },
        .classMethod("setBackgroundColor", [ScriptParameter(nil, .string)]) { arguments, context in
          SVProgressHUD.setBackgroundColor(arguments[0]?.string ?? "", context.kernel)
          return .void
        },
        .classMethod("setGraceTimeInterval", [ScriptParameter(nil, .time)]) { arguments, context in
          SVProgressHUD.sharedView(context.kernel).graceTimeInterval = arguments[0]?.number ?? 0
          return .void
        },
        .classMethod("setMinimumDismissTimeInterval", [ScriptParameter(nil, .time)]) { arguments, context in
          SVProgressHUD.sharedView(context.kernel).minimumDismissTimeInterval = arguments[0]?.number ?? 0
          return .void
        },
        interval("graceTimeInterval", get: { $0.graceTimeInterval }, set: { $0.graceTimeInterval = $1 }),
        interval(
          "minimumDismissTimeInterval", get: { $0.minimumDismissTimeInterval },
          set: { $0.minimumDismissTimeInterval = $1 }),
        interval(
          "maximumDismissTimeInterval", get: { $0.maximumDismissTimeInterval },
          set: { $0.maximumDismissTimeInterval = $1 }),
        interval(
          "fadeInAnimationDuration", get: { $0.fadeInAnimationDuration },
          set: { $0.fadeInAnimationDuration = $1 }),
        interval(
          "fadeOutAnimationDuration", get: { $0.fadeOutAnimationDuration },
          set: { $0.fadeOutAnimationDuration = $1 }),
        .property("statusLabel", .object("UILabel"), of: SVProgressHUD.self) { hud, _ in
          .object(hud.statusLabel)
        },
        .property("backgroundView", .object("UIView"), of: SVProgressHUD.self) { hud, _ in
          .object(hud.backgroundView)
        },
        .property("hudView", .object("UIView"), of: SVProgressHUD.self) { hud, _ in .object(hud.hudView) },
        .property("controlView", .object("UIView"), of: SVProgressHUD.self) { hud, _ in
          .object(hud.controlView)
        },
        .property("activityCount", .number, of: SVProgressHUD.self) { hud, _ in
          .number(Double(hud.activityCount))
        },
        .property("backgroundColor", .string, of: SVProgressHUD.self) { hud, _ in
          hud.backgroundColor.map { .string($0) } ?? .null
        },
      ])
  ]

  /// An `NSTimeInterval` property of the shared view (the appearance
  /// setters write it). Read as a time, which saturates where the
  /// seconds do not fit (`maximumDismissTimeInterval` is `CGFLOAT_MAX`).
  static func interval(
    _ name: String, get: @escaping @Sendable (SVProgressHUD) -> Double,
    set: @escaping @Sendable (SVProgressHUD, Double) -> Void
  ) -> ScriptMember {
    .property(
      name, .time, of: SVProgressHUD.self,
      get: { hud, _ in .time(VirtualDuration(secondsValue: get(hud))) },
      set: { hud, value, _ in set(hud, value.number) })
  }

  static func completion(_ kernel: Kernel) -> () -> Void {
    kernel.blockReporter(object: SVProgressHUD.traceName, label: "completion")
  }
}
