extension ReplicaInventory {
  /// The entry traced as `traceName` among `entries` (a catalog module's
  /// inventory, which the `CatalogInventory` build plugin generates), or
  /// one that says why there is none: a script that chooses the replica is
  /// then an error at its name, never a crash at start-up or a catalog
  /// that silently knows no methods.
  public static func entry(tracedAs traceName: String, in entries: [Entry]) -> Entry {
    entries.first { $0.traceName == traceName }
      ?? .missing(
        tracedAs: traceName,
        remedy:
          "no type in the catalog's replica sources is traced as '\(traceName)' "
          + "(a traced type declares `static let traceName = \"\(traceName)\"` "
          + "and has a method that calls `enter(#function)`)")
  }

  /// One entry for a class family whose members trace their calls under
  /// their own names (MJRefresh's components): the root's name, and every
  /// member's methods, blocks, notifications and timers, each once, in the
  /// order the names are given.
  public static func family(tracedAs names: [String], in entries: [Entry]) -> Entry {
    var methods: [String] = []
    var blocks: [String] = []
    var notifications: [String] = []
    var timers: [String] = []
    func add(_ items: [String], to list: inout [String]) {
      for item in items where !list.contains(item) { list.append(item) }
    }
    for name in names {
      let member = entry(tracedAs: name, in: entries)
      if member.missing != nil { return member }
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
