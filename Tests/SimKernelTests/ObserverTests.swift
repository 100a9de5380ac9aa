import Foundation
import SimKernel
import Testing

@Suite("Run-loop observers and Core Animation's commit")
struct ObserverTests {
  @Test("observers run in ascending order around the commit at order 2 000 000")
  func orderAroundCommit() throws {
    let kernel = Kernel()
    // Added out of order on purpose: order decides, not registration.
    let after = kernel.observer(label: "after", activities: [.beforeWaiting], repeats: true, order: 2_000_001)
    { _, _ in }
    let pending = kernel.observer(
      label: "pending", activities: [.beforeWaiting], repeats: true, order: 1_999_999
    ) { _, _ in
      kernel.reportCall(object: "POPAnimator", method: "flushPending")
    }
    kernel.mainRunLoop.add(after, forMode: .common)
    kernel.mainRunLoop.add(pending, forMode: .common)
    kernel.mainRunLoop.schedule(at: at(100), label: "animate") {
      kernel.coreAnimation.addCommitHandler { kernel.reportCall(object: "Layer", method: "commitAnimations") }
    }
    try kernel.run(until: at(100))
    #expect(
      lines(kernel).filter { $0.hasPrefix("0.1 ") } == [
        "0.1 source.fire animate#3",
        "0.1 observer.callout pending#2 activity=beforeWaiting order=1999999",
        "0.1 call POPAnimator.flushPending thread=main",
        "0.1 ca.commit CATransaction handlers=1 activity=beforeWaiting",
        "0.1 call Layer.commitAnimations thread=main",
        "0.1 observer.callout after#1 activity=beforeWaiting order=2000001",
      ])
  }

  @Test("the commit also happens on exit, when the mode changes")
  func commitOnExit() throws {
    let kernel = Kernel()
    kernel.mainRunLoop.schedule(at: at(100), label: "dragBegin") {
      kernel.coreAnimation.addCommitHandler {}
      kernel.mainRunLoop.switchMode(to: .tracking)
    }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["ca.commit", "runloop.mode"]) == [
        "0.1 ca.commit CATransaction handlers=1 activity=exit",
        "0.1 runloop.mode main from=default to=tracking",
      ])
  }

  @Test("handlers added during a commit wait for the next one; flush commits at once")
  // The loop sleeps from 0.1 to 0.2, so the handler added during the first
  // commit is committed by the flush at 0.2, together with the new one.
  func nestedCommitAndFlush() throws {
    let kernel = Kernel()
    kernel.mainRunLoop.schedule(at: at(100), label: "start") {
      kernel.coreAnimation.addCommitHandler {
        kernel.coreAnimation.addCommitHandler { kernel.note("second") }
      }
    }
    kernel.mainRunLoop.schedule(at: at(200), label: "flush") {
      kernel.coreAnimation.addCommitHandler { kernel.note("flushed") }
      kernel.coreAnimation.flush()
      #expect(!kernel.coreAnimation.hasPendingWork)
    }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["ca.commit", "note"]) == [
        "0.1 ca.commit CATransaction handlers=1 activity=beforeWaiting",
        "0.2 ca.commit CATransaction handlers=2 activity=flush",
        "0.2 note - text=second",
        "0.2 note - text=flushed",
      ])
  }

  @Test("a one-shot observer is called once; activities follow CFRunLoop's turn")
  func oneShotAndTurnShape() throws {
    let kernel = Kernel()
    let all = kernel.observer(label: "all", activities: .allActivities, repeats: true, order: 5) { _, _ in }
    let once = kernel.observer(label: "once", activities: [.afterWaiting], repeats: false, order: 1) { _, _ in
    }
    kernel.mainRunLoop.add(all, forMode: .common)
    kernel.mainRunLoop.add(once, forMode: .default)
    kernel.scheduledTimer(interval: ms(100), repeats: false, label: "t") { _ in }
    kernel.scheduledTimer(interval: ms(200), repeats: false, label: "u") { _ in }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["observer.callout", "timer.fire"]).map {
        $0.replacingOccurrences(of: " order=5", with: "")
      } == [
        "0 observer.callout all#1 activity=entry",
        "0 observer.callout all#1 activity=beforeTimers",
        "0 observer.callout all#1 activity=beforeSources",
        "0 observer.callout all#1 activity=beforeWaiting",
        "0.1 observer.callout once#2 activity=afterWaiting order=1",
        "0.1 observer.callout all#1 activity=afterWaiting",
        "0.1 timer.fire t#3 due=0.1",
        "0.1 observer.callout all#1 activity=beforeTimers",
        "0.1 observer.callout all#1 activity=beforeSources",
        "0.1 observer.callout all#1 activity=beforeWaiting",
        "0.2 observer.callout all#1 activity=afterWaiting",
        "0.2 timer.fire u#4 due=0.2",
        "0.2 observer.callout all#1 activity=beforeTimers",
        "0.2 observer.callout all#1 activity=beforeSources",
        "0.2 observer.callout all#1 activity=beforeWaiting",
      ])
  }
}
