/// JSON string literals, escaped the one canonical way, and numbers —
/// appended to bytes, since the search index is the site's largest file.
enum JSONText {
  static func append(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += "\\\"".utf8
      case UInt8(ascii: "\\"): out += "\\\\".utf8
      case UInt8(ascii: "\n"): out += "\\n".utf8
      case UInt8(ascii: "\r"): out += "\\r".utf8
      case UInt8(ascii: "\t"): out += "\\t".utf8
      case UInt8(ascii: "<"): out += "\\u003c".utf8
      case 0..<0x20:
        let hex = String(byte, radix: 16)
        out += "\\u".utf8
        out += String(repeating: "0", count: 4 - hex.count).utf8
        out += hex.utf8
      default:
        out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

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
