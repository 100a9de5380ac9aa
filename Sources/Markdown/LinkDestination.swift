/// What the parser needs to know about a link's destination: whether a
/// browser would run it, and whether it points at another article. The
/// site applies the same rule to URLs from front matter and `site.yml`.
public enum LinkDestination {
  /// Schemes that run code or smuggle content when followed, refused in
  /// every article.
  static let forbiddenSchemes = ["javascript", "vbscript", "data"]

  /// The forbidden scheme `destination` uses, if any, read the way a browser
  /// reads it: leading spaces and control characters are skipped and tabs
  /// and line breaks anywhere are ignored (`java&#9;script:` is still
  /// JavaScript), and case does not matter.
  public static func forbiddenScheme(of destination: String) -> String? {
    var scheme: [UInt8] = []
    var started = false
    for byte in destination.utf8 {
      if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
      if !started && byte <= 0x20 { continue }
      started = true
      if byte == UInt8(ascii: ":") {
        let name = String(decoding: scheme, as: UTF8.self).lowercased()
        return forbiddenSchemes.contains(name) ? name : nil
      }
      guard byte < 0x80, scheme.count < 16 else { return nil }
      scheme.append(byte)
    }
    return nil
  }

  /// The path part of a relative link to a Markdown file (`x.md`,
  /// `dir/x.md#part`), or nil: links with a scheme, absolute paths and
  /// fragment-only links are not article links.
  static func articlePath(of destination: String) -> String? {
    let utf8 = destination.utf8
    guard let first = utf8.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "#"),
      first != UInt8(ascii: "?")
    else { return nil }
    let end = utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? utf8.endIndex
    let path = destination[..<end]
    let suffix = path.utf8.suffix(3).map { $0 | 0x20 }
    guard path.utf8.count > 3, suffix == Array(".md".utf8), !hasScheme(path) else { return nil }
    return String(path)
  }

  /// Whether `text` starts with `scheme:` (a letter, then letters, digits,
  /// `+`, `-` or `.`), as URLs do and relative paths do not.
  private static func hasScheme(_ text: Substring) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    let scheme = text[..<colon].unicodeScalars
    let isLetter = { (scalar: Unicode.Scalar) in ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    guard let first = scheme.first, isLetter(first) else { return false }
    return scheme.allSatisfy { scalar in
      isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
    }
  }
}
