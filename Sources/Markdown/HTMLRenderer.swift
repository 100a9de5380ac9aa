import Escaping

/// Renders a parsed article's body to HTML, asking `RenderHooks` for what
/// only the site knows.
///
/// Everything else follows the CommonMark spec's reference HTML (what
/// libcmark's own renderer writes): the same elements, escaping and line
/// breaks, so the output can be checked against libcmark's. The differences
/// are the hooks, `id`s on headings (and, when asked, a permalink in
/// each), links to `.md` files pointing at
/// `.html`, and raw HTML, which is emitted only when the front matter allows
/// it (the parser has already refused it otherwise).
public struct HTMLRenderer {
  public var hooks: RenderHooks
  /// Whether each `h2`–`h4` ends with a `#` link to itself
  /// (`<a class="permalink">`, named for screen readers by the heading's
  /// text), so that a reader can copy the address of any section.
  public var headingPermalinks: Bool

  public init(hooks: RenderHooks, headingPermalinks: Bool = false) {
    self.hooks = hooks
    self.headingPermalinks = headingPermalinks
  }

  public func render(_ article: ParsedArticle) -> RenderedArticle {
    render(article.document, rawHTML: article.allowsRawHTML)
  }

  func render(_ document: MarkdownNode, rawHTML: Bool) -> RenderedArticle {
    var state = State(hooks: hooks, rawHTML: rawHTML, headingPermalinks: headingPermalinks)
    state.html.reserveCapacity(document.children.count * 200)
    state.block(document, tight: false)
    return RenderedArticle(html: state.html, headings: state.headings, plainText: state.plainText)
  }

  /// One rendering's output, built in a single walk of the tree.
  private struct State {
    let hooks: RenderHooks
    let rawHTML: Bool
    let headingPermalinks: Bool
    var html = ""
    var plainText = ""
    var headings: [ArticleHeading] = []
    var slugger = HeadingSlugger()

    init(hooks: RenderHooks, rawHTML: Bool, headingPermalinks: Bool) {
      self.hooks = hooks
      self.rawHTML = rawHTML
      self.headingPermalinks = headingPermalinks
    }

    /// Renders a block. `tight` says the block sits directly in an item of
    /// a tight list, where paragraphs go without `<p>`.
    mutating func block(_ node: MarkdownNode, tight: Bool) {
      switch node.kind {
      case .document:
        for child in node.children { block(child, tight: false) }
      case .blockQuote:
        newline()
        html += "<blockquote>\n"
        for child in node.children { block(child, tight: false) }
        newline()
        html += "</blockquote>\n"
      case .bulletList(let tight):
        list(node, open: "<ul>\n", close: "</ul>\n", tight: tight)
      case .orderedList(let start, let tight):
        list(node, open: start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n", close: "</ol>\n", tight: tight)
      case .listItem:
        // Items are rendered by `list`, which knows the tightness.
        item(node, tight: tight)
      case .paragraph:
        if tight {
          inlines(node)
        } else {
          newline()
          html += "<p>"
          inlines(node)
          html += "</p>\n"
        }
        addPlainText(node)
      case .heading(let level):
        let text = node.plainText
        let id = slugger.id(for: text)
        headings.append(
          ArticleHeading(
            level: level, text: text, id: id, line: node.line, plainTextOffset: plainText.utf8.count))
        newline()
        html += "<h\(level) id=\""
        HTMLEscape.appendText(id, to: &html)
        html += "\">"
        inlines(node)
        if headingPermalinks, (2...4).contains(level) {
          html += " <a class=\"permalink\" href=\"#"
          HTMLEscape.appendText(id, to: &html)
          html += "\" aria-label=\"Link to this section: "
          html += HTMLEscape.attribute(text)
          html += "\">#</a>"
        }
        html += "</h\(level)>\n"
        addPlainText(node)
      case .thematicBreak:
        newline()
        html += "<hr />\n"
      case .codeBlock(let info, let code):
        newline()
        let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
        if let highlighted = hooks.codeBlock(language, code, node.line) {
          html += highlighted
          newline()
        } else {
          html += "<pre><code"
          if let language {
            html += " class=\"language-"
            HTMLEscape.appendText(language, to: &html)
            html += "\""
          }
          html += ">"
          HTMLEscape.appendText(code, to: &html)
          html += "</code></pre>\n"
        }
      case .directive(let directive):
        newline()
        html += hooks.directive(directive)
        newline()
      case .htmlBlock(let literal):
        if rawHTML {
          newline()
          html += literal
          newline()
        }
      case .text, .softBreak, .lineBreak, .code, .htmlInline, .emphasis, .strong, .link, .image:
        inline(node)
      }
    }

    private mutating func list(_ node: MarkdownNode, open: String, close: String, tight: Bool) {
      newline()
      html += open
      for child in node.children { item(child, tight: tight) }
      newline()
      html += close
    }

    private mutating func item(_ node: MarkdownNode, tight: Bool) {
      newline()
      html += "<li>"
      for child in node.children { block(child, tight: tight) }
      html += "</li>\n"
    }

    private mutating func inlines(_ node: MarkdownNode) {
      for child in node.children { inline(child) }
    }

    mutating func inline(_ node: MarkdownNode) {
      switch node.kind {
      case .text(let text):
        HTMLEscape.appendText(text, to: &html)
      case .softBreak:
        html += "\n"
      case .lineBreak:
        html += "<br />\n"
      case .code(let code):
        html += "<code>"
        HTMLEscape.appendText(code, to: &html)
        html += "</code>"
      case .htmlInline(let literal):
        if rawHTML { html += literal }
      case .emphasis:
        html += "<em>"
        inlines(node)
        html += "</em>"
      case .strong:
        html += "<strong>"
        inlines(node)
        html += "</strong>"
      case .link(let destination, let title):
        let href =
          hooks.link(destination, node.line, node.column)
          ?? LinkDestination.articlePath(of: destination).map {
            ArticleLink(destination: destination, path: $0, line: node.line, column: node.column)
              .htmlDestination
          } ?? destination
        html += "<a href=\""
        HTMLEscape.appendURL(href, to: &html)
        html += "\""
        titleAttribute(title)
        html += ">"
        inlines(node)
        html += "</a>"
      case .image(let source, let title):
        html += "<img src=\""
        HTMLEscape.appendURL(source, to: &html)
        html += "\" alt=\""
        HTMLEscape.appendText(node.plainText, to: &html)
        html += "\""
        titleAttribute(title)
        html += " />"
      case .document, .blockQuote, .bulletList, .orderedList, .listItem, .codeBlock, .directive, .htmlBlock,
        .paragraph, .heading, .thematicBreak:
        block(node, tight: false)
      }
    }

    private mutating func titleAttribute(_ title: String) {
      guard !title.isEmpty else { return }
      html += " title=\""
      HTMLEscape.appendText(title, to: &html)
      html += "\""
    }

    private mutating func addPlainText(_ node: MarkdownNode) {
      node.appendPlainText(to: &plainText)
      plainText += "\n"
    }

    /// Starts a new line unless the output is empty or already at one, as
    /// the reference renderer does between blocks.
    private mutating func newline() {
      if let last = html.utf8.last, last != 0x0A { html += "\n" }
    }
  }
}
