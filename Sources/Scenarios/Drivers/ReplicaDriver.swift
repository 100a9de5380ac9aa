import SimKernel

/// A value with its times evaluated, as a driver receives it.
enum ResolvedValue {
  case duration(VirtualDuration)
  case bool(Bool)
  case number(Double)
  case string(String)
  case choice(String)

  var bool: Bool {
    if case .bool(let flag) = self { return flag }
    return false
  }

  var duration: VirtualDuration {
    if case .duration(let duration) = self { return duration }
    return .zero
  }

  /// A duration as `NSTimeInterval` seconds, for replicas that keep them so.
  var seconds: Double {
    Double(duration.nanoseconds) / 1e9
  }

  var number: Double {
    if case .number(let number) = self { return number }
    return 0
  }

  var string: String {
    switch self {
    case .string(let text), .choice(let text): return text
    default: return ""
    }
  }
}

/// Runs one replica for a scenario: builds it in a window, applies settings,
/// performs commands, and says what can be observed. Names and argument
/// types were checked by the parser against the replica's catalog.
protocol ReplicaDriver: AnyObject {
  func set(_ property: String, _ value: ResolvedValue)
  func perform(_ command: String, _ arguments: [ResolvedValue?])
  /// Observable names (as in the catalog) and how to sample them.
  func observables() -> [(String, () -> TraceValue)]
}

/// Observed numbers are rounded to four decimals, like presentation samples.
func observed(_ value: Double) -> TraceValue {
  .double((value * 10_000).rounded() / 10_000)
}
