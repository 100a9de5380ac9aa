import SimKernel
import Testing

@Suite("Timers")
struct TimerTests {
  @Test("a repeating timer that invalidates itself from its own callback stops at once")
  func invalidateSelfInsideCallback() throws {
    let kernel = Kernel()
    var fires = 0
    kernel.scheduledTimer(interval: ms(100), repeats: true, label: "tick") { timer in
      fires += 1
      if fires == 3 { timer.invalidate() }
    }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["timer.fire", "timer.invalidate"]) == [
        "0.1 timer.fire tick#1 due=0.1",
        "0.2 timer.fire tick#1 due=0.2",
        "0.3 timer.fire tick#1 due=0.3",
        "0.3 timer.invalidate tick#1",
      ])
  }

  @Test("a callback that invalidates another timer due at the same instant stops it")
  func invalidateOtherInsideCallback() throws {
    let kernel = Kernel()
    var victim: RunLoopTimer?
    kernel.scheduledTimer(interval: ms(250), repeats: false, label: "killer") { _ in
      victim?.invalidate()
    }
    victim = kernel.scheduledTimer(interval: ms(250), repeats: false, label: "victim") { _ in
      Issue.record("an invalidated timer fired")
    }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["timer.fire", "timer.invalidate"]) == [
        "0.25 timer.fire killer#1 due=0.25",
        "0.25 timer.invalidate victim#2",
      ])
    #expect(victim?.isValid == false)
    #expect(victim?.fireDate == nil)
  }

  @Test("a one-shot timer is valid in its callback and gone after it; WeakTimer follows")
  func oneShotLifetime() throws {
    let kernel = Kernel()
    var validInside: Bool?
    var weakInside: Bool?
    var weak = WeakTimer()
    let timer = kernel.scheduledTimer(interval: ms(500), repeats: false, label: "grace") { timer in
      validInside = timer.isValid
      weakInside = weak.value != nil
    }
    weak = WeakTimer(timer)
    #expect(timer.fireDate == at(500))
    try kernel.runUntilIdle()
    #expect(validInside == true)
    #expect(weakInside == true)
    #expect(!timer.isValid)
    #expect(weak.value == nil)
  }

  @Test("a timer that invalidates itself and creates timers in its callback keeps running safely")
  func invalidateAndCreateInsideCallback() throws {
    let kernel = Kernel()
    var log: [String] = []
    kernel.scheduledTimer(interval: ms(100), repeats: true, label: "phoenix") { timer in
      let captured = "alive"
      timer.invalidate()
      for index in 0..<3 {
        kernel.scheduledTimer(interval: ms(10 * Int64(index + 1)), repeats: false, label: "child\(index)") {
          _ in
          log.append("child\(index)")
        }
      }
      log.append(captured)
      #expect(!timer.isValid)
    }
    try kernel.runUntilIdle()
    #expect(log == ["alive", "child0", "child1", "child2"])
    #expect(
      lines(kernel, kinds: ["timer.fire"]) == [
        "0.1 timer.fire phoenix#1 due=0.1", "0.11 timer.fire child0#2 due=0.11",
        "0.12 timer.fire child1#3 due=0.12", "0.13 timer.fire child2#4 due=0.13",
      ])
  }

  @Test("a one-shot timer that schedules its successor: exact fire times")
  func reschedulesItself() throws {
    let kernel = Kernel()
    func arm(_ step: Int) {
      kernel.scheduledTimer(interval: ms(150), repeats: false, label: "step\(step)") { _ in
        if step < 3 { arm(step + 1) }
      }
    }
    arm(1)
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["timer.fire"]) == [
        "0.15 timer.fire step1#1 due=0.15",
        "0.3 timer.fire step2#2 due=0.3",
        "0.45 timer.fire step3#3 due=0.45",
      ])
  }

  @Test("timerWithTimeInterval fixes the fire date at creation; adding later keeps it")
  func fireDateFixedAtCreation() throws {
    let kernel = Kernel()
    let timer = kernel.timer(interval: ms(300), repeats: false, label: "made") { _ in }
    try kernel.run(until: at(100))
    kernel.mainRunLoop.add(timer, forMode: .common)
    try kernel.runUntilIdle()
    #expect(lines(kernel, kinds: ["timer.fire"]) == ["0.3 timer.fire made#1 due=0.3"])
  }

  @Test("an interval of zero or less becomes NSTimer's 0.1 ms")
  func minimumInterval() throws {
    let kernel = Kernel()
    let timer = kernel.scheduledTimer(interval: ms(-5), repeats: false, label: "now") { _ in }
    #expect(timer.interval == .microseconds(100))
    try kernel.runUntilIdle()
    #expect(lines(kernel, kinds: ["timer.fire"]) == ["0.0001 timer.fire now#1 due=0.0001"])
  }

  @Test("adding a timer for more modes keeps its place among equal-time items")
  func widenModesKeepsOrder() throws {
    let kernel = Kernel()
    let first = kernel.timer(interval: ms(100), repeats: false, label: "first") { _ in }
    kernel.mainRunLoop.add(first, forMode: .default)
    kernel.scheduledTimer(interval: ms(100), repeats: false, label: "second") { _ in }
    kernel.mainRunLoop.add(first, forMode: .tracking)
    #expect(first.modes == .common)
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["timer.fire"]) == [
        "0.1 timer.fire first#1 due=0.1", "0.1 timer.fire second#2 due=0.1",
      ])
  }

  @Test("delayed performs fire in default mode and are cancelled by target, selector and object")
  func performRequests() throws {
    final class Target {}
    let hud = Target()
    let other = Target()
    let kernel = Kernel()
    let loop = kernel.mainRunLoop
    loop.perform("hideDelayed:", target: hud, targetLabel: "HUD", object: .bool(true), afterDelay: ms(200)) {}
    loop.perform("hideDelayed:", target: hud, targetLabel: "HUD", object: .bool(false), afterDelay: ms(300)) {
    }
    loop.perform("ping", target: other, targetLabel: "Other", afterDelay: ms(400)) {}
    loop.perform("hideDelayed:", target: hud, targetLabel: "HUD", object: .bool(true), afterDelay: ms(500)) {}
    loop.perform("dismiss", target: hud, targetLabel: "HUD", afterDelay: ms(600)) {}
    try kernel.run(until: at(100))
    loop.cancelPreviousPerformRequests(withTarget: hud, selector: "hideDelayed:", object: .bool(true))
    try kernel.run(until: at(350))
    loop.cancelPreviousPerformRequests(withTarget: hud)
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["perform.fire", "perform.cancel"]) == [
        "0.1 perform.cancel HUD.hideDelayed:#1",
        "0.1 perform.cancel HUD.hideDelayed:#4",
        "0.3 perform.fire HUD.hideDelayed:#2",
        "0.35 perform.cancel HUD.dismiss#5",
        "0.4 perform.fire Other.ping#3",
      ])
  }

  @Test(
    "a timer or a delayed perform put on the current run loop off the main thread is scheduled there and never fires; on the main thread it fires"
  )
  func currentRunLoopOffTheMainThread() throws {
    let kernel = Kernel()
    final class Target {}
    let target = Target()
    var fired: [String] = []
    func schedule(_ name: String) {
      let timer = kernel.timer(interval: ms(100), repeats: false, label: name + "Timer") { _ in
        fired.append(name)
      }
      kernel.currentRunLoop.add(timer, forMode: .common)
      kernel.currentRunLoop.perform(
        "ping", target: target, targetLabel: name, afterDelay: ms(100), { fired.append(name + ".ping") })
    }
    kernel.globalQueue.async(label: "work", duration: ms(10)) { schedule("background") }
    kernel.mainRunLoop.schedule(at: VirtualTime.zero + ms(10), label: "tap") { schedule("main") }
    try kernel.run(until: VirtualTime.zero + ms(1000))
    #expect(fired == ["main", "main.ping"])
    #expect(
      lines(kernel, kinds: ["timer.schedule"]).contains {
        $0.hasPrefix("0.01 timer.schedule backgroundTimer#")
          && $0.hasSuffix("runLoop=" + kernel.globalQueue.label)
      })
  }
}
