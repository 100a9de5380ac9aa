import ScenarioCatalog
import ShippedCatalogs

/// The replicas the page runs: Scholia's own. A project with replicas of
/// its own compiles its page module with this file replaced by one that
/// adds its libraries' catalogs (`EngineSources.pageCatalogsSource`), the
/// same list its tool draws the static figures with.
enum PageCatalogs {
  static let all: [ReplicaCatalog] = ReplicaRegistry.catalogs
}
