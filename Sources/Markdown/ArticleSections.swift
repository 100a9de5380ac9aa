import Diagnostics

/// An article file cut into its YAML front matter and its Markdown body, with
/// the line numbers that put positions in either back into the file.
///
/// The front matter is everything between a first line `---` and the next
/// line `---` (trailing spaces allowed on both); the body is everything after.
struct ArticleSections {
  /// The YAML text, which starts on article line 2.
  let frontMatter: String
  /// The article line of the closing `---`.
  let closingLine: Int
  /// The Markdown body's UTF-8 bytes; its line 1 is article line
  /// `closingLine + 1`.
  let body: [UInt8]

  /// The article line of the YAML text's line 1.
  static let frontMatterFirstLine = 2
  /// Larger front matter is refused: it is a handful of keys, and YAML is
  /// not the place for a book.
  static let maxFrontMatterBytes = 64 * 1024

  var bodyFirstLine: Int { closingLine + 1 }

  static func split(_ text: String) -> Result<ArticleSections, Diagnostic> {
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    // Only the front matter's lines are looked at here; the body's are
    // indexed once, by the tree builder.
    var line = 1
    var start = 0
    var yamlStart: Int?
    while start <= bytes.count {
      let end = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
      let next =
        end == bytes.count
        ? end + 1 : end + (bytes[end] == 0x0D && bytes.dropFirst(end + 1).first == 0x0A ? 2 : 1)
      if isFence(bytes[start..<end]) {
        if let yamlStart {
          guard start - yamlStart <= maxFrontMatterBytes else {
            return .failure(
              Diagnostic(line: 1, column: 1, message: "the front matter is larger than 64 KiB"))
          }
          return .success(
            ArticleSections(
              frontMatter: String(decoding: bytes[yamlStart..<start], as: UTF8.self), closingLine: line,
              body: Array(bytes[min(next, bytes.count)...])))
        }
        yamlStart = next
      } else if yamlStart == nil {
        break
      }
      line += 1
      start = next
    }
    guard yamlStart != nil else {
      return .failure(
        Diagnostic(
          line: 1, column: 1,
          message: "an article starts with front matter: a line '---', YAML keys, then another '---'"))
    }
    return .failure(
      Diagnostic(
        line: 1, column: 1, message: "the front matter that starts here has no closing '---' line"))
  }

  /// `---` alone on its line, give or take trailing spaces and tabs.
  private static func isFence(_ line: ArraySlice<UInt8>) -> Bool {
    guard line.starts(with: [0x2D, 0x2D, 0x2D]) else { return false }
    return line.dropFirst(3).allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }
}
