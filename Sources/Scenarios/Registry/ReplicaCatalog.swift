import SimKernel

/// Everything a script may do with one replica, together with the closures
/// that do it: its editions, settable properties, commands, observables,
/// and the methods and timers an expectation may name. The parser checks
/// scripts against it (with a "did you mean" for near misses) and the runner
/// calls its closures, so neither knows any replica by name: a replica plugs
/// in through its catalog file and one line in `ReplicaRegistry`
/// (docs/writing-a-replica.md).
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
  public let properties: [PropertySpec]
  public let commands: [CommandSpec]
  public let observables: [ObservableSpec]
  /// The replica's traced methods and timers, from the source analysis
  /// (`ReplicaInventory`), which a test keeps in step with the annotated
  /// source.
  public let inventory: ReplicaInventory.Entry
  /// Blocks the catalog reports as calls (`completion`, `hudWasHidden`):
  /// the app's side of the replica, which a scenario counts like methods.
  public let reportedBlocks: [String]
  /// The replica's classes as version 2 scripts use them.
  public let classes: [ScriptClass]
  /// What the page's picture of a run needs (a scroll view's offset, its
  /// rows, its labels): recorded in every version 1 run, under
  /// `ScenarioRunner.picturePrefix`, and left out of timelines.
  public let picture: [ObservableSpec]
  /// The observables a run records when the script names none.
  public let defaultObservables: [String]
  /// Makes the replica for a run: the instance the commands address.
  let start: (@Sendable (ReplicaSession) -> Void)?
  /// What a `hud` header makes, and what its short lines address.
  public let stage: ReplicaStage?
  /// Readies the replica for any run before the script's first statement,
  /// whatever the header (TCProgressHUD's variant, which the edition
  /// chooses).
  let prepare: (@Sendable (ScriptContext) -> Void)?
  /// Readies the replica for a version 2 script, which makes its own
  /// instances: whatever the edition decides (TCProgressHUD's variant).
  let prepareScript: (@Sendable (ReplicaSession) -> Void)?

  public init(
    name: String, editionKind: String, editions: [ReplicaEdition], editionIsOptional: Bool = false,
    properties: [PropertySpec] = [], commands: [CommandSpec] = [], observables: [ObservableSpec] = [],
    inventory: ReplicaInventory.Entry, reportedBlocks: [String], classes: [ScriptClass] = [],
    family: [String] = [], picture: [ObservableSpec] = [],
    defaultObservables: [String] = ["visible", "alpha"],
    prepareScript: (@Sendable (ReplicaSession) -> Void)? = nil, stage: ReplicaStage? = nil,
    prepare: (@Sendable (ScriptContext) -> Void)? = nil,
    start: @escaping @Sendable (ReplicaSession) -> Void
  ) {
    self.stage = stage
    self.prepare = prepare
    self.picture = picture
    self.traceNames = [inventory.traceName] + family.filter { $0 != inventory.traceName }
    self.defaultObservables = defaultObservables
    self.prepareScript = prepareScript
    self.name = name
    self.editionKind = editionKind
    self.editions = editions
    self.editionIsOptional = editionIsOptional
    self.properties = properties
    self.commands = commands
    self.observables = observables
    self.inventory = inventory
    self.reportedBlocks = reportedBlocks
    self.classes = classes
    self.start = start
  }

  /// The methods an expectation may name: the traced ones, the replica's
  /// labelled blocks, then the blocks the catalog reports.
  public var methods: [String] { inventory.methods + inventory.blocks + reportedBlocks }
  public var timers: [String] { inventory.timers }
  /// The name the replica's calls are traced under.
  public var traceName: String { inventory.traceName }
  /// Every name the replica's calls are traced under: the root's, then a
  /// class family's others (MJRefresh's components).
  public let traceNames: [String]

  func property(_ name: String) -> PropertySpec? {
    properties.first { $0.name == name }
  }

  func command(_ name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }

  func observable(_ name: String) -> ObservableSpec? {
    observables.first { $0.name == name }
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

/// The type of a value in a script.
public enum ValueKind: Hashable, Sendable {
  /// A time: `0.5`, `300ms`, `grace + 0.1` (parameters allowed).
  case duration
  case bool
  /// A plain number such as a progress of `0.4`.
  case number
  case string
  /// One of a fixed set of words (`fade`, `zoom`…).
  case choice([String])

  var name: String {
    switch self {
    case .duration: return "a time in seconds"
    case .bool: return "true or false"
    case .number: return "a number"
    case .string: return "a string in double quotes"
    case .choice(let words):
      var text = "one of"
      for (index, word) in words.enumerated() { text += (index == 0 ? " " : ", ") + word }
      return text
    }
  }
}

/// A property a script may set, and how to set it on the session's
/// instance.
public struct PropertySpec: Sendable {
  public let name: String
  public let kind: ValueKind
  public let summary: String
  let apply: @Sendable (ReplicaSession, ResolvedValue) -> Void

  public init(
    name: String, kind: ValueKind, summary: String,
    apply: @escaping @Sendable (ReplicaSession, ResolvedValue) -> Void
  ) {
    self.name = name
    self.kind = kind
    self.summary = summary
    self.apply = apply
  }
}

/// A command and its arguments: the first may be unlabelled, the others
/// follow their label, as in `hideAnimated true afterDelay 2`. Optional
/// arguments may be left out (the closure receives `nil` for them).
public struct CommandSpec: Sendable {
  public let name: String
  public let parameters: [ParameterSpec]
  public let summary: String
  /// Whether the command calls the replica's method of that name; the
  /// others are what the app or UIKit does around it (a finger on a scroll
  /// view, rows appended).
  public let isReplicaMethod: Bool
  let perform: @Sendable (ReplicaSession, [ResolvedValue?]) -> Void

  public init(
    name: String, parameters: [ParameterSpec], summary: String, isReplicaMethod: Bool = true,
    perform: @escaping @Sendable (ReplicaSession, [ResolvedValue?]) -> Void
  ) {
    self.isReplicaMethod = isReplicaMethod
    self.name = name
    self.parameters = parameters
    self.summary = summary
    self.perform = perform
  }
}

public struct ParameterSpec: Sendable {
  /// `nil` for the first, unlabelled argument.
  public let label: String?
  public let kind: ValueKind
  public let isOptional: Bool

  public init(_ label: String?, _ kind: ValueKind, optional: Bool = false) {
    self.label = label
    self.kind = kind
    self.isOptional = optional
  }
}

/// What a scenario can watch, and how to read it from the session.
public struct ObservableSpec: Sendable {
  public let name: String
  /// Bool observables read as conditions (`expect visible at 0.6`); numeric
  /// ones need a comparison (`expect alpha > 0.5 at 0.6`).
  public let isBool: Bool
  /// The words a word observable takes (a state's names), compared with
  /// `=` and `!=`; empty for numbers, flags and texts.
  public let words: [String]
  /// A text (a label's), compared with `=` and `!=` and a quoted string.
  public let isText: Bool
  public let summary: String
  let sample: @Sendable (ReplicaSession) -> TraceValue

  public init(
    name: String, isBool: Bool, words: [String] = [], isText: Bool = false, summary: String,
    sample: @escaping @Sendable (ReplicaSession) -> TraceValue
  ) {
    self.name = name
    self.isBool = isBool
    self.words = words
    self.isText = isText
    self.summary = summary
    self.sample = sample
  }
}
