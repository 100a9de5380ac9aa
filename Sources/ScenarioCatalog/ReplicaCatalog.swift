import SimKernel

/// Everything a script may do with one replica: its editions, its classes
/// (each member with the closure that performs it), the stage a `hud`
/// header makes, and the methods and timers an expectation may name. The
/// parser checks scripts against it (with a "did you mean" for near
/// misses) and the runner calls its closures, so neither knows any replica
/// by name: a replica plugs in through its catalog file and its
/// library's list (`ReplicaLibrary`; docs/writing-a-replica.md).
public struct ReplicaCatalog: Sendable {
  /// The original library's name, as `hud NAME …` writes it.
  public let name: String
  /// What the word after the name chooses: `version` or `variant`.
  public let editionKind: String
  /// The editions this catalog runs (`1.2.0`; `code` and `article`). Two
  /// catalogs may share a name with different editions (MBProgressHUD
  /// 1.2.0 and 0.9.1 are different replicas).
  public let editions: [ReplicaEdition]
  /// Whether `hud NAME` alone is enough (a library with one version).
  public let editionIsOptional: Bool
  /// The replica's traced methods and timers, from the source analysis
  /// (`ReplicaInventory`), which a test keeps in step with the annotated
  /// source.
  public let inventory: ReplicaInventory.Entry
  /// Blocks the catalog reports as calls (`completion`, `hudWasHidden`):
  /// the app's side of the replica, which a scenario counts like methods.
  public let reportedBlocks: [String]
  /// The replica's classes as scripts use them, its stage's among them.
  public let classes: [ScriptClass]
  /// What a `hud` header makes, and what its short lines address.
  public let stage: ReplicaStage?
  /// Readies the replica for any run before the script's first statement,
  /// whatever the header (TCProgressHUD's variant, which the edition
  /// chooses).
  package let prepare: (@Sendable (ScriptContext) -> Void)?
  /// Every name the replica's calls are traced under: the root's, then a
  /// class family's others (MJRefresh's components).
  public let traceNames: [String]

  public init(
    name: String, editionKind: String, editions: [ReplicaEdition], editionIsOptional: Bool = false,
    inventory: ReplicaInventory.Entry, reportedBlocks: [String], classes: [ScriptClass],
    family: [String] = [],
    stage: ReplicaStage?, prepare: (@Sendable (ScriptContext) -> Void)? = nil
  ) {
    self.name = name
    self.editionKind = editionKind
    self.editions = editions
    self.editionIsOptional = editionIsOptional
    self.inventory = inventory
    self.reportedBlocks = reportedBlocks
    self.classes = classes
    self.traceNames = [inventory.traceName] + family.filter { $0 != inventory.traceName }
    self.stage = stage
    self.prepare = prepare
  }

  /// The methods an expectation may name: the traced ones, the replica's
  /// labelled blocks, then the blocks the catalog reports.
  public var methods: [String] { inventory.methods + inventory.blocks + reportedBlocks }
  public var timers: [String] { inventory.timers }
  /// The name the replica's calls are traced under.
  public var traceName: String { inventory.traceName }

  /// The classes a script for this replica may use: UIKit's built-in
  /// ones, then the replica's.
  package var scriptClasses: ScriptClasses {
    ScriptClasses(classes: ScriptBuiltins.classes + classes)
  }
}

/// One edition of a replica: a version of the library, or a reading of it
/// (TCProgressHUD as its code is, or as seed 003 describes it).
public struct ReplicaEdition: Sendable {
  public let word: String
  /// How a prompt explains it (`the repository`), if it needs explaining.
  public let note: String?
  /// The name and edition as a title shows them.
  public let displayName: String

  public init(_ word: String, note: String? = nil, displayName: String) {
    self.word = word
    self.note = note
    self.displayName = displayName
  }
}
