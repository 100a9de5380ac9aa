/// A problem in an article, at a line and column of the article file (both
/// 1-based, the column counted in Unicode scalars, as libyaml counts them),
/// phrased for the person who wrote the article.
///
/// Positions are always in the article file — never in the front matter's
/// YAML text or the Markdown body on their own — so an editor can jump
/// straight to them from `file:line:col: error: …`.
public struct MarkdownDiagnostic: Error, Hashable, Sendable {
  public let line: Int
  public let column: Int
  public let message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line:col: error: message`, or with a file name in front,
  /// `file:line:col: error: message`.
  public func rendered(file: String? = nil) -> String {
    let position = String(line) + ":" + String(column)
    let prefix = file.map { $0 + ":" + position } ?? position
    return prefix + ": error: " + message
  }
}
