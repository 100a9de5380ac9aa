import Diagnostics
import Foundation
import Scenarios
import ShippedCatalogs
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

  @Test("every mistake of a script is reported at once, in line order, each line's block skipped with it")
  func everyMistake() {
    let script = """
      hud MBProgressHUD 1.2.0
      set graceTim = 0.5
      at 0 showAnimate true
      at 1 {
        hud.showAnimated(true)
        let x = MBProgressHUD(view: root)
        x.bezelVew.alpha = 1
      }
      at "one" {
        this line is skipped with its block
      }
      expect visibel at 1
      at 2 "unterminated
      """
    do throws(DiagnosticList) {
      _ = try ScenarioParser.parseReportingAllErrors(script)
      Issue.record("the script parsed")
    } catch {
      #expect(
        error.diagnostics.map(\.rendered) == [
          "2:5: error: unknown MBProgressHUD property 'graceTim'; did you mean 'graceTime'?",
          "3:6: error: unknown MBProgressHUD command 'showAnimate'; did you mean 'showAnimated'?",
          "5:3: error: unknown name 'hud'",
          "7:5: error: unknown MBProgressHUD member 'bezelVew'; did you mean 'bezelView'?",
          "9:4: error: expected a time, not 'one'",
          "12:8: error: unknown observable or method 'visibel'; did you mean 'visible'?",
          "13:6: error: unterminated string",
        ])
    }
    #expect(throws: Diagnostic.self) { try ScenarioParser.parse(script) }
  }
}
