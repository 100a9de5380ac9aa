import ScenarioCatalog

/// The replicas a site's scenario figures run, and which page module runs
/// each in the reader's browser: a project's own libraries run on the
/// project's module, Scholia's shipped replicas on Scholia's
/// (`PageEngineScript.Engine`; docs/decisions.md, 32).
struct FigureReplicas: Sendable {
  /// Every catalog a script may name: Scholia's, then the project's.
  let catalogs: [ReplicaCatalog]
  /// The names of the project's own catalogs.
  let projectCatalogNames: Set<String>

  /// The page module that runs `catalog`'s figures.
  func engine(of catalog: ReplicaCatalog) -> PageEngineScript.Engine {
    projectCatalogNames.contains(catalog.name) ? .project : .page
  }
}
