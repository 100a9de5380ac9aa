import Foundation
import ReplicaSupport
import ScenarioCatalog
import Scenarios
import ShippedCatalogs
import SourceAnalysis
import Testing

/// The catalogs' lists of traced methods and timers come from the source
/// analysis: the `CatalogInventory` build plugin derives
/// `ShippedCatalogsInventory` from the annotated replica sources as
/// `ShippedCatalogs` compiles. These tests hold the built catalogs to what
/// the analysis derives from the sources now, and the generated text to
/// its shape.
@Suite("Replica inventory")
struct ReplicaInventoryTests {
  /// Every traced type's inventory as the analysis derives it now.
  static func derived() throws -> [ReplicaInventory.Entry] {
    let files = try ReplicaSources.files()
    var texts: [String: String] = [:]
    for file in files { texts[file.path] = file.text }
    return TracedInventory.of(ReplicaSources.index, texts: texts).map {
      ReplicaInventory.Entry(
        traceName: $0.traceName, methods: $0.methods, blocks: $0.blocks, notifications: $0.notifications,
        timers: $0.timers)
    }
  }

  @Test("every shipped catalog was built with the inventory its replica sources give")
  func builtFromTheSources() throws {
    let derived = try Self.derived()
    for catalog in ReplicaRegistry.catalogs {
      let built = catalog.inventory
      #expect(built.missing == nil, "\(catalog.name): \(built.missing ?? "")")
      let source = ReplicaInventory.entry(tracedAs: built.traceName, in: derived)
      #expect(source.missing == nil, "\(catalog.name) is traced as '\(built.traceName)', which no type is")
      // A family's entry (MJRefresh, Pop) gathers its members' lists
      // after the root's own.
      #expect(Array(built.methods.prefix(source.methods.count)) == source.methods, "\(catalog.name)")
      #expect(Array(built.timers.prefix(source.timers.count)) == source.timers, "\(catalog.name)")
      for name in built.methods {
        #expect(
          derived.contains { $0.methods.contains(name) }, "\(catalog.name).\(name) is traced by no type")
      }
    }
  }

  @Test("the generated file names the module's own type, every entry, and the lookups")
  func generatedText() {
    let text = InventorySource.text(
      module: "LampCatalog",
      files: [
        SourceAnalyzer.File(
          path: "Sources/Replicas/Lamp/Lamp.swift",
          text: """
            final class Lamp: ReplicaTracing {
              static let traceName = "Lamp"
              func switchOn() {
                enter(#function)
                postNotification("LampDidSwitchOn")
              }
              func flicker() {}
            }
            """)
      ])
    #expect(text.contains("enum LampCatalogInventory {"))
    #expect(text.contains("traceName: \"Lamp\""))
    #expect(text.contains("methods: [\"switchOn\"]"))
    #expect(text.contains("notifications: [\"LampDidSwitchOn\"]"))
    #expect(text.contains("static func entry(tracedAs traceName: String) -> ReplicaInventory.Entry"))
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
