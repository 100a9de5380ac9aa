import Diagnostics
import Foundation
import Scenarios

/// The scenario files in the project's `scenarios/` folder.
struct ShippedScenarios {
  let folder: String

  var files: [String] {
    get throws {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        throw CommandFailure.input("no scenarios folder at \(folder) (pass --scenarios DIR)")
      }
      return names.filter { $0.hasSuffix(".scenario") }.sorted()
    }
  }

  /// One line per scenario: its file, replica and title.
  func listing() throws -> String {
    var text = ""
    for name in try files {
      let path = (folder as NSString).appendingPathComponent(name)
      let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      do throws(Diagnostic) {
        let scenario = try ScenarioParser.parse(source, replicas: ScholiaTool.current.catalogs)
        text += "\(path)  \(scenario.replica.displayName): \(scenario.title ?? "")\n"
      } catch {
        text += "\(path)  (does not parse: \(error.rendered))\n"
      }
    }
    return text
  }
}
