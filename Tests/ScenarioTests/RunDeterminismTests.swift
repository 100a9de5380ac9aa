import Diagnostics
import Scenarios
import ShippedCatalogs
import Testing
import Timelines

/// Every shipped scenario and every adversarial script gives the same bytes
/// each time it runs: verdicts, every timeline format and the page's answer.
/// (Separate processes, where hashing is seeded anew, are compared in
/// CLITests.)
@Suite("Run determinism")
struct RunDeterminismTests {
  static let scripts: [(String, String)] =
    ((try? ScenarioFiles.shipped()) ?? []) + ((try? ScenarioFiles.adversarial()) ?? [])

  /// Everything one run of `source` produces, as text.
  static func everything(_ source: String) -> [String] {
    do throws(Diagnostic) {
      let run = try ScenarioParser.parse(source).run()
      let input = run.timeline(title: "t")
      var outputs = [
        run.stopped ?? "", run.results.map { "\($0.line) \($0.passed) \($0.detail)" }.joined(separator: "\n"),
      ]
      for format in [TimelineFormat.text(width: 100), .json, .chromeTrace, .svg(width: 960, idPrefix: "d-")] {
        outputs.append(renderTimeline(input, as: format))
      }
      outputs.append(ScenarioPage.output(source: source, overrides: "", title: "t", idPrefix: "p-"))
      return outputs
    } catch {
      return [error.rendered]
    }
  }

  @Test("there are shipped and adversarial scripts to run")
  func enough() {
    #expect(Self.scripts.count >= 30)
  }

  @Test("five runs in one process give the same bytes", arguments: scripts)
  func sameBytes(name: String, source: String) {
    let first = Self.everything(source)
    #expect(first.count > 1, "\(name) did not run: \(first)")
    for _ in 0..<4 { #expect(Self.everything(source) == first, "\(name) changed between runs") }
  }
}
