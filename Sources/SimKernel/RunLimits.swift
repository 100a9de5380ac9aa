/// The bounds every run is held to, so that no script, replica or workload
/// can make a run go on forever or fill the memory: a runaway repeating
/// timer exhausts events, a display link that is never invalidated exhausts
/// frames, a timer set far in the future exceeds the virtual-time limit,
/// and a run that records more than it should (a spring that never
/// settles traces some twenty calls a frame) exhausts trace records.
///
/// Every bound is a count the kernel keeps itself, never a wall-clock time
/// or a size in bytes, so a run stops at the same place natively and in
/// WebAssembly, where an `Int` and a record's size are not the same.
public struct RunLimits: Hashable, Sendable {
  /// No work is handled, and the clock never advances, past this time.
  public var maxTime: VirtualTime
  /// At most this many handled items (timer fires, blocks, performs,
  /// sources, frames, background completions) and observer callouts.
  public var maxEvents: Int
  /// At most this many display frames (vsyncs with at least one link).
  public var maxFrames: Int
  /// At most this many trace records held: what a traced run's memory
  /// grows with. Checked with the event limit, before each item.
  public var maxRecords: Int

  public init(
    maxTime: VirtualTime, maxEvents: Int, maxFrames: Int, maxRecords: Int = RunLimits.standardMaxRecords
  ) {
    self.maxTime = maxTime
    self.maxEvents = maxEvents
    self.maxFrames = maxFrames
    self.maxRecords = maxRecords
  }

  /// Two million trace records: a few hundred megabytes.
  public static let standardMaxRecords = 2_000_000

  /// One virtual hour, five million events, one hour of 60 Hz frames, two
  /// million trace records.
  public static let standard = RunLimits(
    maxTime: .seconds(3600), maxEvents: 5_000_000, maxFrames: 216_000, maxRecords: standardMaxRecords)
}

/// Why a run stopped early. The kernel is left consistent: the item that
/// would have crossed the limit has not been handled, so a caller may raise
/// the limit and run again.
public enum KernelError: Error, Hashable, Sendable {
  /// The next item is due after `RunLimits.maxTime` (or the run was asked to
  /// go past it).
  case virtualTimeLimit(limit: VirtualTime, next: VirtualTime)
  case eventLimit(limit: Int, at: VirtualTime)
  case frameLimit(limit: Int, at: VirtualTime)
  case recordLimit(limit: Int, at: VirtualTime)
  /// `run` was called from inside a callback of the same kernel.
  case reentrantRun(at: VirtualTime)
  /// `run(until:)` was asked to go back in time.
  case timeWentBackwards(now: VirtualTime, requested: VirtualTime)
  /// Code running inside an item asked the run to stop (`Kernel.halt(_:)`).
  case halted(reason: String, at: VirtualTime)

  public var message: String {
    switch self {
    case .virtualTimeLimit(let limit, let next):
      return "virtual time limit of \(limit.secondsText) s exceeded (next work at \(next.secondsText) s)"
    case .eventLimit(let limit, let at):
      return "event limit of \(limit) exceeded at \(at.secondsText) s"
    case .frameLimit(let limit, let at):
      return "frame limit of \(limit) exceeded at \(at.secondsText) s"
    case .recordLimit(let limit, let at):
      return "trace limit of \(limit) records exceeded at \(at.secondsText) s"
    case .reentrantRun(let at):
      return "run called from inside a callback at \(at.secondsText) s"
    case .timeWentBackwards(let now, let requested):
      return "cannot run until \(requested.secondsText) s: the clock is already at \(now.secondsText) s"
    case .halted(let reason, let at):
      return reason + " at \(at.secondsText) s"
    }
  }
}
