import Foundation
import ShippedCatalogs
import Site
import Testing

/// The malformed-article fixtures: each `Malformed/NAME.md` is one article
/// dropped into a copy of the valid project `Malformed/base/`, and
/// `Malformed/expected-diagnostics.txt` gives the one diagnostic the build
/// must report for it, as `NAME: file:line:col: error: message`.
@Suite("Malformed articles")
struct MalformedArticleTests {
  struct Fixture: CustomTestStringConvertible, Sendable {
    let name: String
    let article: String
    let expected: String

    var testDescription: String { name }
  }

  static let base = SiteTestSupport.malformed.appendingPathComponent("base")

  /// Every `NAME.md` in `Malformed/`, sorted.
  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: SiteTestSupport.malformed.path)) ?? []
    return files.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
  }()

  /// `expected-diagnostics.txt` as name → diagnostic line; `#` lines and
  /// blank lines are comments.
  static let expected: [String: [String]] = {
    let url = SiteTestSupport.malformed.appendingPathComponent("expected-diagnostics.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var expected: [String: [String]] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
      guard let colon = line.range(of: ": ") else { continue }
      expected[String(line[..<colon.lowerBound]), default: []].append(String(line[colon.upperBound...]))
    }
    return expected
  }()

  /// Checks `actual` against the fixture's expected line.
  static func expect(
    _ actual: String, matches fixture: Fixture, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(actual == fixture.expected, sourceLocation: sourceLocation)
  }

  static let fixtures: [Fixture] = names.map { name in
    let url = SiteTestSupport.malformed.appendingPathComponent(name + ".md")
    return Fixture(
      name: name, article: (try? String(contentsOf: url, encoding: .utf8)) ?? "",
      expected: expected[name]?.first ?? "")
  }

  /// A copy of the base project in a new folder, with `fixture`'s article
  /// when given.
  static func project(adding fixture: Fixture? = nil) throws -> URL {
    let folder = try SiteTestSupport.temporaryFolder("malformed")
    let project = folder.appendingPathComponent("project")
    try SiteTestSupport.copy(base, to: project)
    if let fixture { try add(fixture, to: project) }
    return project
  }

  static func add(_ fixture: Fixture, to project: URL) throws {
    try SiteTestSupport.write(["articles/\(fixture.name).md": fixture.article], into: project)
  }

  @Test("every fixture has exactly one expected diagnostic, and every expected diagnostic a fixture")
  func fixturesMatchExpectations() {
    #expect(Self.names.count >= 20)
    #expect(Set(Self.names) == Set(Self.expected.keys))
    for (name, lines) in Self.expected {
      #expect(lines.count == 1, "\(name) lists \(lines.count) diagnostics")
      #expect(lines.first?.hasPrefix("articles/\(name).md:") == true, "\(name)'s diagnostic is elsewhere")
    }
  }

  @Test("the base project builds without a diagnostic")
  func baseBuilds() throws {
    let project = try Self.project()
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    let output = try SiteBuilder(layout: ProjectLayout(root: project), replicas: ReplicaRegistry.catalogs)
      .build()
    #expect(output.articleCount == 1)
    #expect(output.files["articles/valid.html"] != nil)
  }

  @Test("the build reports the fixture's one diagnostic, at its place", arguments: fixtures)
  func diagnostic(_ fixture: Fixture) throws {
    let project = try Self.project(adding: fixture)
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    do throws(SiteBuildFailure) {
      _ = try SiteBuilder(layout: ProjectLayout(root: project), replicas: ReplicaRegistry.catalogs).build()
      Issue.record("\(fixture.name) built without a diagnostic")
    } catch {
      #expect(error.diagnostics.count == 1, "\(error.diagnostics.map(\.rendered))")
      Self.expect(error.diagnostics.first?.rendered ?? "", matches: fixture)
      #expect(error.diagnostics.allSatisfy { $0.file == "articles/\(fixture.name).md" && $0.line > 0 })
    }
  }

  @Test(
    "scholia build fails with the one diagnostic and leaves the previous output as it was",
    arguments: fixtures)
  func commandLeavesOutput(_ fixture: Fixture) throws {
    let project = try Self.project()
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    let output = project.deletingLastPathComponent().appendingPathComponent("out")
    let arguments = ["build", "--root", project.path, "--output", output.path, "--no-engine"]

    let first = try SiteTestSupport.scholia(arguments)
    #expect(first.status == 0, "the base did not build: \(first.stderr)")
    #expect(first.stderr.isEmpty)
    #expect(first.stdout.hasPrefix("built "))
    let before = try SiteTestSupport.snapshot(output)
    #expect(before["index.html"] != nil)
    #expect(before["articles/valid.html"] != nil)

    try Self.add(fixture, to: project)
    let second = try SiteTestSupport.scholia(arguments)
    #expect(second.status == 1)
    #expect(second.stdout.isEmpty)
    let lines = second.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The diagnostic, its source line and caret when it has a line, the count.
    #expect(
      (lines.count == 3 || lines.count == 5) && lines.last == "",
      "expected 2 or 4 lines, got: \(second.stderr)")
    Self.expect(lines.first ?? "", matches: fixture)
    if lines.count == 5 {
      #expect(lines[1].contains(" | ") && lines[2].contains(" | "))
      #expect(lines[2].hasSuffix("^") || lines[2].hasSuffix("~"))
    }
    #expect(lines.dropLast().last == "1 problem(s); nothing was written")
    let after = try SiteTestSupport.snapshot(output)
    #expect(Set(after.keys) == Set(before.keys))
    #expect(SiteTestSupport.firstDifference(before, after) == nil)
    #expect(!after.keys.contains { $0.hasPrefix(".staging") || $0.hasPrefix(".previous") })
  }
}
