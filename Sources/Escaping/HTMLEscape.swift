/// Escaping for the three places text lands in HTML: element content,
/// attribute values, and URLs in `href`/`src`. Every HTML the project
/// writes (articles, pages, source pages, the error overlay) goes through
/// these, so one input is escaped one way everywhere.
public enum HTMLEscape {
  /// Element content: `&`, `<`, `>` and `"` as entities (the set libcmark
  /// uses, so article text renders as CommonMark's reference does).
  public static func text(_ text: String) -> String {
    var html = ""
    html.reserveCapacity(text.utf8.count)
    appendText(text, to: &html)
    return html
  }

  /// Appends `text` to `html` as element content. Runs without a special
  /// byte are appended whole, which is most of any article.
  public static func appendText(_ text: String, to html: inout String) {
    appendReplacing(text, to: &html) { byte in
      textEntities[Int(byte)].map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// Element content's entity for each byte, nil for bytes written as they
  /// are: the one definition of that set, which byte-level writers (the
  /// highlighter's) use to copy unescaped stretches whole.
  public static let textEntities: [[UInt8]?] = (0...255).map { code in
    switch UInt8(code) {
    case UInt8(ascii: "&"): Array("&amp;".utf8)
    case UInt8(ascii: "<"): Array("&lt;".utf8)
    case UInt8(ascii: ">"): Array("&gt;".utf8)
    case UInt8(ascii: "\""): Array("&quot;".utf8)
    default: nil
    }
  }

  /// A double- or single-quoted attribute value: element content's set
  /// and `'`.
  public static func attribute(_ text: String) -> String {
    var html = ""
    html.reserveCapacity(text.utf8.count)
    appendReplacing(text, to: &html) { byte in
      switch byte {
      case UInt8(ascii: "&"): return "&amp;"
      case UInt8(ascii: "<"): return "&lt;"
      case UInt8(ascii: ">"): return "&gt;"
      case UInt8(ascii: "\""): return "&quot;"
      case UInt8(ascii: "'"): return "&#39;"
      default: return nil
      }
    }
    return html
  }

  /// A URL for an `href` or `src` attribute: characters that may appear in
  /// a URL as they are (including `%`, so already-encoded URLs stay as
  /// written), `&` and `'` as entities, and every other byte, non-ASCII
  /// ones included, percent-encoded. Which URLs may be linked at all is
  /// the content policy's decision, not this one's.
  public static func url(_ url: String) -> String {
    var html = ""
    appendURL(url, to: &html)
    return html
  }

  public static func appendURL(_ url: String, to html: inout String) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(url.utf8.count)
    for byte in url.utf8 {
      if byte < 0x80 && urlSafe[Int(byte)] {
        bytes.append(byte)
      } else if byte == UInt8(ascii: "&") {
        bytes.append(contentsOf: "&amp;".utf8)
      } else if byte == UInt8(ascii: "'") {
        bytes.append(contentsOf: "&#x27;".utf8)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    html += String(decoding: bytes, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// ASCII letters, digits and `-._~:/?#@!$()*+,;=%`: RFC 3986's
  /// characters minus `[`, `]` (only meaningful in IPv6 hosts) and `&`,
  /// `'` (which need entities in an attribute).
  private static let urlSafe: [Bool] = (0..<128).map { code in
    let scalar = Unicode.Scalar(UInt8(code))
    return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || "-._~:/?#@!$()*+,;=%".unicodeScalars.contains(scalar)
  }

  /// Appends `text`, each byte `entity` names replaced by its entity; the
  /// special bytes are all ASCII, so a multi-byte character is never split.
  static func appendReplacing(_ text: String, to out: inout String, _ entity: (UInt8) -> String?) {
    let utf8 = text.utf8
    var runStart = utf8.startIndex
    var index = runStart
    while index != utf8.endIndex {
      if let replacement = entity(utf8[index]) {
        out += text[runStart..<index]
        out += replacement
        runStart = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    out += text[runStart..<utf8.endIndex]
  }
}
