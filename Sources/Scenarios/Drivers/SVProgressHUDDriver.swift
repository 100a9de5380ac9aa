import Replicas
import SimKernel

/// SVProgressHUD 2.3.1 in a scenario: the app's shared HUD on the key
/// window, driven through the class methods.
final class SVProgressHUDDriver: ReplicaDriver {
  static let catalog = ReplicaCatalog(
    name: "SVProgressHUD",
    versions: ["2.3.1"],
    variants: [],
    properties: [
      PropertySpec(name: "graceTimeInterval", kind: .duration, summary: "wait before fading in"),
      PropertySpec(
        name: "minimumDismissTimeInterval", kind: .duration, summary: "shortest display of an image HUD"),
      PropertySpec(
        name: "maximumDismissTimeInterval", kind: .duration, summary: "longest display of an image HUD"),
      PropertySpec(name: "fadeInAnimationDuration", kind: .duration, summary: "0.15 s by default"),
      PropertySpec(name: "fadeOutAnimationDuration", kind: .duration, summary: "0.15 s by default"),
    ],
    commands: [
      CommandSpec(name: "show", parameters: [], summary: "an indefinite spinner"),
      CommandSpec(
        name: "showWithStatus", parameters: [ParameterSpec(nil, .string)], summary: "a spinner with text"),
      CommandSpec(
        name: "showProgress",
        parameters: [ParameterSpec(nil, .number), ParameterSpec("status", .string, optional: true)],
        summary: "a ring at this progress"),
      CommandSpec(
        name: "showSuccessWithStatus", parameters: [ParameterSpec(nil, .string)], summary: "auto-dismissing"),
      CommandSpec(
        name: "showErrorWithStatus", parameters: [ParameterSpec(nil, .string)], summary: "auto-dismissing"),
      CommandSpec(
        name: "showInfoWithStatus", parameters: [ParameterSpec(nil, .string)], summary: "auto-dismissing"),
      CommandSpec(name: "dismiss", parameters: [], summary: "queued fade-out"),
      CommandSpec(
        name: "dismissWithDelay", parameters: [ParameterSpec(nil, .duration)],
        summary: "after a delay nothing cancels"),
      CommandSpec(name: "popActivity", parameters: [], summary: "one activity less; dismiss at zero"),
    ],
    observables: [
      ObservableSpec(name: "visible", isBool: true, summary: "some of the HUD shows on screen"),
      ObservableSpec(name: "alpha", isBool: false, summary: "the mask's opacity on screen"),
      ObservableSpec(name: "isVisible", isBool: true, summary: "what +isVisible answers (model alpha)"),
      ObservableSpec(name: "activityCount", isBool: false, summary: "the activity count"),
      ObservableSpec(name: "inWindow", isBool: true, summary: "the HUD is in the view tree"),
    ],
    methods: [
      "show", "showWithStatus", "showProgress", "showInfoWithStatus", "showSuccessWithStatus",
      "showErrorWithStatus",
      "showImage", "popActivity", "dismiss", "dismissWithDelay", "showProgressOperation",
      "showImageOperation",
      "dismissOperation", "updateViewHierarchy", "fadeIn", "completion",
    ],
    timers: ["graceTimer", "fadeOutTimer"])

  let kernel: Kernel
  let hud: SVProgressHUD

  init(kernel: Kernel) {
    self.kernel = kernel
    hud = SVProgressHUD.sharedView(kernel)
  }

  func set(_ property: String, _ value: ResolvedValue) {
    switch property {
    case "graceTimeInterval": hud.graceTimeInterval = value.seconds
    case "minimumDismissTimeInterval": hud.minimumDismissTimeInterval = value.seconds
    case "maximumDismissTimeInterval": hud.maximumDismissTimeInterval = value.seconds
    case "fadeInAnimationDuration": hud.fadeInAnimationDuration = value.seconds
    case "fadeOutAnimationDuration": hud.fadeOutAnimationDuration = value.seconds
    default: break
    }
  }

  func perform(_ command: String, _ arguments: [ResolvedValue?]) {
    switch command {
    case "show": SVProgressHUD.show(kernel)
    case "showWithStatus": SVProgressHUD.showWithStatus(arguments[0]?.string, kernel)
    case "showProgress":
      SVProgressHUD.showProgress(arguments[0]?.number ?? 0, status: arguments[1]?.string, kernel)
    case "showSuccessWithStatus": SVProgressHUD.showSuccessWithStatus(arguments[0]?.string, kernel)
    case "showErrorWithStatus": SVProgressHUD.showErrorWithStatus(arguments[0]?.string, kernel)
    case "showInfoWithStatus": SVProgressHUD.showInfoWithStatus(arguments[0]?.string, kernel)
    case "dismiss":
      SVProgressHUD.dismissWithDelay(0, completion: completion, kernel)
    case "dismissWithDelay":
      SVProgressHUD.dismissWithDelay(arguments[0]?.seconds ?? 0, completion: completion, kernel)
    case "popActivity": SVProgressHUD.popActivity(kernel)
    default: break
    }
  }

  /// Holds the kernel, not the driver (see `MBProgressHUDDriver.watch`).
  private var completion: () -> Void {
    let kernel = self.kernel
    return { kernel.reportBlock(object: SVProgressHUD.traceName, label: "completion") }
  }

  func observables() -> [(String, () -> TraceValue)] {
    [
      ("visible", { .bool(self.hud.backgroundView.visibleAlpha > 0) }),
      ("alpha", { observed(self.hud.backgroundView.visibleAlpha) }),
      // What +isVisible answers, read without calling it (calls are traced).
      ("isVisible", { .bool(self.hud.backgroundView.alpha > 0) }),
      ("activityCount", { .int(Int64(self.hud.activityCount)) }),
      ("inWindow", { .bool(self.hud.window != nil) }),
    ]
  }
}
