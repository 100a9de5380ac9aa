import SimKernel
import Testing

@Suite("Bounds")
struct LimitTests {
  @Test("work due past the virtual-time limit stops the run with an error")
  func timeLimit() throws {
    let kernel = Kernel()
    kernel.scheduledTimer(interval: .seconds(7200), repeats: false, label: "late") { _ in }
    #expect(throws: KernelError.virtualTimeLimit(limit: .seconds(3600), next: .seconds(7200))) {
      try kernel.runUntilIdle()
    }
    #expect(kernel.now == .zero)
    #expect(
      KernelError.virtualTimeLimit(limit: .seconds(3600), next: .seconds(7200)).message
        == "virtual time limit of 3600 s exceeded (next work at 7200 s)")
  }

  @Test("running until a time past the limit is an error too")
  func runPastLimit() throws {
    let kernel = Kernel(limits: RunLimits(maxTime: .seconds(10), maxEvents: 100, maxFrames: 100))
    #expect(throws: KernelError.virtualTimeLimit(limit: .seconds(10), next: .seconds(11))) {
      try kernel.run(until: .seconds(11))
    }
  }

  @Test("a runaway repeating timer stops at the event limit, at an exact time")
  func eventLimit() throws {
    let kernel = Kernel(limits: RunLimits(maxTime: .seconds(60), maxEvents: 100, maxFrames: 10))
    kernel.scheduledTimer(interval: ms(1), repeats: true, label: "runaway") { _ in }
    #expect(throws: KernelError.eventLimit(limit: 100, at: at(101))) {
      try kernel.runUntilIdle()
    }
    #expect(kernel.handledEvents == 100)
  }

  @Test("a block that re-enqueues itself forever stops at the event limit without time passing")
  func zeroTimeLoop() throws {
    let kernel = Kernel(limits: RunLimits(maxTime: .seconds(60), maxEvents: 50, maxFrames: 10))
    func again() { kernel.mainQueue.async(label: "again") { again() } }
    again()
    #expect(throws: KernelError.eventLimit(limit: 50, at: .zero)) {
      try kernel.runUntilIdle()
    }
  }

  @Test("a display link that is never invalidated stops at the frame limit")
  func frameLimit() throws {
    let kernel = Kernel(limits: RunLimits(maxTime: .seconds(60), maxEvents: 1000, maxFrames: 10))
    let link = kernel.displayLink(label: "forever") { _ in }
    link.add(to: kernel.mainRunLoop, forMode: .common)
    #expect(throws: KernelError.frameLimit(limit: 10, at: VirtualTime(nanoseconds: 183_333_333))) {
      try kernel.runUntilIdle()
    }
    #expect(kernel.frames == 10)
  }

  @Test("a run that records without end stops at the record limit, however few its events and frames")
  func recordLimit() throws {
    let kernel = Kernel(
      limits: RunLimits(maxTime: .seconds(60), maxEvents: 1000, maxFrames: 1000, maxRecords: 25))
    kernel.scheduledTimer(interval: ms(1), repeats: true, label: "chatty") { _ in }
    #expect(throws: KernelError.recordLimit(limit: 25, at: at(25))) {
      try kernel.runUntilIdle()
    }
    #expect(kernel.trace.records.count == 25)
    #expect(
      KernelError.recordLimit(limit: 25, at: at(25)).message
        == "trace limit of 25 records exceeded at 0.025 s")
  }

  @Test("run from inside a callback is refused")
  func reentrantRun() throws {
    let kernel = Kernel()
    var inner: KernelError?
    kernel.scheduledTimer(interval: ms(10), repeats: false, label: "nested") { _ in
      do throws(KernelError) {
        try kernel.run(until: at(20))
      } catch {
        inner = error
      }
    }
    try kernel.runUntilIdle()
    #expect(inner == .reentrantRun(at: at(10)))
  }

  @Test("the clock never goes backwards")
  func noTimeTravel() throws {
    let kernel = Kernel()
    try kernel.run(until: at(500))
    #expect(throws: KernelError.timeWentBackwards(now: at(500), requested: at(100))) {
      try kernel.run(until: at(100))
    }
    #expect(throws: KernelError.timeWentBackwards(now: at(500), requested: at(400))) {
      try kernel.run(for: ms(-100))
    }
  }
}
