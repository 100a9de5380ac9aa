/// A set of replicas a Scholia tool runs: Scholia's own (`ReplicaRegistry`)
/// or an author's. A tool is given library *types*, not catalog values
/// (`ScholiaTool`), because the page engine is compiled from source: the
/// type's module says which of the tool's modules the page must compile,
/// and its name is how the page's source names the same catalogs
/// (`<Type>.catalogs`), so the figures drawn at build time and the page's
/// runs use one list (docs/decisions.md, 29).
public protocol ReplicaLibrary {
  /// The library's catalogs, in the order prompts list them.
  static var catalogs: [ReplicaCatalog] { get }
}
