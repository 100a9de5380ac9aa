import Foundation
import Scenarios
import ShippedCatalogs
import Testing

/// The originals' own unit tests (or, for MJRefresh, its example app's
/// demos), restated as version 2 scenarios under
/// scenarios/tests/<suite>/: each names the test it restates and links to
/// it, and passes on the replica unless it declares how the replica
/// differs (then it must fail). Which tests a suite has, and that each is
/// restated or listed with a reason, the site build checks against the
/// suite's suite.yml (the real project's build is tested in SiteTests).
@Suite("The originals' tests, restated")
struct OriginalTestScenarioTests {
  static let folder = ScenarioFiles.packageRoot.appendingPathComponent("scenarios/tests")

  static func scenarios() throws -> [(String, String)] {
    let names = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".scenario") }.sorted()
    return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }

  /// The files a scenario's link may point into: the `source:` of the
  /// suite.yml beside it and the `more_sources:` listed there.
  static func sources(ofSuiteHolding name: String) throws -> [String] {
    let folder = name.split(separator: "/").dropLast().joined(separator: "/")
    let lines = try String(
      contentsOf: Self.folder.appendingPathComponent(folder + "/suite.yml"), encoding: .utf8
    ).split(separator: "\n")
    let source = try #require(lines.first { $0.hasPrefix("source: ") }, "\(folder)/suite.yml has no source")
    let more = lines.filter { $0.hasPrefix("  - https://") }
    return [String(source.dropFirst("source: ".count))] + more.map { String($0.dropFirst("  - ".count)) }
  }

  @Test("there are restated tests for MBProgressHUD 1.2.0 and 0.9.1, MJRefresh's demos and pop's suite")
  func suites() throws {
    let names = try Self.scenarios().map(\.0)
    #expect(names.filter { $0.hasPrefix("mbprogresshud-1.2.0/") }.count == 16)
    #expect(names.filter { $0.hasPrefix("mbprogresshud-0.9.1/") }.count == 1)
    #expect(names.filter { $0.hasPrefix("mjrefresh-3.7.9/") }.count == 18)
    #expect(names.filter { $0.hasPrefix("pop-1.0.11/") }.count == 66)
  }

  @Test(
    "each restated test names its original with a link, and passes or fails as it declares",
    arguments: try scenarios())
  func passes(name: String, source: String) throws {
    let scenario = try ScenarioParser.parse(source)
    let original = try #require(scenario.original, "\(name) names no original test")
    #expect(try Self.sources(ofSuiteHolding: name).contains { original.link.hasPrefix($0 + "#L") }, "\(name)")
    let run = try scenario.run()
    #expect(run.stopped == nil, "\(name): \(run.stopped ?? "")")
    #expect(run.results.count >= 2, "\(name) checks too little")
    if scenario.declaredDifference == nil {
      for result in run.results where !result.passed {
        Issue.record("\(name):\(result.line): \(result.text) — \(result.detail)")
      }
    } else {
      #expect(!run.passed, "\(name) declares a difference but passes")
    }
  }
}
