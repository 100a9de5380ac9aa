import Replicas
import SimKernel

/// MBProgressHUD 1.2.0 in a scenario: a HUD made with `initWithView:` and
/// added to the view before the run, so that settings such as `graceTime`
/// apply before it shows; `showHUDAddedTo` makes a new one, with defaults,
/// that later commands and settings then address.
final class MBProgressHUDDriver: ReplicaDriver {
  static let catalog = ReplicaCatalog(
    name: "MBProgressHUD",
    versions: ["1.2.0"],
    variants: [],
    properties: [
      PropertySpec(name: "graceTime", kind: .duration, summary: "wait before showing"),
      PropertySpec(name: "minShowTime", kind: .duration, summary: "shortest time on screen"),
      PropertySpec(name: "removeFromSuperViewOnHide", kind: .bool, summary: "leave the view in done"),
      PropertySpec(
        name: "animationType", kind: .choice(["fade", "zoom", "zoomIn", "zoomOut"]),
        summary: "how the bezel moves"),
      PropertySpec(
        name: "mode",
        kind: .choice([
          "indeterminate", "determinate", "determinateHorizontalBar", "annularDeterminate", "text",
        ]),
        summary: "the indicator"),
      PropertySpec(name: "progress", kind: .number, summary: "0…1"),
    ],
    commands: [
      CommandSpec(
        name: "showAnimated", parameters: [ParameterSpec(nil, .bool)], summary: "show (after graceTime)"),
      CommandSpec(
        name: "hideAnimated",
        parameters: [ParameterSpec(nil, .bool), ParameterSpec("afterDelay", .duration, optional: true)],
        summary: "hide (after minShowTime, or after a delay)"),
      CommandSpec(
        name: "showHUDAddedTo",
        parameters: [ParameterSpec(nil, .choice(["view"])), ParameterSpec("animated", .bool)],
        summary: "a new HUD, shown at once"),
      CommandSpec(
        name: "hideHUDForView",
        parameters: [ParameterSpec(nil, .choice(["view"])), ParameterSpec("animated", .bool)],
        summary: "hide the top-most unfinished HUD"),
    ],
    observables: [
      ObservableSpec(name: "visible", isBool: true, summary: "some of the bezel shows on screen"),
      ObservableSpec(name: "alpha", isBool: false, summary: "the bezel's opacity on screen"),
      ObservableSpec(name: "scale", isBool: false, summary: "the bezel's scale on screen"),
      ObservableSpec(name: "inWindow", isBool: true, summary: "the HUD is in the view tree"),
      ObservableSpec(name: "finished", isBool: true, summary: "the private finished flag"),
      ObservableSpec(name: "progress", isBool: false, summary: "the progress property"),
    ],
    methods: [
      "showAnimated", "hideAnimated", "showHUDAddedTo", "hideHUDForView", "HUDForView", "handleGraceTimer",
      "handleMinShowTimer", "handleHideTimer", "showUsingAnimation", "hideUsingAnimation", "animateIn",
      "done",
      "setNSProgressDisplayLinkEnabled", "updateIndicators", "completion", "hudWasHidden",
    ],
    timers: ["graceTimer", "minShowTimer", "hideDelayTimer"])

  let kernel: Kernel
  let view: SimView
  var hud: MBProgressHUD

  init(kernel: Kernel, view: SimView) {
    self.kernel = kernel
    self.view = view
    hud = MBProgressHUD(view: view)
    view.addSubview(hud)
    watch(hud)
  }

  /// Reports the completion block and the delegate as calls, so that
  /// scenarios can count them.
  /// The block holds the kernel, not the driver: the driver holds the HUD,
  /// and a HUD holding its driver would be a cycle that outlives the run.
  private func watch(_ hud: MBProgressHUD) {
    let kernel = self.kernel
    hud.completionBlock = {
      kernel.reportBlock(object: MBProgressHUD.traceName, label: "completion")
    }
    hud.delegate = DelegateRecorder(kernel: kernel)
  }

  func set(_ property: String, _ value: ResolvedValue) {
    switch property {
    case "graceTime": hud.graceTime = value.duration
    case "minShowTime": hud.minShowTime = value.duration
    case "removeFromSuperViewOnHide": hud.removeFromSuperViewOnHide = value.bool
    case "animationType":
      switch value.string {
      case "zoom": hud.animationType = .zoom
      case "zoomIn": hud.animationType = .zoomIn
      case "zoomOut": hud.animationType = .zoomOut
      default: hud.animationType = .fade
      }
    case "mode":
      switch value.string {
      case "determinate": hud.mode = .determinate
      case "determinateHorizontalBar": hud.mode = .determinateHorizontalBar
      case "annularDeterminate": hud.mode = .annularDeterminate
      case "text": hud.mode = .text
      default: hud.mode = .indeterminate
      }
    case "progress": hud.progress = value.number
    default: break
    }
  }

  func perform(_ command: String, _ arguments: [ResolvedValue?]) {
    switch command {
    case "showAnimated":
      hud.showAnimated(arguments[0]?.bool ?? false)
    case "hideAnimated":
      if let delay = arguments[1] {
        hud.hideAnimated(arguments[0]?.bool ?? false, afterDelay: delay.duration)
      } else {
        hud.hideAnimated(arguments[0]?.bool ?? false)
      }
    case "showHUDAddedTo":
      hud = MBProgressHUD.showHUDAddedTo(view, animated: arguments[1]?.bool ?? false)
      watch(hud)
    case "hideHUDForView":
      MBProgressHUD.hideHUDForView(view, animated: arguments[1]?.bool ?? false)
    default: break
    }
  }

  func observables() -> [(String, () -> TraceValue)] {
    [
      ("visible", { .bool(self.hud.bezelView.visibleAlpha > 0) }),
      ("alpha", { observed(self.hud.bezelView.visibleAlpha) }),
      ("scale", { observed(self.hud.bezelView.presentationValue(.scale)) }),
      ("inWindow", { .bool(self.hud.window != nil) }),
      ("finished", { .bool(self.hud.finished) }),
      ("progress", { observed(self.hud.progress) }),
    ]
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
