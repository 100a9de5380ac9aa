import Markdown

/// An article after the build resolved it: where its page goes, its front
/// matter, its rendered body and what it mentions — what the home page,
/// the source pages, the symbols page and search need from it.
struct ArticleEntry {
  /// The article file, relative to the project root.
  let file: String
  /// `articles/mbprogresshud.html`.
  let url: String
  let frontMatter: FrontMatter
  let html: String
  let headings: [(level: Int, text: String, id: String)]
  let plainText: String
  /// Symbol ids the article shows or links to.
  let mentions: [String]
}
