import SimKernel

/// The engine side of `scholia-bench engine`'s timer figures: `count`
/// one-shot timers at the distinct times 1…count ms, scheduled in a fixed
/// shuffled order, then all fired. Each callback adds its index to a sum, the
/// result, so that the work cannot be optimised away.
public enum TimerBenchmark {
  public static func run(count: Int, tracing: Bool) throws(KernelError) -> Int64 {
    let limits = RunLimits(
      maxTime: .milliseconds(Int64(count) + 1), maxEvents: count + 1, maxFrames: 0)
    let kernel = Kernel(limits: limits, tracing: tracing)
    let delays = shuffledDelays(count: count)
    var sum: Int64 = 0
    for delay in delays {
      kernel.scheduledTimer(interval: .milliseconds(delay), repeats: false, label: "t") { _ in
        sum &+= delay
      }
    }
    try kernel.runUntilIdle()
    kernel.tearDown()
    return sum
  }

  /// The delays 1…count ms, shuffled by a fixed xorshift sequence; the bare
  /// heap baseline uses the same order.
  public static func shuffledDelays(count: Int) -> [Int64] {
    var delays: [Int64] = []
    delays.reserveCapacity(count)
    for index in 1...max(1, count) { delays.append(Int64(index)) }
    if count <= 1 { return Array(delays.prefix(count)) }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for index in stride(from: count - 1, to: 0, by: -1) {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      let other = Int(state % UInt64(index + 1))
      delays.swapAt(index, other)
    }
    return delays
  }
}

/// The engine side of the display-link figure: `links` display links on a
/// 60 Hz display for `seconds` virtual seconds, each callback adding the
/// frame's timestamp parity to a sum.
public enum DisplayLinkBenchmark {
  public static func run(seconds: Int64, links: Int, tracing: Bool) throws(KernelError) -> Int64 {
    let frames = Int(seconds) * 60
    let limits = RunLimits(
      maxTime: .seconds(seconds) + .seconds(1), maxEvents: frames + 1, maxFrames: frames + 1)
    let kernel = Kernel(limits: limits, tracing: tracing)
    var sum: Int64 = 0
    for index in 0..<links {
      let link = kernel.displayLink(label: "link\(index)") { link in
        sum &+= (link.timestamp.nanoseconds & 1) + 1
      }
      link.add(to: kernel.mainRunLoop, forMode: .common)
    }
    try kernel.run(until: .seconds(seconds))
    kernel.tearDown()
    return sum
  }
}
