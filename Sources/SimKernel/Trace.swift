/// One trace entry: what happened, when, and in which order.
public struct TraceRecord: Hashable, Sendable {
  /// 1-based position in the trace; equal-time events keep their order.
  public let seq: Int
  public let time: VirtualTime
  public let event: TraceEvent
}

/// The recorder every kernel object writes to.
///
/// Recording can be switched off for benchmarks; callers test `isRecording`
/// before building an event so that a silent run pays nothing for it.
public final class Trace {
  public private(set) var records: [TraceRecord] = []
  public var isRecording: Bool

  init(isRecording: Bool) {
    self.isRecording = isRecording
  }

  func append(_ event: TraceEvent, at time: VirtualTime) {
    records.append(TraceRecord(seq: records.count + 1, time: time, event: event))
  }

  func removeAll() {
    records.removeAll()
  }

  /// Hands the records over and leaves the trace empty. A run's owner
  /// that keeps the records and then tears the kernel down takes them
  /// first: tearing down invalidates display links and observers, which
  /// records more, and appending to records that are also held elsewhere
  /// copies every one of them. What is recorded afterwards is numbered
  /// from 1 again.
  public func takeRecords() -> [TraceRecord] {
    var taken: [TraceRecord] = []
    swap(&taken, &records)
    return taken
  }

  /// The canonical text form: one line per record,
  /// `seq time kind subject key=value…`, times in decimal seconds.
  public var text: String { TraceText.render(records) }

  /// The canonical JSON form: an array of objects, times in integer
  /// nanoseconds.
  public var json: String { TraceJSON.render(records) }
}
