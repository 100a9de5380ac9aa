/// Escaping for XML text and attribute values: the SVG figures (graphs and
/// timelines) and anything else written as XML.
public enum XMLEscape {
  /// `&`, `<`, `>`, `"` and `'` as entities, so one escaped string is safe
  /// in element content and in either kind of quoted attribute. Characters
  /// XML 1.0 does not allow at all (control characters other than tab, line
  /// feed and carriage return) become U+FFFD, so that no input can make a
  /// figure a document a browser refuses to parse.
  public static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: needsWork) else { return text }
    var xml = ""
    xml.reserveCapacity(text.utf8.count + 16)
    HTMLEscape.appendReplacing(text, to: &xml) { byte in
      switch byte {
      case UInt8(ascii: "&"): return "&amp;"
      case UInt8(ascii: "<"): return "&lt;"
      case UInt8(ascii: ">"): return "&gt;"
      case UInt8(ascii: "\""): return "&quot;"
      case UInt8(ascii: "'"): return "&#39;"
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
      case 0..<0x20, 0x7F: return "\u{FFFD}"
      default: return nil
      }
    }
    return xml
  }

  /// `escape(text)`'s bytes, appended to `bytes`: text with nothing to
  /// escape, most of it, is copied straight from its storage, without a
  /// `String` made or its bytes iterated one by one (which the page's
  /// WebAssembly does slowly). For markup written as bytes, such as the
  /// timelines' SVG.
  public static func append(_ text: String, to bytes: inout [UInt8]) {
    let copied = text.utf8.withContiguousStorageIfAvailable { text in
      guard !text.contains(where: needsWork) else { return false }
      bytes.append(contentsOf: text)
      return true
    }
    if copied != true { bytes.append(contentsOf: escape(text).utf8) }
  }

  private static func needsWork(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
    case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): false
    case 0..<0x20, 0x7F: true
    default: false
    }
  }
}
