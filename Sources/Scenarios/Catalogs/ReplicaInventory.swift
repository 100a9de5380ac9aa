// Generated from the annotated replica sources by ReplicaInventoryTests
// (SCHOLIA_UPDATE_INVENTORY=1 swift test --filter ReplicaInventoryTests).
// Do not edit: change the replica and generate it again.
// swift-format-ignore-file

/// The traced methods and timers of every replica, as the source
/// analysis finds them; the catalogs take their lists from here.
public enum ReplicaInventory {
  public struct Entry: Sendable {
    /// The name the replica's calls are traced under.
    public let traceName: String
    /// Base names of the methods that report themselves, in source order.
    public let methods: [String]
    /// Labelled blocks that report themselves (operation blocks).
    public let blocks: [String]
    /// The notifications its code posts, by name.
    public let notifications: [String]
    /// The timers its code schedules, by label.
    public let timers: [String]
  }

  public static let all: [Entry] = [
    Entry(
      traceName: "MBProgressHUD",
      methods: ["showHUDAddedTo", "hideHUDForView", "HUDForView", "init", "commonInit", "setupViews", "showAnimated", "hideAnimated", "handleGraceTimer", "handleMinShowTimer", "handleHideTimer", "showUsingAnimation", "hideUsingAnimation", "animateIn", "done", "setNSProgressDisplayLinkEnabled", "updateProgressFromProgressObject", "updateIndicators"],
      blocks: [],
      notifications: [],
      timers: ["graceTimer", "minShowTimer", "hideDelayTimer"]),
    Entry(
      traceName: "MBProgressHUD091",
      methods: ["showHUDAddedTo", "hideHUDForView", "hideAllHUDsForView", "HUDForView", "allHUDsForView", "init", "show", "hide", "hideDelayed", "handleGraceTimer", "handleMinShowTimer", "showUsingAnimation", "hideUsingAnimation", "animationFinished", "done", "showWhileExecuting", "launchExecution", "showAnimated", "cleanUp", "observeValue", "updateUI"],
      blocks: [],
      notifications: [],
      timers: ["graceTimer", "minShowTimer"]),
    Entry(
      traceName: "SVProgressHUD",
      methods: ["init", "sharedView", "setStatus", "setBackgroundColor", "show", "showWithStatus", "showProgress", "showInfoWithStatus", "showSuccessWithStatus", "showErrorWithStatus", "showImage", "popActivity", "dismiss", "dismissWithDelay", "isVisible", "displayDurationForString", "updateViewHierarchy", "fadeIn", "fadeInEffects", "fadeOutEffects"],
      blocks: ["showProgressOperation", "showImageOperation", "dismissOperation"],
      notifications: ["SVProgressHUDWillAppearNotification", "SVProgressHUDDidAppearNotification", "SVProgressHUDWillDisappearNotification", "SVProgressHUDDidDisappearNotification"],
      timers: ["graceTimer", "fadeOutTimer"]),
    Entry(
      traceName: "TCProgressHUD",
      methods: ["sharedInstance", "showStatus", "showSuccessWithStatus", "showErrorWithStatus", "showSuccessAndAutoHideAfterTime", "showErrorAndAutoHideAfterTime", "showImage", "showProgressWithStatus", "hideHUD", "hideAllHUDs", "setHudView", "showWithTime", "hide"],
      blocks: [],
      notifications: [],
      timers: ["hideTimer"]),
  ]

  /// The entry of the replica traced as `traceName`.
  public static func entry(tracedAs traceName: String) -> Entry {
    guard let entry = all.first(where: { $0.traceName == traceName }) else {
      fatalError("no inventory entry: generate ReplicaInventory.swift again")
    }
    return entry
  }
}
