import Foundation
import TestSupport
import Testing

/// Finding one's way around the shipped site, in headless Chromium
/// (scripts/browser-navigation.mjs): every page at a phone's width and a
/// desktop's is no wider than the window; articles keep their contents in
/// view, give every section a permalink and link to the articles on either
/// side; the gallery is grouped, indexed and links back to the articles.
@Suite("Navigation", .serialized, .tags(.chromium, .node, .wasmToolchain))
struct NavigationTests {
  struct Report: Decodable {
    let pages: Int
    let overflows: [Overflow]
    /// Article page → window width → what it showed.
    let articles: [String: [String: Article]]
    let gallery: Gallery
    let consoleErrors: [String]
    let milliseconds: Int
  }

  struct Overflow: Decodable, CustomStringConvertible {
    let page: String
    let width: Int
    let scrollWidth: Int
    let widest: Widest?
    var description: String {
      "\(page) at \(width) px is \(scrollWidth) px wide: \(widest.map { "\($0.selector) reaches \($0.right) px" } ?? "?")"
    }
  }

  struct Widest: Decodable {
    let selector: String
    let right: Int
  }

  struct Article: Decodable {
    let hasContents: Bool
    let headings: Int
    let permalinks: Int
    let permalinkHidden: Bool
    let previous: String?
    let next: String?
    let previousResolves: Bool?
    let nextResolves: Bool?
    let contentsOpen: Bool?
    let contentsAbove: Bool?
    let contentsInView: Bool?
    let current: String?
    let expectedCurrent: String?
    /// The entry marked at the end of the page, and the contents' last.
    let currentAtEnd: String?
    let lastEntry: String?
  }

  struct Gallery: Decodable {
    let index: [String]
    let groups: [Group]
    let figures: Int
    let backLinks: [String]
    let withBackLinks: Int
    let unresolved: [String]
  }

  struct Group: Decodable {
    let id: String
    let heading: String
    let kinds: [Kind]
  }

  struct Kind: Decodable {
    let id: String
    let figures: Int
  }

  static let shots = FileManager.default.temporaryDirectory.appendingPathComponent(
    "scholia-navigation-\(UUID())")

  static let report: Result<Report, Error> = Result {
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
    let driven = try BrowserSite.drive("browser-navigation.mjs", [shots.path])
    guard driven.status == 0 else { throw DriverFailed(output: driven.stderr) }
    return try JSONDecoder().decode(Report.self, from: Data(driven.stdout.utf8))
  }

  struct DriverFailed: Error, CustomStringConvertible {
    let output: String
    var description: String { "browser-navigation.mjs failed:\n" + output }
  }

  /// Every `.html` file of the built site, relative to it.
  static func pages(in site: URL) throws -> [String] {
    let files = FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)!
    return files.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".html") }
  }

  /// The page `href` on `page` points at, from the site's root.
  static func target(of href: String, on page: String) -> String? {
    URL(string: href, relativeTo: URL(string: "http://site/" + page))?.path.dropFirst().description
  }

  @Test("no page is wider than the window at 390 px or at 1280 px")
  func noPageOverflows() throws {
    let report = try Self.report.get()
    #expect(report.pages == (try Self.pages(in: try BrowserSite.site.get())).count)
    #expect(report.pages > 50, "the site's pages, every source page among them")
    #expect(report.overflows.isEmpty, "\(report.overflows.map(\.description).joined(separator: "\n"))")
    #expect(report.consoleErrors.isEmpty, "\(report.consoleErrors)")
  }

  @Test(
    "articles: the contents stay beside the text and mark the section being read; they fold above it on a phone"
  )
  func contents() throws {
    let report = try Self.report.get()
    #expect(report.articles.count >= 4)
    for (page, widths) in report.articles {
      let wide = try #require(widths["1280"], "\(page)")
      let phone = try #require(widths["390"], "\(page)")
      #expect(wide.hasContents, "\(page) has contents")
      #expect(wide.contentsInView == true, "\(page): the contents are in the window after scrolling")
      #expect(
        wide.current != nil && wide.current == wide.expectedCurrent,
        "\(page): \(String(describing: wide.current))")
      #expect(
        wide.currentAtEnd != nil && wide.currentAtEnd == wide.lastEntry,
        "\(page): the last section at the end")
      #expect(wide.contentsOpen == true, "\(page): open beside the text")
      #expect(phone.contentsOpen == false, "\(page): folded on a phone")
      #expect(phone.contentsAbove == true, "\(page): above the text on a phone")
    }
  }

  @Test("articles: every h2–h4 has a permalink, shown on hover or focus")
  func permalinks() throws {
    let report = try Self.report.get()
    for (page, widths) in report.articles {
      let article = try #require(widths["1280"], "\(page)")
      #expect(article.headings > 5, "\(page)")
      #expect(article.permalinks == article.headings, "\(page)")
      #expect(article.permalinkHidden, "\(page): hidden until hovered or focused")
    }
  }

  @Test("articles: previous and next follow the home page's order")
  func previousAndNext() throws {
    let report = try Self.report.get()
    let site = try BrowserSite.site.get()
    let home = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
    let order = home.matches(of: try Regex(#"<li class="card">\s*<a href="([^"]+)""#)).compactMap {
      $0.output[1].substring.map(String.init)
    }
    #expect(order.count == report.articles.count, "\(order)")
    for (position, page) in order.enumerated() {
      let article = try #require(report.articles[page]?["1280"], "\(page)")
      let previous = article.previous.flatMap { Self.target(of: $0, on: page) }
      let next = article.next.flatMap { Self.target(of: $0, on: page) }
      #expect(previous == (position > 0 ? order[position - 1] : nil), "\(page)")
      #expect(next == (position + 1 < order.count ? order[position + 1] : nil), "\(page)")
      #expect(article.previousResolves != false && article.nextResolves != false, "\(page)")
    }
  }

  @Test("the gallery: grouped by library and kind, indexed, each figure linked to the sections that show it")
  func gallery() throws {
    let report = try Self.report.get()
    let gallery = report.gallery
    let names = gallery.groups.map(\.heading)
    for library in [
      "MBProgressHUD", "MBProgressHUD 0.9.1", "SVProgressHUD", "TCProgressHUD", "Across libraries",
    ] {
      #expect(names.contains(library), "\(names)")
    }
    #expect(gallery.groups.allSatisfy { !$0.kinds.isEmpty && $0.kinds.allSatisfy { $0.figures > 0 } })
    let anchors = gallery.groups.flatMap { [$0.id] + $0.kinds.map(\.id) }.map { "#" + $0 }
    #expect(gallery.index == anchors, "the index lists every group and kind, in order")
    #expect(gallery.figures == gallery.groups.flatMap(\.kinds).map(\.figures).reduce(0, +))
    #expect(gallery.unresolved.isEmpty, "\(gallery.unresolved)")
    #expect(gallery.withBackLinks >= 20, "figures shown in an article: \(gallery.withBackLinks)")
    #expect(
      gallery.backLinks.contains { $0.hasPrefix("articles/mbprogresshud.html#") },
      "a scenario links to its section of the MBProgressHUD article")
  }

  @Test("screenshots of the home page, an article, a source page and the gallery at both widths")
  func screenshots() throws {
    _ = try Self.report.get()
    for page in ["home", "article", "source", "gallery"] {
      for width in [390, 1280] {
        let file = Self.shots.appendingPathComponent("\(page)-\(width).png")
        let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
        #expect(size > 10_000, "\(file.path)")
      }
    }
  }
}
