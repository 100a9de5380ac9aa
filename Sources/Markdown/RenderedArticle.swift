/// What rendering an article produces: its body as HTML, and what the page
/// around it and the search index need.
public struct RenderedArticle: Hashable, Sendable {
  /// The body's HTML (no `<html>` or `<body>`: the site's template wraps it).
  public let html: String
  /// Every heading in order, for the table of contents.
  public let headings: [ArticleHeading]
  /// The text of headings and paragraphs (in lists and quotes too), one
  /// block a line, for search. Code blocks, directives and raw HTML are
  /// left out: they are not prose a reader searches for.
  public let plainText: String
}

/// A heading as the table of contents lists it.
public struct ArticleHeading: Hashable, Sendable {
  /// 1 for `#`, up to 6.
  public let level: Int
  /// The heading's plain text.
  public let text: String
  /// The `id` its `<h…>` element carries, unique within the page.
  public let id: String
  /// The article line of the heading.
  public let line: Int
  /// Where the heading's line starts in `RenderedArticle.plainText`, in
  /// UTF-8 bytes: the text up to the next heading is what it heads, which
  /// search indexes as the section's body.
  public let plainTextOffset: Int
}
