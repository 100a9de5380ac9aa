import Foundation
import Testing

/// `scholia graph …` and `scholia check`, run as a child process.
@Suite("scholia graph and check")
struct GraphCommandTests {
  let cli = CLITests()
  static let root = SimulateCommandTests.root
  static let sources = root.appendingPathComponent("Sources/Replicas").path
  static let scenarios = root.appendingPathComponent("scenarios").path

  @Test("paths into animateIn as text, DOT and SVG")
  func paths() throws {
    for format in ["text", "dot", "svg"] {
      let run = try cli.scholia(
        "graph", "paths", "--from", "public", "--into", "MBProgressHUD.animateIn", "--format", format,
        "--sources",
        Self.sources)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stderr.isEmpty)
      #expect(run.stdout.contains("handleGraceTimer"))
    }
  }

  @Test("templates: which MJRefresh classes override which template methods, as text and SVG")
  func templates() throws {
    let text = try cli.scholia(
      "graph", "templates", "MJRefreshComponent", "--methods", "prepare,placeSubviews,setState", "--sources",
      Self.sources)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("MJRefreshNormalHeader"))
    #expect(text.stdout.contains("setState(_:)"))
    let svg = try cli.scholia(
      "graph", "templates", "MJRefreshComponent", "--format", "svg", "--sources", Self.sources)
    #expect(svg.status == 0, "\(svg.stderr)")
    #expect(svg.stdout.hasPrefix("<svg"))
  }

  @Test("-o writes the file whole and prints nothing")
  func outputFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("timers.svg")
    let run = try cli.scholia(
      "graph", "timers", "MBProgressHUD", "--format", "svg", "-o", file.path, "--sources", Self.sources)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
    // Graphviz writes '-' in ids as '&#45;', which the DOM reads back as '-'.
    #expect(
      svg.replacingOccurrences(of: "&#45;", with: "-").contains("id=\"timer-MBProgressHUD-graceTimer\""))
  }

  @Test("a cut graph warns on standard error")
  func cutWarns() throws {
    let run = try cli.scholia("graph", "hierarchy", "--limit", "4", "--sources", Self.sources)
    #expect(run.status == 0)
    #expect(run.stderr.hasPrefix("warning: Class hierarchy: "))
    #expect(run.stdout.contains("more"))
  }

  @Test(
    "bad queries are one-line errors with the nearest name",
    arguments: [
      (["graph", "paths", "--into", "MBProgressHUD.animateInn"], "did you mean 'MBProgressHUD.animateIn'?"),
      (["graph", "timers", "MBProgressHUDD"], "did you mean 'MBProgressHUD'?"),
      (["graph", "states", "MBProgressHUD.finishd"], "did you mean 'MBProgressHUD.finished'?"),
      (["graph", "neighbors", "MBProgressHUD.hideAnimated"], "is ambiguous"),
      (["graph", "neighbors", "MBProgressHUD.showAnimated", "--depth", "0"], "--depth"),
      (["graph", "paths", "--into", "MBProgressHUD.animateIn", "--format", "png"], "png"),
      (["graph", "hierarchy", "--sources", "/nonexistent"], "no source folder"),
      (["graph", "pathz"], "'pathz'"),
      (["graph", "templates", "MJRefreshComponnt"], "did you mean 'MJRefreshComponent'?"),
      (["graph", "templates", "MJRefreshComponent", "--methods", "prepar"], "did you mean 'prepare'?"),
    ])
  func badQueries(arguments: [String], fragment: String) throws {
    var arguments = arguments
    if !arguments.contains("--sources") && arguments[1] != "pathz" {
      arguments += ["--sources", Self.sources]
    }
    cli.expectOneLineError(try cli.scholia(arguments), mentioning: fragment)
  }

  @Test("check passes on the shipped replicas and scenarios")
  func checkPasses() throws {
    let run = try cli.scholia("check", "--sources", Self.sources, "--scenarios", Self.scenarios)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(", 0 missing from the static graph"))
  }

  @Test("check reports annotation problems with file:line:col and exits 2, writing nothing")
  func checkAnnotations() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixture = Self.root.appendingPathComponent(
      "Tests/SourceAnalysisTests/MalformedAnnotations/handler-unknown-source.swift.fixture")
    try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("HUD.swift"))
    let run = try cli.scholia("check", "--sources", folder.path, "--scenarios", Self.scenarios)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("/HUD.swift:15:7: error: '@handler' names nothing that 'HUD' schedules"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["HUD.swift"])
  }
}
