import Diagnostics
import ScenarioCatalog
import SourceAnalysis

/// A catalog's inventory (the methods, blocks, notifications and timers a
/// scenario may name) against what the replica's code traces
/// (`TracedInventory`): a catalog that lists a method the code no longer
/// traces, or misses a timer it schedules, is an error at the traced
/// type's declaration, naming both sides. Scholia's generated inventories
/// agree by construction; an author's is written by hand, and this is what
/// keeps it honest.
enum InventoryCheck {
  /// The findings for `catalogs` against the analysed sources. A catalog
  /// whose traced types are not among the sources (Scholia's own, in an
  /// author's project) is not the project's to check, unless it is one of
  /// `ownCatalogs`: then it is an error.
  static func findings(
    _ catalogs: [ReplicaCatalog], ownCatalogs: Set<String>, traced: [TracedInventory], sources: String
  ) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for catalog in catalogs {
      let found = catalog.traceNames.compactMap { name in traced.first { $0.traceName == name } }
      guard let root = found.first else {
        if ownCatalogs.contains(catalog.name) {
          findings.append(
            Diagnostic(
              file: sources, line: 0, column: 0,
              message:
                "catalog '\(catalog.name)' names trace name '\(catalog.inventory.traceName)', which no type of the replica sources declares (static let traceName)"
            ))
        }
        continue
      }
      var differences: [String] = []
      func compare(_ what: String, listed: [String], traced: [String]) {
        let missing = traced.filter { !listed.contains($0) }
        let extra = listed.filter { !traced.contains($0) }
        if !missing.isEmpty {
          differences.append("\(what) the code traces but it lacks: " + missing.joined(separator: ", "))
        }
        if !extra.isEmpty {
          differences.append("\(what) it lists but the code does not trace: " + extra.joined(separator: ", "))
        }
      }
      func union(_ items: (TracedInventory) -> [String]) -> [String] {
        var all: [String] = []
        for inventory in found { for item in items(inventory) where !all.contains(item) { all.append(item) } }
        return all
      }
      let entry = catalog.inventory
      compare("methods", listed: entry.methods, traced: union { $0.methods })
      compare("blocks", listed: entry.blocks, traced: union { $0.blocks })
      compare("notifications", listed: entry.notifications, traced: union { $0.notifications })
      compare("timers", listed: entry.timers, traced: union { $0.timers })
      guard !differences.isEmpty else { continue }
      findings.append(
        Diagnostic(
          at: root.location,
          "the inventory of catalog '\(catalog.name)' disagrees with this replica: "
            + differences.joined(separator: "; ")))
    }
    return findings
  }
}
