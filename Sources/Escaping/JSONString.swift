/// JSON string literals (RFC 8259), written one way everywhere: traces,
/// timelines, the search index, the page engine's answers and the live
/// reload events.
///
/// Quotes, backslashes and control characters are escaped (`\n`, `\r`,
/// `\t` in two bytes, the rest as `\u00XX`), and so is `<`, as `\u003c`,
/// so that a literal is also safe inside an HTML `<script>` element; all
/// other UTF-8 passes through unchanged.
public enum JSONString {
  public static func quote(_ string: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.utf8.count + 2)
    append(string, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the literal for `string`, quotes included, to `out`. A
  /// string with nothing to escape, most of them, is copied straight from
  /// its storage rather than byte by byte, which the page's WebAssembly
  /// does slowly.
  public static func append(_ string: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    let copied = string.utf8.withContiguousStorageIfAvailable { bytes in
      guard !bytes.contains(where: needsEscaping) else { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if copied != true { appendEscaping(string, to: &out) }
    out.append(UInt8(ascii: "\""))
  }

  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
  }

  private static func appendEscaping(_ string: String, to out: inout [UInt8]) {
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        out.append(UInt8(ascii: "\\"))
        out.append(byte)
      case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0..<0x20, UInt8(ascii: "<"):
        out += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0xF)])
      default:
        out.append(byte)
      }
    }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
