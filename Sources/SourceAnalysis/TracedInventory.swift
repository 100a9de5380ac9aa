/// What the annotated sources say each traced type can be named for in a
/// scenario: its methods that report themselves (their body calls
/// `enter(#function…)`), by base name in source order; the labelled blocks
/// its methods report (`enterBlock("…")`); the notifications it posts; and
/// the timers its code schedules. A catalog's inventory must say the same
/// (`ReplicaInventory.Entry`): Scholia generates its own catalogs'
/// inventories from this, and `scholia check` holds every catalog, an
/// author's hand-written one too, to it.
public struct TracedInventory: Equatable, Sendable {
  public let traceName: String
  /// The traced type's declaration, where a disagreement is reported.
  public let location: SourceLocation
  public let methods: [String]
  public let blocks: [String]
  public let notifications: [String]
  public let timers: [String]

  /// One per traced type of `index`, by type name; `texts` are the
  /// analysed files' texts by path.
  public static func of(_ index: SourceIndex, texts: [String: String]) -> [TracedInventory] {
    var lines: [String: [Substring]] = [:]
    for (path, text) in texts { lines[path] = text.split(separator: "\n", omittingEmptySubsequences: false) }
    var inventories: [TracedInventory] = []
    for type in index.types.sorted(by: { $0.name < $1.name }) {
      guard let traceName = type.traceName else { continue }
      var methods: [String] = []
      var blocks: [String] = []
      var notifications: [String] = []
      for method in index.methods(of: type.name) {
        guard let file = lines[method.location.file] else { continue }
        let body = file[(method.lines.lowerBound - 1)..<min(method.lines.upperBound, file.count)]
        guard body.contains(where: { $0.contains("enter(#function") }) else { continue }
        if !methods.contains(method.baseName) { methods.append(method.baseName) }
        for line in body {
          if let label = quoted(after: "postNotification(\"", in: line), !notifications.contains(label) {
            notifications.append(label)
          }
          if let label = quoted(after: "enterBlock(\"", in: line), !blocks.contains(label) {
            blocks.append(label)
          }
        }
      }
      var timers: [String] = []
      for source in index.timeSources where source.owner == type.name && source.kind == .timer {
        if !timers.contains(source.name) { timers.append(source.name) }
      }
      inventories.append(
        TracedInventory(
          traceName: traceName, location: type.location, methods: methods, blocks: blocks,
          notifications: notifications, timers: timers))
    }
    return inventories
  }

  /// The text between `prefix` and the next quote on `line`.
  private static func quoted(after prefix: String, in line: Substring) -> String? {
    guard let start = line.firstRange(of: prefix), let end = line[start.upperBound...].firstIndex(of: "\"")
    else {
      return nil
    }
    return String(line[start.upperBound..<end])
  }
}
