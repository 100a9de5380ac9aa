/// Where the site plugs into rendering: the parts of an article only the
/// site can turn into HTML (directives, highlighted code, symbol links).
///
/// Closures rather than a protocol, so a caller can supply just the hooks it
/// needs and capture its own state (its diagnostics, its symbol index).
/// Hooks report their own problems to the caller; the renderer only places
/// what they return. Every line and column is in the article file.
public struct RenderHooks {
  /// The HTML for a directive, placed as a block.
  public var directive: (DirectiveInvocation) -> String
  /// Highlighted HTML for a code block, given its language (the info
  /// string's first word, nil when there is none), its code and the line of
  /// its fence; nil renders the plain `<pre><code class="language-…">`.
  public var codeBlock: (_ language: String?, _ code: String, _ line: Int) -> String?
  /// A replacement destination for a link, given the destination as written
  /// and the link's line and column; nil keeps it (links to `.md` files
  /// then point at `.html`). The result is URL-escaped like any destination.
  public var link: (_ destination: String, _ line: Int, _ column: Int) -> String?

  public init(
    directive: @escaping (DirectiveInvocation) -> String,
    codeBlock: @escaping (_ language: String?, _ code: String, _ line: Int) -> String? = { _, _, _ in nil },
    link: @escaping (_ destination: String, _ line: Int, _ column: Int) -> String? = { _, _, _ in nil }
  ) {
    self.directive = directive
    self.codeBlock = codeBlock
    self.link = link
  }
}
