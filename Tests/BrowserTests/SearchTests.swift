import Foundation
import Testing

/// The search box of the shipped site, typed into in headless Chromium
/// (scripts/browser-search.mjs) from a server and from file://: prefixes
/// while typing, a word in a section's body, a Chinese synonym, headings
/// ranked first, snippets with the words marked, and the keyboard taking
/// the reader to the page with the words marked there.
@Suite("Search in the page", .serialized)
struct SearchTests {
  static let queries = [
    "gra", "minShow", "hideAnim", "宽限", "计时器", "grace timer", "graceTimer", "taskInProgress",
  ]

  /// What the driver printed: one JSON document, checked to parse.
  static let driven: Result<String, Error> = Result {
    let shots = ProcessInfo.processInfo.environment["SCHOLIA_SHOTS"]
    let driven = try BrowserSite.drive("browser-search.mjs", (shots.map { [$0] } ?? []) + ["--"] + queries)
    guard driven.status == 0,
      let json = try JSONSerialization.jsonObject(with: Data(driven.stdout.utf8)) as? [String: Any],
      json["failure"] == nil
    else { throw DriverFailed(output: driven.stdout.prefix(3000) + driven.stderr) }
    return driven.stdout
  }

  /// What the driver saw from `origin` ("http" or "file").
  static func report(_ origin: String) throws -> [String: Any] {
    let json = try JSONSerialization.jsonObject(with: Data(try driven.get().utf8)) as? [String: Any]
    return try #require(json?[origin] as? [String: Any], "no report from \(origin)")
  }

  struct DriverFailed: Error, CustomStringConvertible {
    let output: String
    var description: String { "browser-search.mjs failed:\n" + output }
  }

  /// A result's link without the words it carries (`?hl=…`).
  static func page(_ href: String) -> String {
    guard let query = href.firstIndex(of: "?") else { return href }
    let fragment = href.firstIndex(of: "#") ?? href.endIndex
    return String(href[..<query]) + String(href[fragment...])
  }

  /// The results of `query` from `origin`, each as its text fields (a
  /// result without a snippet has none).
  func results(_ origin: String, _ query: String) throws -> [[String: String]] {
    let report = try Self.report(origin)
    let results = try #require(report["results"] as? [String: [[String: Any]]])
    let found = try #require(results[query], "\(origin): no results reported for \(query)")
    return found.map { $0.compactMapValues { $0 as? String } }
  }

  static let graceSection = "articles/mbprogresshud.html#the-grace-timer-don-t-show-what-will-be-over-soon"

  @Test("the last word matches as a prefix while it is typed", arguments: ["http", "file"])
  func prefixes(origin: String) throws {
    let gra = try results(origin, "gra").compactMap { $0["href"].map(Self.page) }
    #expect(gra.contains(Self.graceSection), "\(origin): \(gra)")
    let minShow = try results(origin, "minShow").compactMap { $0["href"].map(Self.page) }
    #expect(
      minShow.contains("source/MBProgressHUD/MBProgressHUD.swift.html#sym-MBProgressHUD-minShowTime"),
      "\(minShow)")
    let hideAnim = try results(origin, "hideAnim").compactMap { $0["title"] }
    #expect(hideAnim.contains { $0.contains("hideAnimated") }, "\(origin): \(hideAnim)")
  }

  @Test("a word in a section's body leads to that section's heading", arguments: ["http", "file"])
  func bodyHits(origin: String) throws {
    let found = try results(origin, "宽限").compactMap { $0["href"].map(Self.page) }
    // The MBProgressHUD article's glossary holds 宽限时间 (grace time).
    #expect(found.first == "articles/mbprogresshud.html#terms-in-chinese-术语对照", "\(origin): \(found)")
  }

  @Test("a synonym finds what the text calls otherwise, and marks it", arguments: ["http", "file"])
  func synonyms(origin: String) throws {
    let found = try results(origin, "计时器")
    #expect(
      found.first?["href"].map(Self.page) == "articles/mbprogresshud.html#terms-in-chinese-术语对照",
      "\(origin): \(found)")
    #expect(found.first?["snippet"]?.contains("<mark>定时器</mark>") == true, "\(found.first ?? [:])")
  }

  @Test(
    "a section whose heading has the words ranks first, with a snippet that marks them",
    arguments: ["http", "file"])
  func ranking(origin: String) throws {
    let found = try results(origin, "grace timer")
    #expect(
      found.first?["href"].map(Self.page) == Self.graceSection,
      "\(origin): \(found.map { $0["title"] ?? "" })")
    let snippet = try #require(found.first?["snippet"])
    #expect(snippet.contains("<mark>"), "\(snippet)")
    let symbols = try results(origin, "graceTimer").compactMap { $0["href"].map(Self.page) }
    #expect(
      symbols.contains("source/MBProgressHUD/MBProgressHUD.swift.html#sym-MBProgressHUD-graceTimer"),
      "\(symbols)")
    let family = try results(origin, "taskInProgress").compactMap { $0["href"].map(Self.page) }
    #expect(family.contains { $0.hasPrefix("articles/hud-family.html") }, "\(family)")
  }

  @Test(
    "arrow keys and Enter open a result, whose page marks the words and shows the first",
    arguments: ["http", "file"])
  func keyboard(origin: String) throws {
    let report = try Self.report(origin)
    let keyboard = try #require(report["keyboard"] as? [String: Any])
    #expect(keyboard["activeBefore"] as? Int == -1)
    #expect(keyboard["activeAfterDownDown"] as? Int == 1)
    #expect(keyboard["activeAfterUp"] as? Int == 0)
    let landed = try #require(keyboard["landed"] as? String)
    #expect(landed.hasSuffix("#the-grace-timer-don-t-show-what-will-be-over-soon"), "\(landed)")
    #expect(landed.contains("?hl=grace%20timer*"), "\(landed)")
    let marks = try #require(keyboard["marks"] as? [String])
    #expect(
      marks.count > 5 && marks.allSatisfy { ["grace", "timer", "timers"].contains($0.lowercased()) },
      "\(marks)")
    let current = try #require(keyboard["current"] as? [String: Any])
    #expect(current["onScreen"] as? Bool == true && current["afterHeading"] as? Bool == true, "\(current)")
    #expect(keyboard["hiddenAfterEscape"] as? Bool == true)
    #expect((report["consoleErrors"] as? [String])?.isEmpty == true, "\(report["consoleErrors"] ?? "")")
  }
}
