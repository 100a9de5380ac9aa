import SimKernel

/// A value with its times evaluated, as a catalog's closures receive it.
public enum ResolvedValue {
  case duration(VirtualDuration)
  case bool(Bool)
  case number(Double)
  case string(String)
  case choice(String)

  public var bool: Bool {
    if case .bool(let flag) = self { return flag }
    return false
  }

  public var duration: VirtualDuration {
    if case .duration(let duration) = self { return duration }
    return .zero
  }

  /// A duration as `NSTimeInterval` seconds, for replicas that keep them so.
  public var seconds: Double {
    Double(duration.nanoseconds) / 1e9
  }

  public var number: Double {
    if case .number(let number) = self { return number }
    return 0
  }

  public var string: String {
    switch self {
    case .string(let text), .choice(let text): return text
    default: return ""
    }
  }
}
