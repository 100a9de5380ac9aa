import Replicas
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
    properties: [
      PropertySpec(
        name: "graceTime", kind: .duration, summary: "wait before showing (needs taskInProgress)"
      ) { $0.instance(MBProgressHUD091.self).graceTime = $1.duration },
      PropertySpec(name: "minShowTime", kind: .duration, summary: "shortest time on screen") {
        $0.instance(MBProgressHUD091.self).minShowTime = $1.duration
      },
      PropertySpec(
        name: "taskInProgress", kind: .bool, summary: "whether the grace timer may show the HUD"
      ) { $0.instance(MBProgressHUD091.self).taskInProgress = $1.bool },
      PropertySpec(name: "removeFromSuperViewOnHide", kind: .bool, summary: "leave the view in done") {
        $0.instance(MBProgressHUD091.self).removeFromSuperViewOnHide = $1.bool
      },
      PropertySpec(
        name: "animationType", kind: .choice(["fade", "zoom", "zoomIn", "zoomOut"]),
        summary: "zoom is zoomOut"
      ) { session, value in
        let type: MBProgressHUD091Animation
        switch value.string {
        case "zoom", "zoomOut": type = .zoomOut
        case "zoomIn": type = .zoomIn
        default: type = .fade
        }
        session.instance(MBProgressHUD091.self).animationType = type
      },
      PropertySpec(name: "labelText", kind: .string, summary: "the label, through KVO") {
        $0.instance(MBProgressHUD091.self).labelText = $1.string
      },
      PropertySpec(name: "progress", kind: .number, summary: "0…1, through KVO") {
        $0.instance(MBProgressHUD091.self).progress = $1.number
      },
    ],
    commands: [
      CommandSpec(name: "show", parameters: [ParameterSpec(nil, .bool)], summary: "show (after graceTime)") {
        session, arguments in
        let hud = session.instance(MBProgressHUD091.self)
        hud.completionBlock = completion(session.kernel)
        hud.show(arguments[0]?.bool ?? false)
      },
      CommandSpec(
        name: "hide",
        parameters: [ParameterSpec(nil, .bool), ParameterSpec("afterDelay", .duration, optional: true)],
        summary: "hide (after minShowTime, or a delayed perform)"
      ) { session, arguments in
        let hud = session.instance(MBProgressHUD091.self)
        if let delay = arguments[1] {
          hud.hide(arguments[0]?.bool ?? false, afterDelay: delay.duration)
        } else {
          hud.hide(arguments[0]?.bool ?? false)
        }
      },
      CommandSpec(
        name: "showWhileExecuting",
        parameters: [ParameterSpec(nil, .duration), ParameterSpec("animated", .bool)],
        summary: "a task of this length on a new thread"
      ) { session, arguments in
        let hud = session.instance(MBProgressHUD091.self)
        hud.completionBlock = completion(session.kernel)
        hud.showWhileExecuting(
          {}, taking: arguments[0]?.duration ?? .zero, animated: arguments[1]?.bool ?? false)
      },
      CommandSpec(
        name: "showAnimated",
        parameters: [ParameterSpec(nil, .bool), ParameterSpec("whileExecutingBlock", .duration)],
        summary: "a block of this length on the global queue"
      ) { session, arguments in
        session.instance(MBProgressHUD091.self).showAnimated(
          arguments[0]?.bool ?? false, whileExecutingBlock: {}, taking: arguments[1]?.duration ?? .zero,
          completionBlock: completion(session.kernel))
      },
      CommandSpec(
        name: "showHUDAddedTo",
        parameters: [ParameterSpec(nil, .choice(["view"])), ParameterSpec("animated", .bool)],
        summary: "a new HUD, shown at once"
      ) { session, arguments in
        let hud = MBProgressHUD091.showHUDAddedTo(session.root, animated: arguments[1]?.bool ?? false)
        hud.delegate = DelegateRecorder(kernel: session.kernel)
        session.address(hud)
      },
      CommandSpec(
        name: "hideHUDForView",
        parameters: [ParameterSpec(nil, .choice(["view"])), ParameterSpec("animated", .bool)],
        summary: "hide the top-most HUD, finished or not"
      ) { session, arguments in
        MBProgressHUD091.hideHUDForView(session.root, animated: arguments[1]?.bool ?? false)
      },
    ],
    observables: [
      ObservableSpec(name: "visible", isBool: true, summary: "some of the HUD shows on screen") {
        .bool($0.instance(MBProgressHUD091.self).visibleAlpha > 0)
      },
      ObservableSpec(name: "alpha", isBool: false, summary: "the HUD's opacity on screen") {
        observed($0.instance(MBProgressHUD091.self).visibleAlpha)
      },
      ObservableSpec(name: "scale", isBool: false, summary: "the HUD's scale on screen") {
        observed($0.instance(MBProgressHUD091.self).presentationValue(.scale))
      },
      ObservableSpec(name: "inWindow", isBool: true, summary: "the HUD is in the view tree") {
        .bool($0.instance(MBProgressHUD091.self).window != nil)
      },
      ObservableSpec(name: "taskInProgress", isBool: true, summary: "the public flag") {
        .bool($0.instance(MBProgressHUD091.self).taskInProgress)
      },
    ],
    inventory: ReplicaInventory.entry(tracedAs: MBProgressHUD091.traceName),
    reportedBlocks: ["completion", "hudWasHidden", "completionBlock"],
    classes: classes
  ) { session in
    let hud = MBProgressHUD091(view: session.root)
    session.root.addSubview(hud)
    hud.delegate = DelegateRecorder(kernel: session.kernel)
    session.address(hud)
  }

  /// The class as version 2 scripts use it (the one test of 0.9.1's suite,
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
    ReplicaSession.reporter(kernel, object: MBProgressHUD091.traceName, label: "completion")
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
