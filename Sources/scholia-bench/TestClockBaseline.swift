import Clocks
import Synchronization

/// The peer baseline: pointfreeco/swift-clocks' `TestClock`, driven the way
/// its users drive it — one task per timer sleeping on the clock, and the
/// clock advanced in steps of 100 timers' worth of time.
enum TestClockBaseline {
  /// Fires one sleeper per delay (milliseconds) and returns the checksum.
  static func run(delays: [Int64]) async -> Int64 {
    let clock = TestClock()
    let sum = Checksum()
    await withTaskGroup(of: Void.self) { group in
      for delay in delays {
        group.addTask {
          try? await clock.sleep(for: .milliseconds(delay))
          sum.add(delay)
        }
      }
      let step = delays.count >= 10_000 ? 100 : max(1, delays.count / 100)
      var advanced = 0
      while advanced < delays.count {
        await clock.advance(by: .milliseconds(step))
        advanced += step
      }
      await clock.run()
      await group.waitForAll()
    }
    return sum.value
  }

  /// A sum the sleeper tasks add to concurrently.
  final class Checksum: Sendable {
    private let total = Mutex<Int64>(0)

    func add(_ value: Int64) { total.withLock { $0 &+= value } }
    var value: Int64 { total.withLock { $0 } }
  }
}
