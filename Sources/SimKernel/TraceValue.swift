/// A value a replica reports through the trace (a property's new value, a
/// payload), kept typed so JSON can carry it as a number, boolean or string.
public enum TraceValue: Hashable, Sendable {
  case bool(Bool)
  case int(Int64)
  case double(Double)
  case string(String)
  case time(VirtualTime)
  case duration(VirtualDuration)

  /// The value as canonical text: doubles print with Swift's shortest
  /// round-trip form, which Embedded Swift reproduces byte for byte.
  public var text: String {
    switch self {
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value): return "\(value)"
    case .string(let value): return value
    case .time(let value): return value.secondsText
    case .duration(let value): return value.secondsText
    }
  }
}

/// The userInfo of a timer or the object of a perform request: the small set
/// of values the libraries we read pass there (they pass `nil` or an
/// `NSNumber` of a BOOL).
public enum UserInfo: Hashable, Sendable {
  case none
  case bool(Bool)
  case int(Int64)
  case string(String)

  var traceValue: TraceValue? {
    switch self {
    case .none: return nil
    case .bool(let value): return .bool(value)
    case .int(let value): return .int(value)
    case .string(let value): return .string(value)
    }
  }
}
