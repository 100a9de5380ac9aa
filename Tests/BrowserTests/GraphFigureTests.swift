import Foundation
import Testing

/// Graph figures in the page, in headless Chromium (scripts/browser-graphs.mjs)
/// on the shipped site: a symbol's node is a link to an anchor that exists
/// on its source page, hovering a node marks exactly its edges, and every
/// graph's text is at least 12 px at 1280 px (figures are shown at their
/// own size and scroll sideways when wider than the column).
@Suite("Graph figures in the page", .serialized)
struct GraphFigureTests {
  static let articles = ["articles/mbprogresshud.html", "articles/mjrefresh.html"]

  /// What the driver printed: one JSON document, checked to parse.
  static let driven: Result<String, Error> = Result {
    let shots = ProcessInfo.processInfo.environment["SCHOLIA_SHOTS"]
    let driven = try BrowserSite.drive(
      "browser-graphs.mjs", [articles.joined(separator: ",")] + (shots.map { [$0] } ?? []))
    guard driven.status == 0,
      (try JSONSerialization.jsonObject(with: Data(driven.stdout.utf8)) as? [String: Any]) != nil
    else { throw DriverFailed(output: driven.stdout.prefix(3000) + driven.stderr) }
    return driven.stdout
  }

  static func report() throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(try driven.get().utf8)) as? [String: Any])
  }

  struct DriverFailed: Error, CustomStringConvertible {
    let output: String
    var description: String { "browser-graphs.mjs failed:\n" + output }
  }

  static func figures() throws -> [[String: Any]] {
    try #require(try report()["figures"] as? [[String: Any]])
  }

  @Test("a graph node is a link to an anchor that exists on the symbol's source page")
  func nodesLinkToDefinitions() throws {
    let linked = try Self.figures().filter { ($0["links"] as? [Any])?.isEmpty == false }
    #expect(linked.count >= 5)
    for figure in linked {
      let followed = try #require(figure["followed"] as? [String: Any])
      #expect((followed["path"] as? String)?.hasPrefix("/source/") == true, "\(followed)")
      #expect(followed["exists"] as? Bool == true, "\(followed)")
    }
  }

  @Test("hovering a node marks its edges and only those")
  func hoverMarksEdges() throws {
    for figure in try Self.figures() {
      guard let hover = figure["hover"] as? [String: Any] else { continue }
      #expect(hover["focused"] as? Bool == true)
      #expect(hover["nodeMarked"] as? Bool == true)
      let marked = try #require(hover["marked"] as? [String])
      #expect(!marked.isEmpty)
      #expect(Set(marked) == Set(try #require(hover["touching"] as? [String])), "\(figure["id"] ?? "")")
    }
  }

  @Test("node text and edge labels are at least 12 px at 1280 px")
  func textIsReadable() throws {
    let measured = try Self.figures().filter { $0["nodeText"] is [String: Any] }
    #expect(measured.count >= 6)
    for figure in measured {
      for key in ["nodeText", "edgeText"] {
        guard let text = figure[key] as? [String: Any] else { continue }
        let shown = try #require(text["shown"] as? Double)
        // 9 pt is 12 px; Graphviz rounds the view box up to whole points,
        // which scales a wide figure by 0.9998.
        #expect(shown >= 11.99, "\(figure["id"] ?? "") \(key): \(shown) px")
      }
    }
    #expect((try Self.report()["consoleErrors"] as? [Any])?.isEmpty == true)
  }
}
