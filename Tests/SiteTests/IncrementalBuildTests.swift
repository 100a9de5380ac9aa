import Foundation
import ShippedCatalogs
import Site
import Testing

/// A build streamed into an output folder with a `SiteBuildCache` kept from
/// the previous one (what `scholia serve` does) carries unchanged pages over
/// from the folder; whatever it reuses, the folder must end up holding
/// exactly what a fresh build makes.
@Suite("Cached builds into an output folder")
struct IncrementalBuildTests {
  /// The inline site's project in a temporary folder, and an output folder
  /// beside it.
  struct Project {
    let root: URL
    let output: OutputFolder

    init(_ name: String) throws {
      let folder = try SiteTestSupport.temporaryFolder(name)
      root = folder.appendingPathComponent("project")
      output = OutputFolder(url: folder.appendingPathComponent("site"))
      try SiteTestSupport.write(InlineSiteTests.files, into: root)
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
      let file = root.appendingPathComponent(path)
      try change(try String(contentsOf: file, encoding: .utf8)).write(
        to: file, atomically: false, encoding: .utf8)
    }

    /// The project built once into its output folder with a new cache,
    /// handed to `body`; removed afterwards.
    static func built(_ name: String, _ body: (Project, SiteBuildCache) throws -> Void) throws {
      let project = try Project(name)
      defer { try? FileManager.default.removeItem(at: project.root.deletingLastPathComponent()) }
      let cache = SiteBuildCache()
      try project.build(cache: cache)
      try body(project, cache)
    }

    /// A build into the output folder, swapped in.
    func build(cache: SiteBuildCache) throws {
      let staging = try output.stage()
      do {
        _ = try SiteBuilder(
          layout: ProjectLayout(root: root), replicas: ReplicaRegistry.catalogs, cache: cache
        ).build(into: staging)
      } catch {
        staging.discard()
        throw error
      }
      try staging.commit()
    }

    /// What a fresh build makes, in memory.
    func fresh() throws -> [String: [UInt8]] {
      try SiteBuilder(layout: ProjectLayout(root: root), replicas: ReplicaRegistry.catalogs).build().files
    }

    /// The output file's inode: the same one after a build means the page
    /// was carried over rather than written again.
    func inode(_ path: String) throws -> Int {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: output.url.appendingPathComponent(path).path)
      return try #require(attributes[.systemFileNumber] as? Int)
    }

    func expectOutputIsFresh(_ comment: Comment) throws {
      let written = try SiteTestSupport.siteFiles(output.url)
      let expected = try fresh()
      #expect(SiteTestSupport.firstDifference(written, expected) == nil, comment)
    }
  }

  @Test("after an edit to one article's prose, the other pages are carried over")
  func editOneArticle() throws {
    try Project.built("edit") { project, cache in
      try project.expectOutputIsFresh("first build")
      let before = try [
        "articles/tiny.html", "articles/tiny-zh.html", "index.html", "source/Tiny/TinyHUD.swift.html",
      ].map(project.inode)
      try project.edit("articles/tiny.md") { $0 + "\nOne more paragraph about `graceTime`.\n" }
      try project.build(cache: cache)
      try project.expectOutputIsFresh("after the edit")
      let after = try [
        "articles/tiny.html", "articles/tiny-zh.html", "index.html", "source/Tiny/TinyHUD.swift.html",
      ].map(project.inode)
      // The Chinese article, the home page (no title or summary changed)
      // and the source page (no new mention) are the same files; the
      // edited article's page is new.
      #expect(after[0] != before[0])
      #expect(after[1] == before[1])
      #expect(after[2] == before[2])
      #expect(after[3] == before[3])
    }
  }

  @Test("a change to the theme or to an article's title makes the pages that show it again, neighbours' too")
  func sharedInputs() throws {
    try Project.built("theme") { project, cache in
      let before = try project.inode("articles/tiny-zh.html")
      try project.edit("site/templates/layout.mustache") {
        $0.replacingOccurrences(of: "<body", with: "<body data-edited")
      }
      try project.build(cache: cache)
      try project.expectOutputIsFresh("after a theme change")
      #expect(try project.inode("articles/tiny-zh.html") != before)
      // The other article links to this one as its previous, so its page
      // is made again too.
      let neighbour = try project.inode("articles/tiny.html")
      try project.edit("articles/tiny-zh.md") { $0.replacingOccurrences(of: "title: \"", with: "title: \"新") }
      try project.build(cache: cache)
      try project.expectOutputIsFresh("after a title change")
      #expect(try project.inode("articles/tiny.html") != neighbour)
    }
  }

  @Test("a page someone changed in the output folder is made again, not carried over")
  func changedOutput() throws {
    try Project.built("tampered") { project, cache in
      let page = project.output.url.appendingPathComponent("articles/tiny-zh.html")
      try FileManager.default.removeItem(at: page)
      try "changed".write(to: page, atomically: false, encoding: .utf8)
      try project.build(cache: cache)
      try project.expectOutputIsFresh("after the output was changed")
    }
  }
}
