import Foundation
import ShippedCatalogs
import Site
import Testing

/// What the search index holds for the page's search (site/assets/search.js):
/// each section with its own text, titles weighed above any body, and the
/// synonym groups of `site/synonyms.yml`, which are checked.
@Suite("Search index")
struct SearchIndexTests {
  static let article = """
    ---
    title: Timers
    summary: How a HUD waits.
    library: TinyHUD
    repository: https://example.com/tinyhud
    version: 1.0.0
    license: MIT
    date: 2026-11-21
    tags: [timers]
    language: en
    ---

    Before any section: an introduction.

    ## The grace timer

    It waits before showing. Grace grace grace grace grace grace grace grace grace grace.

    #### A deeper note

    Still the grace section: 宽限时间.

    ## Glossary

    定时器 and the minShowTime of a timer.

    """

  static let synonyms = """
    - [定时器, 计时器]
    - [Animation, motion]

    """

  /// The search index of the site built from `InlineSiteTests`' project
  /// with `article` and `synonyms`, or its diagnostics.
  static func build(synonyms: String, article: String = article) throws -> Result<
    [String: Any], SiteBuildFailure
  > {
    switch try indexText(synonyms: synonyms, article: article) {
    case .success(let text):
      return .success(try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]))
    case .failure(let failure):
      return .failure(failure)
    }
  }

  /// `search-index.json` as it is written.
  static func indexText(synonyms: String, article: String) throws -> Result<String, SiteBuildFailure> {
    let folder = try SiteTestSupport.temporaryFolder("search-index")
    defer { try? FileManager.default.removeItem(at: folder) }
    var files = InlineSiteTests.files
    files["articles/timers.md"] = article
    files["site/synonyms.yml"] = synonyms
    try SiteTestSupport.write(files, into: folder)
    do {
      let output = try SiteBuilder(layout: ProjectLayout(root: folder), replicas: ReplicaRegistry.catalogs)
        .build()
      return .success(String(decoding: try #require(output.files["search-index.json"]), as: UTF8.self))
    } catch let failure as SiteBuildFailure {
      return .failure(failure)
    }
  }

  @Test("a section's body is its own text down to the next section; the introduction stays with the article")
  func sectionBodies() throws {
    let index = try Self.build(synonyms: Self.synonyms).get()
    let docs = try #require(index["docs"] as? [[String: String]])
    func body(_ url: String) -> String? { docs.first { $0["u"] == url }?["b"] }
    #expect(body("articles/timers.html") == "How a HUD waits.\nBefore any section: an introduction.")
    let grace = try #require(body("articles/timers.html#the-grace-timer"))
    #expect(grace.hasPrefix("It waits before showing."))
    #expect(grace.contains("A deeper note\nStill the grace section: 宽限时间."))
    #expect(!grace.contains("Glossary") && !grace.contains("The grace timer"))
    #expect(body("articles/timers.html#glossary") == "定时器 and the minShowTime of a timer.")
  }

  @Test(
    "a word in a heading outweighs the same word however often the body says it; documents are numbered by difference"
  )
  func titlesOutweighBodies() throws {
    let index = try Self.build(synonyms: Self.synonyms).get()
    let docs = try #require(index["docs"] as? [[String: String]])
    let terms = try #require(index["terms"] as? [String: [Int]])
    func weight(_ term: String, _ url: String) -> Int? {
      guard let number = docs.firstIndex(where: { $0["u"] == url }), let postings = terms[term] else {
        return nil
      }
      // Pairs of (distance from the previous pair's document, weight).
      var document = 0
      for pair in stride(from: 0, to: postings.count, by: 2) {
        document += postings[pair]
        if document == number { return postings[pair + 1] }
      }
      return nil
    }
    // Eleven times in the body: capped at 8. Once in the heading: 16, plus its body.
    #expect(weight("grace", "articles/timers.html#the-grace-timer") == 16 + 8)
    #expect(weight("timer", "articles/timers.html#the-grace-timer") == 16)
    #expect(weight("timer", "articles/timers.html#glossary") == 1)
    #expect(weight("宽限", "articles/timers.html#the-grace-timer") == 1)
    #expect(weight("minshowtime", "articles/timers.html#glossary") == 1)
    #expect(weight("show", "articles/timers.html#glossary") == 1)
  }

  @Test(
    "a letter with a combining mark ends a word; terms equal as strings but in other scalars are one term"
  )
  func charactersAndSpellings() throws {
    // `e` + U+0301 is one character, not an ASCII letter; U+F900 is
    // canonically U+8C48 (豈), each written once.
    let article = Self.article.replacingOccurrences(
      of: "Before any section: an introduction.",
      with: "Before any section: cafe\u{301} naïveTime, \u{F900} and \u{8C48}.")
    let text = try Self.indexText(synonyms: Self.synonyms, article: article).get()
    let index = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let terms = try #require(index["terms"] as? [String: [Int]])
    #expect(terms["caf"] != nil && terms["cafe"] == nil)
    // `ï` is not an ASCII letter either: `veTime` is a camel-case word.
    #expect(terms["na"] != nil && terms["vetime"] != nil && terms["time"] != nil && terms["naïvetime"] == nil)
    // One key, spelled as the text first spells it, with both uses (bytes
    // compared: as strings the two spellings are equal).
    let json = Data(text.utf8)
    #expect(json.range(of: Data("\"\u{F900}\":".utf8)) != nil)
    #expect(json.range(of: Data("\"\u{8C48}\":".utf8)) == nil)
    let docs = try #require(index["docs"] as? [[String: String]])
    let document = try #require(docs.firstIndex { $0["u"] == "articles/timers.html" })
    #expect(terms["\u{8C48}"] == [document, 2])
  }

  @Test("synonym groups go into the index, English words lowercased")
  func synonymsInTheIndex() throws {
    let index = try Self.build(synonyms: Self.synonyms).get()
    #expect(index["synonyms"] as? [[String]] == [["定时器", "计时器"], ["animation", "motion"]])
  }

  @Test(
    "a malformed synonyms file is an error at its place",
    arguments: [
      ("- [定时器, 计时器\n", "site/synonyms.yml:2:1: error: malformed YAML:"),
      ("groups: []\n", "site/synonyms.yml:1:1: error: expected a list of synonym groups"),
      ("- 定时器\n", "site/synonyms.yml:1:3: error: a synonym group is a list of two or more words"),
      ("- [定时器]\n", "site/synonyms.yml:1:3: error: a synonym group needs two or more words"),
      ("- [定时器, run loop]\n", "site/synonyms.yml:1:9: error: 'run loop' is not one word"),
      ("- [定时器, x]\n", "site/synonyms.yml:1:9: error: 'x' is not one word"),
      (
        "- [定时器, 计时器]\n- [动画, 定时器]\n",
        "site/synonyms.yml:2:8: error: '定时器' is already a synonym in the group on line 1"
      ),
    ])
  func malformed(text: String, expected: String) throws {
    switch try Self.build(synonyms: text) {
    case .success: Issue.record("\(text) built")
    case .failure(let failure):
      let rendered = failure.diagnostics.map(\.rendered)
      #expect(rendered.count == 1 && rendered[0].hasPrefix(expected), "\(rendered)")
    }
  }
}
