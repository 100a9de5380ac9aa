/// An article that parsed cleanly: valid front matter, a body tree with
/// directives recognised, and no breach of the safety rules. The site
/// resolves its directives and links, then renders it with `HTMLRenderer`.
public struct ParsedArticle: Hashable, Sendable {
  public let frontMatter: FrontMatter
  /// The body's tree; its nodes carry article-file positions.
  public let document: MarkdownNode
  /// Every directive, in document order, for the site to check before
  /// rendering.
  public let directives: [DirectiveInvocation]
  /// Every relative link to a `.md` file, in document order, for the site
  /// to check that the article exists. The renderer points them at `.html`.
  public let articleLinks: [ArticleLink]
  /// The article line where the body starts (the line after the closing
  /// `---`).
  public let bodyFirstLine: Int
  /// Whether raw HTML passes through: the article's or the site's choice.
  public let allowsRawHTML: Bool
}
