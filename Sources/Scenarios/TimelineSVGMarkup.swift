/// Writing SVG markup by hand: escaped text, coordinates in tenths of a
/// pixel printed exactly (`125` → `12.5`), and one element per line.
///
/// Coordinates are integers until they are printed, so they are short and
/// the same on every target; nothing goes through floating-point
/// formatting.
struct TimelineSVGMarkup {
  private(set) var text = ""
  private var depth = 0

  /// A tenth-of-a-pixel coordinate as SVG number text.
  static func number(_ tenths: Int64) -> String {
    let sign = tenths < 0 ? "-" : ""
    let magnitude = tenths.magnitude
    let whole = sign + String(magnitude / 10)
    return magnitude % 10 == 0 ? whole : whole + "." + String(magnitude % 10)
  }

  /// Text for element content and attribute values.
  static func escape(_ string: String) -> String {
    // Byte by byte: comparing Characters costs a string comparison each,
    // and most text (ids, numbers, method names) has nothing to escape.
    func special(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
    let needed =
      string.utf8.withContiguousStorageIfAvailable { $0.contains(where: special) }
      ?? string.utf8.contains(where: special)
    guard needed else { return string }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(string.utf8.count + 16)
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
      default: escaped.append(byte)
      }
    }
    return String(decoding: escaped, as: UTF8.self)
  }

  /// Attributes as ` name="value"`, values escaped; coordinates go in as
  /// `number(_:)` text.
  static func attributes(_ pairs: [(String, String)]) -> String {
    var text = ""
    for (name, value) in pairs { text += " " + name + "=\"" + escape(value) + "\"" }
    return text
  }

  mutating func line(_ markup: String) {
    text += String(repeating: "  ", count: depth) + markup + "\n"
  }

  /// `<name …/>`, or `<name …><title>…</title></name>` with a tooltip.
  mutating func element(_ name: String, _ pairs: [(String, String)], title: String? = nil) {
    guard let title else {
      line("<" + name + Self.attributes(pairs) + "/>")
      return
    }
    line("<" + name + Self.attributes(pairs) + "><title>" + Self.escape(title) + "</title></" + name + ">")
  }

  /// `<name …>text</name>`.
  mutating func textElement(_ name: String, _ pairs: [(String, String)], _ content: String) {
    line("<" + name + Self.attributes(pairs) + ">" + Self.escape(content) + "</" + name + ">")
  }

  mutating func open(_ name: String, _ pairs: [(String, String)]) {
    line("<" + name + Self.attributes(pairs) + ">")
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    line("</" + name + ">")
  }
}
