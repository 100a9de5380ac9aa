import Diagnostics

/// The safety rules of docs/articles.md ("Raw HTML and links"), applied to
/// a parsed body: raw HTML only with `raw_html: true`, never a link or image
/// to `javascript:`, `vbscript:` or `data:`. It also collects the links to
/// other articles, which the site must check.
///
/// The rules are checked when parsing, not when rendering, so that an
/// article that breaks them never gets as far as HTML, and every breach is
/// reported at once.
struct ContentPolicy {
  struct Outcome {
    var articleLinks: [ArticleLink] = []
    var diagnostics: [Diagnostic] = []
  }

  /// `rawHTML` is nil when the front matter could not say (its YAML is
  /// broken); raw HTML is then not reported, since whether it is allowed is
  /// unknown and the front matter's own error comes first.
  static func check(_ document: MarkdownNode, rawHTML: Bool?) -> Outcome {
    var outcome = Outcome()
    visit(document, rawHTML: rawHTML, into: &outcome)
    return outcome
  }

  private static func visit(_ node: MarkdownNode, rawHTML: Bool?, into outcome: inout Outcome) {
    switch node.kind {
    case .htmlBlock, .htmlInline:
      if rawHTML == false {
        let what = isInline(node) ? "inline raw HTML" : "a raw HTML block"
        outcome.diagnostics.append(
          Diagnostic(
            line: node.line, column: node.column,
            message: "\(what) is not allowed; set 'raw_html: true' in the front matter to allow it"))
      }
    case .link(let destination, _):
      if let scheme = LinkDestination.forbiddenScheme(of: destination) {
        outcome.diagnostics.append(
          Diagnostic(
            line: node.line, column: node.column, message: "links to '\(scheme):' URLs are not allowed"))
      } else if let path = LinkDestination.articlePath(of: destination) {
        outcome.articleLinks.append(
          ArticleLink(destination: destination, path: path, line: node.line, column: node.column))
      }
    case .image(let source, _):
      if let scheme = LinkDestination.forbiddenScheme(of: source) {
        outcome.diagnostics.append(
          Diagnostic(
            line: node.line, column: node.column, message: "images from '\(scheme):' URLs are not allowed"))
      }
    default:
      break
    }
    for child in node.children { visit(child, rawHTML: rawHTML, into: &outcome) }
  }

  private static func isInline(_ node: MarkdownNode) -> Bool {
    if case .htmlInline = node.kind { return true }
    return false
  }
}
