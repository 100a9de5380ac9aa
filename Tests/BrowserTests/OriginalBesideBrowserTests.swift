import Foundation
import TestSupport
import Testing

/// The original beside the replica, in headless Chromium
/// (scripts/browser-original-beside.mjs): `LampProject` with the shipped
/// theme and a checkout, built by `scholia build`; on its source page the
/// block starts folded, and unfolded shows the original and the replica
/// side by side at 1280 px and one above the other at 390 px, the page no
/// wider than the window.
@Suite("Original beside replica in the page", .serialized)
struct OriginalBesideBrowserTests {
  static let sourcePage = "source/Lamp/Lamp.swift.html"

  /// The project in a temporary folder (the shipped `site/` theme, the
  /// Lamp library with its checkout), built into another.
  static let site: Result<URL, Error> = Result {
    let project = try TemporaryFolder.make("original-beside-project")
    let manager = FileManager.default
    try manager.createDirectory(at: project.appendingPathComponent("site"), withIntermediateDirectories: true)
    for part in ["templates", "assets"] {
      try manager.copyItem(
        at: BrowserSite.repository.appendingPathComponent("site/" + part),
        to: project.appendingPathComponent("site/" + part))
    }
    let files = [
      "site/site.yml": LampProject.siteYAML(checkout: "clones/lamp"),
      "Sources/Replicas/Lamp/Lamp.swift": LampProject.replica(),
      "clones/lamp/Lamp.m": LampProject.original,
    ]
    for (path, text) in files {
      let file = project.appendingPathComponent(path)
      try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    let output = try TemporaryFolder.make("original-beside-site")
    let built = try BrowserSite.run(
      Scholia.executable, ["build", "--project", project.path, "--output", output.path, "--no-engine"])
    guard built.status == 0 else { throw BrowserSite.BuildFailed(run: built) }
    return output
  }

  /// What the driver saw at each width.
  static func widths() throws -> [[String: Any]] {
    guard let chromium = BrowserSite.locate(["chromium", "chromium-browser"]) else {
      throw BrowserSite.Missing(tool: "chromium")
    }
    guard let node = BrowserSite.locate(["node"]) else { throw BrowserSite.Missing(tool: "node") }
    let shots = ProcessInfo.processInfo.environment["SCHOLIA_SHOTS"]
    let driven = try BrowserSite.run(
      node,
      [
        BrowserSite.repository.appendingPathComponent("scripts/browser-original-beside.mjs").path,
        chromium.path,
        try site.get().path, sourcePage,
      ] + (shots.map { [$0] } ?? []))
    let report = try JSONSerialization.jsonObject(with: Data(driven.stdout.utf8)) as? [String: Any]
    return try #require(report?["widths"] as? [[String: Any]], "\(driven.stdout)\(driven.stderr)")
  }

  static func box(_ seen: [String: Any], _ figure: String) throws -> [String: Double] {
    try #require(seen[figure] as? [String: Double], "no box for \(figure)")
  }

  @Test("folded at first; side by side at 1280 px, stacked at 390 px; never wider than the window")
  func layout() throws {
    let widths = try Self.widths()
    #expect(widths.count == 2)
    for seen in widths {
      let width = try #require(seen["width"] as? Int)
      #expect(seen["folded"] as? Bool == true, "at \(width) px")
      #expect(seen["differences"] as? Int == 3, "at \(width) px")
      let scroll = try #require(seen["scrollWidth"] as? Double)
      let window = try #require(seen["innerWidth"] as? Double)
      #expect(scroll <= window, "the page is \(scroll) px wide in a \(window) px window")
      let original = try Self.box(seen, "original")
      let replica = try Self.box(seen, "replica")
      if width == 1280 {
        #expect(original["top"] == replica["top"], "side by side")
        #expect((original["right"] ?? 0) <= (replica["left"] ?? 0), "the original left of the replica")
      } else {
        #expect((original["bottom"] ?? 0) <= (replica["top"] ?? 0), "the replica under the original")
      }
    }
  }
}
