import ScenarioCatalog
import ShippedCatalogs

/// The replicas the page runs: Scholia's own. A project's page module,
/// which runs the project's own libraries, is compiled with this file
/// replaced by one that lists their catalogs instead
/// (`EngineSources.pageCatalogsSource`).
enum PageCatalogs {
  static let all: [ReplicaCatalog] = ReplicaRegistry.catalogs
}
