import Diagnostics
import SimKernel

/// Numbers and times as scripts write them, converted exactly.
enum ScenarioValues {
  /// `0.5`, `2s`, `300ms`, `1.25s`: seconds unless the unit says
  /// milliseconds; exact to the nanosecond or an error.
  static func duration(_ token: ScenarioToken) throws(Diagnostic) -> VirtualDuration {
    let (digits, unit) = split(token.text)
    let scale: Int64
    switch unit {
    case "", "s": scale = 1
    case "ms": scale = 1000
    default:
      throw Diagnostic(
        line: token.line, column: token.column,
        message: "unknown unit '\(unit)' in '\(token.text)' (use seconds, '2s', or milliseconds, '300ms')")
    }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 2 && parts[1].count > 9 {
      throw Diagnostic(
        line: token.line, column: token.column, message: "'\(token.text)' is finer than a nanosecond")
    }
    guard let seconds = VirtualDuration(seconds: digits) else {
      throw Diagnostic(
        line: token.line, column: token.column, message: "malformed time '\(token.text)'")
    }
    guard seconds.nanoseconds % scale == 0 else {
      throw Diagnostic(
        line: token.line, column: token.column, message: "'\(token.text)' is finer than a nanosecond")
    }
    return VirtualDuration(nanoseconds: seconds.nanoseconds / scale)
  }

  /// A plain decimal number (`0.4`, `3`), computed as an integer divided by
  /// a power of ten: one correctly rounded division, the same on every
  /// target (the C library's `strtod` is not available in WebAssembly).
  static func number(_ token: ScenarioToken) throws(Diagnostic) -> Double {
    let (digits, unit) = split(token.text)
    guard unit.isEmpty else {
      throw Diagnostic(
        line: token.line, column: token.column, message: "expected a plain number, not '\(token.text)'")
    }
    var mantissa: Int64 = 0
    var decimals = 0
    var sawDot = false
    for byte in digits.utf8 {
      if byte == UInt8(ascii: ".") {
        guard !sawDot else {
          throw Diagnostic(
            line: token.line, column: token.column, message: "malformed number '\(token.text)'")
        }
        sawDot = true
        continue
      }
      guard mantissa < 100_000_000_000_000, decimals < 15 else {
        throw Diagnostic(
          line: token.line, column: token.column, message: "'\(token.text)' has too many digits")
      }
      mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
      if sawDot { decimals += 1 }
    }
    var divisor = 1.0
    for _ in 0..<decimals { divisor *= 10 }
    return Double(mantissa) / divisor
  }

  /// The digits-and-dots part and the letters after it.
  private static func split(_ text: String) -> (String, String) {
    var digits = ""
    var unit = ""
    for character in text {
      if unit.isEmpty && (ScenarioLexer.isDigit(character) || character == ".") {
        digits.append(character)
      } else {
        unit.append(character)
      }
    }
    return (digits, unit)
  }
}
