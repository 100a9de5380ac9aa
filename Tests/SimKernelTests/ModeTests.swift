import SimKernel
import Testing

@Suite("Run-loop modes")
struct ModeTests {
  /// A drag from `begin` to `end` (milliseconds), as UIKit switches modes.
  func drag(_ kernel: Kernel, from begin: Int64, to end: Int64) {
    kernel.mainRunLoop.schedule(at: at(begin), label: "dragBegin") {
      kernel.mainRunLoop.switchMode(to: .tracking)
    }
    kernel.mainRunLoop.schedule(at: at(end), label: "dragEnd") {
      kernel.mainRunLoop.switchMode(to: .default)
    }
  }

  @Test("a default-mode timer is starved during tracking and fires when it ends")
  func starvedDefaultTimer() throws {
    let kernel = Kernel()
    drag(kernel, from: 50, to: 300)
    kernel.scheduledTimer(interval: ms(100), repeats: false, label: "default") { _ in }
    let common = kernel.timer(interval: ms(200), repeats: false, label: "common") { _ in }
    kernel.mainRunLoop.add(common, forMode: .common)
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["timer.fire", "runloop.mode"]) == [
        "0.05 runloop.mode main from=default to=tracking",
        "0.2 timer.fire common#4 due=0.2",
        "0.3 runloop.mode main from=tracking to=default",
        "0.3 timer.fire default#3 due=0.1",
      ])
  }

  @Test("a starved repeating timer fires once, late, then skips the missed fire dates")
  func starvedRepeatingTimer() throws {
    let kernel = Kernel()
    drag(kernel, from: 50, to: 350)
    var fires = 0
    kernel.scheduledTimer(interval: ms(100), repeats: true, label: "poll") { timer in
      fires += 1
      if fires == 3 { timer.invalidate() }
    }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["timer.fire"]) == [
        "0.35 timer.fire poll#3 due=0.1",
        "0.4 timer.fire poll#3 due=0.4",
        "0.5 timer.fire poll#3 due=0.5",
      ])
  }

  @Test("main-queue blocks and asyncAfter keep running during tracking; delayed performs wait")
  func queueRunsDuringTracking() throws {
    final class Target {}
    let target = Target()
    let kernel = Kernel()
    drag(kernel, from: 50, to: 300)
    kernel.mainQueue.asyncAfter(delay: ms(100), label: "dispatchAfter") {}
    kernel.mainRunLoop.perform("later", target: target, targetLabel: "T", afterDelay: ms(100)) {}
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["queue.run", "perform.fire"]) == [
        "0.1 queue.run dispatchAfter#3 queue=main",
        "0.3 perform.fire T.later#4",
      ])
  }

  @Test("a tracking-only timer waits for the next drag")
  func trackingOnlyTimer() throws {
    let kernel = Kernel()
    let timer = kernel.timer(interval: ms(100), repeats: false, label: "scroll") { _ in }
    kernel.mainRunLoop.add(timer, forMode: .tracking)
    drag(kernel, from: 400, to: 500)
    try kernel.runUntilIdle()
    #expect(lines(kernel, kinds: ["timer.fire"]) == ["0.4 timer.fire scroll#1 due=0.1"])
  }

  @Test("a mode change calls out exit in the old mode, then entry in the new")
  func entryAndExit() throws {
    let kernel = Kernel()
    let watcher = kernel.observer(label: "w", activities: [.entry, .exit], repeats: true, order: 0) {
      _, activity in
      kernel.reportValue(
        object: "loop", property: activity.name, value: .string(kernel.mainRunLoop.currentMode.name))
    }
    kernel.mainRunLoop.add(watcher, forMode: .common)
    drag(kernel, from: 100, to: 200)
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["value", "runloop.mode"]) == [
        "0 value loop.entry value=default",
        "0.1 value loop.exit value=default",
        "0.1 runloop.mode main from=default to=tracking",
        "0.1 value loop.entry value=tracking",
        "0.2 value loop.exit value=tracking",
        "0.2 runloop.mode main from=tracking to=default",
        "0.2 value loop.entry value=default",
      ])
  }
}
