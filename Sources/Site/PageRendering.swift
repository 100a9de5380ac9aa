/// The theme applied to the site's settings: the layout's context for any
/// page, and an article's whole page. Shared by the build's worker threads,
/// which render article pages as soon as their articles are rendered.
struct PageRendering {
  let config: SiteConfig
  let theme: Theme

  func layoutContext(_ title: String, kind: String, root: String, lang: String = "en") -> [String: Any] {
    [
      "site_title": config.title, "page_title": title, "description": config.description, "root": root,
      "page_kind": kind, "lang": lang,
      // Figures link to the guide (site/assets/figures.js) when the theme
      // has one.
      "guide": theme.has(FiguresGuide.template),
    ]
  }

  /// An article's page around its rendered body, with links to the
  /// articles on either side of it in the site's order.
  func article(_ article: ArticleEntry, html: String, neighbours: ArticleOrder.Neighbours) -> String {
    let front = article.frontMatter
    let root = Self.relativeRoot(of: article.url)
    func link(_ neighbour: ArticleOrder.Link?) -> [String: Any]? {
      neighbour.map { ["title": $0.title, "url": root + $0.url] }
    }
    let context = TemplateContext.compact([
      "title": front.title, "summary": front.summary, "library": front.library, "version": front.version,
      "repository": front.repository, "commit": front.commit, "license": front.license,
      "date": front.date.description, "content": html,
      "toc": article.headings.filter { $0.level <= 3 }.map {
        ["level": $0.level, "text": $0.text, "id": $0.id]
      },
      "has_toc": article.headings.contains { $0.level <= 3 },
      "has_pager": neighbours.previous != nil || neighbours.next != nil,
      "previous": link(neighbours.previous), "next": link(neighbours.next),
    ])
    return theme.page(
      "article", context,
      layout: layoutContext(
        front.title, kind: "article", root: root, lang: front.language.rawValue)
    )
  }

  /// `../../` for `source/MBProgressHUD/MBProgressHUD.swift.html`.
  static func relativeRoot(of page: String) -> String {
    String(repeating: "../", count: page.split(separator: "/").count - 1)
  }
}
