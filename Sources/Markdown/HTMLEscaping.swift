/// Escaping for the two places article text lands in HTML: element content
/// and attribute values (`&`, `<`, `>`, `"`), and URLs in `href`/`src`.
public enum HTMLEscaping {
  /// `text` with `&`, `<`, `>` and `"` as entities: for the site's pages,
  /// which put names and captions into element content and attributes.
  public static func escaped(_ text: String) -> String {
    var html = ""
    html.reserveCapacity(text.utf8.count)
    appendEscaped(text, to: &html)
    return html
  }

  /// Appends `text` to `html` with `&`, `<`, `>` and `"` as entities. Runs
  /// without them are appended whole, which is most of any article.
  static func appendEscaped(_ text: String, to html: inout String) {
    let utf8 = text.utf8
    var runStart = utf8.startIndex
    var index = runStart
    while index != utf8.endIndex {
      let entity: String?
      switch utf8[index] {
      case 0x26: entity = "&amp;"
      case 0x3C: entity = "&lt;"
      case 0x3E: entity = "&gt;"
      case 0x22: entity = "&quot;"
      default: entity = nil
      }
      if let entity {
        html += text[runStart..<index]
        html += entity
        runStart = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    html += text[runStart..<utf8.endIndex]
  }

  /// Appends a URL for an `href` or `src` attribute: characters that may
  /// appear in a URL as they are (including `%`, so already-encoded URLs
  /// stay as written), `&` and `'` as entities, and every other byte,
  /// non-ASCII ones included, percent-encoded.
  static func appendEscapedURL(_ url: String, to html: inout String) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(url.utf8.count)
    for byte in url.utf8 {
      if byte < 0x80 && urlSafe[Int(byte)] {
        bytes.append(byte)
      } else if byte == 0x26 {
        bytes.append(contentsOf: "&amp;".utf8)
      } else if byte == 0x27 {
        bytes.append(contentsOf: "&#x27;".utf8)
      } else {
        bytes.append(0x25)
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
}
