/// The keys front matter may have (docs/articles.md). Anything else is an
/// error, so that a typo such as `sumary` fails the build instead of
/// silently dropping the summary.
enum FrontMatterKey: String, CaseIterable {
  case title
  case summary
  case library
  case repository
  case version
  case commit
  case license
  case date
  case tags
  case language
  case rawHTML = "raw_html"

  /// Keys an article must give.
  static let required: [FrontMatterKey] = [
    .title, .library, .repository, .version, .license, .date, .language,
  ]
}
