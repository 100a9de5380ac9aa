import Foundation
import SourceFingerprint

/// Where the modules a WebAssembly product is compiled from are, and what
/// a project adds to the page module.
///
/// Scholia's own package keeps every module in `Sources/<name>`. An
/// author's tool depends on Scholia as a package, so Scholia's engine is
/// wherever SwiftPM checked it out and the author's replicas and catalogs
/// are in their own package: the tool knows both from the modules it was
/// compiled from (`CompiledModule`). A project's libraries get a page
/// module of their own (`WasmBuilder.Kind.project`): the engine's modules
/// and theirs, with their catalogs only (`PageCatalogs`); Scholia's page
/// module stays as it is (docs/decisions.md, 29 and 32).
public struct EngineSources: Sendable {
  /// Each module's folder, by name.
  let folders: [String: URL]
  /// The project's own modules the page compiles between the engine's and
  /// `PageEngine`, dependencies first.
  public let projectModules: [String]
  /// The project's libraries as the project's page module names them
  /// (`ToastLibrary`), whose catalogs it runs.
  public let projectLibraries: [String]
  /// Scholia's replicas and catalogs modules the project's modules import
  /// (`WasmBuilder.Kind.shippedModules`), which its page module then
  /// compiles too.
  let shippedModulesUsed: Set<String>

  /// Modules of Scholia's package whose folder is not `Sources/<name>`,
  /// as Package.swift places them.
  static let folderPaths = ["ReplicaSupport": "Replicas/Support"]
  /// The digests the tool's build recorded for `generatorModules`; empty
  /// for Scholia's own package, whose folders are hashed instead.
  let generatorDigests: [String: String]

  /// The modules of Scholia's own package, at `root`.
  public init(packageRoot root: URL) {
    let sources = root.appendingPathComponent("Sources")
    var folders: [String: URL] = [:]
    for name in WasmBuilder.Kind.allCases.flatMap(\.modules) + WasmBuilder.headerModules
      + Self.generatorModules
    {
      folders[name] = sources.appendingPathComponent(Self.folderPaths[name] ?? name)
    }
    self.folders = folders
    self.projectModules = []
    self.projectLibraries = []
    self.shippedModulesUsed = []
    self.generatorDigests = [:]
  }

  /// The modules a tool was compiled from, and the libraries (by their
  /// types' full names, `ToastCatalog.ToastLibrary`) whose catalogs it
  /// runs besides Scholia's: the page adds each library's module and
  /// every module it depends on that the engine lacks.
  public init(compiled: [CompiledModule], libraries: [String]) throws(WasmBuildError) {
    var folders: [String: URL] = [:]
    for module in compiled { folders[module.name] = URL(fileURLWithPath: module.folder) }
    let engine = Set(WasmBuilder.Kind.allCases.flatMap(\.modules) + WasmBuilder.headerModules)
    var needed: Set<String> = []
    var pending: [String] = []
    var names: [String] = []
    for library in libraries {
      let parts = library.split(separator: ".").map(String.init)
      guard parts.count >= 2, let module = parts.first, folders[module] != nil else {
        throw .libraryNotCompiled(library: library)
      }
      if engine.contains(module) { continue }
      pending.append(module)
      names.append(parts.dropFirst().joined(separator: "."))
    }
    var shippedUsed: Set<String> = []
    while let name = pending.popLast() {
      if WasmBuilder.Kind.shippedModules.contains(name) { shippedUsed.insert(name) }
      guard !engine.contains(name), needed.insert(name).inserted else { continue }
      pending += compiled.first { $0.name == name }?.dependencies ?? []
    }
    self.folders = folders
    self.projectModules = compiled.map(\.name).filter { needed.contains($0) }
    self.projectLibraries = names
    self.shippedModulesUsed = shippedUsed
    var generatorDigests: [String: String] = [:]
    for module in compiled where Self.generatorModules.contains(module.name) {
      generatorDigests[module.name] = module.digest
    }
    self.generatorDigests = generatorDigests
  }

  /// The kinds of page module the project's site ships: Scholia's, and
  /// the project's when it has libraries of its own.
  public var pageKinds: [WasmBuilder.Kind] {
    projectLibraries.isEmpty ? [.page] : [.page, .project]
  }

  /// What stands in a product's key for the code that turns the sources
  /// into what is compiled (`BuildPlan`): the digests of `WasmBuild`
  /// (imports removed, catalogs listed) and `SourceAnalysis` (a catalog's
  /// derived inventory), as this tool was compiled from them, or as they
  /// are in Scholia's package.
  func generator() throws(WasmBuildError) -> String {
    var digests: [String] = []
    for name in Self.generatorModules {
      let folder = try folder(of: name)
      guard let digest = generatorDigests[name] ?? ModuleDigest.of(folder: folder) else {
        throw .sourcesNotFound(module: name, looked: folder.path)
      }
      digests.append(digest)
    }
    return digests.joined(separator: " ")
  }

  /// The modules whose code makes the compiled sources from the read ones.
  static let generatorModules = ["WasmBuild", "SourceAnalysis"]

  func folder(of module: String) throws(WasmBuildError) -> URL {
    guard let folder = folders[module] else {
      throw .sourcesNotFound(module: module, looked: "the modules this tool was compiled from")
    }
    return folder
  }

  /// The modules of `kind`, in the compiler's input order: for a
  /// project's page, the engine's (with whichever of Scholia's replica
  /// modules the project imports), then the project's, then the page's
  /// exports, which name their catalogs.
  public func modules(of kind: WasmBuilder.Kind) -> [String] {
    guard kind == .project else { return kind.modules }
    let engine = WasmBuilder.Kind.page.modules.filter {
      kind.modules.contains($0) || shippedModulesUsed.contains($0)
    }
    return engine.dropLast() + projectModules + [engine[engine.count - 1]]
  }

  /// The file of `PageEngine` that lists the page's catalogs.
  static let pageCatalogsFile = "PageEngine/PageCatalogs.swift"

  /// That file for the project's page module: each of its libraries'
  /// catalogs (a plan of that module needs one, `noProjectLibraries`).
  var pageCatalogsSource: String {
    let list = projectLibraries.map { $0 + ".catalogs" }.joined(separator: " + ")
    return """
      // Written by the page build for this project's libraries (EngineSources).
      import ScenarioCatalog

      enum PageCatalogs {
        static let all: [ReplicaCatalog] = \(list)
      }

      """
  }
}
