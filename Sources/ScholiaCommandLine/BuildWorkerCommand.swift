import ArgumentParser
import Foundation
import Site
import SiteServe

/// `scholia build-worker`: the child process `scholia serve` builds in
/// (`WorkerRebuilder`), so that a build that crashes does not take the
/// server with it. Not for people: it reads `build` lines on standard
/// input and answers each with one line of JSON on standard output.
struct BuildWorkerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build-worker",
    abstract: "The build process of `scholia serve` (not run by hand).",
    shouldDisplay: false
  )

  @Option(help: "The project root.")
  var root: String

  @Option(help: "The output folder, already checked by `scholia serve`.")
  var output: String

  @Flag(inversion: .prefixedNo, help: "Include the engine as WebAssembly.")
  var engine = true

  /// The worker's arguments for a server of `root` into `output`.
  static func arguments(root: String, output: URL, engine: Bool) -> [String] {
    ["build-worker", "--root", root, "--output", output.path] + (engine ? [] : ["--no-engine"])
  }

  func run() throws {
    let layout = ProjectLayout(root: URL(fileURLWithPath: root).standardizedFileURL)
    let root = self.root
    let modules: @Sendable () throws -> [PageEngineScript.Engine: [UInt8]] = {
      try BuildCommand.pageModules(root: root)
    }
    let tool = ScholiaTool.current
    BuildWorker.serve(
      SiteRebuilder(
        layout: layout, replicas: tool.catalogs, projectCatalogs: tool.ownCatalogNames,
        output: OutputFolder(url: URL(fileURLWithPath: output)), engine: engine ? modules : nil))
  }
}
