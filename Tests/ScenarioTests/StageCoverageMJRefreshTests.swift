import SimKernel
import Testing

@testable import Scenarios

/// Until the parser lowers version 1 lines onto the stage, MJRefresh is
/// described twice: these tests hold the stage (`MJRefreshScene`) to the
/// version 1 lists, name by name and call by call, so that dropping the
/// lists changes nothing a scenario sees.
@Suite("Stage coverage: MJRefresh")
struct StageCoverageMJRefreshTests {
  let catalog = MJRefreshCatalog.catalog

  @Test("every property is a settable member of the scene, of its type")
  func properties() throws {
    let lookup = try StageLookup(catalog)
    for property in catalog.properties {
      let member = try #require(lookup.settable(property.name), "set \(property.name)")
      #expect(StageLookup.matches(property.kind, member.type), "set \(property.name): \(member.type)")
    }
  }

  @Test("every command is a method of the scene, with the same parameters")
  func commands() throws {
    let lookup = try StageLookup(catalog)
    for command in catalog.commands {
      let member = try #require(lookup.command(command.name), "command \(command.name)")
      #expect(member.parameters.count == command.parameters.count, "\(command.name)")
      for (old, new) in zip(command.parameters, member.parameters) {
        #expect(old.label == new.label, "\(command.name) \(old.label ?? "_")")
        #expect(old.isOptional == new.isOptional, "\(command.name) \(old.label ?? "_")")
        #expect(StageLookup.matches(old.kind, new.type), "\(command.name) \(old.label ?? "_"): \(new.type)")
      }
    }
  }

  @Test("the observables and the picture are readable members of the kind they were, in order")
  func observables() throws {
    let lookup = try StageLookup(catalog)
    #expect(lookup.stage.observables == catalog.observables.map { $0.name })
    #expect(lookup.stage.picture == catalog.picture.map { $0.name })
    #expect(lookup.stage.defaultObservables == catalog.defaultObservables)
    for observable in catalog.observables + catalog.picture {
      let member = try #require(lookup.readable(observable.name), "observe \(observable.name)")
      #expect(StageLookup.matches(observable, member.type), "observe \(observable.name): \(member.type)")
    }
  }

  @Test("the scene declares its members in the order of the version 1 lists")
  func order() throws {
    let lookup = try StageLookup(catalog)
    var expected: [String] = []
    let names =
      catalog.properties.map { $0.name } + catalog.commands.map { $0.name }
      + catalog.observables.map { $0.name }
      + catalog.picture.map { $0.name }
    for name in names where !expected.contains(name) { expected.append(name) }
    #expect(lookup.stageClass.members.map { $0.name } == expected)
  }

  @Test("rows, inWindow and decelerationRate read back what was set")
  func readBack() throws {
    let (kernel, root) = kernelAndRoot()
    defer { kernel.tearDown() }
    let lookup = try StageLookup(catalog)
    let context = ScriptContext(kernel: kernel, root: root, classes: lookup.classes, edition: "3.7.9")
    let scene = lookup.stage.make(context)
    let settings: [(String, ScriptValue)] = [
      ("rows", .number(7)), ("inWindow", .bool(false)), ("decelerationRate", .choice("fast")),
    ]
    for (name, value) in settings {
      let member = try #require(lookup.settable(name))
      let get = try #require(member.get)
      let set = try #require(member.set)
      #expect(!get(scene, context).equals(value), "\(name) starts elsewhere")
      set(scene, value, context)
      #expect(get(scene, context).equals(value), "\(name)")
    }
  }

  /// Each run sets a header and a footer and drives every command; the
  /// trace, with every observable and picture sample in it, must be the
  /// same to the record.
  @Test("the scene's members do what the version 1 closures did")
  func sameTrace() throws {
    var states: Set<String> = []
    for run in Self.runs {
      let old = try recordThroughVersion1(run)
      let new = try recordThroughStage(run)
      let difference = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      #expect(
        difference == nil && old.count == new.count,
        "\(run.settings): \(old.count) and \(new.count) records, first difference at \(difference ?? -1)")
      for record in old {
        if case .observed(let name, .string(let state)) = record.event, name.hasSuffix("State") {
          states.insert(name + " " + state)
        }
      }
    }
    // The runs are not idle: both components pull, refresh and run out.
    for state in [
      "headerState pulling", "headerState refreshing", "footerState refreshing", "footerState noMoreData",
    ] {
      #expect(states.contains(state), "\(state)")
    }
  }

  /// A setting or a command at a time, with its arguments as the runner
  /// resolves them.
  struct Step {
    let milliseconds: Int64
    let name: String
    let arguments: [ResolvedValue?]

    init(_ milliseconds: Int64, _ name: String, _ arguments: [ResolvedValue?] = []) {
      self.milliseconds = milliseconds
      self.name = name
      self.arguments = arguments
    }

    /// Its arguments with a nil for each optional one left out, as the
    /// parser gives them.
    func arguments(for parameterCount: Int) -> [ResolvedValue?] {
      arguments + Array(repeating: nil, count: parameterCount - arguments.count)
    }
  }

  struct Run {
    let settings: [(String, ResolvedValue)]
    let steps: [Step]
  }

  /// A pull to refresh, an exact pan, code-driven offsets and refreshes,
  /// rows and the window: with each header, and each footer once.
  static var commonSteps: [Step] {
    [
      Step(0, "touchDown"), Step(50, "moveFinger", [.number(130), .duration(.milliseconds(300))]),
      Step(400, "liftFinger"), Step(1_500, "endRefreshing", [.choice("header")]), Step(2_500, "beginPan"),
      Step(2_600, "panTo", [.number(600)]), Step(2_700, "endPan", [.number(-900)]),
      Step(4_000, "beginRefreshing", [.choice("footer")]), Step(4_500, "endRefreshingWithNoMoreData"),
      Step(5_000, "resetNoMoreData"), Step(5_100, "endRefreshing", [.choice("footer")]),
      Step(5_200, "scrollTo", [.number(0), .bool(true)]), Step(6_000, "appendRows", [.number(5)]),
      Step(6_100, "reloadData"), Step(6_200, "removeFromWindow"), Step(6_300, "addToWindow"),
      Step(6_400, "beginRefreshing", [.choice("header")]), Step(7_000, "touchDown"),
      Step(7_050, "moveFinger", [.number(-400), .duration(.milliseconds(200))]),
      Step(7_300, "liftFinger", [.number(-1_200)]), Step(8_000, "beginPan"), Step(8_100, "cancelPan"),
      Step(8_200, "beginPan"), Step(8_300, "panTo", [.number(-80)]), Step(8_400, "endPan"),
      Step(9_000, "scrollTo", [.number(40)]),
    ]
  }

  static var runs: [Run] {
    [
      Run(
        settings: [
          ("header", .choice("normal")), ("footer", .choice("backNormal")), ("rows", .number(8)),
          ("automaticallyChangeAlpha", .bool(true)), ("decelerationRate", .choice("fast")),
        ], steps: commonSteps),
      Run(
        settings: [
          ("header", .choice("gif")), ("footer", .choice("autoNormal")), ("rows", .number(30)),
          ("autoTriggerTimes", .number(-1)), ("triggerAutomaticallyRefreshPercent", .number(0.5)),
          ("language", .choice("zh-Hans")),
        ], steps: commonSteps),
      Run(
        settings: [("footer", .choice("autoGif")), ("inWindow", .bool(false)), ("rows", .number(3))],
        steps: commonSteps),
      Run(settings: [("header", .choice("normal")), ("footer", .choice("autoState"))], steps: commonSteps),
      Run(settings: [("header", .choice("none")), ("footer", .choice("backGif"))], steps: commonSteps),
      Run(
        settings: [
          ("header", .choice("normal")), ("footer", .choice("backState")), ("language", .choice("en")),
        ],
        steps: commonSteps),
    ]
  }

  static let end = VirtualTime.zero + .seconds(11)

  /// A kernel with the window and root view `ScenarioRunner` makes.
  func kernelAndRoot() -> (Kernel, SimView) {
    let kernel = Kernel()
    let window = kernel.window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let view = kernel.view(label: "view", frame: window.bounds)
    window.addSubview(view)
    kernel.keyWindow = window
    return (kernel, view)
  }

  func recordThroughVersion1(_ run: Run) throws -> [TraceRecord] {
    let (kernel, root) = kernelAndRoot()
    defer { kernel.tearDown() }
    let session = ReplicaSession(kernel: kernel, root: root, edition: "3.7.9")
    let catalog = self.catalog
    catalog.start?(session)
    for (name, value) in run.settings { try #require(catalog.property(name)).apply(session, value) }
    for observable in catalog.observables { kernel.observe(observable.name) { observable.sample(session) } }
    for observable in catalog.picture {
      kernel.observe(ScenarioRunner.picturePrefix + observable.name) { observable.sample(session) }
    }
    for step in run.steps {
      let command = try #require(catalog.command(step.name))
      let arguments = step.arguments(for: command.parameters.count)
      kernel.mainRunLoop.schedule(at: .zero + .milliseconds(step.milliseconds), label: step.name) {
        command.perform(session, arguments)
      }
    }
    try kernel.run(until: Self.end)
    return kernel.trace.takeRecords()
  }

  func recordThroughStage(_ run: Run) throws -> [TraceRecord] {
    let (kernel, root) = kernelAndRoot()
    defer { kernel.tearDown() }
    let lookup = try StageLookup(catalog)
    let context = ScriptContext(kernel: kernel, root: root, classes: lookup.classes, edition: "3.7.9")
    let scene = lookup.stage.make(context)
    for (name, value) in run.settings {
      let set = try #require(lookup.settable(name)?.set)
      set(scene, StageLookup.scriptValue(value), context)
    }
    for name in lookup.stage.observables {
      let member = try #require(lookup.readable(name))
      kernel.observe(name) { StageLookup.sample(member, of: scene, context) }
    }
    for name in lookup.stage.picture {
      let member = try #require(lookup.readable(name))
      kernel.observe(ScenarioRunner.picturePrefix + name) { StageLookup.sample(member, of: scene, context) }
    }
    for step in run.steps {
      let member = try #require(lookup.command(step.name))
      let call = try #require(member.call)
      let arguments = step.arguments(for: member.parameters.count).map { $0.map(StageLookup.scriptValue) }
      kernel.mainRunLoop.schedule(at: .zero + .milliseconds(step.milliseconds), label: step.name) {
        _ = call(scene, arguments, context)
      }
    }
    try kernel.run(until: Self.end)
    return kernel.trace.takeRecords()
  }
}

/// How a version 1 name is to be found on a stage: the stage's class and
/// its superclasses first, then the class of the instance it addresses.
private struct StageLookup {
  let stage: ReplicaStage
  let classes: ScriptClasses
  let stageClass: ScriptClass
  /// The static type of the stage's `addressed` property, if it has one.
  let addressedClass: String?

  init(_ catalog: ReplicaCatalog) throws {
    stage = try #require(catalog.stage)
    classes = ScriptClasses(classes: ScriptBuiltins.classes + catalog.classes)
    stageClass = try #require(classes.named(stage.className))
    if let addressed = stage.addressed,
      case .object(let name)? = classes.member(addressed, of: stage.className)?.type
    {
      addressedClass = name
    } else {
      addressedClass = nil
    }
  }

  /// The first member named `name` of `className` or its ancestors that
  /// `wanted` accepts.
  func first(_ name: String, in className: String?, _ wanted: (ScriptMember) -> Bool) -> ScriptMember? {
    var current = className
    while let ancestorName = current, let found = classes.named(ancestorName) {
      if let member = found.members.first(where: { $0.name == name && wanted($0) }) { return member }
      current = found.superclass
    }
    return nil
  }

  func settable(_ name: String) -> ScriptMember? {
    let wanted: (ScriptMember) -> Bool = { $0.kind == .property && $0.set != nil }
    return first(name, in: stage.className, wanted) ?? first(name, in: addressedClass, wanted)
  }

  func command(_ name: String) -> ScriptMember? {
    first(name, in: stage.className) { $0.kind == .method }
      ?? first(name, in: addressedClass) { $0.kind == .method }
      ?? first(name, in: addressedClass) { $0.kind == .classMethod }
  }

  /// Observables are the stage's own.
  func readable(_ name: String) -> ScriptMember? {
    first(name, in: stage.className) { $0.kind == .property && $0.get != nil }
  }

  static func matches(_ kind: ValueKind, _ type: ScriptType) -> Bool {
    switch kind {
    case .duration: return type == .time
    case .number: return type == .number || type == .integer
    case .bool: return type == .bool
    case .string: return type == .string
    case .choice(let words): return type == .choice(words)
    }
  }

  static func matches(_ observable: ObservableSpec, _ type: ScriptType) -> Bool {
    if observable.isBool { return type == .bool }
    if !observable.words.isEmpty { return type == .choice(observable.words) }
    if observable.isText { return type == .string }
    return type == .number || type == .time || type == .integer
  }

  static func scriptValue(_ value: ResolvedValue) -> ScriptValue {
    switch value {
    case .duration(let duration): return .time(duration)
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text): return .string(text)
    case .choice(let word): return .choice(word)
    }
  }

  /// A member's value recorded as its declared type says: flags, whole
  /// numbers, words and texts as they are, numbers rounded like the version
  /// 1 observables.
  static func sample(_ member: ScriptMember, of scene: AnyObject, _ context: ScriptContext) -> TraceValue {
    guard let value = member.get?(scene, context) else { return .string("") }
    switch member.type {
    case .bool: return .bool(value.bool)
    case .integer: return .int(Int64(value.number))
    case .string, .choice: return .string(value.string)
    default: return observed(value.number)
    }
  }
}
