/// JSON numbers appended to bytes, without making strings, since the
/// search index is the site's largest file (its strings go through
/// `JSONString`, the one quoter).
enum JSONText {
  /// A non-negative integer's digits, without making a string: the search
  /// index writes two numbers per posting. Up to eight digits are gathered
  /// in one word, least significant first, then appended in order.
  static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
    precondition(value >= 0)
    guard value < 100_000_000 else {
      out += String(value).utf8
      return
    }
    var digits: UInt64 = 0
    var count = 0
    var rest = value
    repeat {
      digits = digits << 8 | UInt64(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
      count += 1
    } while rest > 0
    for _ in 0..<count {
      out.append(UInt8(truncatingIfNeeded: digits))
      digits >>= 8
    }
  }
}
