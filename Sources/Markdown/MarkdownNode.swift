/// One node of an article body's Markdown tree: libcmark's tree, copied into
/// Swift values so that rendering, checking and tests never touch C memory,
/// with directives already recognised and positions already in article-file
/// coordinates.
public struct MarkdownNode: Hashable, Sendable {
  public let kind: Kind
  public let children: [MarkdownNode]
  /// The article-file line where the node starts.
  public let line: Int
  /// The article-file column (in Unicode scalars) where the node starts.
  /// Line breaks, which libcmark does not position, take their parent's.
  public let column: Int

  init(kind: Kind, children: [MarkdownNode], line: Int, column: Int) {
    self.kind = kind
    self.children = children
    self.line = line
    self.column = column
  }

  /// What a node is, with the data only that kind has. Blocks come first,
  /// then inlines, as in CommonMark.
  public enum Kind: Hashable, Sendable {
    /// The whole body.
    case document
    case blockQuote
    /// A list of `-`, `+` or `*` items. A tight list's items hold their
    /// paragraphs without `<p>`.
    case bulletList(tight: Bool)
    case orderedList(start: Int, tight: Bool)
    case listItem
    /// A fenced or indented code block that is not a directive. `info` is
    /// the fence's info string after CommonMark's unescaping (empty for an
    /// indented block); `code` keeps its final line break.
    case codeBlock(info: String, code: String)
    /// A fenced block whose info string starts with `@`.
    case directive(DirectiveInvocation)
    /// Raw HTML as a block; only in articles with `raw_html: true`.
    case htmlBlock(String)
    case paragraph
    case heading(level: Int)
    case thematicBreak
    case text(String)
    /// A line break in the source that is not a hard break.
    case softBreak
    /// A hard line break (two spaces or a backslash before the line end).
    case lineBreak
    /// A code span's content.
    case code(String)
    /// Raw inline HTML; only in articles with `raw_html: true`.
    case htmlInline(String)
    case emphasis
    case strong
    /// `destination` is as written, after CommonMark's unescaping; it is
    /// percent-encoded only when rendered.
    case link(destination: String, title: String)
    case image(source: String, title: String)
  }

  /// The text a reader sees: text and code spans, with line breaks as
  /// spaces. Used for heading text, image alt text and search.
  public var plainText: String {
    var text = ""
    appendPlainText(to: &text)
    return text
  }

  func appendPlainText(to text: inout String) {
    switch kind {
    case .text(let literal), .code(let literal): text += literal
    case .softBreak, .lineBreak: text += " "
    case .htmlInline, .htmlBlock, .codeBlock, .directive: break
    default: for child in children { child.appendPlainText(to: &text) }
    }
  }
}
