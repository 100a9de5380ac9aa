import SimKernel

extension ScriptValue {
  /// The value as a watch records it in the trace, by the type its member
  /// declares: flags and words as they are, whole numbers as integers, and
  /// other numbers with every digit, so that an expectation can compare
  /// them exactly (a timeline rounds them only where a reader reads them).
  package func traced(as type: ScriptType) -> TraceValue {
    switch type {
    case .bool: return .bool(bool)
    case .integer: return .int(Int64(number))
    case .string, .choice: return .string(string)
    default: return .double(number)
    }
  }
}
