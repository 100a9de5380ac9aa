import Foundation
import ShippedCatalogs
import Site
import Testing

/// Search terms are found character by character and are strings: a letter
/// with a combining mark is one character, and terms that are the same
/// string in other bytes (precomposed and decomposed kana) are one term.
@Suite("Search terms")
struct SearchTermTests {
  static let article = """
    ---
    title: Kana
    summary: Composed and decomposed.
    library: TinyHUD
    repository: https://example.com/tinyhud
    version: 1.0.0
    license: MIT
    date: 2026-11-21
    tags: [kana]
    language: en
    ---

    か\u{3099}くせい and がくせい; cafe\u{301} and done.

    """

  @Test("equal strings in other bytes are one term, spelled as first written; a combining mark ends a word")
  func equivalentTerms() throws {
    let folder = try SiteTestSupport.temporaryFolder("terms")
    defer { try? FileManager.default.removeItem(at: folder) }
    var files = InlineSiteTests.files
    files["articles/kana.md"] = Self.article
    try SiteTestSupport.write(files, into: folder)
    let output = try SiteBuilder(layout: ProjectLayout(root: folder), replicas: ReplicaRegistry.catalogs)
      .build()
    let index = try #require(output.files["search-index.json"])
    // By bytes: string searches would find equivalent spellings too.
    func count(_ key: String) -> Int {
      let needle = Array(("\"" + key + "\":[").utf8)
      return (0...(index.count - needle.count)).filter { index[$0..<$0 + needle.count].elementsEqual(needle) }
        .count
    }
    #expect(count("か\u{3099}") == 1)
    #expect(count("が") == 0)
    #expect(count("か\u{3099}く") == 1)
    #expect(count("caf") == 1)
    #expect(count("cafe") == 0)
    #expect(count("done") == 1)
  }
}
