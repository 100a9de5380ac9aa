import Foundation
import PackagePlugin

/// Records in the target it is applied to (`scholia`, or an author's tool)
/// every source module that target is compiled from, in any package —
/// Scholia's engine as much as the author's replicas — with its folder,
/// the digest of its Swift sources and its direct dependencies, as
/// `CompiledSources.modules`. The tool compiles its page engine from those
/// folders, and refuses to when their sources are no longer the ones it was
/// compiled from, so that the static figures and the page's runs never
/// come from different code (docs/decisions.md, 28 and 29). The command's
/// inputs are the modules' Swift files, so it runs again whenever one
/// changes.
@main
struct CompiledSources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let modules = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("CompiledSources.swift")
    var arguments = [output.path]
    var inputs: [URL] = []
    for module in modules {
      arguments += [
        module.name, module.directoryURL.path, dependencyNames(of: module).joined(separator: ","),
      ]
      inputs += module.sourceFiles(withSuffix: "swift").map(\.url)
    }
    return [
      .buildCommand(
        displayName: "Recording the modules \(target.name) is compiled from",
        executable: try context.tool(named: "scholia-source-digest").url, arguments: arguments,
        inputFiles: inputs, outputFiles: [output])
    ]
  }

  /// The source modules `module` depends on directly, a product's standing
  /// for its modules.
  private func dependencyNames(of module: SourceModuleTarget) -> [String] {
    module.dependencies.flatMap { dependency -> [String] in
      switch dependency {
      case .target(let target): return [target.name]
      case .product(let product): return product.targets.map(\.name)
      @unknown default: return []
      }
    }
  }
}
