import Markdown

/// An article after the build resolved it and wrote its page: where the
/// page went, its front matter, headings and what it mentions — what the
/// home page, the source pages, the symbols page and search need from it.
/// The rendered body is not kept: it went into the page.
struct ArticleEntry {
  /// The article file, relative to the project root.
  let file: String
  /// `articles/mbprogresshud.html`.
  let url: String
  let frontMatter: FrontMatter
  let headings: [(level: Int, text: String, id: String)]
  /// The article and its sections (headings down to level 3) as search
  /// documents, weighed while rendering (in
  /// parallel) so that its text need not be kept.
  let search: [SearchIndex.Entry]
  /// The symbols the article shows or links to, in the article's order.
  let mentions: [SymbolMention]
  /// The graphs and shipped scenarios it shows, in the article's order:
  /// the gallery links each of its figures back to them.
  let figures: [FigureUse]
}
