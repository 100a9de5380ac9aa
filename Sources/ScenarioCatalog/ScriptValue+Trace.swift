import SimKernel

extension ScriptValue {
  /// The value as a watch records it in the trace, by the type its member
  /// declares: flags and words as they are, whole numbers as integers, and
  /// other numbers rounded to four decimals, like presentation samples.
  package func traced(as type: ScriptType) -> TraceValue {
    switch type {
    case .bool: return .bool(bool)
    case .integer: return .int(Int64(number))
    case .string, .choice: return .string(string)
    default: return observed(number)
    }
  }
}

/// Observed numbers are rounded to four decimals, like presentation samples.
public func observed(_ value: Double) -> TraceValue {
  .double((value * 10_000).rounded() / 10_000)
}
