import Foundation
import TestSupport
import Testing

/// Every fuzz target's seeds and kept findings (`Tests/Fuzz`), replayed
/// through the ordinary build of `scholia-fuzz`: each input is handled —
/// accepted or refused with a diagnostic — without a crash, and the
/// scenario target's run-twice check holds. What libFuzzer found stays
/// found.
@Suite("Fuzz inputs replayed")
struct FuzzReplayTests {
  static let fuzz = Scholia.executable.deletingLastPathComponent().appendingPathComponent("scholia-fuzz")

  /// The folders of the originals' tests restated in version 2.
  static var restatedTestFolders: [String] {
    let tests = Scholia.repository.appendingPathComponent("scenarios/tests")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
    return names.sorted().map { "scenarios/tests/" + $0 }
  }

  @Test(
    "each target handles its kept inputs and the project's own files",
    arguments: [
      ("scenario", ["scenarios", "Tests/ScenarioTests/Malformed", "Tests/ScenarioTests/Adversarial"]),
      ("scenario-v2", FuzzReplayTests.restatedTestFolders),
      ("article", ["articles", "Tests/MarkdownTests/Malformed"]),
      ("annotations", ["Sources/Replicas/MBProgressHUD"]),
      ("site-config", ["site"]), ("request-head", []),
    ])
  func replay(target: String, folders: [String]) throws {
    var files = KeptFuzzInputs.files(target).map(\.path)
    for folder in folders {
      let url = Scholia.repository.appendingPathComponent(folder)
      files += try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        .map { url.appendingPathComponent($0) }
        .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        .filter { $0.pathExtension != "txt" }.map(\.path)
    }
    #expect(!files.isEmpty)
    let run = try ChildProcess.run(Self.fuzz, [target] + files, timeLimit: 120)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.timedOut)
  }
}
