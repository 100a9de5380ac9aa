/// What an article says about itself in its YAML front matter
/// (docs/articles.md, "Front matter").
///
/// Only `ArticleParser` makes one, after checking every key, so a
/// `FrontMatter` in hand is always complete and valid.
public struct FrontMatter: Hashable, Sendable {
  public let title: String
  /// One or two sentences for the home page and search results.
  public let summary: String?
  /// The library the article reads, e.g. `MBProgressHUD`: one of
  /// site.yml's `libraries`.
  public let library: String
  /// Where the `library:` value is in the article, for the error when it
  /// names no library the site knows.
  public let libraryPlace: Place
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

  /// A line and column (1-based) in the article's file.
  public struct Place: Hashable, Sendable {
    public let line: Int
    public let column: Int
  }
}
