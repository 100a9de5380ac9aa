import Foundation
import Scenarios
import ShippedCatalogs
import SourceAnalysis
import Testing

/// The catalogs' lists of traced methods and timers come from the source
/// analysis, through the generated `ReplicaInventory.swift`: this test
/// derives the inventory from the annotated replica sources and fails when
/// the generated file is stale. `SCHOLIA_UPDATE_INVENTORY=1 swift test
/// --filter ReplicaInventoryTests` writes it anew.
@Suite("Replica inventory")
struct ReplicaInventoryTests {
  static let generatedPath = "Sources/ShippedCatalogs/ReplicaInventory.swift"

  /// The generated file's text: every traced type's inventory as the
  /// analysis derives it (`TracedInventory`).
  static func derived() throws -> String {
    let files = try ReplicaSources.files()
    var texts: [String: String] = [:]
    for file in files { texts[file.path] = file.text }
    var entries = ""
    for inventory in TracedInventory.of(ReplicaSources.index, texts: texts) {
      func list(_ items: [String]) -> String { items.map { "\"\($0)\"" }.joined(separator: ", ") }
      entries += "    Entry(\n"
      entries += "      traceName: \"\(inventory.traceName)\",\n"
      entries += "      methods: [\(list(inventory.methods))],\n"
      entries += "      blocks: [\(list(inventory.blocks))],\n"
      entries += "      notifications: [\(list(inventory.notifications))],\n"
      entries += "      timers: [\(list(inventory.timers))]),\n"
    }
    return """
      // Generated from the annotated replica sources by ReplicaInventoryTests
      // (SCHOLIA_UPDATE_INVENTORY=1 swift test --filter ReplicaInventoryTests).
      // Do not edit: change the replica and generate it again.
      // swift-format-ignore-file

      import ScenarioCatalog

      /// The traced methods and timers of every replica, as the source
      /// analysis finds them; the catalogs take their lists from here.
      extension ReplicaInventory {
        public static let all: [Entry] = [
      \(entries)  ]

        /// The entry of the replica traced as `traceName`, or one that
        /// says how to generate this file again.
        public static func entry(tracedAs traceName: String) -> Entry {
          all.first { $0.traceName == traceName }
            ?? .missing(
              tracedAs: traceName,
              remedy: "generate Sources/ShippedCatalogs/ReplicaInventory.swift again "
                + "(SCHOLIA_UPDATE_INVENTORY=1 swift test --filter ReplicaInventoryTests)")
        }
      }

      """
  }

  @Test("the generated inventory matches the annotated sources")
  func upToDate() throws {
    let expected = try Self.derived()
    let url = ReplicaSources.root.appendingPathComponent(Self.generatedPath)
    if ProcessInfo.processInfo.environment["SCHOLIA_UPDATE_INVENTORY"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
    }
    let actual = try String(contentsOf: url, encoding: .utf8)
    #expect(
      actual == expected,
      "ReplicaInventory.swift is stale: run SCHOLIA_UPDATE_INVENTORY=1 swift test --filter ReplicaInventoryTests"
    )
  }

  @Test("the methods of a catalog's class for its replica are traced methods, and its timers the inventory's")
  func catalogsAgreeWithTheSources() {
    for catalog in ReplicaRegistry.catalogs {
      let entry = catalog.inventory
      #expect(catalog.timers == entry.timers)
      for scriptClass in catalog.classes where scriptClass.name == catalog.name {
        for member in scriptClass.members where member.kind == .method || member.kind == .classMethod {
          // Accessors (`setGraceTimeInterval:`) are not behaviour the
          // replicas trace.
          guard member.name != "init", !isSetter(member.name) else { continue }
          #expect(
            entry.methods.contains(member.name),
            "\(catalog.name) method '\(member.name)' is not a traced method")
        }
      }
      #expect(
        Set(catalog.reportedBlocks).isDisjoint(with: entry.methods), "a reported block shadows a method")
    }
  }

  /// `setX` with `X` capitalised: a property's setter.
  func isSetter(_ name: String) -> Bool {
    guard name.hasPrefix("set"), let next = name.dropFirst(3).first else { return false }
    return next.isUppercase
  }
}
