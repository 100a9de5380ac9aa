import Foundation
import Testing

/// Code you can navigate, in headless Chromium (scripts/browser-codenav.mjs)
/// on the shipped site: clicking a name in `showAnimated`'s code lands on
/// its definition on the MBProgressHUD source page, a name in the article's
/// excerpt of it leads to the source page's anchor, the header's box folds
/// the tracing lines, and neither page grows wider than the window at
/// 390 px or 1280 px.
@Suite("Code navigation in the page", .serialized)
struct CodeNavigationTests {
  static let sourcePage = "source/MBProgressHUD/MBProgressHUD.swift.html"
  static let method = "sym-MBProgressHUD-showAnimated-_"
  static let article = "articles/mbprogresshud.html"

  /// What the driver printed: one JSON document, checked to parse.
  static let driven: Result<String, Error> = Result {
    let shots = ProcessInfo.processInfo.environment["SCHOLIA_SHOTS"]
    let driven = try BrowserSite.drive(
      "browser-codenav.mjs", [sourcePage, method, article] + (shots.map { [$0] } ?? []))
    guard driven.status == 0,
      (try JSONSerialization.jsonObject(with: Data(driven.stdout.utf8)) as? [String: Any]) != nil
    else { throw DriverFailed(output: driven.stdout.prefix(3000) + driven.stderr) }
    return driven.stdout
  }

  struct DriverFailed: Error, CustomStringConvertible {
    let output: String
    var description: String { "browser-codenav.mjs failed:\n" + output }
  }

  static func report() throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(try driven.get().utf8)) as? [String: Any])
  }

  @Test("the names in showAnimated link to definitions, and a click lands on the definition's line")
  func clickLandsOnDefinition() throws {
    let report = try Self.report()
    let links = try #require(report["links"] as? [[String: String]])
    let names = Set(links.compactMap { $0["text"] })
    for name in ["handleGraceTimer", "showUsingAnimation", "graceTimer", "finished", "minShowTimer"] {
      #expect(names.contains(name), "\(name) is not linked in showAnimated: \(names.sorted())")
    }
    let clicks = try #require(report["clicks"] as? [[String: Any]])
    let onPage = clicks.filter { ($0["from"] as? String) == Self.sourcePage }
    #expect(onPage.count == links.filter { $0["href"]?.hasPrefix("#") ?? false }.count)
    for click in onPage {
      let href = try #require(click["href"] as? String)
      let landed = try #require(click["landed"] as? [String: Any])
      #expect(landed["hash"] as? String == href)
      #expect(landed["target"] as? String == String(href.dropFirst()), "\(click)")
      #expect(landed["inWindow"] as? Bool == true, "\(click)")
    }
    let handler = try #require(onPage.first { $0["text"] as? String == "handleGraceTimer" })
    let line = try #require((handler["landed"] as? [String: Any])?["line"] as? String)
    #expect(line.contains("func handleGraceTimer("), "landed on: \(line)")
  }

  @Test("a name in the article's excerpt leads to its definition on the source page")
  func excerptLeadsToSourcePage() throws {
    let clicks = try #require(try Self.report()["clicks"] as? [[String: Any]])
    let click = try #require(clicks.first { $0["from"] as? String == Self.article })
    let href = try #require(click["href"] as? String)
    let landed = try #require(click["landed"] as? [String: Any])
    #expect(href.hasPrefix("../" + Self.sourcePage + "#sym-"))
    #expect((landed["path"] as? String)?.hasSuffix("/" + Self.sourcePage) == true)
    #expect("#" + (landed["target"] as? String ?? "") == landed["hash"] as? String)
    #expect(landed["inWindow"] as? Bool == true, "\(click)")
  }

  @Test("the header's box folds every tracing line of the source page away, and the code gets shorter")
  func tracingLinesFold() throws {
    let fold = try #require(try Self.report()["fold"] as? [String: [String: Any]])
    let before = try #require(fold["before"])
    let after = try #require(fold["after"])
    let tracing = try #require(before["tracing"] as? Int)
    #expect(tracing > 0)
    #expect(before["tracingShown"] as? Int == tracing)
    #expect(after["tracingShown"] as? Int == 0)
    let shown = try #require(before["codeHeight"] as? Double)
    let folded = try #require(after["codeHeight"] as? Double)
    // showAnimated has two tracing lines of its nineteen, 21 px each; the
    // line breaks left between the lines take a pixel each once folded.
    #expect(folded < shown - 20, "\(shown) → \(folded)")
    #expect(try #require(after["scrollWidth"] as? Int) <= 1280)
  }

  @Test("the source page and the article are no wider than the window at 390 px and 1280 px")
  func noPageWiderThanTheWindow() throws {
    let widths = try #require(try Self.report()["widths"] as? [[String: Any]])
    #expect(widths.count == 4)
    for width in widths {
      let scroll = try #require(width["scrollWidth"] as? Int)
      let inner = try #require(width["innerWidth"] as? Int)
      #expect(scroll <= inner, "\(width)")
    }
  }
}
