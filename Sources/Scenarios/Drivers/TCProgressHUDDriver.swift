import Replicas
import SimKernel

/// TCProgressHUD in a scenario, as its code is or as seed 003 describes it.
final class TCProgressHUDDriver: ReplicaDriver {
  static let catalog = ReplicaCatalog(
    name: "TCProgressHUD",
    versions: [],
    variants: ["code", "article"],
    properties: [],
    commands: [
      CommandSpec(
        name: "showStatus",
        parameters: [
          ParameterSpec(nil, .string), ParameterSpec("andAutoHideAfterTime", .duration, optional: true),
        ],
        summary: "a text HUD"),
      CommandSpec(
        name: "showSuccessWithStatus",
        parameters: [
          ParameterSpec(nil, .string), ParameterSpec("andAutoHideAfterTime", .duration, optional: true),
        ],
        summary: "an image and text HUD"),
      CommandSpec(
        name: "showErrorWithStatus",
        parameters: [
          ParameterSpec(nil, .string), ParameterSpec("andAutoHideAfterTime", .duration, optional: true),
        ],
        summary: "an image and text HUD"),
      CommandSpec(
        name: "showSuccessAndAutoHideAfterTime", parameters: [ParameterSpec(nil, .duration)],
        summary: "an image HUD"),
      CommandSpec(
        name: "showErrorAndAutoHideAfterTime", parameters: [ParameterSpec(nil, .duration)],
        summary: "an image HUD"),
      CommandSpec(
        name: "showProgressWithStatus", parameters: [ParameterSpec(nil, .string, optional: true)],
        summary: "a spinner that never hides by itself"),
      CommandSpec(name: "hideHUD", parameters: [], summary: "remove the oldest HUD"),
      CommandSpec(name: "hideAllHUDs", parameters: [], summary: "remove them all"),
    ],
    observables: [
      ObservableSpec(name: "visible", isBool: true, summary: "a HUD is on screen"),
      ObservableSpec(name: "count", isBool: false, summary: "how many HUDs the container holds"),
      ObservableSpec(name: "inWindow", isBool: true, summary: "the container is in the window"),
    ],
    methods: [
      "showStatus", "showSuccessWithStatus", "showErrorWithStatus", "showSuccessAndAutoHideAfterTime",
      "showErrorAndAutoHideAfterTime", "showImage", "showProgressWithStatus", "hideHUD", "hideAllHUDs",
      "setHudView", "showWithTime", "hide",
    ],
    timers: ["hideTimer"])

  let kernel: Kernel
  let hud: TCProgressHUD

  init(kernel: Kernel, article: Bool) {
    self.kernel = kernel
    hud = TCProgressHUD.sharedInstance(kernel)
    hud.variant = article ? .article : .code
  }

  func set(_ property: String, _ value: ResolvedValue) {}

  func perform(_ command: String, _ arguments: [ResolvedValue?]) {
    let text = arguments.first??.string ?? ""
    let time = arguments.count > 1 ? arguments[1]?.seconds ?? 0 : 0
    switch command {
    case "showStatus": TCProgressHUD.showStatus(text, andAutoHideAfterTime: time, kernel)
    case "showSuccessWithStatus":
      TCProgressHUD.showSuccessWithStatus(text, andAutoHideAfterTime: time, kernel)
    case "showErrorWithStatus": TCProgressHUD.showErrorWithStatus(text, andAutoHideAfterTime: time, kernel)
    case "showSuccessAndAutoHideAfterTime":
      TCProgressHUD.showSuccessAndAutoHideAfterTime(arguments[0]?.seconds ?? 0, kernel)
    case "showErrorAndAutoHideAfterTime":
      TCProgressHUD.showErrorAndAutoHideAfterTime(arguments[0]?.seconds ?? 0, kernel)
    case "showProgressWithStatus": TCProgressHUD.showProgressWithStatus(arguments[0]?.string, kernel)
    case "hideHUD": TCProgressHUD.hideHUD(kernel)
    case "hideAllHUDs": TCProgressHUD.hideAllHUDs(kernel)
    default: break
    }
  }

  func observables() -> [(String, () -> TraceValue)] {
    [
      ("visible", { .bool(self.hud.window != nil && !self.hud.subviews.isEmpty) }),
      ("count", { .int(Int64(self.hud.subviews.count)) }),
      ("inWindow", { .bool(self.hud.window != nil) }),
    ]
  }
}
