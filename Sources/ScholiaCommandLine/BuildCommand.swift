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
      "Include the engine as WebAssembly (engine/page.wasm and engine/page-engine.js), built or taken from its cache."
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
      return PageEngineScript.files(module: try Self.engineModule(root: root, cache: engineCache))
    }
    let summary: SiteBuilder.Summary
    do throws(SiteBuilder.PublishFailure) {
      summary = try SiteBuilder(layout: layout, replicas: ScholiaTool.current.catalogs).publish(
        into: folder, adding: engineFiles)
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

  /// The page module this process built or read, once the stale check
  /// has passed (see `engineModule`).
  private static let builtModule = Mutex<[UInt8]?>(nil)

  /// The page module (what a page's scenario figures run), compiled from
  /// the folders this tool was compiled from (its own modules and
  /// Scholia's engine), from the cache keyed by its sources or built now;
  /// a toolchain without Embedded wasm support is an error, not a site
  /// without its engine, and so are sources this binary was not compiled
  /// from (`StaleBinaryCheck`).
  ///
  /// Once the check has passed, the page's sources are the ones this
  /// process was compiled from, which cannot change while it runs: so the
  /// module a process built or read once is the module for every later
  /// build of it (`scholia serve`'s worker rebuilding after an article
  /// edit), and it skips reading, parsing and hashing every engine source
  /// again to find its key (seconds, in a debug tool).
  static func engineModule(root: String, cache: String? = nil) throws -> [UInt8] {
    let tool = ScholiaTool.current
    do {
      let sources = try tool.engineSources()
      try StaleBinaryCheck.verify(tool.compiledModules, modules: sources.modules(of: .page))
      if let module = builtModule.withLock({ $0 }) { return module }
      let builder = WasmBuilder(
        sources: sources, toolchain: try WasmToolchain.locate(), kind: .page,
        cacheDirectory: cache.map { URL(fileURLWithPath: $0) }
          ?? URL(fileURLWithPath: root).appendingPathComponent(".build/scholia-wasm"))
      let module = Array(try Data(contentsOf: try builder.build().module))
      builtModule.withLock { $0 = module }
      return module
    } catch let stale as CommandFailure {
      throw stale
    } catch {
      throw CommandFailure(
        message: "the engine module: \(error) (pass --no-engine to build the site without it)")
    }
  }
}
