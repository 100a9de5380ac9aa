import ArgumentParser
import Foundation
import Site
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

  @Option(help: "The project root (articles/, Sources/Replicas, scenarios/, site/).")
  var root = "."

  @Option(name: [.short, .customLong("output")], help: "Where the site goes.")
  var output = "_site"

  @Flag(
    inversion: .prefixedNo,
    help: "Include the engine as WebAssembly (engine/page-engine.js), built or taken from its cache.")
  var engine = true

  func run() throws {
    let clock = ContinuousClock()
    let start = clock.now
    var site = try Self.build(root: root)
    if engine {
      site.files[PageEngineScript.path] = PageEngineScript.javascript(
        module: try Self.engineModule(root: root))
    }
    let folder = URL(
      fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let root = URL(fileURLWithPath: self.root).standardizedFileURL
    let layout = ProjectLayout(root: root)
    do {
      try OutputFolder(url: folder).check(for: layout)
      try OutputFolder(url: folder).replace(with: site.files)
    } catch let refusal as OutputFolder.Refusal {
      throw CommandFailure(message: refusal.description)
    } catch {
      throw CommandFailure(message: "cannot write the site to \(output): \(error.localizedDescription)")
    }
    let seconds =
      Double((clock.now - start).components.attoseconds) / 1e18
      + Double((clock.now - start).components.seconds)
    print(
      "built \(site.pageCount) pages (\(site.articleCount) articles, \(site.files.count) files) into \(output) in "
        + String(format: "%.2f", seconds) + " s")
  }

  /// The page module (what a page's scenario figures run), from the cache
  /// keyed by its sources or built now; a toolchain without Embedded wasm
  /// support is an error, not a site without its engine.
  static func engineModule(root: String) throws -> [UInt8] {
    do {
      let builder = WasmBuilder(
        packageRoot: URL(fileURLWithPath: root), toolchain: try WasmToolchain.locate(), kind: .page)
      return Array(try Data(contentsOf: try builder.build().module))
    } catch {
      throw CommandFailure(
        message: "the engine module: \(error) (pass --no-engine to build the site without it)")
    }
  }

  /// The site in memory, or every diagnostic on standard error and exit 1.
  static func build(root: String) throws -> SiteBuilder.Output {
    let layout = ProjectLayout(root: URL(fileURLWithPath: root).standardizedFileURL)
    do throws(SiteBuildFailure) {
      return try SiteBuilder(layout: layout).build()
    } catch {
      for diagnostic in error.diagnostics { printError(diagnostic.rendered) }
      printError("\(error.diagnostics.count) problem(s); nothing was written")
      throw ExitCode(1)
    }
  }
}
