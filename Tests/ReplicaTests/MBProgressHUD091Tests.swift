import Replicas
import SimKernel
import Testing

/// MBProgressHUD 0.9.1: taskInProgress and the grace timer, the threading
/// helpers, perform-based delayed hides, done without a finished check, KVO.
@Suite("MBProgressHUD 0.9.1")
struct MBProgressHUD091Tests {
  func hud(_ stage: Stage) -> MBProgressHUD091 {
    let hud = MBProgressHUD091(view: stage.view)
    stage.view.addSubview(hud)
    return hud
  }

  @Test("the grace timer is in the default mode and shows only while a task is in progress")
  func graceNeedsTask() throws {
    let stage = Stage()
    let hud = hud(stage)
    hud.graceTime = .milliseconds(500)
    stage.at(0) { hud.show(true) }
    try stage.run(until: 1000)
    #expect(stage.timer("graceTimer") == ["0 schedule fire=0.5 default", "0.5 fire"])
    #expect(hud.visibleAlpha == 0)
    hud.taskInProgress = true
    stage.at(1000) { hud.show(true) }
    try stage.run(until: 2000)
    #expect(stage.calls(of: "MBProgressHUD091").contains("1.5 showUsingAnimation(_:)"))
    #expect(hud.visibleAlpha == 1)
  }

  @Test("showWhileExecuting: a thread for the task, cleanUp on the main thread, hide")
  func showWhileExecuting() throws {
    let stage = Stage()
    let hud = hud(stage)
    stage.at(0) { hud.showWhileExecuting({}, taking: .milliseconds(800), animated: true) }
    try stage.run(until: 1500)
    #expect(
      stage.calls(of: "MBProgressHUD091").dropFirst() == [
        "0 showWhileExecuting(_:taking:animated:)", "0 show(_:)", "0 showUsingAnimation(_:)",
        "0.8 launchExecution()", "0.8 cleanUp()", "0.8 hide(_:)", "0.8 hideUsingAnimation(_:)",
        "1.1 animationFinished(_:)", "1.1 done()",
      ])
    let threads = stage.kernel.trace.records.compactMap { record -> String? in
      guard case .call(_, let method, let thread) = record.event, method == "launchExecution()" else {
        return nil
      }
      return thread
    }
    #expect(threads == ["launchExecution"])
  }

  @Test("hide before the grace time with taskInProgress still YES: the timer shows the hidden HUD (F3)")
  func staleGraceTimerShows() throws {
    let stage = Stage()
    let hud = hud(stage)
    hud.graceTime = .milliseconds(500)
    hud.taskInProgress = true
    stage.at(0) { hud.show(true) }
    stage.at(200) { hud.hide(true) }
    try stage.run(until: 1000)
    #expect(stage.calls(of: "MBProgressHUD091").contains("0.2 done()"))
    #expect(stage.calls(of: "MBProgressHUD091").contains("0.5 showUsingAnimation(_:)"))
    #expect(hud.alpha == 1)
  }

  @Test("a re-show during the hide animation still ends hidden: done has no finished check (F5)")
  func reshowDuringHide() throws {
    let stage = Stage()
    let hud = hud(stage)
    stage.at(0) { hud.show(true) }
    stage.at(500) { hud.hide(true) }
    stage.at(600) { hud.show(true) }
    try stage.run(until: 1500)
    #expect(stage.calls(of: "MBProgressHUD091").contains("0.6 done()"))
    #expect(hud.alpha == 0)
  }

  @Test("delayed hides are perform requests, not coalesced; done cancels the rest (F6)")
  func delayedHides() throws {
    let stage = Stage()
    let hud = hud(stage)
    stage.at(0) { hud.show(false) }
    stage.at(100) { hud.hide(false, afterDelay: .milliseconds(400)) }
    stage.at(200) { hud.hide(false, afterDelay: .milliseconds(400)) }
    try stage.run(until: 1000)
    let performs = stage.kernel.trace.records.compactMap { record -> String? in
      switch record.event {
      case .performFired: return record.time.secondsText + " fire"
      case .performCancelled: return record.time.secondsText + " cancel"
      default: return nil
      }
    }
    #expect(performs == ["0.5 fire", "0.5 cancel"])
  }

  @Test("a non-animated show after a zoom hide keeps the zoomed transform (F8)")
  func transformNotReset() throws {
    let stage = Stage()
    let hud = hud(stage)
    hud.animationType = .zoomIn
    stage.at(0) { hud.show(true) }
    stage.at(500) { hud.hide(true) }
    stage.at(1000) { hud.show(false) }
    try stage.run(until: 1500)
    #expect(hud.scale == 1.5)
  }

  @Test("the completion block runs once, in done, and is cleared (F10)")
  func completionOnce() throws {
    let stage = Stage()
    let hud = hud(stage)
    var calls: [VirtualTime] = []
    stage.at(0) {
      hud.showAnimated(true, whileExecutingBlock: {}, taking: .milliseconds(500)) {
        calls.append(stage.kernel.now)
      }
    }
    stage.at(1000) { hud.show(false) }
    stage.at(1100) { hud.hide(false) }
    try stage.run(until: 1500)
    #expect(calls == [.milliseconds(800)])
  }

  @Test("a property changed on a background thread reaches the UI on the main thread (KVO)")
  func kvoHopsToMain() throws {
    let stage = Stage()
    let hud = hud(stage)
    stage.at(0) {
      stage.kernel.globalQueue.async(label: "work", duration: .milliseconds(300)) { hud.progress = 0.5 }
    }
    try stage.run(until: 1000)
    let updates = stage.kernel.trace.records.compactMap { record -> String? in
      guard case .call(_, let method, let thread) = record.event, method.hasPrefix("updateUI") else {
        return nil
      }
      return record.time.secondsText + " " + thread
    }
    #expect(updates == ["0.3 main"])
    #expect(hud.indicatorProgress == 0.5)
  }
}
