import Foundation
import Scenarios
import Testing

/// The originals' own unit tests, restated as version 2 scenarios under
/// scenarios/tests/<library>/: every test of the original suite is either
/// restated (a scenario whose header names it and links to it at the
/// tagged commit) or listed in not-restated.txt with the reason, and every
/// restated test passes on the replica.
@Suite("The originals' tests, restated")
struct OriginalTestScenarioTests {
  static let folder = ScenarioFiles.packageRoot.appendingPathComponent("scenarios/tests/mbprogresshud-1.2.0")

  /// `HudTests.m` at tag 1.2.0 (bca42b8), in its order.
  static let originalTests = [
    "testInitializers", "testNonAnimatedConvenienceHUDPresentation", "testAnimatedConvenienceHUDPresentation",
    "testCompletionBlock", "testRoundDeterminate", "testRoundAnnularDeterminate",
    "testDeterminateHorizontalBar",
    "testEffectViewOrderAfterSettingBlurStyle", "testDelayedHide", "testDelayedHideDoesNotRace",
    "testNonAnimatedHudReuse", "testUnfinishedHidingAnimation", "testAnimatedImmediateHudReuse",
    "testMinShowTime",
    "testGraceTime", "testHideBeforeGraceTimeElapsed", "testShape",
  ]

  static func scenarios() throws -> [(String, String)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".scenario") }.sorted()
    return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }

  @Test("every one of MBProgressHUD 1.2.0's 17 tests is restated or listed with its reason")
  func coverage() throws {
    let restated = try Self.scenarios().compactMap { _, source -> String? in
      guard source.hasPrefix("# test") else { return nil }
      return String(source.dropFirst(2).prefix { $0 != " " })
    }
    let listed = try String(
      contentsOf: Self.folder.appendingPathComponent("not-restated.txt"), encoding: .utf8
    )
    .split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let parts = line.split(separator: "\t", maxSplits: 1)
      #expect(parts.count == 2 && parts[1].count > 20, "\(line) gives no reason")
      return String(parts[0])
    }
    #expect(Set(restated).isDisjoint(with: listed))
    #expect(Set(restated + listed) == Set(Self.originalTests))
    #expect(restated.count + listed.count == Self.originalTests.count, "a test is restated twice")
  }

  @Test("each restated test links to the original at the 1.2.0 commit", arguments: try scenarios())
  func links(name: String, source: String) {
    #expect(
      source.contains(
        "https://github.com/jdg/MBProgressHUD/blob/bca42b801100b2b3a4eda0ba8dd33d858c780b0d/Demo/HudTests/HudTests.m#L"
      ),
      "\(name) does not link to the original test")
  }

  @Test("each restated test passes on the replica", arguments: try scenarios())
  func passes(name: String, source: String) throws {
    let run = try ScenarioParser.parse(source).run()
    #expect(run.stopped == nil, "\(name): \(run.stopped ?? "")")
    #expect(run.results.count >= 2, "\(name) checks too little")
    for result in run.results where !result.passed {
      Issue.record("\(name):\(result.line): \(result.text) — \(result.detail)")
    }
  }
}
