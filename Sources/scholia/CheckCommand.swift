import ArgumentParser
import Foundation
import GraphCheck
import Scenarios
import SourceAnalysis

/// `scholia check`: annotation validation and the static/dynamic check,
/// writing nothing.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate the annotations and check the call graph against every shipped scenario's run.",
    discussion: """
      Exit status: 0 when all is well; 1 when a run takes an edge the static graph lacks or a scenario \
      does not parse; 2 when an annotation is wrong. Problems print as file:line:col: error: message.
      """
  )

  @Option(help: "The folder of replica sources.")
  var sources = "Sources/Replicas"

  @Option(help: "The folder of shipped scenarios.")
  var scenarios = "scenarios"

  func run() throws {
    let index = SourceAnalyzer.analyze(try SourceFolder(path: sources).files())
    if !index.diagnostics.isEmpty {
      for diagnostic in index.diagnostics { printError(diagnostic.rendered) }
      printError("\(index.diagnostics.count) annotation problem(s); the static/dynamic check did not run")
      throw ExitCode(2)
    }
    let check = GraphCheck(index: index)
    let shipped = ShippedScenarios(folder: scenarios)
    var findings: [GraphCheck.Finding] = []
    var problems = 0
    var edges = 0
    let names = try shipped.files
    for name in names {
      let path = (scenarios as NSString).appendingPathComponent(name)
      let source = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
      do throws(ScenarioDiagnostic) {
        let run = try ScenarioParser.parse(source).run(recordingCallEdges: true)
        edges += run.callEdges.count
        findings += check.check(run.callEdges, source: path)
      } catch {
        printError(error.rendered(file: path))
        problems += 1
      }
    }
    for finding in findings.sorted() { printError(finding.rendered) }
    let annotated = index.methods.filter { !$0.annotations.isEmpty }.count
    print(
      "\(index.methods.count) methods (\(annotated) annotated), \(index.edges.count) static edges; "
        + "\(names.count) scenarios took \(edges) edges, \(findings.count) missing from the static graph")
    if !findings.isEmpty || problems > 0 { throw ExitCode(1) }
  }
}
