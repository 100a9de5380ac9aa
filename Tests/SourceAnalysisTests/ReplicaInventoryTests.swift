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

  /// Every traced type's methods that report themselves (their body calls
  /// `enter(#function…)`), by base name in source order; the labelled
  /// blocks its methods report (`enterBlock("…")`); the notifications it
  /// posts; and the timers its code schedules.
  static func derived() throws -> String {
    let files = try ReplicaSources.files()
    let index = ReplicaSources.index
    var texts: [String: [Substring]] = [:]
    for file in files {
      texts[file.path] = file.text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    var entries = ""
    for type in index.types.sorted(by: { $0.name < $1.name }) {
      guard let traceName = type.traceName else { continue }
      var methods: [String] = []
      var blocks: [String] = []
      var notifications: [String] = []
      for method in index.methods(of: type.name) {
        guard let lines = texts[method.location.file] else { continue }
        let body = lines[(method.lines.lowerBound - 1)..<min(method.lines.upperBound, lines.count)]
        guard body.contains(where: { $0.contains("enter(#function") }) else { continue }
        if !methods.contains(method.baseName) { methods.append(method.baseName) }
        for line in body {
          if let start = line.range(of: "postNotification(\""),
            let end = line[start.upperBound...].firstIndex(of: "\""),
            !notifications.contains(String(line[start.upperBound..<end]))
          {
            notifications.append(String(line[start.upperBound..<end]))
          }
          guard let start = line.range(of: "enterBlock(\""),
            let end = line[start.upperBound...].firstIndex(of: "\"")
          else { continue }
          let label = String(line[start.upperBound..<end])
          if !blocks.contains(label) { blocks.append(label) }
        }
      }
      var timers: [String] = []
      for source in index.timeSources where source.owner == type.name && source.kind == .timer {
        if !timers.contains(source.name) { timers.append(source.name) }
      }
      entries += "    Entry(\n"
      entries += "      traceName: \"\(traceName)\",\n"
      entries += "      methods: [\(methods.map { "\"\($0)\"" }.joined(separator: ", "))],\n"
      entries += "      blocks: [\(blocks.map { "\"\($0)\"" }.joined(separator: ", "))],\n"
      entries += "      notifications: [\(notifications.map { "\"\($0)\"" }.joined(separator: ", "))],\n"
      entries += "      timers: [\(timers.map { "\"\($0)\"" }.joined(separator: ", "))]),\n"
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
