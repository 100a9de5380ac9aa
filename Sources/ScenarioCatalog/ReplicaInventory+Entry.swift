/// What the source analysis finds in each replica's annotated source: the
/// names its calls, timers and notifications are traced under. A catalog
/// module's entries are generated as it builds (the `CatalogInventory`
/// build plugin writes `<Module>Inventory` from `TracedInventory`), so
/// they cannot fall behind the replica's code.
public enum ReplicaInventory {
  public struct Entry: Sendable {
    /// The name the replica's calls are traced under.
    public let traceName: String
    /// Base names of the methods that report themselves, in source order.
    public let methods: [String]
    /// Labelled blocks that report themselves (operation blocks).
    public let blocks: [String]
    /// The notifications its code posts, by name.
    public let notifications: [String]
    /// The timers its code schedules, by label.
    public let timers: [String]
    /// When the generated inventory has no entry for the replica (the
    /// catalog names a trace name no type of its replica sources has):
    /// what to do about it. A script that chooses the replica is an error at its
    /// name that says so, instead of a crash at start-up or a catalog that
    /// silently knows no methods.
    public let missing: String?

    public init(
      traceName: String, methods: [String], blocks: [String] = [], notifications: [String] = [],
      timers: [String] = []
    ) {
      self.traceName = traceName
      self.methods = methods
      self.blocks = blocks
      self.notifications = notifications
      self.timers = timers
      self.missing = nil
    }

    private init(missing traceName: String, remedy: String) {
      self.traceName = traceName
      self.methods = []
      self.blocks = []
      self.notifications = []
      self.timers = []
      self.missing = remedy
    }

    /// The entry of a replica traced as `traceName` that the inventory
    /// lacks, with the `remedy` a script's error gives.
    public static func missing(tracedAs traceName: String, remedy: String) -> Entry {
      Entry(missing: traceName, remedy: remedy)
    }
  }
}
