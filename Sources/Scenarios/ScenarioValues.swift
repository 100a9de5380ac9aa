import Diagnostics
import SimKernel

/// Numbers and times as scripts write them: times exact to the
/// nanosecond, numbers to the nearest `Double`.
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

  /// A plain decimal number (`0.4`, `3`, `3501.792236328125`), of any
  /// length: the nearest `Double`, ties to even, the same on every target
  /// (see `DecimalLiteral`). One too large for a `Double` is an error
  /// rather than infinity.
  static func number(_ token: ScenarioToken) throws(Diagnostic) -> Double {
    let (digits, unit) = split(token.text)
    guard unit.isEmpty else {
      throw Diagnostic(
        line: token.line, column: token.column, message: "expected a plain number, not '\(token.text)'")
    }
    guard let literal = DecimalLiteral(digits) else {
      throw Diagnostic(
        line: token.line, column: token.column, message: "malformed number '\(token.text)'")
    }
    guard let value = literal.nearestDouble else {
      throw Diagnostic(
        line: token.line, column: token.column,
        message: "\(quoted(token.text)) is too large: numbers go up to about 1.8 × 10^308")
    }
    return value
  }

  /// The digits-and-dots part and the letters after it.
  private static func split(_ text: String) -> (String, String) {
    let bytes = Array(text.utf8)
    let unitStart =
      bytes.firstIndex { !(ScenarioLexer.isDigit($0) || $0 == UInt8(ascii: ".")) } ?? bytes.endIndex
    return (
      String(decoding: bytes[..<unitStart], as: UTF8.self),
      String(decoding: bytes[unitStart...], as: UTF8.self)
    )
  }

  /// A literal as a message quotes it: a long one by its first digits and
  /// its length, so that a 64 KiB literal is not repeated in the message.
  static func quoted(_ text: String) -> String {
    let count = text.count
    guard count > 24 else { return "'" + text + "'" }
    return "'" + String(text.prefix(12)) + "…' (\(count) characters)"
  }
}
