import SimKernel
import Testing

@testable import Scenarios

/// Pop's stage says everything its version 1 specs say: every property,
/// command, observable and picture sample resolves to a `PopScene` member
/// of the same shape, and driving the stage through its members leaves the
/// same trace as driving it through the old closures. Transitional: it
/// goes with the version 1 specs once the lowering replaces them.
@Suite("Stage coverage: Pop")
struct StageCoveragePopTests {
  static let catalog = PopCatalog.catalog
  static let classes = ScriptClasses(classes: ScriptBuiltins.classes + catalog.classes)

  static var stage: ReplicaStage {
    guard let stage = catalog.stage else { fatalError("Pop has no stage") }
    return stage
  }

  /// The stage class and its superclasses, nearest first.
  static var stageChain: [ScriptClass] {
    var chain: [ScriptClass] = []
    var current: String? = stage.className
    while let name = current, let found = classes.named(name) {
      chain.append(found)
      current = found.superclass
    }
    return chain
  }

  /// What `set NAME = …` will reach: the first settable member so named.
  static func settable(_ name: String) -> ScriptMember? {
    stageChain.lazy.compactMap { $0.members.first { $0.name == name && $0.set != nil } }.first
  }

  /// What `at T NAME …` will reach: the first method so named.
  static func method(_ name: String) -> ScriptMember? {
    stageChain.lazy.compactMap { $0.members.first { $0.name == name && $0.kind == .method } }.first
  }

  /// What `expect NAME …` will sample: a readable property of the stage.
  static func readable(_ name: String) -> ScriptMember? {
    stageChain.lazy.compactMap { $0.members.first { $0.name == name && $0.get != nil } }.first
  }

  static func scriptType(_ kind: ValueKind) -> ScriptType {
    switch kind {
    case .duration: return .time
    case .bool: return .bool
    case .number: return .number
    case .string: return .string
    case .choice(let words): return .choice(words)
    }
  }

  static func accepts(_ type: ScriptType, for kind: ValueKind) -> Bool {
    kind == .number ? (type == .number || type == .integer) : type == scriptType(kind)
  }

  /// The type an observable's member must have for the lead's conversion
  /// to give the old sample's kind.
  static func observableTypeMatches(_ spec: ObservableSpec, _ type: ScriptType) -> Bool {
    if spec.isBool { return type == .bool }
    if !spec.words.isEmpty { return type == .choice(spec.words) }
    if spec.isText { return type == .string }
    return type == .number || type == .integer || type == .time
  }

  @Test("the stage class is one of the catalog's classes, and not a view")
  func stageClass() throws {
    let found = try #require(Self.classes.named(Self.stage.className))
    #expect(found.name == "PopScene")
    #expect(found.superclass == nil)
    #expect(Self.stage.addressed == nil)
    #expect(Self.stage.defaultObservables == Self.catalog.defaultObservables)
  }

  @Test("every version 1 property is a settable member of the same type")
  func properties() throws {
    for property in Self.catalog.properties {
      let member = try #require(Self.settable(property.name), "\(property.name)")
      #expect(member.kind == .property, "\(property.name)")
      #expect(Self.accepts(member.type, for: property.kind), "\(property.name): \(member.type)")
    }
  }

  @Test("every version 1 command is a method with the same labels, optionality and types")
  func commands() throws {
    for command in Self.catalog.commands {
      let member = try #require(Self.method(command.name), "\(command.name)")
      #expect(member.type == .void, "\(command.name)")
      #expect(member.parameters.count == command.parameters.count, "\(command.name)")
      for (parameter, old) in zip(member.parameters, command.parameters) {
        let place = "\(command.name) \(old.label ?? "_")"
        #expect(parameter.label == old.label, "\(place)")
        #expect(parameter.isOptional == old.isOptional, "\(place)")
        #expect(Self.accepts(parameter.type, for: old.kind), "\(place): \(parameter.type)")
      }
    }
  }

  @Test("observables and picture samples are the stage's readable members, in the old order")
  func observables() throws {
    #expect(Self.stage.observables == Self.catalog.observables.map { $0.name })
    #expect(Self.stage.picture == Self.catalog.picture.map { $0.name })
    for spec in Self.catalog.observables + Self.catalog.picture {
      let member = try #require(Self.readable(spec.name), "\(spec.name)")
      #expect(member.kind == .property, "\(spec.name)")
      #expect(Self.observableTypeMatches(spec, member.type), "\(spec.name): \(member.type)")
    }
  }

  @Test("the stage class declares the old lists' names in their order")
  func declarationOrder() throws {
    let old =
      Self.catalog.properties.map { $0.name } + Self.catalog.commands.map { $0.name }
      + Self.catalog.observables.map { $0.name } + Self.catalog.picture.map { $0.name }
    let found = try #require(Self.classes.named(Self.stage.className))
    #expect(found.members.map { $0.name } == old)
  }

  @Test("each property reads back what was set")
  func propertiesReadBack() throws {
    let run = StageRun(throughMembers: true)
    for (name, value) in Self.settings.flatMap({ $0 }) {
      let member = try #require(Self.settable(name))
      member.set?(run.stage, value.script, run.context)
      let read = try #require(member.get?(run.stage, run.context))
      #expect(read.equals(value.script), "\(name)")
    }
  }

  @Test("the members leave the trace the old closures left, call for call and sample for sample")
  func sameTrace() throws {
    let old = StageRun(throughMembers: false)
    let new = StageRun(throughMembers: true)
    for step in Self.steps {
      switch step {
      case .set(let name, let value):
        try #require(Self.catalog.property(name)).apply(old.session, value)
        try #require(Self.settable(name)).set?(new.stage, value.script, new.context)
      case .command(let name, let arguments):
        try #require(Self.catalog.command(name)).perform(old.session, arguments)
        _ = try #require(Self.method(name)).call?(new.stage, arguments.map { $0?.script }, new.context)
      case .run(let seconds):
        try old.kernel.run(for: Self.duration(seconds))
        try new.kernel.run(for: Self.duration(seconds))
      }
    }
    let oldRecords = old.kernel.trace.takeRecords()
    let newRecords = new.kernel.trace.takeRecords()
    #expect(oldRecords.count > 1000)
    #expect(newRecords.count == oldRecords.count)
    // The first record that differs, rather than two traces of thousands.
    let difference = zip(oldRecords, newRecords).first { $0 != $1 }
    #expect(
      difference == nil, "old \(String(describing: difference?.0)), new \(String(describing: difference?.1))")
    old.kernel.tearDown()
    new.kernel.tearDown()
  }

  enum Step {
    case set(String, ResolvedValue)
    case command(String, [ResolvedValue?])
    case run(Double)
  }

  /// Every property's every word, and a number and flags for the others.
  static var settings: [[(String, ResolvedValue)]] {
    [
      PopCatalog.propertyNames.map { ("property", .choice($0.word)) },
      PopCatalog.clampNames.map { ("clamp", .choice($0.word)) },
      [
        ("repeatCount", .number(2)), ("repeatForever", .bool(true)), ("autoreverses", .bool(true)),
        ("removedOnCompletion", .bool(false)), ("springBackOnStop", .bool(true)),
      ],
    ]
  }

  static func duration(_ seconds: Double) -> VirtualDuration {
    VirtualDuration(nanoseconds: Int64((seconds * 1e9).rounded()))
  }

  static func seconds(_ value: Double) -> ResolvedValue { .duration(duration(value)) }

  /// Every command with all its parameters and without its optional ones,
  /// on both boxes, with every property setting between them.
  static var steps: [Step] {
    [
      .set("clamp", .choice("end")), .set("springBackOnStop", .bool(true)),
      .command("spring", [.number(300), nil, nil, nil, nil, nil, nil, nil, nil, nil]),
      .run(0.2), .command("pause", [nil]), .run(0.1), .command("resume", [nil]), .run(1.5),
      .command(
        "spring",
        [
          .number(120), .number(40), .number(-50), .number(8), .number(10), .number(300), .number(12),
          .number(1.5), seconds(0.05), .choice("b"),
        ]),
      .run(0.4), .command("remove", [.choice("b")]),
      .command(
        "basic",
        [
          .number(200), .number(80), seconds(0.3), .choice("easeIn"), .number(0.2), nil, .number(0.7), nil,
          seconds(0.1), .choice("a"),
        ]),
      .run(0.6),
      .command("basic", [.number(10), nil, nil, .choice("linear"), nil, nil, nil, nil, nil, nil]),
      .run(0.5),
      .set("property", .choice("scale")), .set("autoreverses", .bool(true)), .set("repeatCount", .number(2)),
      .command("decay", [.number(1), .number(0.99), .number(1), nil, nil]),
      .run(0.5), .command("removeAll", [nil]),
      .set("property", .choice("green")), .set("autoreverses", .bool(false)), .set("repeatCount", .number(0)),
      .set("removedOnCompletion", .bool(false)),
      .command("custom", [.number(0.5), seconds(0.3), seconds(0.05), .choice("b")]),
      .run(0.6), .command("removeAll", [.choice("b")]),
      .set("property", .choice("rotation")), .set("repeatForever", .bool(true)),
      .command("decay", [.number(2), nil, nil, nil, nil]),
      .run(0.3), .command("pause", [nil]), .run(0.1), .command("resume", [nil]), .run(0.2),
      .command("custom", [.number(1), seconds(0.2), nil, nil]), .run(0.4),
      .set("property", .choice("alpha")), .set("repeatForever", .bool(false)), .set("clamp", .choice("none")),
      .command("spring", [.number(0.2), nil, nil, nil, nil, nil, nil, nil, seconds(0.1), nil]),
      .run(1.5), .command("removeAll", [nil]), .run(0.2),
    ]
  }

  /// A kernel set up as `ScenarioRunner` sets one up, with the stage the
  /// catalog's `start` makes and its specs observed (the old path), or
  /// the one the stage's `make` makes and its members observed (the new).
  final class StageRun {
    let kernel = Kernel()
    let session: ReplicaSession
    let context: ScriptContext
    let stage: AnyObject

    init(throughMembers: Bool) {
      let window = kernel.window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
      let view = kernel.view(label: "view", frame: window.bounds)
      window.addSubview(view)
      kernel.keyWindow = window
      session = ReplicaSession(kernel: kernel, root: view, edition: "1.0.11")
      context = ScriptContext(
        kernel: kernel, root: view, classes: StageCoveragePopTests.classes, edition: "1.0.11")
      if throughMembers {
        stage = StageCoveragePopTests.stage.make(context)
        observeThroughMembers()
      } else {
        StageCoveragePopTests.catalog.start?(session)
        stage = session.instance(PopStage.self)
        observeThroughSpecs()
      }
    }

    func observeThroughSpecs() {
      let session = session
      for spec in StageCoveragePopTests.catalog.observables {
        kernel.observe(spec.name) { spec.sample(session) }
      }
      for spec in StageCoveragePopTests.catalog.picture {
        kernel.observe("picture." + spec.name) { spec.sample(session) }
      }
    }

    /// Samples the members as the lead's runner will: by declared type.
    func observeThroughMembers() {
      let made = self.stage
      let stage = StageCoveragePopTests.stage
      let context = context
      for (prefix, names) in [("", stage.observables), ("picture.", stage.picture)] {
        for name in names {
          guard let member = StageCoveragePopTests.readable(name), let get = member.get else { continue }
          let type = member.type
          kernel.observe(prefix + name) { StageRun.traceValue(get(made, context), type) }
        }
      }
    }

    static func traceValue(_ value: ScriptValue, _ type: ScriptType) -> TraceValue {
      switch type {
      case .bool: return .bool(value.bool)
      case .integer: return .int(Int64(value.number))
      case .string, .choice: return .string(value.string)
      default: return observed(value.number)
      }
    }
  }
}

extension ResolvedValue {
  /// The value as a script member receives it.
  var script: ScriptValue {
    switch self {
    case .duration(let duration): return .time(duration)
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text): return .string(text)
    case .choice(let word): return .choice(word)
    }
  }
}
