/// The Swift file that gives a catalog module its replicas' inventory: an
/// enum `<Module>Inventory` whose `entries` are what `TracedInventory`
/// derives from the replica sources the module is compiled with.
///
/// Written by the `CatalogInventory` build plugin as the module compiles,
/// and by the page build for the same module compiled to WebAssembly: one
/// text from one function, so the native tool and the page never hold
/// different inventories (docs/decisions.md, 30).
public enum InventorySource {
  /// The generated type's name for catalog module `module`: unique per
  /// module, since the page compiles every catalog module as one.
  public static func typeName(of module: String) -> String { module + "Inventory" }

  /// The file for `module` from the replica sources `files`, in any order:
  /// they are read sorted by path, so a type's methods spread over files
  /// come in the same order whoever lists them.
  public static func text(module: String, files: [SourceAnalyzer.File]) -> String {
    let files = files.sorted { $0.path < $1.path }
    var texts: [String: String] = [:]
    for file in files { texts[file.path] = file.text }
    return text(module: module, inventories: TracedInventory.of(SourceAnalyzer.analyze(files), texts: texts))
  }

  static func text(module: String, inventories: [TracedInventory]) -> String {
    func list(_ items: [String]) -> String {
      "[" + items.map { "\"" + $0 + "\"" }.joined(separator: ", ") + "]"
    }
    var entries = ""
    for inventory in inventories {
      entries += """
            ReplicaInventory.Entry(
              traceName: "\(inventory.traceName)",
              methods: \(list(inventory.methods)),
              blocks: \(list(inventory.blocks)),
              notifications: \(list(inventory.notifications)),
              timers: \(list(inventory.timers))),

        """
    }
    let name = typeName(of: module)
    return """
      // Generated as \(module) builds, by Scholia's CatalogInventory plugin,
      // from the annotated replica sources it is compiled with. Not a file to
      // edit or commit: change the replica and build again.
      // swift-format-ignore-file

      import ScenarioCatalog

      /// The traced methods, blocks, notifications and timers of every
      /// replica type \(module) is compiled with, as the source analysis
      /// finds them (`TracedInventory`).
      enum \(name) {
        static let entries: [ReplicaInventory.Entry] = [
      \(entries)  ]

        /// The entry of the type traced as `traceName`, or one that says why
        /// there is none.
        static func entry(tracedAs traceName: String) -> ReplicaInventory.Entry {
          ReplicaInventory.entry(tracedAs: traceName, in: entries)
        }

        /// One entry for a family of types traced under their own names.
        static func family(tracedAs names: [String]) -> ReplicaInventory.Entry {
          ReplicaInventory.family(tracedAs: names, in: entries)
        }
      }

      """
  }
}
