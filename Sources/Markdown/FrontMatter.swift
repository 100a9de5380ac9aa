/// What an article says about itself in its YAML front matter
/// (docs/articles.md, "Front matter").
///
/// Only `ArticleParser` makes one, after checking every key, so a
/// `FrontMatter` in hand is always complete and valid.
public struct FrontMatter: Hashable, Sendable {
  public let title: String
  /// One or two sentences for the home page and search results.
  public let summary: String?
  /// The library the article reads, e.g. `MBProgressHUD`.
  public let library: String
  /// Where the original lives, e.g. `https://github.com/jdg/MBProgressHUD`.
  public let repository: String
  /// The version of the library read.
  public let version: String
  /// The commit read, when the article names one; links to the original
  /// files use it.
  public let commit: String?
  /// The original's licence, e.g. `MIT`.
  public let license: String
  public let date: ArticleDate
  public let tags: [String]
  public let language: ArticleLanguage
  /// Whether raw HTML in the body is let through (`raw_html: true`); when
  /// false, raw HTML is an error and is never emitted.
  public let rawHTML: Bool
}
