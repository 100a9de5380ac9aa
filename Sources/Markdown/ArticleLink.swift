/// A link from one article to another, written as a relative Markdown path
/// (`other-article.md`, `../zh/x.md#usage`). The site checks that the target
/// exists; the renderer points the link at the target's `.html` page.
public struct ArticleLink: Hashable, Sendable {
  /// The destination as written (after CommonMark's unescaping).
  public let destination: String
  /// The path without its query or fragment, ending in `.md`.
  public let path: String
  public let line: Int
  public let column: Int

  init(destination: String, path: String, line: Int, column: Int) {
    self.destination = destination
    self.path = path
    self.line = line
    self.column = column
  }

  /// The destination with the path's `.md` replaced by `.html`, query and
  /// fragment kept.
  public var htmlDestination: String {
    String(path.dropLast(3)) + ".html" + destination.dropFirst(path.count)
  }
}
