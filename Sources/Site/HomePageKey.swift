/// What the home page shows of an article, as one line: the home page is
/// made again only when some article's line changed (an edit to an
/// article's prose leaves it as it was).
enum HomePageKey {
  static func line(_ article: ArticleEntry) -> String {
    let front = article.frontMatter
    let fields: [String?] = [
      article.url, front.title, front.summary, front.library, front.version, front.date.description,
    ]
    // Each value is prefixed by its length, so no value can pass for the
    // next one; "-" marks a missing value apart from an empty one.
    var line = ""
    for field in fields + front.tags.map(Optional.some) {
      line += field.map { "\($0.utf8.count):" + $0 } ?? "-"
    }
    return line
  }
}
