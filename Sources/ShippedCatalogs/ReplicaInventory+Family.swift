import ScenarioCatalog

extension ReplicaInventory {
  /// One entry for a class family whose members trace their calls under
  /// their own names (MJRefresh's components): the root's name, and every
  /// member's methods, blocks, notifications and timers, each once, in the
  /// order the names are given.
  public static func family(tracedAs names: [String]) -> Entry {
    var methods: [String] = []
    var blocks: [String] = []
    var notifications: [String] = []
    var timers: [String] = []
    func add(_ items: [String], to list: inout [String]) {
      for item in items where !list.contains(item) { list.append(item) }
    }
    for name in names {
      let member = entry(tracedAs: name)
      add(member.methods, to: &methods)
      add(member.blocks, to: &blocks)
      add(member.notifications, to: &notifications)
      add(member.timers, to: &timers)
    }
    return Entry(
      traceName: names.first ?? "", methods: methods, blocks: blocks, notifications: notifications,
      timers: timers)
  }
}
