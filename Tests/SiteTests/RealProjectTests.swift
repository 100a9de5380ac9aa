import Foundation
import ShippedCatalogs
import Site
import Testing

/// The real project (this repository's articles, replicas, scenarios and
/// theme), built in process and by the command line. Each build takes
/// seconds in a debug build, so the suite builds it three times in all
/// (and once more from a cache).
@Suite("The real project")
struct RealProjectTests {
  static let layout = ProjectLayout(root: SiteTestSupport.repository)

  @Test("two builds in one process are byte for byte the same, and so are the folders they write")
  func deterministic() throws {
    let cache = SiteBuildCache()
    let first = try SiteBuilder(layout: Self.layout, replicas: ReplicaRegistry.catalogs, cache: cache).build()
    let second = try SiteBuilder(layout: Self.layout, replicas: ReplicaRegistry.catalogs).build()
    #expect(first.articleCount == 4)
    #expect(first.files.count > 10)
    #expect(Set(first.files.keys) == Set(second.files.keys))
    #expect(SiteTestSupport.firstDifference(first.files, second.files) == nil)
    #expect(first.pageCount == second.pageCount)
    #expect(SiteLinks.broken(in: first.files) == [])
    #expect(SiteLinks.duplicateIDs(in: first.files) == [])
    #expect(first.articleCount == second.articleCount)
    // The originals' tests: MBProgressHUD 1.2.0's 17, all but the layout
    // one (testShape) restated and passing; 0.9.1's one; SVProgressHUD's
    // page says it has none and shows scenarios from its code.
    let tests = String(decoding: first.files["tests/mbprogresshud-1.2.0.html"] ?? [], as: UTF8.self)
    #expect(tests.components(separatedBy: "class=\"verdict verdict-pass\"").count - 1 == 16)
    #expect(tests.components(separatedBy: "class=\"verdict verdict-not-restated\"").count - 1 == 1)
    #expect(tests.contains("16 of 17 tests restated as scenarios; 16 pass on the replica"))
    let old = String(decoding: first.files["tests/mbprogresshud-0.9.1.html"] ?? [], as: UTF8.self)
    #expect(old.contains("1 of 1 tests restated as scenarios; 1 passes on the replica"))
    let sv = String(decoding: first.files["tests/svprogresshud-2.3.1.html"] ?? [], as: UTF8.self)
    #expect(sv.contains("has no unit tests upstream"))
    #expect(sv.components(separatedBy: "<figure class=\"scenario\"").count - 1 == 7)
    // A rebuild from the first build's cache reuses its figures and gives
    // the same bytes.
    #expect(cache.hits == 0)
    let cached = try SiteBuilder(layout: Self.layout, replicas: ReplicaRegistry.catalogs, cache: cache)
      .build()
    #expect(cache.hits > 0)
    #expect(SiteTestSupport.firstDifference(first.files, cached.files) == nil)

    let folder = try SiteTestSupport.temporaryFolder("twice")
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = folder.appendingPathComponent("a")
    let b = folder.appendingPathComponent("b/nested")
    try OutputFolder(url: a).replace(with: first.files)
    try OutputFolder(url: b).replace(with: second.files)
    let treeA = try SiteTestSupport.snapshot(a)
    let treeB = try SiteTestSupport.snapshot(b)
    #expect(Set(treeA.keys) == Set(treeB.keys))
    #expect(SiteTestSupport.firstDifference(treeA, treeB) == nil)
    // The folder holds exactly the build's files (and their folders).
    #expect(Set(try SiteTestSupport.siteFiles(a).keys) == Set(first.files.keys))
    for (path, bytes) in first.files { #expect(treeA[path] == bytes, "\(path) was written differently") }

    // Replacing a folder's contents again removes what the new build lacks.
    var fewer = first.files
    fewer["stale.html"] = Array("stale".utf8)
    try OutputFolder(url: a).replace(with: fewer)
    #expect(try SiteTestSupport.snapshot(a)["stale.html"] == Array("stale".utf8))
    try OutputFolder(url: a).replace(with: first.files)
    let again = try SiteTestSupport.snapshot(a)
    #expect(again["stale.html"] == nil)
    #expect(SiteTestSupport.firstDifference(again, treeA) == nil)
  }

  @Test("scholia build writes the real site and prints its summary")
  func command() throws {
    let folder = try SiteTestSupport.temporaryFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("site")
    let run = try SiteTestSupport.scholia([
      "build", "--root", SiteTestSupport.repository.path, "-o", output.path, "--no-engine",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    let summary = try Regex(
      #"^built (\d+) pages \((\d+) articles, (\d+) files\) into (.*) in \d+\.\d\d s\n$"#)
    let match = try #require(run.stdout.wholeMatch(of: summary), "unexpected summary: \(run.stdout)")
    #expect(match.output[2].substring == "4")
    #expect(match.output[4].substring.map(String.init) == output.path)
    let tree = try SiteTestSupport.snapshot(output)
    let fileCount = try SiteTestSupport.siteFiles(output).count
    #expect(Int(match.output[3].substring ?? "") == fileCount)
    for path in [
      "index.html", "articles/mbprogresshud.html", "articles/hud-family.html", "articles/pop.html",
      "source/MBProgressHUD/MBProgressHUD.swift.html", "search-index.json", "symbols.html", "gallery.html",
    ] {
      #expect(tree[path]?.isEmpty == false, "\(path) is missing or empty")
    }
    #expect(!tree.keys.contains { $0.hasPrefix(".staging") || $0.hasPrefix(".previous") })
  }
}
