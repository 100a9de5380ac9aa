import ArgumentParser
import Foundation
import Site
import Synchronization
import WasmBuild

/// `scholia build`: the site, from the articles, the replica sources, the
/// scenarios and the theme, into the output folder — all or nothing.
struct BuildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Build the site into the output folder (the previous output stays if anything fails).",
    discussion: """
      Every problem prints as file:line:col: error: message; the build then exits 1 and leaves the output \
      folder as it was.
      """
  )

  @OptionGroup var project: ProjectOptions

  @Option(name: [.short, .customLong("output")], help: "Where the site goes.")
  var output = "_site"

  @Flag(
    inversion: .prefixedNo,
    help:
      "Include the engine as WebAssembly (engine/page.wasm and engine/page-engine.js, and a project's engine/project.wasm and engine/project-engine.js), built or taken from their cache."
  )
  var engine = true

  @Option(help: "The engine's build cache (default: .build/scholia-wasm under the project root).")
  var engineCache: String?

  func run() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let root = try project.root()
    let layout = ProjectLayout(root: URL(fileURLWithPath: root).standardizedFileURL)
    let folder = OutputFolder(
      url: URL(
        fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)))
    do {
      try folder.check(for: layout)
    } catch {
      throw CommandFailure(message: error.description)
    }
    // The page engine compiles while the site renders.
    let (withEngine, engineCache) = (engine, engineCache)
    let engineFiles: @Sendable () throws -> [String: [UInt8]] = {
      guard withEngine else { return [:] }
      return PageEngineScript.files(modules: try Self.pageModules(root: root, cache: engineCache))
    }
    let tool = ScholiaTool.current
    let summary: SiteBuilder.Summary
    do throws(SiteBuilder.PublishFailure) {
      summary = try SiteBuilder(
        layout: layout, replicas: tool.catalogs, projectCatalogs: tool.ownCatalogNames
      ).publish(into: folder, adding: engineFiles)
    } catch {
      switch error {
      case .build(let failure):
        var printer = DiagnosticPrinter(root: root)
        printer.print(failure.diagnostics)
        printError("\(failure.diagnostics.count) problem(s); nothing was written")
        throw ExitCode(1)
      case .output(let message):
        throw CommandFailure(message: message)
      case .addition(let engineFailure):
        throw engineFailure
      }
    }
    let (seconds, attoseconds) = (clock.now - start).components
    print(
      "built \(summary.pageCount) pages (\(summary.articleCount) articles, \(summary.fileCount) files) into \(output) in "
        + String(format: "%.2f", Double(seconds) + Double(attoseconds) / 1e18) + " s")
  }

  /// The page modules this process built or read, once the stale check
  /// has passed (see `pageModules`).
  private static let builtModules = Mutex<[PageEngineScript.Engine: [UInt8]]?>(nil)

  /// The page modules (what a page's scenario figures run): Scholia's,
  /// and the project's when the tool has libraries of its own, compiled
  /// from the folders this tool was compiled from (its own modules and
  /// Scholia's engine), from the cache keyed by their sources or built
  /// now; a toolchain without Embedded wasm support is an error, not a
  /// site without its engine, and so are sources this binary was not
  /// compiled from (`StaleBinaryCheck`). After an author's replica edit
  /// only the project's module is compiled: Scholia's keeps its key.
  ///
  /// Once the check has passed, the page's sources are the ones this
  /// process was compiled from, which cannot change while it runs: so the
  /// modules a process built or read once are the modules for every later
  /// build of it (`scholia serve`'s worker rebuilding after an article
  /// edit), and it skips reading, parsing and hashing every engine source
  /// again to find their keys (seconds, in a debug tool).
  static func pageModules(root: String, cache: String? = nil) throws -> [PageEngineScript.Engine: [UInt8]] {
    let tool = ScholiaTool.current
    do {
      let sources = try tool.engineSources()
      try StaleBinaryCheck.verify(
        tool.compiledModules, modules: sources.pageKinds.flatMap { sources.modules(of: $0) })
      if let modules = builtModules.withLock({ $0 }) { return modules }
      let toolchain = try WasmToolchain.locate()
      let cacheDirectory =
        cache.map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: root).appendingPathComponent(".build/scholia-wasm")
      var modules: [PageEngineScript.Engine: [UInt8]] = [:]
      for kind in sources.pageKinds {
        let builder = WasmBuilder(
          sources: sources, toolchain: toolchain, kind: kind, cacheDirectory: cacheDirectory)
        modules[engine(of: kind)] = Array(try Data(contentsOf: try builder.build().module))
      }
      builtModules.withLock { $0 = modules }
      return modules
    } catch let stale as CommandFailure {
      throw stale
    } catch {
      throw CommandFailure(
        message: "the engine module: \(error) (pass --no-engine to build the site without it)")
    }
  }

  /// The name the site gives the page module of `kind`.
  private static func engine(of kind: WasmBuilder.Kind) -> PageEngineScript.Engine {
    switch kind {
    case .project: .project
    case .page, .engine: .page
    }
  }
}
