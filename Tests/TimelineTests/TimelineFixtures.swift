import SimKernel
import Timelines

/// Traces for the timeline tests, made by driving a real kernel.
enum TimelineFixtures {
  static func ms(_ milliseconds: Int64) -> VirtualDuration { .milliseconds(milliseconds) }
  static func at(_ milliseconds: Int64) -> VirtualTime { .milliseconds(milliseconds) }

  /// A HUD shown twice: the first time the task ends within the grace
  /// time, so the grace timer is invalidated; the second time it shows
  /// (an animation in), the user drags a scroll view, and the default-mode
  /// minimum-show timer fires late when the drag ends, which hides it (an
  /// animation out).
  static func hudTrace() throws -> [TraceRecord] {
    let kernel = Kernel()
    let window = kernel.window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let bezel = kernel.view(label: "bezel", frame: Rect(x: 110, y: 190, width: 100, height: 100))
    window.addSubview(bezel)
    bezel.alpha = 0
    var visible = false
    kernel.observe("HUD.visible") { .bool(visible) }
    kernel.observe("HUD.visibleAlpha") { .double(bezel.visibleAlpha) }
    var grace = WeakTimer()
    func show() {
      kernel.reportCall(object: "HUD", method: "show(animated:)")
      let timer = kernel.timer(interval: ms(100), repeats: false, label: "graceTimer") { _ in
        kernel.reportCall(object: "HUD", method: "handleGraceTimer(_:)")
        visible = true
        kernel.animate(label: "animateIn", duration: ms(200), animations: { bezel.alpha = 1 })
        kernel.scheduledTimer(interval: ms(500), repeats: false, label: "minShowTimer") { _ in
          kernel.reportCall(object: "HUD", method: "handleMinShowTimer(_:)")
          kernel.animate(
            label: "animateOut", duration: ms(200), animations: { bezel.alpha = 0 },
            completion: { _ in visible = false })
        }
      }
      kernel.mainRunLoop.add(timer, forMode: .common)
      grace = WeakTimer(timer)
    }
    kernel.mainRunLoop.schedule(at: at(0), label: "show") { show() }
    kernel.mainRunLoop.schedule(at: at(50), label: "hide") {
      kernel.reportCall(object: "HUD", method: "hide(animated:)")
      grace.value?.invalidate()
    }
    kernel.mainRunLoop.schedule(at: at(200), label: "show") { show() }
    kernel.mainRunLoop.schedule(at: at(600), label: "dragBegin") {
      kernel.mainRunLoop.switchMode(to: .tracking)
    }
    kernel.mainRunLoop.schedule(at: at(700), label: "hide") {
      kernel.reportCall(object: "HUD", method: "hide(animated:)")
    }
    kernel.mainRunLoop.schedule(at: at(1100), label: "dragEnd") {
      kernel.mainRunLoop.switchMode(to: .default)
    }
    try kernel.run(until: at(1500))
    return kernel.trace.records
  }

  static func hudInput() throws -> TimelineInput {
    TimelineInput(
      title: "MBProgressHUD 1.2.0 — min show time waits for a drag", records: try hudTrace(), end: at(1500),
      expectations: [
        TimelineExpectation(line: 12, text: "HUD.visible stays false", time: at(150), passed: true),
        TimelineExpectation(
          line: 18, text: "HUD.visible is false 0.5 s after hide", time: at(1200), passed: false,
          detail: "HUD.visible was true"),
        TimelineExpectation(line: 20, text: "no timer is left", time: nil, passed: true),
      ])
  }

  /// A repeating default-mode timer starved by a drag from 0.05 s to
  /// 0.35 s: it fires late once, skips the fire dates it missed, and
  /// invalidates itself on its third fire.
  static func repeatingTrace() throws -> [TraceRecord] {
    let kernel = Kernel()
    kernel.mainRunLoop.schedule(at: at(50), label: "dragBegin") {
      kernel.mainRunLoop.switchMode(to: .tracking)
    }
    kernel.mainRunLoop.schedule(at: at(350), label: "dragEnd") { kernel.mainRunLoop.switchMode(to: .default) }
    var fires = 0
    kernel.scheduledTimer(interval: ms(100), repeats: true, label: "poll") { timer in
      fires += 1
      if fires == 3 { timer.invalidate() }
    }
    try kernel.runUntilIdle()
    return kernel.trace.records
  }

  /// One of each kind of delayed work: a perform that fires and one that
  /// is cancelled, an `asyncAfter` block, background work, an animation
  /// replaced halfway, a repeating timer stopped from outside, and a timer
  /// still pending when the run stops at 0.6 s.
  static func workTrace() throws -> [TraceRecord] {
    final class Target {}
    let target = Target()
    let kernel = Kernel()
    let window = kernel.window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let bezel = kernel.view(label: "bezel", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(bezel)
    bezel.alpha = 0
    let loop = kernel.mainRunLoop
    loop.perform("hideDelayed:", target: target, targetLabel: "HUD", afterDelay: ms(100)) {}
    loop.perform("cleanUp", target: target, targetLabel: "HUD", afterDelay: ms(300)) {}
    loop.schedule(at: at(200), label: "cancel") {
      loop.cancelPreviousPerformRequests(withTarget: target, selector: "cleanUp", object: .none)
    }
    kernel.mainQueue.asyncAfter(delay: ms(150), label: "dispatchAfter") {}
    kernel.globalQueue.async(label: "work", duration: ms(250)) {
      kernel.reportCall(object: "Worker", method: "done()")
    }
    loop.schedule(at: at(0), label: "fadeIn") {
      kernel.animate(label: "fade", duration: ms(300), animations: { bezel.alpha = 1 })
    }
    loop.schedule(at: at(100), label: "fadeOut") {
      kernel.animate(
        label: "fade", duration: ms(300), beginFromCurrentState: true, animations: { bezel.alpha = 0 })
    }
    let tick = kernel.scheduledTimer(interval: ms(100), repeats: true, label: "tick") { _ in }
    loop.schedule(at: at(250), label: "stop") { tick.invalidate() }
    kernel.scheduledTimer(interval: ms(1000), repeats: false, label: "watchdog") { _ in }
    try kernel.run(until: at(600))
    return kernel.trace.records
  }

  /// A timer fires and turns a flag on; small enough for golden outputs.
  static func smallInput() throws -> TimelineInput {
    let kernel = Kernel()
    var visible = false
    kernel.observe("HUD.visible") { .bool(visible) }
    let timer = kernel.timer(interval: ms(100), repeats: false, label: "graceTimer") { _ in
      kernel.reportCall(object: "HUD", method: "handleGraceTimer(_:)")
      visible = true
    }
    kernel.mainRunLoop.add(timer, forMode: .common)
    try kernel.run(until: at(200))
    return TimelineInput(
      title: "grace \"timer\"", records: kernel.trace.records, end: at(200),
      expectations: [TimelineExpectation(line: 3, text: "shown", time: at(100), passed: true)])
  }
}
