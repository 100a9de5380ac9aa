import Replicas
import SimKernel

/// MBProgressHUD 0.9.1 in a scenario: a HUD made with `initWithView:` and
/// added to the view before the run. `showWhileExecuting` and
/// `showAnimated … whileExecutingBlock` run a task of the given length.
final class MBProgressHUD091Driver: ReplicaDriver {
  static let catalog = ReplicaCatalog(
    name: "MBProgressHUD",
    versions: ["0.9.1"],
    variants: [],
    properties: [
      PropertySpec(name: "graceTime", kind: .duration, summary: "wait before showing (needs taskInProgress)"),
      PropertySpec(name: "minShowTime", kind: .duration, summary: "shortest time on screen"),
      PropertySpec(name: "taskInProgress", kind: .bool, summary: "whether the grace timer may show the HUD"),
      PropertySpec(name: "removeFromSuperViewOnHide", kind: .bool, summary: "leave the view in done"),
      PropertySpec(
        name: "animationType", kind: .choice(["fade", "zoom", "zoomIn", "zoomOut"]),
        summary: "zoom is zoomOut"),
      PropertySpec(name: "labelText", kind: .string, summary: "the label, through KVO"),
      PropertySpec(name: "progress", kind: .number, summary: "0…1, through KVO"),
    ],
    commands: [
      CommandSpec(name: "show", parameters: [ParameterSpec(nil, .bool)], summary: "show (after graceTime)"),
      CommandSpec(
        name: "hide",
        parameters: [ParameterSpec(nil, .bool), ParameterSpec("afterDelay", .duration, optional: true)],
        summary: "hide (after minShowTime, or a delayed perform)"),
      CommandSpec(
        name: "showWhileExecuting",
        parameters: [ParameterSpec(nil, .duration), ParameterSpec("animated", .bool)],
        summary: "a task of this length on a new thread"),
      CommandSpec(
        name: "showAnimated",
        parameters: [ParameterSpec(nil, .bool), ParameterSpec("whileExecutingBlock", .duration)],
        summary: "a block of this length on the global queue"),
      CommandSpec(
        name: "showHUDAddedTo",
        parameters: [ParameterSpec(nil, .choice(["view"])), ParameterSpec("animated", .bool)],
        summary: "a new HUD, shown at once"),
      CommandSpec(
        name: "hideHUDForView",
        parameters: [ParameterSpec(nil, .choice(["view"])), ParameterSpec("animated", .bool)],
        summary: "hide the top-most HUD, finished or not"),
    ],
    observables: [
      ObservableSpec(name: "visible", isBool: true, summary: "some of the HUD shows on screen"),
      ObservableSpec(name: "alpha", isBool: false, summary: "the HUD's opacity on screen"),
      ObservableSpec(name: "scale", isBool: false, summary: "the HUD's scale on screen"),
      ObservableSpec(name: "inWindow", isBool: true, summary: "the HUD is in the view tree"),
      ObservableSpec(name: "taskInProgress", isBool: true, summary: "the public flag"),
    ],
    methods: [
      "show", "hide", "hideDelayed", "showHUDAddedTo", "hideHUDForView", "handleGraceTimer",
      "handleMinShowTimer",
      "showUsingAnimation", "hideUsingAnimation", "animationFinished", "done", "showWhileExecuting",
      "launchExecution", "showAnimated", "cleanUp", "observeValue", "updateUI", "completion", "hudWasHidden",
    ],
    timers: ["graceTimer", "minShowTimer"])

  let kernel: Kernel
  let view: SimView
  var hud: MBProgressHUD091

  init(kernel: Kernel, view: SimView) {
    self.kernel = kernel
    self.view = view
    hud = MBProgressHUD091(view: view)
    view.addSubview(hud)
    hud.delegate = DelegateRecorder(kernel: kernel)
  }

  /// 0.9.1 clears its completion block after one call, so the driver sets
  /// it whenever a task starts (as the block helpers do). The block holds
  /// the kernel, not the driver, which holds the HUD: a HUD holding its
  /// driver would be a cycle that outlives the run.
  private var completion: () -> Void {
    let kernel = self.kernel
    return { kernel.reportBlock(object: MBProgressHUD091.traceName, label: "completion") }
  }

  func set(_ property: String, _ value: ResolvedValue) {
    switch property {
    case "graceTime": hud.graceTime = value.duration
    case "minShowTime": hud.minShowTime = value.duration
    case "taskInProgress": hud.taskInProgress = value.bool
    case "removeFromSuperViewOnHide": hud.removeFromSuperViewOnHide = value.bool
    case "animationType":
      switch value.string {
      case "zoom", "zoomOut": hud.animationType = .zoomOut
      case "zoomIn": hud.animationType = .zoomIn
      default: hud.animationType = .fade
      }
    case "labelText": hud.labelText = value.string
    case "progress": hud.progress = value.number
    default: break
    }
  }

  func perform(_ command: String, _ arguments: [ResolvedValue?]) {
    switch command {
    case "show":
      hud.completionBlock = completion
      hud.show(arguments[0]?.bool ?? false)
    case "hide":
      if let delay = arguments[1] {
        hud.hide(arguments[0]?.bool ?? false, afterDelay: delay.duration)
      } else {
        hud.hide(arguments[0]?.bool ?? false)
      }
    case "showWhileExecuting":
      hud.completionBlock = completion
      hud.showWhileExecuting(
        {}, taking: arguments[0]?.duration ?? .zero, animated: arguments[1]?.bool ?? false)
    case "showAnimated":
      hud.showAnimated(
        arguments[0]?.bool ?? false, whileExecutingBlock: {}, taking: arguments[1]?.duration ?? .zero,
        completionBlock: completion)
    case "showHUDAddedTo":
      hud = MBProgressHUD091.showHUDAddedTo(view, animated: arguments[1]?.bool ?? false)
      hud.delegate = DelegateRecorder(kernel: kernel)
    case "hideHUDForView":
      MBProgressHUD091.hideHUDForView(view, animated: arguments[1]?.bool ?? false)
    default: break
    }
  }

  func observables() -> [(String, () -> TraceValue)] {
    [
      ("visible", { .bool(self.hud.visibleAlpha > 0) }),
      ("alpha", { observed(self.hud.visibleAlpha) }),
      ("scale", { observed(self.hud.presentationValue(.scale)) }),
      ("inWindow", { .bool(self.hud.window != nil) }),
      ("taskInProgress", { .bool(self.hud.taskInProgress) }),
    ]
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
