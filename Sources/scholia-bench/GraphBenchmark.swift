import ArgumentParser
import Diagnostics
import FlowGraphs
import Foundation
import SourceAnalysis

/// `scholia-bench graphs`: analysing every replica source and drawing
/// every graph of `GraphCatalog` as SVG through libgvc, in process —
/// against Graphviz's own `dot -Tsvg` laying out the same DOT in one
/// process, run in the same benchmark (the peers' fastest way to draw).
struct GraphBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graphs",
    abstract:
      "Analysis + rendering time for all replica sources and all graphs, with `dot -Tsvg` as baseline."
  )

  @Option(help: "Timed repetitions (median reported, after one warm-up).")
  var repetitions = 5

  @Option(help: "The folder of replica sources.")
  var sources = "Sources/Replicas"

  func run() throws {
    guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
    let files = try Self.read(sources)
    var graphs: [GraphCatalog.Entry] = []
    var svgBytes = 0
    let analysis = try Measurement.medianSeconds(repetitions: repetitions) {
      let index = SourceAnalyzer.analyze(files)
      guard index.diagnostics.isEmpty else {
        throw ValidationError(index.diagnostics.map { $0.rendered }.joined(separator: "\n"))
      }
      graphs = try Self.catalog(index)
    }
    let rendering = try Measurement.medianSeconds(repetitions: repetitions) {
      svgBytes = 0
      for entry in graphs { svgBytes += try Self.svg(entry.graph).utf8.count }
    }
    let total = try Measurement.medianSeconds(repetitions: repetitions) {
      let index = SourceAnalyzer.analyze(files)
      for entry in try Self.catalog(index) { _ = try Self.svg(entry.graph) }
    }
    Report.figure("source_files", Double(files.count))
    Report.figure("graphs", Double(graphs.count))
    Report.figure("graph_nodes", Double(graphs.reduce(0) { $0 + $1.graph.nodes.count }))
    Report.figure("svg_bytes", Double(svgBytes))
    Report.figure("analysis_s", analysis)
    Report.figure("render_svg_s", rendering)
    Report.figure("analysis_plus_render_s", total)
    Report.figure("target_s", 1)
    let dot = graphs.map { FlowGraphRenderer.dot($0.graph) }.joined(separator: "\n")
    if let baseline = try Self.dotProcess(dot, repetitions: repetitions) {
      Report.figure("dot_process_svg_s", baseline)
      Report.figure("ratio_render_vs_dot_process", rendering / baseline)
    } else {
      Report.unavailable("dot_process_svg_s", because: "no `dot` on PATH (apt install graphviz)")
    }
  }

  static func read(_ folder: String) throws -> [SourceAnalyzer.File] {
    guard let names = FileManager.default.enumerator(atPath: folder)?.compactMap({ $0 as? String }) else {
      throw ValidationError("no source folder at \(folder)")
    }
    return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
      let path = (folder as NSString).appendingPathComponent(name)
      return SourceAnalyzer.File(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
    }
  }

  static func catalog(_ index: SourceIndex) throws -> [GraphCatalog.Entry] {
    do throws(Diagnostic) {
      return try GraphCatalog.all(in: index)
    } catch {
      throw ValidationError(error.text)
    }
  }

  static func svg(_ graph: FlowGraph) throws -> String {
    do throws(GraphvizError) {
      return try FlowGraphRenderer.svg(graph)
    } catch {
      throw ValidationError("Graphviz: \(error)")
    }
  }

  /// The median time of one `dot -Tsvg` process laying out all the graphs
  /// (one multi-graph file), or `nil` without `dot`.
  static func dotProcess(_ dot: String, repetitions: Int) throws -> Double? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    guard
      let executable = paths.map({ $0 + "/dot" }).first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return nil }
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("scholia-bench-graphs.dot")
    try Data(dot.utf8).write(to: input)
    defer { try? FileManager.default.removeItem(at: input) }
    return try Measurement.medianSeconds(repetitions: repetitions) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["-Tsvg", input.path]
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw ValidationError("dot failed on the benchmark's graphs")
      }
    }
  }
}
