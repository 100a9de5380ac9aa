/// What the source analysis finds in each replica's annotated source: the
/// names its calls, timers and notifications are traced under. The shipped
/// replicas' entries are generated (`ReplicaInventory.all`); a catalog of
/// another replica states its own.
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

    public init(
      traceName: String, methods: [String], blocks: [String] = [], notifications: [String] = [],
      timers: [String] = []
    ) {
      self.traceName = traceName
      self.methods = methods
      self.blocks = blocks
      self.notifications = notifications
      self.timers = timers
    }
  }
}
