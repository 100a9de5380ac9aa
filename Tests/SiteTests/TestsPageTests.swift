import Foundation
import ShippedCatalogs
import Site
import Testing

/// A test suite's page, built from a small suite written inline into a copy
/// of the valid base project: a restated test that passes, one whose
/// difference is declared, one not restated; and each way a suite can be
/// wrong, reported at its place.
@Suite("Tests pages")
struct TestsPageTests {
  static let link = "https://example.com/Demo/Tests.m"

  static func scenario(_ test: String, line: Int, body: String, differs: String? = nil) -> String {
    """
    title "\(test) restated"
    replica MBProgressHUD 1.2.0
    original \(test) "\(link)#L\(line)"
    \(differs.map { "differs \"\($0)\"\n" } ?? "")
    at 0 {
      let hud = MBProgressHUD.showHUDAddedTo(root, animated: false)
    \(body)
    }

    """
  }

  static let suite = """
    library: Demo 1.0
    source: \(link)
    about: A suite of three tests.
    tests:
      - testShows
      - testDiffers
      - testLayout
    not_restated:
      - test: testLayout
        reason: It measures frames, and the replica does no layout.

    """

  static let passing = scenario(
    "testShows", line: 10, body: "  check hud.alpha == 1\n  check hud.superview == root")
  static let differing = scenario(
    "testDiffers", line: 20, body: "  check hud.alpha == 1\n  check hud.alpha == 0",
    differs: "The original fades the HUD in later than the replica does.")

  /// Builds the base project with the suite's files; the output or the
  /// rendered diagnostics.
  struct Problems: Error {
    let rendered: [String]
  }

  static func build(_ files: [String: String]) throws -> Result<SiteBuilder.Output, Problems> {
    let folder = try SiteTestSupport.temporaryFolder("tests-page")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("project")
    try SiteTestSupport.copy(SiteTestSupport.malformed.appendingPathComponent("base"), to: project)
    var all = files
    // The real theme's pages for tests and home (the base theme has neither
    // a tests page nor a list of suites).
    for name in ["tests", "home"] {
      all["site/templates/\(name).mustache"] = try String(
        contentsOf: SiteTestSupport.repository.appendingPathComponent("site/templates/\(name).mustache"),
        encoding: .utf8)
    }
    try SiteTestSupport.write(all, into: project)
    do throws(SiteBuildFailure) {
      return .success(
        try SiteBuilder(layout: ProjectLayout(root: project), replicas: ReplicaRegistry.catalogs).build())
    } catch {
      return .failure(Problems(rendered: error.diagnostics.map(\.rendered)))
    }
  }

  static let valid = [
    "scenarios/tests/demo-1.0/suite.yml": suite,
    "scenarios/tests/demo-1.0/shows.scenario": passing,
    "scenarios/tests/demo-1.0/differs.scenario": differing,
  ]

  @Test("a link may point into one of the suite's more_sources, and nowhere else")
  func moreSources() throws {
    let other = "https://example.com/Demo/Other.m"
    var files = Self.valid
    files["scenarios/tests/demo-1.0/suite.yml"] = Self.suite.replacingOccurrences(
      of: "about:", with: "more_sources:\n  - \(other)\nabout:")
    files["scenarios/tests/demo-1.0/differs.scenario"] = Self.differing.replacingOccurrences(
      of: "Tests.m#L20", with: "Other.m#L20")
    let page = try SiteTestSupport.text(try Self.build(files).get(), "tests/demo-1.0.html")
    #expect(page.contains("href=\"\(other)#L20\""))
    files["scenarios/tests/demo-1.0/differs.scenario"] = Self.differing.replacingOccurrences(
      of: "Tests.m#L20", with: "Elsewhere.m#L20")
    guard case .failure(let problems) = try Self.build(files) else {
      Issue.record("a link outside the suite's files was accepted")
      return
    }
    #expect(
      problems.rendered.first?.hasPrefix(
        "scenarios/tests/demo-1.0/differs.scenario:3:1: error: the link must point into one of the suite's files at its commit: \(Self.link)#L…, \(other)#L…"
      ) == true, "\(problems.rendered)")
  }

  @Test("the page lists every test with its verdict, the declared difference and the reason")
  func page() throws {
    let output = try Self.build(Self.valid).get()
    let page = try SiteTestSupport.text(output, "tests/demo-1.0.html")
    #expect(
      page.contains("2 of 3 tests restated as scenarios; 1 passes on the replica, 1 differs as declared"))
    let order = ["id=\"testShows\"", "id=\"testDiffers\"", "id=\"testLayout\""].compactMap {
      page.range(of: $0)?.lowerBound
    }
    #expect(order.count == 3 && order == order.sorted(), "the tests in the suite's order")
    #expect(page.contains("verdict verdict-pass\">passes"))
    #expect(page.contains("verdict verdict-differs\">differs, as declared"))
    #expect(page.contains("The replica differs: The original fades the HUD in later than the replica does."))
    #expect(page.contains("Not restated: It measures frames, and the replica does no layout."))
    #expect(page.contains("href=\"\(Self.link)#L20\""))
    #expect(page.components(separatedBy: "<figure class=\"scenario\"").count - 1 == 2)
    let home = try SiteTestSupport.text(output, "index.html")
    #expect(home.contains("<a href=\"tests/demo-1.0.html\">Demo 1.0</a> (3 tests)"))
  }

  @Test(
    "a wrong suite is a build error at its place",
    arguments: [
      (
        "a failing check without a declared difference",
        [
          "scenarios/tests/demo-1.0/differs.scenario": scenario(
            "testDiffers", line: 20, body: "  check hud.alpha == 0")
        ],
        "scenarios/tests/demo-1.0/differs.scenario:7:1: error: expectation failed: check hud.alpha == 0 — it was 1 against 0 at 0 s"
      ),
      (
        "a declared difference that every check contradicts",
        [
          "scenarios/tests/demo-1.0/differs.scenario": scenario(
            "testDiffers", line: 20, body: "  check hud.alpha == 1", differs: "Out of date.")
        ],
        "scenarios/tests/demo-1.0/differs.scenario:4:1: error: this scenario declares that the replica differs, but everything it states holds: remove 'differs'"
      ),
      (
        "an unknown test",
        [
          "scenarios/tests/demo-1.0/differs.scenario": scenario(
            "testDifers", line: 20, body: "", differs: nil)
        ],
        "scenarios/tests/demo-1.0/differs.scenario:3:1: error: unknown test of Demo 1.0 'testDifers'; did you mean 'testDiffers'?"
      ),
      (
        "a test neither restated nor listed",
        ["scenarios/tests/demo-1.0/differs.scenario": ""],
        "scenarios/tests/demo-1.0/suite.yml:1:1: error: 'testDiffers' is neither restated nor listed under not_restated"
      ),
      (
        "a scenario that names no test",
        [
          "scenarios/tests/demo-1.0/extra.scenario":
            "replica MBProgressHUD 1.2.0\nat 0 {\n  check root.superview != nil\n}\n"
        ],
        "scenarios/tests/demo-1.0/extra.scenario:1:1: error: a scenario in a test suite's folder names the test it restates: original NAME \"LINK\""
      ),
      (
        "a link into another file",
        [
          "scenarios/tests/demo-1.0/differs.scenario": scenario(
            "testDiffers", line: 20, body: "", differs: nil
          )
          .replacingOccurrences(of: "Tests.m#L20", with: "Other.m#L20")
        ],
        "scenarios/tests/demo-1.0/differs.scenario:3:1: error: the link must point into the suite's file at its commit: https://example.com/Demo/Tests.m#L…"
      ),
      (
        "an unknown key in suite.yml",
        ["scenarios/tests/demo-1.0/suite.yml": suite.replacingOccurrences(of: "about:", with: "abut:")],
        "scenarios/tests/demo-1.0/suite.yml:3:1: error: unknown key 'abut'; did you mean 'about'?"
      ),
    ] as [(String, [String: String], String)])
  func wrong(what: String, change: [String: String], expected: String) throws {
    var files = Self.valid
    for (path, text) in change {
      if text.isEmpty { files[path] = nil } else { files[path] = text }
    }
    switch try Self.build(files) {
    case .success: Issue.record("\(what): built without a diagnostic")
    case .failure(let problems): #expect(problems.rendered.first == expected, "\(what): \(problems.rendered)")
    }
  }
}
