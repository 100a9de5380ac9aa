import Foundation
import PackagePlugin

/// Records in the target it is applied to (`scholia`) the digest of every
/// module of this package the target is compiled from, as
/// `CompiledSources.digests`: a site build compares them with the
/// project's sources, so that a binary compiled from other sources than
/// the page engine is refused instead of giving figures that contradict
/// the page's runs (docs/decisions.md, 28). The command's inputs are those
/// modules' Swift files, so it runs again whenever one changes.
@main
struct CompiledSources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let sources =
      context.package.directoryURL.appendingPathComponent("Sources").standardizedFileURL.path + "/"
    let modules = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }.filter {
      $0.directoryURL.standardizedFileURL.path.hasPrefix(sources)
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("CompiledSources.swift")
    var arguments = [output.path]
    var inputs: [URL] = []
    for module in modules.sorted(by: { $0.name < $1.name }) {
      arguments += [module.name, module.directoryURL.path]
      inputs += module.sourceFiles(withSuffix: "swift").map(\.url)
    }
    return [
      .buildCommand(
        displayName: "Recording the digests of the sources scholia is compiled from",
        executable: try context.tool(named: "scholia-source-digest").url, arguments: arguments,
        inputFiles: inputs, outputFiles: [output])
    ]
  }
}
