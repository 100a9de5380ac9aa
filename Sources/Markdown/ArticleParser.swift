import Diagnostics

/// Reads an article file: front matter, Markdown body, directives, and the
/// safety rules, reporting every problem it finds with its article-file
/// position (docs/articles.md).
///
/// It does not resolve anything: symbol names, directive names and keys,
/// and the targets of article links are the site's to check, against the
/// replicas and the other articles.
public enum ArticleParser {
  /// Parses `text`, the whole content of an article file. Throws every
  /// diagnostic found, in file order: the front matter's and the body's
  /// together, unless the front matter cannot even be found.
  ///
  /// - Parameter allowRawHTML: the site's setting (`raw_html` in
  ///   `site/site.yml`); raw HTML is allowed when it or the article's front
  ///   matter says so.
  public static func parse(_ text: String, allowRawHTML: Bool = false) throws(DiagnosticList)
    -> ParsedArticle
  {
    let sections: ArticleSections
    switch ArticleSections.split(text) {
    case .success(let split): sections = split
    case .failure(let diagnostic): throw DiagnosticList([diagnostic])
    }
    let header = FrontMatterDecoder.decode(sections.frontMatter, closingLine: sections.closingLine)
    let body = MarkdownTreeBuilder.build(body: sections.body, firstLine: sections.bodyFirstLine)
    let rawHTML = allowRawHTML ? true : header.rawHTML
    let policy = ContentPolicy.check(body.document, rawHTML: rawHTML)
    let diagnostics = header.diagnostics + body.diagnostics + policy.diagnostics
    if diagnostics.isEmpty, let frontMatter = header.frontMatter {
      return ParsedArticle(
        frontMatter: frontMatter, document: body.document, directives: body.directives,
        articleLinks: policy.articleLinks, bodyFirstLine: sections.bodyFirstLine,
        allowsRawHTML: allowRawHTML || frontMatter.rawHTML)
    }
    throw DiagnosticList(diagnostics)
  }

  /// The front matter of `text` alone, without reading the body: what the
  /// site needs of every article before it renders any (their order, for
  /// the links from each article to the previous and the next). Nil when
  /// it cannot be read; `parse` then says why.
  public static func frontMatter(_ text: String) -> FrontMatter? {
    guard case .success(let sections) = ArticleSections.split(text) else { return nil }
    return FrontMatterDecoder.decode(sections.frontMatter, closingLine: sections.closingLine).frontMatter
  }
}
