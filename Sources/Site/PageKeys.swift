/// What a page made from many inputs shows of them, as text: the page is
/// made again only when its key changed (`SiteBuildCache.page`). The rest
/// of such a page's inputs — settings, replicas, theme — the cache watches
/// itself. Each value is prefixed by its length, so no value can pass for
/// the next one; "-" marks a missing value apart from an empty one.
enum PageKeys {
  /// The home page: what it shows of each article (an edit to an article's
  /// prose leaves it as it was).
  static func home(_ articles: [ArticleEntry]) -> String {
    articles.map { article in
      let front = article.frontMatter
      let fields: [String?] = [
        article.url, front.title, front.summary, front.library, front.version, front.date.description,
      ]
      return fields.map(field).joined() + front.tags.map(field).joined()
    }.joined(separator: "\n")
  }

  /// The source pages and the symbols page: which articles mention which
  /// symbols.
  static func mentions(_ mentions: [String: [SourcePage.Mention]]) -> String {
    mentions.keys.sorted().map { id in
      field(id) + mentions[id]!.map { field($0.title) + field($0.section) + field($0.url) }.joined()
    }.joined(separator: "\n")
  }

  /// The gallery: which sections of which articles show each figure.
  static func gallery(_ articles: [ArticleEntry]) -> String {
    articles.map { article in
      field(article.url) + field(article.frontMatter.title)
        + article.figures.map { use in
          let subject: String
          switch use.subject {
          case .graph(let kind, let title): subject = field(kind.rawValue) + field(title)
          case .scenario(let file): subject = field(file)
          }
          return subject + field(use.section?.id) + field(use.section?.text)
        }.joined()
    }.joined(separator: "\n")
  }

  private static func field(_ value: String?) -> String {
    value.map { "\($0.utf8.count):" + $0 } ?? "-"
  }
}
