import Replicas
import ScenarioCatalog
import SimKernel

/// MJRefresh 3.7.9 in a scenario: a phone-sized table in a window, with the
/// header and footer the script chooses (`set header = normal, footer =
/// backNormal`), or a horizontal collection with a trailer (`set trailer =
/// normal`), driven by a finger or by exact offsets, and the app's side:
/// refreshing blocks that report themselves, rows appended, the refresh
/// ended.
enum MJRefreshCatalog {
  static let catalog = ReplicaCatalog(
    name: "MJRefresh",
    editionKind: "version",
    editions: [ReplicaEdition("3.7.9", displayName: "MJRefresh 3.7.9")],
    editionIsOptional: true,
    inventory: ShippedCatalogsInventory.family(tracedAs: family),
    reportedBlocks: ["headerRefreshing", "footerRefreshing", "trailerRefreshing", "endRefreshingCompletion"],
    classes: [scene],
    family: family,
    stage: replicaStage)

  /// The classes a scenario can make, root first: each traces its own
  /// methods under its own name.
  static let family = [
    MJRefreshComponent.traceName, MJRefreshHeader.traceName, MJRefreshStateHeader.traceName,
    MJRefreshNormalHeader.traceName, MJRefreshGifHeader.traceName, MJRefreshFooter.traceName,
    MJRefreshAutoFooter.traceName, MJRefreshAutoStateFooter.traceName, MJRefreshAutoNormalFooter.traceName,
    MJRefreshAutoGifFooter.traceName, MJRefreshBackFooter.traceName, MJRefreshBackStateFooter.traceName,
    MJRefreshBackNormalFooter.traceName, MJRefreshBackGifFooter.traceName, MJRefreshTrailer.traceName,
    MJRefreshStateTrailer.traceName, MJRefreshNormalTrailer.traceName,
  ]

  static let states = ["none", "idle", "pulling", "refreshing", "willRefresh", "noMoreData"]
}
