/// One module a Scholia tool was compiled from, as its build recorded it
/// (the `CompiledSources` plugin): where its sources were, their digest
/// (`ModuleDigest`), and the modules it depends on directly. A tool needs
/// this to compile its page engine from the same sources as itself — its
/// own modules and Scholia's, wherever the package checkout put them —
/// and to refuse when those sources have changed since (decisions 28, 29).
public struct CompiledModule: Sendable, Equatable {
  public let name: String
  /// The module's folder, as an absolute path.
  public let folder: String
  /// `ModuleDigest.of(folder:)` as the build computed it; empty for a
  /// module with no Swift sources (a C module).
  public let digest: String
  public let dependencies: [String]

  public init(name: String, folder: String, digest: String, dependencies: [String]) {
    self.name = name
    self.folder = folder
    self.digest = digest
    self.dependencies = dependencies
  }
}
