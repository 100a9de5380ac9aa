import Foundation
import Markdown
import Testing

/// The articles the project ships parse cleanly: their front matter,
/// directives and links pass every rule this stage checks. (Whether their
/// symbols and directive names resolve is the site's test.)
@Suite("Shipped articles")
struct ShippedArticleTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("articles")

  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".md") }
    .sorted()

  @Test("there are articles to check")
  func present() {
    #expect(!Self.files.isEmpty)
  }

  @Test("each parses without a diagnostic and renders every directive", arguments: files)
  func parses(file: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    let diagnostics = Articles.diagnostics(text)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let article = try ArticleParser.parse(text)
    #expect(!article.directives.isEmpty)
    var rendered = 0
    let html = HTMLRenderer(
      hooks: RenderHooks(directive: { _ in
        rendered += 1
        return ""
      })
    ).render(article)
    #expect(rendered == article.directives.count)
    #expect(!html.headings.isEmpty)
    #expect(Set(html.headings.map(\.id)).count == html.headings.count)
  }
}
