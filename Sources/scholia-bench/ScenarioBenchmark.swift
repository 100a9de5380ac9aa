import ArgumentParser
import Foundation
import Scenarios
import ShippedCatalogs

/// `scholia-bench scenarios`: the native time of what a page's figure asks
/// the engine for (`ScenarioPage.output`: parse, run, timeline, SVG), for
/// every shipped scenario whose name starts with a prefix. No browser is
/// needed, so it is the quick way to see which scenario is slow and to
/// profile it (`perf record … scholia-bench scenarios --prefix mjrefresh`);
/// `scholia-bench page` gives the in-page times.
struct ScenarioBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenarios",
    abstract: "Native time of each shipped scenario's page output (parse, run, timeline, SVG).")

  @Option(help: "Only scenarios whose file name starts with this.")
  var prefix = ""

  @Option(help: "Timed runs per scenario; the median is printed.")
  var repetitions = 20

  func run() throws {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let files = PageBenchmark.scenarioFiles(under: root.appendingPathComponent("scenarios"))
    var slowest = 0.0
    for (name, file) in files.sorted(by: { $0.key < $1.key }) where name.hasPrefix(prefix) {
      let source = try String(contentsOf: file, encoding: .utf8)
      let seconds = Measurement.medianSeconds(repetitions: repetitions) {
        _ = ScenarioPage.output(source: source, overrides: "", title: name, idPrefix: name + "-")
      }
      Report.figure("native_run_ms_" + name, seconds * 1000)
      slowest = max(slowest, seconds * 1000)
    }
    Report.figure("native_run_ms_max", slowest)
  }
}
