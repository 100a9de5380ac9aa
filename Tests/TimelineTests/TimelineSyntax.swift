/// Small syntax checkers for the timeline tests: enough of JSON (RFC 8259)
/// and XML to tell that a rendering is well formed, without Foundation.
enum TimelineSyntax {
  /// Whether `text` is exactly one JSON value, with optional whitespace
  /// around it.
  static func isJSON(_ text: String) -> Bool {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipSpace()
    guard parser.value() else { return false }
    parser.skipSpace()
    return parser.index == parser.bytes.count
  }

  private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
      while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard current == byte else { return false }
      index += 1
      return true
    }

    mutating func literal(_ word: String) -> Bool {
      for byte in word.utf8 where !take(byte) { return false }
      return true
    }

    mutating func value() -> Bool {
      switch current {
      case UInt8(ascii: "{"): return object()
      case UInt8(ascii: "["): return array()
      case UInt8(ascii: "\""): return string()
      case UInt8(ascii: "t"): return literal("true")
      case UInt8(ascii: "f"): return literal("false")
      case UInt8(ascii: "n"): return literal("null")
      default: return number()
      }
    }

    mutating func object() -> Bool {
      guard take(UInt8(ascii: "{")) else { return false }
      skipSpace()
      if take(UInt8(ascii: "}")) { return true }
      repeat {
        skipSpace()
        guard string() else { return false }
        skipSpace()
        guard take(UInt8(ascii: ":")) else { return false }
        skipSpace()
        guard value() else { return false }
        skipSpace()
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "}"))
    }

    mutating func array() -> Bool {
      guard take(UInt8(ascii: "[")) else { return false }
      skipSpace()
      if take(UInt8(ascii: "]")) { return true }
      repeat {
        skipSpace()
        guard value() else { return false }
        skipSpace()
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "]"))
    }

    mutating func string() -> Bool {
      guard take(UInt8(ascii: "\"")) else { return false }
      while let byte = current {
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return true
        case UInt8(ascii: "\\"):
          guard let escaped = current else { return false }
          index += 1
          if escaped == UInt8(ascii: "u") {
            for _ in 0..<4 {
              guard let hex = current, isHex(hex) else { return false }
              index += 1
            }
          } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
            return false
          }
        case 0..<0x20:
          return false
        default:
          continue
        }
      }
      return false
    }

    func isHex(_ byte: UInt8) -> Bool {
      isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    mutating func digits() -> Bool {
      let start = index
      while let byte = current, isDigit(byte) { index += 1 }
      return index > start
    }

    mutating func number() -> Bool {
      _ = take(UInt8(ascii: "-"))
      if take(UInt8(ascii: "0")) {
        if let byte = current, isDigit(byte) { return false }
      } else if !digits() {
        return false
      }
      if take(UInt8(ascii: ".")) && !digits() { return false }
      if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
        if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
        return digits()
      }
      return true
    }
  }

  /// Why `text` is not well-formed XML as the SVG renderer writes it (tags
  /// balanced, attribute values quoted, `&` only in entities), or `nil`.
  static func xmlProblem(_ text: String) -> String? {
    var open: [String] = []
    var rest = Substring(text)
    while let start = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
      if rest[start] == "&" {
        let entity = rest[start...].prefix(6)
        guard ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains(where: { entity.hasPrefix($0) }) else {
          return "bare & at " + String(rest[start...].prefix(20))
        }
        rest = rest[rest.index(after: start)...]
        continue
      }
      guard let end = rest[start...].firstIndex(of: ">") else { return "unclosed tag" }
      let tag = rest[rest.index(after: start)..<end]
      rest = rest[rest.index(after: end)...]
      if tag.hasPrefix("/") {
        guard let last = open.popLast(), last == String(tag.dropFirst()) else {
          return "unbalanced </" + String(tag.dropFirst()) + ">"
        }
        continue
      }
      let name = String(tag.prefix { $0 != " " && $0 != "/" })
      guard !name.isEmpty else { return "empty tag" }
      guard tag.filter({ $0 == "\"" }).count % 2 == 0 else { return "unquoted attribute in <" + name + ">" }
      if !tag.hasSuffix("/") { open.append(name) }
    }
    return open.isEmpty ? nil : "unclosed <" + (open.last ?? "") + ">"
  }

  /// Every `id="…"` value in `text`, in order.
  static func ids(_ text: String) -> [String] {
    var ids: [String] = []
    var rest = Substring(text)
    while let range = rest.firstRange(of: " id=\"") {
      let value = rest[range.upperBound...].prefix { $0 != "\"" }
      ids.append(String(value))
      rest = rest[range.upperBound...]
    }
    return ids
  }
}
