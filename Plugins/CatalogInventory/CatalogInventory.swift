import Foundation
import PackagePlugin

/// Gives the catalog module it is applied to (`ShippedCatalogs`, an
/// author's `ToastCatalog`) its replicas' inventory as it builds: the
/// enum `<Module>Inventory` (`InventorySource`), derived from the Swift
/// sources of every module the catalog is compiled with that lies in its
/// package's `Sources/Replicas` folder — the replica sources the site's
/// graphs and `scholia check` read. The command's inputs are those
/// sources, so an edit to a replica regenerates it; nothing is written by
/// a test run or by hand (docs/decisions.md, 30).
@main
struct CatalogInventory: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let replicas = context.package.directoryURL.appendingPathComponent("Sources/Replicas").standardizedFileURL
      .path
    let modules = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }.filter {
      module in
      let folder = module.directoryURL.standardizedFileURL.path
      return folder == replicas || folder.hasPrefix(replicas + "/")
    }
    let sources = modules.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(target.name + "Inventory.swift")
    return [
      .buildCommand(
        displayName: "Deriving \(target.name)'s replica inventory from \(sources.count) replica sources",
        executable: try context.tool(named: "scholia-inventory").url,
        arguments: [output.path, target.name] + sources.map(\.path),
        inputFiles: sources, outputFiles: [output])
    ]
  }
}
