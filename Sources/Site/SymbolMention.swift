import Markdown

/// An article's mention of a replica symbol (an excerpt of it, a `symbol:`
/// link to it) and the section it is in, so that a source page's or the
/// symbols page's "Mentioned in" leads to the place that talks about it,
/// not to the top of a long article.
struct SymbolMention: Hashable {
  /// A section of an article: its heading's anchor and text.
  struct Section: Hashable {
    let id: String
    let text: String
  }

  /// The symbol id.
  let symbol: String
  /// The section whose heading comes last before the mention; nil before
  /// the first heading.
  let section: Section?

  /// The mention of `symbol` at article line `line`, among `headings`
  /// (in article order).
  init(symbol: String, line: Int, headings: [ArticleHeading]) {
    self.symbol = symbol
    section = headings.last { $0.line <= line }.map { Section(id: $0.id, text: $0.text) }
  }
}
