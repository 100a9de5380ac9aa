import SimKernel

/// A stretch of time one kernel object spent waiting or working: a timer
/// from its scheduling to its fire, a delayed perform, an `asyncAfter`
/// block, background work, an animation, or a run-loop mode.
///
/// `due` is when it was meant to end. A timer that fires after its due time
/// (starved during scroll tracking) is `isLate`, and the renderers draw the
/// overdue part differently, because that gap is usually the finding.
public struct TimelineSpan: Equatable, Sendable {
  /// A stable element id for pages and SVG, e.g. `timer-graceTimer-3-1`.
  public var id: String
  /// The object as the trace names it, e.g. `graceTimer#3`.
  public var label: String
  public var start: VirtualTime
  public var due: VirtualTime?
  /// When it fired, was stopped or ended; the timeline's end while pending.
  public var end: VirtualTime
  public var outcome: TimelineOutcome
  /// A short description for tooltips and tables, e.g. `once, common modes`.
  public var detail: String

  public init(
    id: String, label: String, start: VirtualTime, due: VirtualTime?, end: VirtualTime,
    outcome: TimelineOutcome, detail: String
  ) {
    self.id = id
    self.label = label
    self.start = start
    self.due = due
    self.end = end
    self.outcome = outcome
    self.detail = detail
  }

  /// Fired (or ran) after its due time.
  public var isLate: Bool {
    guard outcome == .fired, let due else { return false }
    return end > due
  }
}

/// How a span ended.
public enum TimelineOutcome: Equatable, Sendable {
  /// Still waiting or working when the timeline ends.
  case pending
  /// A timer or perform request fired; an `asyncAfter` block ran.
  case fired
  /// A timer was invalidated before it fired.
  case invalidated
  /// A perform request was cancelled before it fired.
  case cancelled
  /// An animation, background work or mode span ran to its end.
  case finished
  /// An animation was replaced or removed before its end.
  case interrupted

  /// The word every rendering uses (CSS class, JSON, text).
  public var name: String {
    switch self {
    case .pending: return "pending"
    case .fired: return "fired"
    case .invalidated: return "invalidated"
    case .cancelled: return "cancelled"
    case .finished: return "finished"
    case .interrupted: return "interrupted"
    }
  }
}
