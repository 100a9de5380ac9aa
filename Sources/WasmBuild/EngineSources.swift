import Foundation
import SourceFingerprint

/// Where the modules a WebAssembly product is compiled from are, and what
/// a project adds to the page module.
///
/// Scholia's own package keeps every module in `Sources/<name>`. An
/// author's tool depends on Scholia as a package, so Scholia's engine is
/// wherever SwiftPM checked it out and the author's replicas and catalogs
/// are in their own package: the tool knows both from the modules it was
/// compiled from (`CompiledModule`), and the page compiles the author's
/// libraries' modules with the engine's, their catalogs added to
/// Scholia's (`PageCatalogs`; docs/decisions.md, 29).
public struct EngineSources: Sendable {
  /// Each module's folder, by name.
  let folders: [String: URL]
  /// The project's own modules the page compiles between the engine's and
  /// `PageEngine`, dependencies first.
  public let projectModules: [String]
  /// The project's libraries as the page's one module names them
  /// (`ToastLibrary`), whose catalogs it runs after Scholia's.
  public let projectLibraries: [String]

  /// The modules of Scholia's own package, at `root`.
  public init(packageRoot root: URL) {
    let sources = root.appendingPathComponent("Sources")
    var folders: [String: URL] = [:]
    for name in WasmBuilder.Kind.allCases.flatMap(\.modules) + WasmBuilder.headerModules {
      folders[name] = sources.appendingPathComponent(name)
    }
    self.folders = folders
    self.projectModules = []
    self.projectLibraries = []
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
    while let name = pending.popLast() {
      guard !engine.contains(name), needed.insert(name).inserted else { continue }
      pending += compiled.first { $0.name == name }?.dependencies ?? []
    }
    self.folders = folders
    self.projectModules = compiled.map(\.name).filter { needed.contains($0) }
    self.projectLibraries = names
  }

  func folder(of module: String) throws(WasmBuildError) -> URL {
    guard let folder = folders[module] else {
      throw .sourcesNotFound(module: module, looked: "the modules this tool was compiled from")
    }
    return folder
  }

  /// The modules of `kind`, in the compiler's input order: the project's
  /// before the page's exports, which name their catalogs.
  public func modules(of kind: WasmBuilder.Kind) -> [String] {
    guard kind == .page, !projectModules.isEmpty else { return kind.modules }
    return kind.modules.dropLast() + projectModules + [kind.modules[kind.modules.count - 1]]
  }

  /// The file of `PageEngine` that lists the page's catalogs.
  static let pageCatalogsFile = "PageEngine/PageCatalogs.swift"

  /// That file for a project with libraries of its own: Scholia's
  /// catalogs, then each library's.
  var pageCatalogsSource: String? {
    guard !projectLibraries.isEmpty else { return nil }
    let list = (["ReplicaRegistry"] + projectLibraries).map { $0 + ".catalogs" }.joined(separator: " + ")
    return """
      // Written by the page build for this project's libraries (EngineSources).
      import ScenarioCatalog
      import ShippedCatalogs

      enum PageCatalogs {
        static let all: [ReplicaCatalog] = \(list)
      }

      """
  }
}
