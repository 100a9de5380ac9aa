import ArgumentParser
import CallGraph
import Diagnostics
import Foundation
import GraphCheck
import Scenarios
import Site
import SourceAnalysis

/// `scholia check`: annotation validation and the static/dynamic check,
/// writing nothing.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Validate the annotations, check the call graph against every shipped scenario's run, and build the site in memory.",
    discussion: """
      Writes nothing. Exit status: 0 when all is well; 1 when a run takes an edge the static graph lacks, a \
      scenario does not parse, or the site does not build; 2 when an annotation is wrong. Problems print as \
      file:line:col: error: message.
      """
  )

  @Option(help: "The folder of replica sources (default: the project's Sources/Replicas).")
  var sources: String?

  @Option(help: "The folder of shipped scenarios (default: the project's scenarios).")
  var scenarios: String?

  @OptionGroup var project: ProjectOptions

  func run() throws {
    let sources = try project.path("Sources/Replicas", unless: self.sources)
    let scenarios = try project.path("scenarios", unless: self.scenarios)
    // Folders given on the command line need no project; the site is then
    // not built.
    let root = try? project.root()
    let files = try SourceFolder(path: sources).files()
    let index = SourceAnalyzer.analyze(files)
    var printer = DiagnosticPrinter()
    if !index.diagnostics.isEmpty {
      printer.print(index.diagnostics)
      printError("\(index.diagnostics.count) annotation problem(s); the static/dynamic check did not run")
      throw ExitCode(2)
    }
    let check = GraphCheck(index: index)
    var texts: [String: String] = [:]
    for file in files { texts[file.path] = file.text }
    let tool = ScholiaTool.current
    var inventoryFindings = InventoryCheck.findings(
      tool.catalogs, ownCatalogs: tool.ownCatalogNames, traced: TracedInventory.of(index, texts: texts),
      sources: sources)
    let shipped = ShippedScenarios(folder: scenarios)
    var findings: [Diagnostic] = []
    var problems = 0
    var edges = 0
    var kinds: [CallEdgeKind: Int] = [:]
    let names = try shipped.files
    for name in names {
      let path = (scenarios as NSString).appendingPathComponent(name)
      let source = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
      do throws(Diagnostic) {
        let run = try ScenarioParser.parse(source, replicas: ScholiaTool.current.catalogs).run(
          recordingCallEdges: true)
        edges += run.callEdges.count
        for edge in run.callEdges { kinds[edge.kind, default: 0] += 1 }
        findings += check.check(run.callEdges, source: path)
        findings += check.checkAttribution(of: run.unattributedSources, source: path)
      } catch {
        printer.print(error.located(in: path))
        problems += 1
      }
    }
    inventoryFindings.sort()
    printer.print(inventoryFindings)
    printer.print(findings.sorted())
    let annotated = index.methods.filter { !$0.annotations.isEmpty }.count
    let byKind = CallEdgeKind.allCases.compactMap { kind in kinds[kind].map { "\(kind.rawValue) \($0)" } }
    print(
      "\(index.methods.count) methods (\(annotated) annotated), \(index.edges.count) static edges; "
        + "\(names.count) scenarios took \(edges) edges, \(findings.count) missing from the static graph")
    if !byKind.isEmpty { print("edges taken, by kind: " + byKind.joined(separator: ", ")) }
    if let root, case let layout = ProjectLayout(root: URL(fileURLWithPath: root).standardizedFileURL),
      FileManager.default.fileExists(atPath: layout.url("site/site.yml").path)
    {
      do throws(SiteBuildFailure) {
        let site = try SiteBuilder(layout: layout, replicas: ScholiaTool.current.catalogs).build()
        print("the site builds: \(site.pageCount) pages from \(site.articleCount) articles (nothing written)")
      } catch {
        var sitePrinter = DiagnosticPrinter(root: root)
        sitePrinter.print(error.diagnostics)
        problems += error.diagnostics.count
      }
    }
    if !findings.isEmpty || !inventoryFindings.isEmpty || problems > 0 { throw ExitCode(1) }
  }
}
