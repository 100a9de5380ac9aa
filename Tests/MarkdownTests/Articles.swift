import Diagnostics
import Foundation
import Markdown
import Testing

/// Small articles written inline in the tests, and where the fixture files
/// live.
enum Articles {
  /// A complete, valid front matter: lines 1–11, so the body starts on
  /// line 12.
  static let frontMatter = """
    ---
    title: "MBProgressHUD 1.2.0: every path into animateIn"
    summary: One or two sentences for the home page.
    library: MBProgressHUD
    repository: https://github.com/jdg/MBProgressHUD
    version: 1.2.0
    license: MIT
    date: 2026-11-22
    tags: [hud, timers]
    language: en
    ---

    """

  /// The article line of the body's first line.
  static let bodyFirstLine = 12

  /// An article with the valid front matter (plus `extra` keys before the
  /// closing `---`) and `body`.
  static func article(_ body: String, extra: String = "") -> String {
    guard !extra.isEmpty else { return frontMatter + body }
    return frontMatter.replacingOccurrences(of: "language: en\n", with: "language: en\n" + extra + "\n")
      + body
  }

  /// Parses an article that must be valid.
  static func parse(_ body: String, extra: String = "") throws -> ParsedArticle {
    try ArticleParser.parse(article(body, extra: extra))
  }

  /// The diagnostics an article gives, rendered; empty if it parses.
  static func diagnostics(_ text: String) -> [String] {
    do throws(DiagnosticList) {
      _ = try ArticleParser.parse(text)
      return []
    } catch {
      return error.diagnostics.map(\.rendered)
    }
  }

  /// Renders a valid article's body with hooks that make directives
  /// visible and change nothing else.
  static func render(_ body: String, extra: String = "") throws -> RenderedArticle {
    let hooks = RenderHooks(directive: { "<div data-directive=\"\($0.name)\"></div>" })
    return HTMLRenderer(hooks: hooks).render(try parse(body, extra: extra))
  }

  static let malformed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Malformed")
}
