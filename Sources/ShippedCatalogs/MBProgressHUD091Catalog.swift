import Replicas
import ScenarioCatalog
import SimKernel

/// MBProgressHUD 0.9.1 in a scenario: a HUD made with `initWithView:` and
/// added to the view before the run. `showWhileExecuting` and
/// `showAnimated … whileExecutingBlock` run a task of the given length.
///
/// 0.9.1 clears its completion block after one call, so the catalog sets it
/// whenever a task starts (as the block helpers do).
enum MBProgressHUD091Catalog {
  static let catalog = ReplicaCatalog(
    name: "MBProgressHUD",
    editionKind: "version",
    editions: [ReplicaEdition("0.9.1", displayName: "MBProgressHUD 0.9.1")],
    inventory: ShippedCatalogsInventory.entry(tracedAs: MBProgressHUD091.traceName),
    reportedBlocks: ["completion", "hudWasHidden", "completionBlock"],
    classes: classes + [sceneClass],
    stage: stage)

  /// Before the run, a HUD made with `initWithView:` and added to the
  /// view, with a delegate that reports `hudWasHidden:`.
  static let stage = ReplicaStage(
    className: "MBProgressHUDScene", addressed: "hud",
    observables: ["visible", "alpha", "scale", "inWindow", "taskInProgress"], pictureKind: .hud
  ) { context in
    let hud = MBProgressHUD091(view: context.root)
    context.root.addSubview(hud)
    hud.delegate = DelegateRecorder(kernel: context.kernel)
    return HUDScene(hud)
  }

  /// The stage's class: the HUD's API (`hide … afterDelay`, `graceTime`,
  /// `taskInProgress` …) is the `MBProgressHUD` class's, reached through
  /// `hud`. 0.9.1 clears its completion block after one call, so the
  /// stage's `show`, `showWhileExecuting` and `showAnimated …
  /// whileExecutingBlock` first give the HUD a completion that reports
  /// itself (as the block helpers do), then do what the HUD's methods of
  /// those names do.
  static let sceneClass = ScriptClass.of(
    HUDScene<MBProgressHUD091>.self, "MBProgressHUDScene", superclass: nil,
    members: [
      reportingCompletion(hudMember("show")),
      reportingCompletion(hudMember("showWhileExecuting")),
      // The completion is the method's argument here: set before the
      // call, the method would clear it.
      .method(
        "showAnimated", [ScriptParameter(nil, .bool), ScriptParameter("whileExecutingBlock", .time)],
        of: HUDScene<MBProgressHUD091>.self
      ) { scene, arguments, context in
        scene.hud.showAnimated(
          arguments[0]?.bool ?? false, whileExecutingBlock: {}, taking: arguments[1]?.time ?? .zero,
          completionBlock: completion(context.kernel))
        return .void
      },
    ]
      + MBProgressHUDScriptAPI.sceneCommands(
        MBProgressHUD091.self,
        showAdded: { view, animated, kernel in
          let hud = MBProgressHUD091.showHUDAddedTo(view, animated: animated)
          hud.delegate = DelegateRecorder(kernel: kernel)
          return hud
        }, hide: { MBProgressHUD091.hideHUDForView($0, animated: $1) })
      + MBProgressHUDScriptAPI.sceneObservables(MBProgressHUD091.self) { $0 }
      + [
        .property("taskInProgress", .bool, of: HUDScene<MBProgressHUD091>.self) { scene, _ in
          .bool(scene.hud.taskInProgress)
        },
        MBProgressHUDScriptAPI.addressedHUD(MBProgressHUD091.self),
      ])

  /// The HUD class's instance method `name`.
  static func hudMember(_ name: String) -> ScriptMember {
    let hud = classes.first { $0.name == "MBProgressHUD" }
    guard let member = hud?.members.first(where: { $0.name == name && $0.kind == .method }) else {
      fatalError("MBProgressHUD 0.9.1 has no method '\(name)'")
    }
    return member
  }

  /// The stage's method of `method`'s name and parameters: gives the HUD a
  /// completion that reports itself, then calls `method` on it.
  static func reportingCompletion(_ method: ScriptMember) -> ScriptMember {
    .method(method.name, method.parameters, of: HUDScene<MBProgressHUD091>.self) {
      scene, arguments, context in
      scene.hud.completionBlock = completion(context.kernel)
      return method.call?(scene.hud, arguments, context) ?? .void
    }
  }

  /// The class as scripts use it (the one test of 0.9.1's suite,
  /// and scenarios in its style). Its script name is the original's,
  /// `MBProgressHUD`; a script chooses the edition with `replica
  /// MBProgressHUD 0.9.1`.
  static let classes: [ScriptClass] = [
    .of(
      MBProgressHUD091.self, "MBProgressHUD", superclass: "UIView",
      members: MBProgressHUDScriptAPI.classMethods(
        make: { MBProgressHUD091(view: $0) },
        showAdded: { MBProgressHUD091.showHUDAddedTo($0, animated: $1) },
        hide: { MBProgressHUD091.hideHUDForView($0, animated: $1) }, find: { MBProgressHUD091.HUDForView($0) }
      )
        + [
          .method("show", [ScriptParameter(nil, .bool)], of: MBProgressHUD091.self) { hud, arguments, _ in
            hud.show(arguments[0]?.bool ?? false)
            return .void
          },
          .method(
            "hide", [ScriptParameter(nil, .bool), ScriptParameter("afterDelay", .time, optional: true)],
            of: MBProgressHUD091.self
          ) { hud, arguments, _ in
            if let delay = arguments[1] {
              hud.hide(arguments[0]?.bool ?? false, afterDelay: delay.time)
            } else {
              hud.hide(arguments[0]?.bool ?? false)
            }
            return .void
          },
          // The original runs a selector on a new thread, or a block on a
          // queue; here a task of the given length, as the short line has it.
          .method(
            "showWhileExecuting", [ScriptParameter(nil, .time), ScriptParameter("animated", .bool)],
            of: MBProgressHUD091.self
          ) { hud, arguments, _ in
            hud.showWhileExecuting(
              {}, taking: arguments[0]?.time ?? .zero, animated: arguments[1]?.bool ?? false)
            return .void
          },
          .method(
            "showAnimated", [ScriptParameter(nil, .bool), ScriptParameter("whileExecutingBlock", .time)],
            of: MBProgressHUD091.self
          ) { hud, arguments, _ in
            hud.showAnimated(
              arguments[0]?.bool ?? false, whileExecutingBlock: {}, taking: arguments[1]?.time ?? .zero)
            return .void
          },
          .property(
            "graceTime", .time, of: MBProgressHUD091.self, get: { hud, _ in .time(hud.graceTime) },
            set: { hud, value, _ in hud.graceTime = value.time }),
          .property(
            "minShowTime", .time, of: MBProgressHUD091.self, get: { hud, _ in .time(hud.minShowTime) },
            set: { hud, value, _ in hud.minShowTime = value.time }),
          .property(
            "taskInProgress", .bool, of: MBProgressHUD091.self, get: { hud, _ in .bool(hud.taskInProgress) },
            set: { hud, value, _ in hud.taskInProgress = value.bool }),
          .property(
            "removeFromSuperViewOnHide", .bool, of: MBProgressHUD091.self,
            get: { hud, _ in .bool(hud.removeFromSuperViewOnHide) },
            set: { hud, value, _ in hud.removeFromSuperViewOnHide = value.bool }),
          .property(
            "animationType", .choice(animations), of: MBProgressHUD091.self,
            get: { hud, _ in .choice(animationWord(hud.animationType)) },
            set: { hud, value, _ in hud.animationType = animation(value.string) }),
          .property(
            "labelText", .string, of: MBProgressHUD091.self,
            get: { hud, _ in hud.labelText.map { .string($0) } ?? .null },
            set: { hud, value, _ in hud.labelText = value.string }),
          .property(
            "progress", .number, of: MBProgressHUD091.self, get: { hud, _ in .number(hud.progress) },
            set: { hud, value, _ in hud.progress = value.number }),
          MBProgressHUDScriptAPI.completionBlock(
            of: MBProgressHUD091.self, traceName: MBProgressHUD091.traceName, get: { $0.completionBlock },
            set: { hud, block in hud.completionBlock = block }),
          .callback("hudWasHidden", of: MBProgressHUD091.self) { hud, handler, context in
            hud.delegate = handler.map { ScriptDelegate(kernel: context.kernel, handler: $0) }
          },
        ])
  ]

  /// `MBProgressHUDAnimation`'s names; `zoom` and `zoomOut` are one value.
  static let animations = ["fade", "zoom", "zoomIn", "zoomOut"]

  static func animation(_ word: String) -> MBProgressHUD091Animation {
    switch word {
    case "zoom", "zoomOut": return .zoomOut
    case "zoomIn": return .zoomIn
    default: return .fade
    }
  }

  /// The value's first name in the original's enum: `zoom` for `zoomOut`.
  static func animationWord(_ type: MBProgressHUD091Animation) -> String {
    switch type {
    case .fade: return "fade"
    case .zoomOut: return "zoom"
    case .zoomIn: return "zoomIn"
    }
  }

  /// A script's delegate: reports `hudWasHidden:` under the HUD's name,
  /// then runs the script's block.
  final class ScriptDelegate: MBProgressHUD091Delegate {
    let kernel: Kernel
    let handler: () -> Void

    init(kernel: Kernel, handler: @escaping () -> Void) {
      self.kernel = kernel
      self.handler = handler
    }

    func hudWasHidden(_ hud: MBProgressHUD091) {
      kernel.reportBlock(
        object: kernel.scriptName(of: hud) ?? MBProgressHUD091.traceName, label: "hudWasHidden")
      handler()
    }
  }

  static func completion(_ kernel: Kernel) -> () -> Void {
    kernel.blockReporter(object: MBProgressHUD091.traceName, label: "completion")
  }

  final class DelegateRecorder: MBProgressHUD091Delegate {
    let kernel: Kernel

    init(kernel: Kernel) {
      self.kernel = kernel
    }

    func hudWasHidden(_ hud: MBProgressHUD091) {
      kernel.reportBlock(object: MBProgressHUD091.traceName, label: "hudWasHidden")
    }
  }
}
