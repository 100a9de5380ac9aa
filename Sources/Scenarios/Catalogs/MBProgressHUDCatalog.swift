import Replicas
import SimKernel

/// MBProgressHUD 1.2.0 in a scenario: a HUD made with `initWithView:` and
/// added to the view before the run, so that settings such as `graceTime`
/// apply before it shows; `showHUDAddedTo` makes a new one, with defaults,
/// that later commands and settings then address.
enum MBProgressHUDCatalog {
  static let catalog = ReplicaCatalog(
    name: "MBProgressHUD",
    editionKind: "version",
    editions: [ReplicaEdition("1.2.0", displayName: "MBProgressHUD 1.2.0")],
    properties: [
      PropertySpec(name: "graceTime", kind: .duration, summary: "wait before showing") {
        $0.instance(MBProgressHUD.self).graceTime = $1.duration
      },
      PropertySpec(name: "minShowTime", kind: .duration, summary: "shortest time on screen") {
        $0.instance(MBProgressHUD.self).minShowTime = $1.duration
      },
      PropertySpec(name: "removeFromSuperViewOnHide", kind: .bool, summary: "leave the view in done") {
        $0.instance(MBProgressHUD.self).removeFromSuperViewOnHide = $1.bool
      },
      PropertySpec(
        name: "animationType", kind: .choice(["fade", "zoom", "zoomIn", "zoomOut"]),
        summary: "how the bezel moves"
      ) { session, value in
        session.instance(MBProgressHUD.self).animationType = animation(value.string)
      },
      PropertySpec(
        name: "mode",
        kind: .choice([
          "indeterminate", "determinate", "determinateHorizontalBar", "annularDeterminate", "text",
        ]),
        summary: "the indicator"
      ) { session, value in
        session.instance(MBProgressHUD.self).mode = mode(value.string)
      },
      PropertySpec(name: "progress", kind: .number, summary: "0…1") {
        $0.instance(MBProgressHUD.self).progress = $1.number
      },
    ],
    commands: [
      CommandSpec(
        name: "showAnimated", parameters: [ParameterSpec(nil, .bool)], summary: "show (after graceTime)"
      ) { session, arguments in
        session.instance(MBProgressHUD.self).showAnimated(arguments[0]?.bool ?? false)
      },
      CommandSpec(
        name: "hideAnimated",
        parameters: [ParameterSpec(nil, .bool), ParameterSpec("afterDelay", .duration, optional: true)],
        summary: "hide (after minShowTime, or after a delay)"
      ) { session, arguments in
        let hud = session.instance(MBProgressHUD.self)
        if let delay = arguments[1] {
          hud.hideAnimated(arguments[0]?.bool ?? false, afterDelay: delay.duration)
        } else {
          hud.hideAnimated(arguments[0]?.bool ?? false)
        }
      },
      CommandSpec(
        name: "showHUDAddedTo",
        parameters: [ParameterSpec(nil, .choice(["view"])), ParameterSpec("animated", .bool)],
        summary: "a new HUD, shown at once"
      ) { session, arguments in
        let hud = MBProgressHUD.showHUDAddedTo(session.root, animated: arguments[1]?.bool ?? false)
        watch(hud, session.kernel)
        session.address(hud)
      },
      CommandSpec(
        name: "hideHUDForView",
        parameters: [ParameterSpec(nil, .choice(["view"])), ParameterSpec("animated", .bool)],
        summary: "hide the top-most unfinished HUD"
      ) { session, arguments in
        MBProgressHUD.hideHUDForView(session.root, animated: arguments[1]?.bool ?? false)
      },
    ],
    observables: [
      ObservableSpec(name: "visible", isBool: true, summary: "some of the bezel shows on screen") {
        .bool($0.instance(MBProgressHUD.self).bezelView.visibleAlpha > 0)
      },
      ObservableSpec(name: "alpha", isBool: false, summary: "the bezel's opacity on screen") {
        observed($0.instance(MBProgressHUD.self).bezelView.visibleAlpha)
      },
      ObservableSpec(name: "scale", isBool: false, summary: "the bezel's scale on screen") {
        observed($0.instance(MBProgressHUD.self).bezelView.presentationValue(.scale))
      },
      ObservableSpec(name: "inWindow", isBool: true, summary: "the HUD is in the view tree") {
        .bool($0.instance(MBProgressHUD.self).window != nil)
      },
      ObservableSpec(name: "finished", isBool: true, summary: "the private finished flag") {
        .bool($0.instance(MBProgressHUD.self).finished)
      },
      ObservableSpec(name: "progress", isBool: false, summary: "the progress property") {
        observed($0.instance(MBProgressHUD.self).progress)
      },
    ],
    inventory: ReplicaInventory.entry(tracedAs: MBProgressHUD.traceName),
    reportedBlocks: ["completion", "hudWasHidden"]
  ) { session in
    let hud = MBProgressHUD(view: session.root)
    session.root.addSubview(hud)
    watch(hud, session.kernel)
    session.address(hud)
  }

  /// Reports the completion block and the delegate as calls, so that
  /// scenarios can count them.
  static func watch(_ hud: MBProgressHUD, _ kernel: Kernel) {
    hud.completionBlock = ReplicaSession.reporter(
      kernel, object: MBProgressHUD.traceName, label: "completion")
    hud.delegate = DelegateRecorder(kernel: kernel)
  }

  static func animation(_ word: String) -> MBProgressHUDAnimation {
    switch word {
    case "zoom": return .zoom
    case "zoomIn": return .zoomIn
    case "zoomOut": return .zoomOut
    default: return .fade
    }
  }

  static func mode(_ word: String) -> MBProgressHUDMode {
    switch word {
    case "determinate": return .determinate
    case "determinateHorizontalBar": return .determinateHorizontalBar
    case "annularDeterminate": return .annularDeterminate
    case "text": return .text
    default: return .indeterminate
    }
  }

  /// The delegate of a scenario's HUD: records `hudWasHidden:`.
  final class DelegateRecorder: MBProgressHUDDelegate {
    let kernel: Kernel

    init(kernel: Kernel) {
      self.kernel = kernel
    }

    func hudWasHidden(_ hud: MBProgressHUD) {
      kernel.reportBlock(object: MBProgressHUD.traceName, label: "hudWasHidden")
    }
  }
}
