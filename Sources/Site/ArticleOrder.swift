import Markdown

/// The site's order of articles — newest first, then by file, as the home
/// page lists them — known before any article is rendered, so that each
/// article's page can link to the one before and the one after it while
/// the articles render in parallel.
struct ArticleOrder {
  /// An article another one links to: its title and its page.
  struct Link: Equatable {
    let title: String
    /// `articles/pop.html`, from the site's root.
    let url: String
  }

  /// The articles on either side of one, in the site's order.
  struct Neighbours: Equatable {
    let previous: Link?
    let next: Link?
  }

  private var neighbours: [String: Neighbours] = [:]

  /// `articles` are every article file with its front matter, nil where
  /// it cannot be read: such an article fails the build when it renders,
  /// so it has no place in the order.
  init(_ articles: [(file: String, frontMatter: FrontMatter?)]) {
    let ordered =
      articles
      .compactMap { article in article.frontMatter.map { (file: article.file, frontMatter: $0) } }
      .sorted { Self.precedes(($0.frontMatter, $0.file), ($1.frontMatter, $1.file)) }
    let links = ordered.map {
      Link(title: $0.frontMatter.title, url: ArticleRendering.url(of: $0.file))
    }
    for (position, article) in ordered.enumerated() {
      neighbours[article.file] = Neighbours(
        previous: position > 0 ? links[position - 1] : nil,
        next: position + 1 < links.count ? links[position + 1] : nil)
    }
  }

  /// Whether the article `a` comes before `b`: newer first, then by file.
  static func precedes(_ a: (FrontMatter, String), _ b: (FrontMatter, String)) -> Bool {
    (a.0.date, a.1) > (b.0.date, b.1)
  }

  /// The articles on either side of `file`.
  func neighbours(of file: String) -> Neighbours {
    neighbours[file] ?? Neighbours(previous: nil, next: nil)
  }
}
