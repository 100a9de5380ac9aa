/// The replicas a script can run, in the order prompts list them. Adding a
/// replica is one line here and its catalog file
/// (docs/writing-a-replica.md).
public enum ReplicaRegistry {
  public static let catalogs: [ReplicaCatalog] = [
    MBProgressHUDCatalog.catalog,
    MBProgressHUD091Catalog.catalog,
    SVProgressHUDCatalog.catalog,
    TCProgressHUDCatalog.catalog,
    MJRefreshCatalog.catalog,
    PopCatalog.catalog,
  ]

  /// The libraries' names, each once.
  static var names: [String] {
    var names: [String] = []
    for catalog in catalogs where !names.contains(catalog.name) { names.append(catalog.name) }
    return names
  }

  static func catalogs(named name: String) -> [ReplicaCatalog] {
    catalogs.filter { $0.name == name }
  }
}
