// Generated from the annotated replica sources by ReplicaInventoryTests
// (SCHOLIA_UPDATE_INVENTORY=1 swift test --filter ReplicaInventoryTests).
// Do not edit: change the replica and generate it again.
// swift-format-ignore-file

import ScenarioCatalog

/// The traced methods and timers of every replica, as the source
/// analysis finds them; the catalogs take their lists from here.
extension ReplicaInventory {
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
      traceName: "MJRefreshAutoFooter",
      methods: ["setAutoTriggerTimes", "willMove", "prepare", "scrollViewContentSizeDidChange", "scrollViewContentOffsetDidChange", "scrollViewPanStateDidChange", "unlimitedTrigger", "beginRefreshing", "beginRefreshingWithoutValidation", "setState", "resetTriggerTimes", "setHidden"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshAutoGifFooter",
      methods: ["setImages", "prepare", "placeSubviews", "setState"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshAutoNormalFooter",
      methods: ["setActivityIndicatorViewStyle", "prepare", "placeSubviews", "setState"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshAutoStateFooter",
      methods: ["setTitle", "stateLabelClick", "textConfiguration", "prepare", "i18nDidChange", "placeSubviews", "setState"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshBackFooter",
      methods: ["willMove", "scrollViewContentOffsetDidChange", "scrollViewContentSizeDidChange", "setState", "heightForContentBreakView", "happenOffsetY"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshBackGifFooter",
      methods: ["setImages", "prepare", "setPullingPercent", "placeSubviews", "setState"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshBackNormalFooter",
      methods: ["setActivityIndicatorViewStyle", "prepare", "placeSubviews", "setState"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshBackStateFooter",
      methods: ["setTitle", "title", "textConfiguration", "prepare", "i18nDidChange", "placeSubviews", "setState"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshComponent",
      methods: ["init", "prepare", "layoutSubviews", "placeSubviews", "willMove", "draw", "addObservers", "removeObservers", "observeValue", "scrollViewContentOffsetDidChange", "scrollViewContentSizeDidChange", "scrollViewPanStateDidChange", "i18nDidChange", "setRefreshingTarget", "executeRefreshingCallback", "setState", "beginRefreshing", "endRefreshing", "setAutoChangeAlpha", "setAutomaticallyChangeAlpha", "setPullingPercent", "setAnimationDisabled", "setEndRefreshingAnimateCompletionBlock", "setHidden", "autoChangeTransparency", "afterBeginningAction", "endingAnimationBeginningAction", "afterEndingAction", "linkTo"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshConfig",
      methods: ["setLanguageCode", "resetLanguageResourceCache"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshFooter",
      methods: ["init", "prepare", "linkTo", "endRefreshingWithNoMoreData", "noticeNoMoreData", "resetNoMoreData"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshGifHeader",
      methods: ["setImages", "prepare", "setPullingPercent", "placeSubviews", "setState"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshHeader",
      methods: ["init", "setLastUpdatedTimeKey", "setIgnoredScrollViewContentInsetTop", "prepare", "placeSubviews", "resetInset", "scrollViewContentOffsetDidChange", "setState", "headerEndingAction", "headerRefreshingAction", "linkTo"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshNormalHeader",
      methods: ["setActivityIndicatorViewStyle", "prepare", "placeSubviews", "setState"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshNormalTrailer",
      methods: ["placeSubviews", "setState"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshStateHeader",
      methods: ["setLastUpdatedTimeText", "setTitle", "setLastUpdatedTimeKey", "textConfiguration", "prepare", "i18nDidChange", "placeSubviews", "setState", "modifyLastUpdatedTimeText"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshStateTrailer",
      methods: ["setTitle", "textConfiguration", "prepare", "i18nDidChange", "setState", "placeSubviews"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "MJRefreshTrailer",
      methods: ["init", "scrollViewContentOffsetDidChange", "setState", "scrollViewContentSizeDidChange", "placeSubviews", "willMove", "linkTo", "happenOffsetX", "widthForContentBreakView"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "POPAnimation",
      methods: ["setPaused", "startIfNeeded", "stop", "handleDidStart", "handleDidStop", "isDone", "advanceTime", "delegateApply", "reset"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "POPAnimator",
      methods: ["shared", "updateDisplayLink", "render", "renderTime", "scheduleProcessPendingList", "processPendingList", "clearPendingListObserver", "applyAnimationTime", "applyAnimationToValue", "updateAnimatable", "deleteDictEntry", "stopAndCleanup", "addAnimation", "removeAllAnimations", "removeAnimation", "addObserver", "removeObserver"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "POPBasicAnimation",
      methods: ["isDone", "advance"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "POPCustomAnimation",
      methods: ["advanceCustom"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "POPDecayAnimation",
      methods: ["setFromValue", "setToValue", "setVelocity", "ensureComputedProperties", "invalidateComputedProperties", "computeDuration", "computeToValue", "isDone", "advance"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "POPPropertyAnimation",
      methods: ["setFromValue", "setToValue", "storeVelocity", "isDone", "updatedDynamicsThreshold", "finalizeProgress", "computeProgress", "delegateProgress", "handleDidReachToValue", "readObjectValue", "willRun", "reset", "clampCurrentValue"],
      blocks: [],
      notifications: [],
      timers: []),
    Entry(
      traceName: "POPSpringAnimation",
      methods: ["setVelocity", "setSpringBounciness", "setSpringSpeed", "updatedDynamicsTension", "updatedDynamicsFriction", "updatedDynamicsMass", "updatedDynamics", "updatedDynamicsThreshold", "updatedBouncinessAndSpeed", "hasConverged", "isDone", "advance", "reset"],
      blocks: [],
      notifications: [],
      timers: []),
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

  /// The entry of the replica traced as `traceName`, or one that
  /// says how to generate this file again.
  public static func entry(tracedAs traceName: String) -> Entry {
    all.first { $0.traceName == traceName }
      ?? .missing(
        tracedAs: traceName,
        remedy: "generate Sources/ShippedCatalogs/ReplicaInventory.swift again "
          + "(SCHOLIA_UPDATE_INVENTORY=1 swift test --filter ReplicaInventoryTests)")
  }
}
