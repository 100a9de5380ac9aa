import Foundation
import SourceAnalysis

/// A catalog module's generated inventory, for the page build.
///
/// Natively, the `CatalogInventory` build plugin adds `<Module>Inventory`
/// to a catalog module as it compiles; the page build reads module folders,
/// where that file is not, so it makes the same file with the same function
/// (`InventorySource`) from the same replica sources: the modules of the
/// page whose folders lie in the catalog's package's `Sources/Replicas`,
/// the folder the plugin reads too.
enum CatalogInventoryFile {
  /// `module` (at `folder`) with its inventory added when its sources use
  /// the generated type and do not declare it themselves; `modules` are
  /// the page's modules read so far, with their folders.
  static func adding(
    to module: EngineModule, folder: URL, among modules: [(module: EngineModule, folder: URL)]
  ) throws(WasmBuildError) -> EngineModule {
    let typeName = InventorySource.typeName(of: module.name)
    guard module.files.contains(where: { $0.text.contains(typeName) }),
      !module.files.contains(where: { $0.text.contains("enum " + typeName) })
    else { return module }
    guard let root = packageRoot(containing: folder) else {
      throw .sourcesNotFound(module: module.name, looked: "a Package.swift above \(folder.path)")
    }
    let replicas = root.appendingPathComponent("Sources/Replicas").standardizedFileURL.path
    var files: [SourceAnalyzer.File] = []
    for (other, otherFolder) in modules {
      let path = otherFolder.standardizedFileURL.path
      guard path == replicas || path.hasPrefix(replicas + "/") else { continue }
      files += other.files.map { SourceAnalyzer.File(path: $0.url.path, text: $0.text) }
    }
    let generated = EngineModule.File(
      relativePath: module.name + "/" + typeName + ".swift",
      url: folder.appendingPathComponent(typeName + ".swift"),
      text: InventorySource.text(module: module.name, files: files))
    return EngineModule(name: module.name, files: module.files + [generated])
  }

  /// The folder holding the package manifest at or above `folder`.
  private static func packageRoot(containing folder: URL) -> URL? {
    var candidate = folder.standardizedFileURL
    while candidate.path != "/" {
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
        return candidate
      }
      candidate.deleteLastPathComponent()
    }
    return nil
  }
}
