import Replicas
import SimKernel
import Testing

/// SVProgressHUD 2.3.1: queued operations, the display-duration rule,
/// grace and fade-out timers, the dismissal's guards.
@Suite("SVProgressHUD 2.3.1")
struct SVProgressHUDTests {
  @Test("the display duration comes from the text's length, between the minimum and maximum")
  func displayDuration() {
    let stage = Stage()
    let kernel = stage.kernel
    #expect(SVProgressHUD.displayDurationForString("Done", kernel) == 5)
    #expect(SVProgressHUD.displayDurationForString(String(repeating: "x", count: 100), kernel) == 6.5)
    SVProgressHUD.sharedView(kernel).minimumDismissTimeInterval = 0
    #expect(abs(SVProgressHUD.displayDurationForString("Done", kernel) - 0.74) < 1e-12)
    #expect(SVProgressHUD.displayDurationForString(nil, kernel) == 0.5)
    SVProgressHUD.sharedView(kernel).maximumDismissTimeInterval = 0.6
    #expect(SVProgressHUD.displayDurationForString(String(repeating: "x", count: 100), kernel) == 0.6)
  }

  @Test("a show is queued: isVisible is false in the same turn and true after it")
  func queuedShow() throws {
    let stage = Stage()
    var sameTurn: Bool?
    stage.at(0) {
      SVProgressHUD.show(stage.kernel)
      sameTurn = SVProgressHUD.isVisible(stage.kernel)
    }
    try stage.run(until: 1)
    #expect(sameTurn == false)
    #expect(SVProgressHUD.isVisible(stage.kernel))
  }

  @Test("a success HUD: fade in 0.15 s, fadeOutTimer for the duration, fade out, teardown, notifications")
  func successTimeline() throws {
    let stage = Stage()
    SVProgressHUD.sharedView(stage.kernel).minimumDismissTimeInterval = 1
    stage.at(0) { SVProgressHUD.showSuccessWithStatus("Saved", stage.kernel) }
    try stage.run(until: 3000)
    #expect(stage.timer("fadeOutTimer") == ["0.15 schedule fire=1.15 common", "1.15 fire"])
    let notifications = stage.kernel.trace.records.compactMap { record -> String? in
      guard case .notification(let name, _) = record.event else { return nil }
      return record.time.secondsText + " " + name
    }
    #expect(
      notifications == [
        "0 SVProgressHUDWillAppearNotification", "0.15 SVProgressHUDDidAppearNotification",
        "1.15 SVProgressHUDWillDisappearNotification", "1.3 SVProgressHUDDidDisappearNotification",
      ])
    #expect(SVProgressHUD.sharedView(stage.kernel).window == nil)
  }

  @Test("repeated shows within the grace time restart it (S7)")
  func graceRestarts() throws {
    let stage = Stage()
    SVProgressHUD.sharedView(stage.kernel).graceTimeInterval = 0.5
    stage.at(0) { SVProgressHUD.show(stage.kernel) }
    stage.at(300) { SVProgressHUD.show(stage.kernel) }
    try stage.run(until: 1500)
    #expect(
      stage.timer("graceTimer") == [
        "0 schedule fire=0.5 common", "0.3 invalidate", "0.3 schedule fire=0.8 common", "0.8 fire",
      ])
  }

  @Test("a show during the fade-out skips the teardown and the completion (S4)")
  func showDuringFadeOut() throws {
    let stage = Stage()
    var completed = false
    stage.at(0) { SVProgressHUD.show(stage.kernel) }
    stage.at(500) { SVProgressHUD.dismissWithDelay(0, completion: { completed = true }, stage.kernel) }
    stage.at(550) { SVProgressHUD.show(stage.kernel) }
    try stage.run(until: 1500)
    #expect(!completed)
    #expect(SVProgressHUD.sharedView(stage.kernel).window != nil)
  }

  @Test("activity counting: only indefinite or zero-progress shows count; popActivity at zero dismisses")
  func activityCount() throws {
    let stage = Stage()
    let hud = SVProgressHUD.sharedView(stage.kernel)
    stage.at(0) {
      SVProgressHUD.show(stage.kernel)
      SVProgressHUD.showProgress(0.5, stage.kernel)
      SVProgressHUD.showProgress(0, stage.kernel)
    }
    try stage.run(until: 100)
    #expect(hud.activityCount == 2)
    stage.at(200) { SVProgressHUD.popActivity(stage.kernel) }
    try stage.run(until: 300)
    #expect(hud.activityCount == 1)
    #expect(SVProgressHUD.isVisible(stage.kernel))
    stage.at(400) { SVProgressHUD.popActivity(stage.kernel) }
    try stage.run(until: 1000)
    #expect(!SVProgressHUD.isVisible(stage.kernel))
  }
}
