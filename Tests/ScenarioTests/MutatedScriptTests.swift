import Diagnostics
import Foundation
import Scenarios
import ShippedCatalogs
import Testing

/// Broken versions of every shipped scenario — each line dropped, each
/// line cut short, neighbouring tokens swapped — must each end in a result
/// or a diagnostic: never a crash, never a hang (runs are bounded).
@Suite("Mutated scripts")
struct MutatedScriptTests {
  static func mutations(of source: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var result: [String] = []
    for index in lines.indices {
      var dropped = lines
      dropped.remove(at: index)
      result.append(dropped.joined(separator: "\n"))
      let line = lines[index]
      for cut in stride(from: 1, to: line.count, by: 3) {
        var cutLines = lines
        cutLines[index] = String(line.prefix(cut))
        result.append(cutLines.joined(separator: "\n"))
      }
      var words = line.split(separator: " ").map(String.init)
      if words.count > 2 {
        words.swapAt(1, 2)
        var swapped = lines
        swapped[index] = words.joined(separator: " ")
        result.append(swapped.joined(separator: "\n"))
      }
    }
    return result
  }

  @Test("every mutation of every shipped scenario runs or gives a diagnostic")
  func survive() throws {
    var diagnostics = 0
    var runs = 0
    for (_, source) in try ScenarioFiles.shipped() {
      for mutated in Self.mutations(of: source) {
        do throws(Diagnostic) {
          _ = try ScenarioParser.parse(mutated).run()
          runs += 1
        } catch {
          diagnostics += 1
          #expect(error.line >= 0 && error.column >= 0)
          #expect(!error.message.isEmpty)
        }
      }
    }
    #expect(diagnostics > 100)
    #expect(runs > 100)
  }
}
