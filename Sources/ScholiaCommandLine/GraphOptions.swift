import ArgumentParser
import Diagnostics
import FlowGraphs
import Foundation
import SourceAnalysis

/// What every `scholia graph` subcommand takes: where the sources are,
/// the output form and file, and the cap on nodes.
struct GraphOptions: ParsableArguments {
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case svg, dot, text
  }

  @Option(help: "svg (laid out by Graphviz), dot, or text.")
  var format: Format = .text

  @Option(name: [.short, .customLong("output")], help: "Write here instead of standard output.")
  var output: String?

  @Option(help: "The folder of Swift sources to analyse (default: the project's Sources/Replicas).")
  var sources: String?

  @OptionGroup var project: ProjectOptions

  @Option(help: "Cut the graph beyond this many nodes (a '+N more' node stands for the rest).")
  var limit = GraphBuilder.defaultLimit

  func validate() throws {
    guard limit >= 2 else { throw ValidationError("--limit must be at least 2 (got \(limit))") }
  }

  /// The analysed sources; annotation problems end the command (status 2)
  /// after printing each as `file:line:col: error: …`.
  func index() throws -> SourceIndex {
    let folder = try project.path("Sources/Replicas", unless: sources)
    let index = SourceAnalyzer.analyze(try SourceFolder(path: folder).files())
    if !index.diagnostics.isEmpty {
      var printer = DiagnosticPrinter()
      printer.print(index.diagnostics)
      throw ExitCode(2)
    }
    return index
  }

  /// Renders the graph and writes it; warnings (cuts) go to standard error.
  func emit(_ build: () throws(Diagnostic) -> FlowGraph) throws {
    let graph: FlowGraph
    do throws(Diagnostic) {
      graph = try build()
    } catch {
      throw CommandFailure(message: error.text)
    }
    for warning in graph.warnings { printError("warning: " + warning) }
    let text: String
    switch format {
    case .text: text = FlowGraphRenderer.text(graph)
    case .dot: text = FlowGraphRenderer.dot(graph)
    case .svg:
      do throws(GraphvizError) {
        text = try FlowGraphRenderer.svg(graph, standalone: true)
      } catch {
        throw CommandFailure(message: "Graphviz: \(error)")
      }
    }
    try OutputFile(path: output).write(text)
  }
}

func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
