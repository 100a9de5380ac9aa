import Diagnostics
import Foundation
import Scenarios
import Testing

/// Every malformed fixture gives exactly the diagnostic recorded for it in
/// Malformed/expected-diagnostics.txt (reviewed once by eye): its position
/// and a message that says what is wrong, with the nearest valid name.
@Suite("Malformed scripts")
struct MalformedScriptTests {
  static let cases: [(String, String)] = {
    let list = try? String(
      contentsOf: ScenarioFiles.malformed.appendingPathComponent("expected-diagnostics.txt"), encoding: .utf8)
    return (list ?? "").split(separator: "\n").map { line in
      let parts = line.split(separator: "\t", maxSplits: 1)
      return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
  }()

  @Test("there are at least twenty kinds of malformed script")
  func enough() throws {
    #expect(Self.cases.count >= 20)
    let files = try FileManager.default.contentsOfDirectory(atPath: ScenarioFiles.malformed.path)
      .filter { $0.hasSuffix(".scenario") }
    #expect(
      Set(files) == Set(Self.cases.map(\.0)),
      "every fixture has an expected diagnostic and the other way round")
  }

  @Test("each gives its one precise diagnostic", arguments: cases)
  func diagnostic(file: String, expected: String) throws {
    let source = try String(contentsOf: ScenarioFiles.malformed.appendingPathComponent(file), encoding: .utf8)
    do throws(Diagnostic) {
      _ = try ScenarioParser.parse(source).run()
      Issue.record("\(file) parsed and ran without an error")
    } catch {
      #expect(error.rendered == expected)
    }
  }

  @Test("scripts beyond the size bounds are refused, not run")
  func bounds() {
    let long =
      "hud MBProgressHUD 1.2.0\n" + String(repeating: "# comment\n", count: ScenarioParser.maxLines + 1)
      + "at 0 showAnimated true\n"
    #expect(throws: Diagnostic.self) { try ScenarioParser.parse(long) }
    let huge = "hud MBProgressHUD 1.2.0\n" + String(repeating: "x", count: ScenarioParser.maxSourceBytes)
    #expect(throws: Diagnostic(line: 1, column: 1, message: "the script is larger than 64 KiB")) {
      try ScenarioParser.parse(huge)
    }
    var many = "hud MBProgressHUD 1.2.0\n"
    for index in 0...ScenarioParser.maxActions { many += "at \(index)ms showAnimated true\n" }
    #expect(throws: Diagnostic.self) { try ScenarioParser.parse(many) }
  }
}
