import SimKernel
import Testing

@Suite("Equal-time order")
struct OrderingTests {
  @Test("items due at the same instant run in scheduling order, whatever their kind")
  func schedulingOrderAcrossKinds() throws {
    let kernel = Kernel()
    kernel.scheduledTimer(interval: ms(100), repeats: false, label: "A") { _ in }
    kernel.mainQueue.asyncAfter(delay: ms(100), label: "B") {}
    kernel.mainRunLoop.schedule(at: at(100), label: "C") {}
    kernel.scheduledTimer(interval: ms(100), repeats: false, label: "D") { _ in }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["timer.fire", "queue.run", "source.fire"]) == [
        "0.1 timer.fire A#1 due=0.1",
        "0.1 queue.run B#2 queue=main",
        "0.1 source.fire C#3",
        "0.1 timer.fire D#4 due=0.1",
      ])
  }

  @Test("consecutive due timers fire in one pass; another kind starts a new pass")
  func passes() throws {
    let kernel = Kernel()
    let wake = kernel.observer(label: "wake", activities: [.afterWaiting], repeats: true, order: 0) { _, _ in
    }
    kernel.mainRunLoop.add(wake, forMode: .common)
    kernel.scheduledTimer(interval: ms(100), repeats: false, label: "E") { _ in }
    kernel.scheduledTimer(interval: ms(100), repeats: false, label: "F") { _ in }
    kernel.mainQueue.asyncAfter(delay: ms(100), label: "G") {}
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["timer.fire", "queue.run", "observer.callout"]) == [
        "0.1 observer.callout wake#1 activity=afterWaiting order=0",
        "0.1 timer.fire E#2 due=0.1",
        "0.1 timer.fire F#3 due=0.1",
        "0.1 observer.callout wake#1 activity=afterWaiting order=0",
        "0.1 queue.run G#4 queue=main",
      ])
  }

  @Test("a timer and an asyncAfter block due together: the one scheduled first runs first")
  func asyncAfterVersusTimer() throws {
    for timerFirst in [true, false] {
      let kernel = Kernel()
      if timerFirst {
        kernel.scheduledTimer(interval: ms(250), repeats: false, label: "timer") { _ in }
        kernel.mainQueue.asyncAfter(delay: ms(250), label: "block") {}
      } else {
        kernel.mainQueue.asyncAfter(delay: ms(250), label: "block") {}
        kernel.scheduledTimer(interval: ms(250), repeats: false, label: "timer") { _ in }
      }
      try kernel.runUntilIdle()
      let fired = lines(kernel, kinds: ["timer.fire", "queue.run"])
      #expect(fired.count == 2)
      #expect(fired.allSatisfy { $0.hasPrefix("0.25 ") })
      #expect(fired[0].contains(timerFirst ? "timer.fire" : "queue.run"))
    }
  }

  @Test("a block enqueued from a timer callback runs at the same instant, in the next pass")
  func blockFromTimerRunsInNextPass() throws {
    let kernel = Kernel()
    let sleep = kernel.observer(label: "sleep", activities: [.beforeWaiting], repeats: true, order: 0) {
      _, _ in
    }
    kernel.mainRunLoop.add(sleep, forMode: .common)
    kernel.scheduledTimer(interval: ms(100), repeats: false, label: "T") { _ in
      kernel.mainQueue.async(label: "hop") {}
    }
    kernel.scheduledTimer(interval: ms(100), repeats: false, label: "U") { _ in }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["timer.fire", "queue.run", "observer.callout"]).filter { $0.hasPrefix("0.1 ") }
        == [
          "0.1 timer.fire T#2 due=0.1",
          "0.1 timer.fire U#3 due=0.1",
          "0.1 observer.callout sleep#1 activity=beforeWaiting order=0",
          "0.1 queue.run hop#4 queue=main",
          "0.1 observer.callout sleep#1 activity=beforeWaiting order=0",
        ])
  }
}
