import FlowGraphs
import Foundation
import Testing

/// The sample graph's DOT, SVG and text, compared with files a person has
/// looked at (Tests/FlowGraphTests/Golden/). When an output changes, the
/// new one is written next to the golden file as `….new` for review.
@Suite("Flow graph golden files")
struct RenderGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Golden")

  @Test("the sample's DOT matches Golden/show-paths.dot")
  func dot() {
    Self.compare(FlowGraphRenderer.dot(RenderFixtures.showPaths), golden: "show-paths.dot")
  }

  @Test("the sample's SVG matches Golden/show-paths.svg")
  func svg() throws {
    Self.compare(
      try FlowGraphRenderer.svg(RenderFixtures.showPaths, standalone: true), golden: "show-paths.svg")
  }

  @Test("the sample's text matches Golden/show-paths.txt")
  func text() {
    Self.compare(FlowGraphRenderer.text(RenderFixtures.showPaths), golden: "show-paths.txt")
  }

  /// The figures the MBProgressHUD article is built on, drawn from the
  /// replica sources: the paths into `animateIn` and the three timers.
  static func replicaGraphs() throws -> [(String, FlowGraph)] {
    [
      (
        "mbprogresshud-paths-animateIn",
        try GraphBuilder.paths(in: Replicas.index, from: .publicAPI, into: "MBProgressHUD.animateIn")
      ),
      ("mbprogresshud-timers", try GraphBuilder.timers(in: Replicas.index, of: "MBProgressHUD")),
    ]
  }

  @Test("the MBProgressHUD figures match their golden DOT and SVG")
  func replicaFigures() throws {
    for (name, graph) in try Self.replicaGraphs() {
      Self.compare(FlowGraphRenderer.dot(graph), golden: name + ".dot")
      Self.compare(try FlowGraphRenderer.svg(graph, standalone: true), golden: name + ".svg")
    }
  }

  /// The MJRefresh-shaped family's hierarchy and template view
  /// (`FamilyFixture`), at article width.
  @Test("the family's hierarchy and template view match their golden files")
  func familyFigures() throws {
    let index = FamilyFixture.index()
    let hierarchy = try GraphBuilder.hierarchy(in: index, of: "MJRefreshComponent")
    Self.compare(FlowGraphRenderer.dot(hierarchy), golden: "family-hierarchy.dot")
    Self.compare(try FlowGraphRenderer.svg(hierarchy, standalone: true), golden: "family-hierarchy.svg")
    let templates = try GraphBuilder.templates(
      in: FamilyFixture.index(withoutSuper: ["MJRefreshGifHeader.placeSubviews"]), root: "MJRefreshComponent",
      methods: FamilyFixture.templateMethods)
    Self.compare(FlowGraphRenderer.text(templates), golden: "family-templates.txt")
    Self.compare(try FlowGraphRenderer.svg(templates, standalone: true), golden: "family-templates.svg")
  }

  private static func compare(_ output: String, golden name: String) {
    let golden = folder.appendingPathComponent(name)
    let candidate = folder.appendingPathComponent(name + ".new")
    let expected = try? String(contentsOf: golden, encoding: .utf8)
    if expected == output {
      try? FileManager.default.removeItem(at: candidate)
      return
    }
    do {
      try output.write(to: candidate, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("\(name) differs and \(candidate.path) could not be written: \(error)")
      return
    }
    let problem =
      expected == nil
      ? "\(name) has no golden file yet"
      : name.hasSuffix(".svg")
        ? "\(name) differs from its golden file (the layout also changes with Graphviz's version and with the"
          + " fonts Helvetica resolves to)"
        : "\(name) differs from its golden file"
    let look = name.hasSuffix(".svg") ? "\nLook: rsvg-convert \(candidate.path) -o /tmp/\(name).png" : ""
    Issue.record(
      """
      \(problem); the new output is in \(candidate.path).
      Review: diff \(golden.path) \(candidate.path)\(look)
      Accept: mv \(candidate.path) \(golden.path)
      """)
  }
}
