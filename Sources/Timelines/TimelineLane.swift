import SimKernel

/// One row of a timeline: one timer, one kind of delayed work grouped by
/// label, one observable, or one object's calls.
public struct TimelineLane: Equatable, Sendable {
  public var kind: TimelineLaneKind
  /// A stable element id, e.g. `timer-graceTimer-3` or
  /// `observable-HUD-visibleAlpha`.
  public var id: String
  /// What the row is called, e.g. `graceTimer#3`, `HUD.visible`, `HUD`.
  public var label: String
  public var content: TimelineLaneContent

  public init(kind: TimelineLaneKind, id: String, label: String, content: TimelineLaneContent) {
    self.kind = kind
    self.id = id
    self.label = label
    self.content = content
  }
}

/// Where a lane comes from. The cases are in the order lanes are shown:
/// what the app called, then what it scheduled, then what it showed.
public enum TimelineLaneKind: Equatable, Sendable, CaseIterable {
  /// `call` events of one object.
  case calls
  /// One `NSTimer`, keyed by its trace id.
  case timer
  /// Delayed perform requests, one lane per target and selector.
  case perform
  /// `asyncAfter` blocks on the main queue, one lane per label.
  case after
  /// Background work, one lane per label.
  case background
  /// UIView animations, one lane per animation block label.
  case animation
  /// One observable (`Kernel.observe`).
  case observable

  public var name: String {
    switch self {
    case .calls: return "calls"
    case .timer: return "timer"
    case .perform: return "perform"
    case .after: return "after"
    case .background: return "background"
    case .animation: return "animation"
    case .observable: return "observable"
    }
  }
}

/// What a lane holds, by shape; each renderer draws one shape one way.
public enum TimelineLaneContent: Equatable, Sendable {
  /// Waits and work (timers, performs, `asyncAfter`, background work,
  /// animations), in the order they began.
  case spans([TimelineSpan])
  /// A numeric observable and the range it is drawn in: 0…1, widened to
  /// take in every finite sample (alphas and progress stay in 0…1).
  case numeric([TimelineSample], low: Double, high: Double)
  /// A Boolean observable, drawn as on/off.
  case flag([TimelineSample])
  /// Any other observable (strings, times), drawn as change points.
  case text([TimelineSample])
  /// An object's method calls.
  case calls([TimelineTick])
}

/// One recorded value of an observable; it holds until the next sample.
public struct TimelineSample: Equatable, Sendable {
  public var seq: Int
  public var time: VirtualTime
  public var value: TraceValue

  public init(seq: Int, time: VirtualTime, value: TraceValue) {
    self.seq = seq
    self.time = time
    self.value = value
  }

  /// The value as a number to plot, for a numeric observable; `nil` for
  /// anything else and for non-finite numbers, which have no place on a
  /// curve.
  public var number: Double? {
    switch value {
    case .int(let int): return Double(int)
    case .double(let double): return double.isFinite ? double : nil
    case .bool, .string, .time, .duration: return nil
    }
  }

  /// A flag's sample that turns it on. Matched rather than compared with
  /// `.bool(true)`: `TraceValue`'s equality compares strings too.
  var isOn: Bool {
    guard case .bool(true) = value else { return false }
    return true
  }
}

/// One method call reported by a replica.
public struct TimelineTick: Equatable, Sendable {
  /// A stable element id, e.g. `call-HUD-show-animated`, `…-animated-2`:
  /// spelled out when asked for, since a figure shows one for many ticks.
  public var id: String { tickID.text }
  var tickID: TimelineTickID
  public var seq: Int
  public var time: VirtualTime
  /// The method, e.g. `show(animated:)`.
  public var method: String
  /// `main`, or the background queue the call was made on.
  public var thread: String

  public init(id: String, seq: Int, time: VirtualTime, method: String, thread: String) {
    self.init(id: TimelineTickID(id), seq: seq, time: time, method: method, thread: thread)
  }

  init(id: TimelineTickID, seq: Int, time: VirtualTime, method: String, thread: String) {
    self.tickID = id
    self.seq = seq
    self.time = time
    self.method = method
    self.thread = thread
  }
}
