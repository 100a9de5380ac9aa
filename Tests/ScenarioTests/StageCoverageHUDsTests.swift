import SimKernel
import Testing

@testable import Scenarios

/// Issue 25, part 1, for the HUD catalogs (MBProgressHUD 1.2.0 and 0.9.1,
/// SVProgressHUD, TCProgressHUD): every version 1 name resolves to a
/// script member by the rules the lowering will use (the stage's own
/// member, else the addressed instance's, else the addressed class's class
/// method), with version 1's labels, optionality, types and observable
/// kinds; and a run through those members is the run version 1 makes, to
/// the trace record.
@Suite("StageCoverage HUDs")
struct StageCoverageHUDsTests {
  /// Where each catalog's commands resolve, and which observables are
  /// whole numbers.
  struct Expected: Sendable, CustomTestStringConvertible {
    let catalog: ReplicaCatalog
    let commands: [String: Place]
    var integers: Set<String> = []

    var testDescription: String { catalog.name + " " + catalog.editions[0].word }
  }

  static let expected = [
    // The HUD's API on the HUD, the app's on the stage.
    Expected(
      catalog: MBProgressHUDCatalog.catalog,
      commands: [
        "showAnimated": .addressed, "hideAnimated": .addressed, "showHUDAddedTo": .stage,
        "hideHUDForView": .stage,
      ]),
    // `show` and the task helpers report the completion from the stage.
    Expected(
      catalog: MBProgressHUD091Catalog.catalog,
      commands: [
        "show": .stage, "hide": .addressed, "showWhileExecuting": .stage, "showAnimated": .stage,
        "showHUDAddedTo": .stage, "hideHUDForView": .stage,
      ]),
    Expected(
      catalog: SVProgressHUDCatalog.catalog, commands: classMethods(SVProgressHUDCatalog.catalog),
      integers: ["activityCount"]),
    Expected(
      catalog: TCProgressHUDCatalog.catalog, commands: classMethods(TCProgressHUDCatalog.catalog),
      integers: ["count"]),
  ]

  static func classMethods(_ catalog: ReplicaCatalog) -> [String: Place] {
    Dictionary(uniqueKeysWithValues: catalog.commands.map { ($0.name, .addressedClass) })
  }

  @Test("every version 1 name resolves, with its parameters and kind", arguments: expected)
  func coverage(_ expected: Expected) throws {
    try checkCoverage(expected.catalog, commands: expected.commands, integers: expected.integers)
  }

  @Test(
    "a version 1 run through the stage's members is the old run, record for record",
    arguments: try versionOneScripts())
  func sameRun(name: String, source: String) throws {
    let scenario = try ScenarioParser.parse(source)
    let lowered = try Lowering(scenario.replica.catalog).loweredCatalog()
    let throughStage = Scenario(
      title: scenario.title, replica: ReplicaChoice(catalog: lowered, edition: scenario.replica.edition),
      parameters: scenario.parameters, settings: scenario.settings, actions: scenario.actions,
      drags: scenario.drags, until: scenario.until, expectations: scenario.expectations,
      observed: scenario.observed, exploreLine: scenario.exploreLine)
    let old = try scenario.run(recordingCallEdges: true)
    let new = try throughStage.run(recordingCallEdges: true)
    #expect(old.records.count > 3, "\(name) records too little to compare")
    // Compared apart from the message, which would print both traces.
    let sameRecords = new.records == old.records
    #expect(sameRecords, "\(name): \(firstDifference(old.records, new.records))")
    #expect(new.callEdges == old.callEdges, "\(name)")
    #expect(new.stopped == old.stopped, "\(name)")
    #expect(new.results.map(summary) == old.results.map(summary), "\(name)")
  }

  @Test("the stage's own observables are not what `set` reaches: the HUD's settable property is")
  func observableAndProperty() throws {
    let lowering = try Lowering(MBProgressHUD091Catalog.catalog)
    #expect(lowering.setting("taskInProgress")?.place == .addressed)
    #expect(lowering.observable("taskInProgress") != nil)
    let lowering120 = try Lowering(MBProgressHUDCatalog.catalog)
    #expect(lowering120.setting("progress")?.place == .addressed)
    #expect(lowering120.observable("progress") != nil)
  }

  /// Where a version 1 name resolves.
  enum Place: Equatable {
    /// A member of the stage's class.
    case stage
    /// A member of the addressed instance's class.
    case addressed
    /// A class method of the addressed instance's class.
    case addressedClass
  }

  // MARK: Coverage

  /// Every property is settable where the rules look, every command
  /// resolves where `commands` says with version 1's parameters, every
  /// observable and picture sample is a stage property of its kind, in
  /// version 1's order.
  func checkCoverage(_ catalog: ReplicaCatalog, commands: [String: Place], integers: Set<String>) throws {
    let lowering = try Lowering(catalog)
    let stage = lowering.stage
    #expect(lowering.classes.named(stage.className)?.superclass == nil)
    let addressed = try #require(lowering.addressedClass, "\(catalog.name): the stage addresses no class")
    #expect(catalog.classes.contains { $0.name == addressed })
    for property in catalog.properties {
      let found = try #require(lowering.setting(property.name), "no settable '\(property.name)'")
      // Version 1's properties are the replica's own: none on the stage.
      #expect(found.place == .addressed, "\(property.name)")
      #expect(accepts(property.kind, found.member.type), "\(property.name): \(found.member.type)")
    }
    #expect(Set(commands.keys) == Set(catalog.commands.map(\.name)))
    for command in catalog.commands {
      let found = try #require(lowering.command(command.name), "no member '\(command.name)'")
      #expect(found.place == commands[command.name], "\(command.name)")
      #expect(found.member.parameters.count == command.parameters.count, "\(command.name)")
      for (old, new) in zip(command.parameters, found.member.parameters) {
        #expect(old.label == new.label && old.isOptional == new.isOptional, "\(command.name)")
        #expect(accepts(old.kind, new.type), "\(command.name) \(old.label ?? "_"): \(new.type)")
      }
    }
    // The stage declares its members in version 1's order ("did you mean"
    // lists follow it): its commands, then its observables.
    let onStage = catalog.commands.map(\.name).filter { commands[$0] == .stage } + stage.observables
    #expect(lowering.members(of: stage.className).map(\.name).filter(onStage.contains) == onStage)
    #expect(stage.observables == catalog.observables.map(\.name))
    #expect(stage.picture == catalog.picture.map(\.name))
    #expect(stage.defaultObservables == catalog.defaultObservables)
    for observable in catalog.observables + catalog.picture {
      let member = try #require(lowering.observable(observable.name), "no observable '\(observable.name)'")
      #expect(
        isKind(observable, member.type, integer: integers.contains(observable.name)), "\(observable.name)")
    }
  }

  /// `.duration` → `.time`, `.number` → `.number` or `.integer`, the
  /// others to themselves.
  func accepts(_ kind: ValueKind, _ type: ScriptType) -> Bool {
    switch kind {
    case .duration: return type == .time
    case .number: return type == .number || type == .integer
    case .bool: return type == .bool
    case .string: return type == .string
    case .choice(let words): return type == .choice(words)
    }
  }

  func isKind(_ observable: ObservableSpec, _ type: ScriptType, integer: Bool) -> Bool {
    if observable.isBool { return type == .bool }
    if !observable.words.isEmpty { return type == .choice(observable.words) }
    if observable.isText { return type == .string }
    return integer ? type == .integer : (type == .number || type == .time)
  }

  // MARK: Runs

  /// The shipped and adversarial version 1 scenarios of these catalogs,
  /// and one script per catalog that uses every name it has.
  static func versionOneScripts() throws -> [(String, String)] {
    let names = ["MBProgressHUD", "SVProgressHUD", "TCProgressHUD"]
    let files = try (ScenarioFiles.shipped() + ScenarioFiles.adversarial()).filter { _, source in
      names.contains { source.contains("\nhud \($0)") || source.hasPrefix("hud \($0)") }
    }
    return files + everyName
  }

  static let everyName: [(String, String)] = [
    (
      "every name, MBProgressHUD 1.2.0",
      """
      hud MBProgressHUD 1.2.0
      set graceTime = 0.1, minShowTime = 0.3, removeFromSuperViewOnHide = false, animationType = zoom
      set mode = determinate, progress = 0.25
      observe visible, alpha, scale, inWindow, finished, progress
      at 0 showAnimated true
      at 0.2 set progress = 0.75
      at 0.5 hideAnimated true
      at 1 showHUDAddedTo view animated true
      at 1.2 set animationType = zoomIn, mode = text
      at 1.5 hideAnimated true afterDelay 0.4
      at 2.5 showAnimated false
      at 3 hideHUDForView view animated true
      at 3.5 task 0.2 then showHUDAddedTo view animated false
      at 4 set removeFromSuperViewOnHide = true
      at 4 hideAnimated true
      run until 5
      expect visible at 0.2
      """
    ),
    (
      "every name, MBProgressHUD 0.9.1",
      """
      hud MBProgressHUD 0.9.1
      set graceTime = 0.1, minShowTime = 0.3, taskInProgress = true, removeFromSuperViewOnHide = false
      set animationType = zoom, labelText = "Loading", progress = 0.5
      observe visible, alpha, scale, inWindow, taskInProgress
      at 0 show true
      at 0.6 hide true
      at 1 showWhileExecuting 0.5 animated true
      at 2 showAnimated true whileExecutingBlock 0.4
      at 3 set animationType = zoomIn, labelText = "Again"
      at 3 showHUDAddedTo view animated true
      at 3.2 hide true afterDelay 0.3
      at 4 show false
      at 4.5 hideHUDForView view animated false
      at 5 set removeFromSuperViewOnHide = true, animationType = zoomOut
      at 5 show true
      at 5.5 hide true
      run until 7
      expect completion called 2 times
      """
    ),
    (
      "every name, SVProgressHUD",
      """
      hud SVProgressHUD
      set graceTimeInterval = 0.1, minimumDismissTimeInterval = 0.5, maximumDismissTimeInterval = 2
      set fadeInAnimationDuration = 0.2, fadeOutAnimationDuration = 0.25
      observe visible, alpha, isVisible, activityCount, inWindow
      at 0 show
      at 0.5 showWithStatus "Loading"
      at 1 showProgress 0.4
      at 1.2 showProgress 0.6 status "Half"
      at 1.5 popActivity
      at 2 showSuccessWithStatus "Done"
      at 4 showErrorWithStatus "Failed"
      at 6 showInfoWithStatus "Note"
      at 8 show
      at 8.5 dismiss
      at 9 set fadeOutAnimationDuration = 0.1
      at 9 show
      at 9.5 dismissWithDelay 0.5
      run until 12
      expect completion called 2 times
      """
    ),
    (
      "every name, TCProgressHUD code", tcEveryName("code")
    ),
    (
      "every name, TCProgressHUD article", tcEveryName("article")
    ),
  ]

  static func tcEveryName(_ variant: String) -> String {
    """
    hud TCProgressHUD \(variant)
    observe visible, count, inWindow
    at 0 showStatus "A"
    at 0.5 showStatus "B" andAutoHideAfterTime 1
    at 1 showSuccessWithStatus "C"
    at 1.5 showSuccessWithStatus "D" andAutoHideAfterTime 0.5
    at 2 showErrorWithStatus "E" andAutoHideAfterTime 0.5
    at 2.5 showErrorWithStatus "F"
    at 3 showSuccessAndAutoHideAfterTime 0.7
    at 3.5 showErrorAndAutoHideAfterTime 0.7
    at 4 showProgressWithStatus "G"
    at 4.2 showProgressWithStatus
    at 5 hideHUD
    at 6 hideAllHUDs
    run until 10
    expect visible at 0.2
    """
  }

  func summary(_ result: ExpectationResult) -> String {
    "\(result.line) \(result.text) \(result.passed) \(result.detail)"
  }

  func firstDifference(_ old: [TraceRecord], _ new: [TraceRecord]) -> String {
    for (index, (a, b)) in zip(old, new).enumerated() where a != b {
      return "record \(index): \(a) became \(b)"
    }
    return "\(old.count) records became \(new.count)"
  }
}

/// The lowering's rules, as the spec of issue 25 states them, over one
/// catalog's stage and classes.
private struct Lowering: Sendable {
  let catalog: ReplicaCatalog
  let stage: ReplicaStage
  let classes: ScriptClasses

  init(_ catalog: ReplicaCatalog) throws {
    self.catalog = catalog
    stage = try #require(catalog.stage, "\(catalog.name) has no stage")
    classes = ScriptClasses(classes: ScriptBuiltins.classes + catalog.classes)
  }

  /// A class's members, then its superclasses'.
  func members(of className: String?) -> [ScriptMember] {
    var found: [ScriptMember] = []
    var current = className
    while let name = current, let type = classes.named(name) {
      found += type.members
      current = type.superclass
    }
    return found
  }

  var addressedMember: ScriptMember? {
    guard let name = stage.addressed else { return nil }
    return members(of: stage.className).first { $0.name == name && $0.kind == .property && $0.get != nil }
  }

  var addressedClass: String? {
    if case .object(let name)? = addressedMember?.type { return name }
    return nil
  }

  typealias Place = StageCoverageHUDsTests.Place

  func setting(_ name: String) -> (place: Place, member: ScriptMember)? {
    if let member = members(of: stage.className).first(where: { $0.name == name && $0.set != nil }) {
      return (.stage, member)
    }
    if let member = members(of: addressedClass).first(where: { $0.name == name && $0.set != nil }) {
      return (.addressed, member)
    }
    return nil
  }

  func command(_ name: String) -> (place: Place, member: ScriptMember)? {
    if let member = members(of: stage.className).first(where: { $0.name == name && $0.kind == .method }) {
      return (.stage, member)
    }
    let addressed = members(of: addressedClass)
    if let member = addressed.first(where: { $0.name == name && $0.kind == .method }) {
      return (.addressed, member)
    }
    if let member = addressed.first(where: { $0.name == name && $0.kind == .classMethod }) {
      return (.addressedClass, member)
    }
    return nil
  }

  func observable(_ name: String) -> ScriptMember? {
    members(of: stage.className).first { $0.name == name && $0.kind == .property && $0.get != nil }
  }

  // MARK: The catalog a lowered run uses

  /// The catalog with version 1's specs replaced by calls of the members
  /// the rules find, and `start` by `prepare` and the stage's `make`: the
  /// runner then runs a version 1 script as the lowering will.
  func loweredCatalog() throws -> ReplicaCatalog {
    for property in catalog.properties { _ = try #require(setting(property.name)) }
    for command in catalog.commands { _ = try #require(self.command(command.name)) }
    for spec in catalog.observables + catalog.picture { _ = try #require(observable(spec.name)) }
    let lowering = self
    return ReplicaCatalog(
      name: catalog.name, editionKind: catalog.editionKind, editions: catalog.editions,
      editionIsOptional: catalog.editionIsOptional,
      properties: catalog.properties.map { property in
        PropertySpec(name: property.name, kind: property.kind, summary: property.summary) { session, value in
          lowering.set(property.name, value, session)
        }
      },
      commands: catalog.commands.map { command in
        CommandSpec(name: command.name, parameters: command.parameters, summary: command.summary) {
          session, arguments in
          lowering.perform(command.name, arguments, session)
        }
      },
      observables: catalog.observables.map(sample), inventory: catalog.inventory,
      reportedBlocks: catalog.reportedBlocks, classes: catalog.classes, family: catalog.traceNames,
      picture: catalog.picture.map(sample), defaultObservables: catalog.defaultObservables,
      prepareScript: catalog.prepareScript, stage: catalog.stage, prepare: catalog.prepare,
      start: { session in
        let context = lowering.context(session)
        lowering.catalog.prepare?(context)
        session.address(lowering.stage.make(context))
      })
  }

  func context(_ session: ReplicaSession) -> ScriptContext {
    ScriptContext(kernel: session.kernel, root: session.root, classes: classes, edition: session.edition)
  }

  func receiver(_ place: Place, _ session: ReplicaSession) -> AnyObject? {
    let scene = session.instance(AnyObject.self)
    switch place {
    case .stage: return scene
    case .addressed: return addressedMember?.get?(scene, context(session)).object
    case .addressedClass: return nil
    }
  }

  func set(_ name: String, _ value: ResolvedValue, _ session: ReplicaSession) {
    guard let found = setting(name), let receiver = receiver(found.place, session) else { return }
    found.member.set?(receiver, Self.scriptValue(value), context(session))
  }

  func perform(_ name: String, _ arguments: [ResolvedValue?], _ session: ReplicaSession) {
    guard let found = command(name) else { return }
    _ = found.member.call?(
      receiver(found.place, session), arguments.map { $0.map(Self.scriptValue) }, context(session))
  }

  /// The old observable, sampled from the stage's member and converted by
  /// its declared type.
  func sample(_ old: ObservableSpec) -> ObservableSpec {
    let lowering = self
    return ObservableSpec(
      name: old.name, isBool: old.isBool, words: old.words, isText: old.isText, summary: old.summary
    ) { session in
      guard let member = lowering.observable(old.name), let get = member.get else { return .string("") }
      let value = get(session.instance(AnyObject.self), lowering.context(session))
      switch member.type {
      case .bool: return .bool(value.bool)
      case .integer: return .int(Int64(value.number))
      case .number, .time: return observed(value.number)
      default: return .string(value.string)
      }
    }
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
}
