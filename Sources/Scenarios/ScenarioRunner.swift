import Diagnostics
import Replicas
import SimKernel

/// The result of running a scenario: its trace, when it ended, and what
/// became of each expectation.
public struct ScenarioRun {
  public let scenario: Scenario
  public let records: [TraceRecord]
  public let end: VirtualTime
  public let results: [ExpectationResult]
  /// Why the run stopped early (a bound), if it did; expectations were
  /// still checked against the trace so far.
  public let stopped: String?
  /// The script's line where the run stopped, when a line is to blame (a
  /// callback nested too deep); nil for the run's bounds.
  public let stoppedLine: Int?
  /// The call edges the run took, when asked for (`recordingCallEdges`).
  public let callEdges: [CallRecorder.Edge]
  /// How many orders `explore orders` ran, the ordinary one included;
  /// nil when the scenario does not explore.
  public var exploredOrders: Int?

  public var passed: Bool { stopped == nil && results.allSatisfy { $0.passed } }
}

public struct ExpectationResult: Sendable {
  public let line: Int
  public let text: String
  public let passed: Bool
  /// What was observed, when it failed.
  public let detail: String
  /// The time the expectation is about, if it names one.
  public let time: VirtualTime?
}

/// Bounds of a scenario run, tighter than the kernel's defaults: a scenario
/// is seconds of a HUD's life.
public struct ScenarioLimits: Sendable {
  public var maxTime: VirtualDuration
  public var maxEvents: Int
  public var maxFrames: Int
  public var maxRecords: Int
  /// What `explore orders` may spend over all its runs.
  public var exploration: ExplorationBudget

  public init(
    maxTime: VirtualDuration, maxEvents: Int, maxFrames: Int, maxRecords: Int = 100_000,
    exploration: ExplorationBudget = .standard
  ) {
    self.maxTime = maxTime
    self.maxEvents = maxEvents
    self.maxFrames = maxFrames
    self.maxRecords = maxRecords
    self.exploration = exploration
  }

  /// Ten virtual minutes, 200 000 events, 36 000 frames, 100 000 trace
  /// records (the shipped scenarios record at most a few thousand; a
  /// spring that never settles reaches the bound in about 90 virtual
  /// seconds, where it used to run the whole ten minutes and take over a
  /// gigabyte), and the standard exploration budget.
  public static let standard = ScenarioLimits(maxTime: .seconds(600), maxEvents: 200_000, maxFrames: 36_000)
}

extension Scenario {
  /// Runs the scenario on a fresh kernel.
  ///
  /// - Parameters:
  ///   - overrides: `name=value` pairs that change a parameter or a
  ///     property set before the run (`--set` on the command line, a slider
  ///     in the page).
  ///   - recordingCallEdges: whether to record the call edges the run takes,
  ///     for the static/dynamic check of the call graph.
  public func run(
    overrides: [(String, String)] = [], limits: ScenarioLimits = .standard, recordingCallEdges: Bool = false
  ) throws(Diagnostic) -> ScenarioRun {
    var values: [String: VirtualDuration] = [:]
    for parameter in parameters { values[parameter.name] = parameter.value }
    var settings = self.settings
    for (name, text) in overrides {
      try applyOverride(name, text, to: &values, settings: &settings)
    }
    let runner = ScenarioRunner(scenario: self, values: values, limits: limits)
    if recordingCallEdges { _ = runner.kernel.recordCallEdges() }
    guard let exploreLine else { return try runner.run(settings: settings) }
    let explorer = OrderExplorer()
    runner.kernel.orderExplorer = explorer
    let first = try runner.run(settings: settings)
    var spent = ExplorationBudget.Spent()
    spent.add(events: runner.kernel.handledEvents, records: first.records.count)
    let (verdict, orders) = try exploreOrders(
      explorer, spent: spent, values: values, settings: settings, limits: limits, line: exploreLine)
    var run = first.adding(verdict)
    run.exploredOrders = orders
    return run
  }

  /// Runs the scenario again in every other order the explorer finds,
  /// within the exploration budget, and reports whether everything it
  /// states held in each, and how many orders were run in all. Running out
  /// of budget is a failure that says how far it got, not a silent sample.
  private func exploreOrders(
    _ explorer: OrderExplorer, spent: ExplorationBudget.Spent, values: [String: VirtualDuration],
    settings: [ScenarioSetting], limits: ScenarioLimits, line: Int
  ) throws(Diagnostic) -> (ExpectationResult, orders: Int) {
    var spent = spent
    while explorer.ordersLeftAtLeast > 0 {
      if let budget = limits.exploration.exhausted(by: spent) {
        let verdict = ExpectationResult(
          line: line, text: "explore orders", passed: false,
          detail:
            "stopped after \(spent.orders) of at least \(spent.orders + explorer.ordersLeftAtLeast) orders, "
            + "at \(budget) (every expectation held in those \(spent.orders))",
          time: nil)
        return (verdict, spent.orders)
      }
      _ = explorer.next()
      let runner = ScenarioRunner(scenario: self, values: values, limits: limits)
      runner.kernel.orderExplorer = explorer
      let run = try runner.run(settings: settings)
      spent.add(events: runner.kernel.handledEvents, records: run.records.count)
      let order = spent.orders
      if let stopped = run.stopped {
        let verdict = ExpectationResult(
          line: line, text: "explore orders", passed: false,
          detail: "in order \(order) (choices \(explorer.choicesText)): \(stopped)", time: nil)
        return (verdict, order)
      }
      if let failed = run.results.first(where: { !$0.passed }) {
        let verdict = ExpectationResult(
          line: line, text: "explore orders", passed: false,
          detail:
            "in order \(order) (choices \(explorer.choicesText)), line \(failed.line): \(failed.text) — \(failed.detail)",
          time: failed.time)
        return (verdict, order)
      }
    }
    return (
      ExpectationResult(line: line, text: "explore orders", passed: true, detail: "", time: nil), spent.orders
    )
  }

  private func applyOverride(
    _ name: String, _ text: String, to values: inout [String: VirtualDuration],
    settings: inout [ScenarioSetting]
  ) throws(Diagnostic) {
    let script = "hud MBProgressHUD 1.2.0\nparam _ = " + text
    if parameters.contains(where: { $0.name == name }) {
      guard let parsed = try? ScenarioParser.parse(script), let value = parsed.parameters.first?.value else {
        throw Diagnostic(
          line: 0, column: 0, message: "'\(text)' is not a time for parameter '\(name)'")
      }
      values[name] = value
      return
    }
    let catalog = replica.catalog
    guard let property = catalog.property(name) else {
      throw Diagnostic.unknownInScript(
        "parameter or property", name, among: parameters.map { $0.name } + catalog.properties.map { $0.name },
        at: 0, 0)
    }
    var cursor = TokenCursor(
      line: ScenarioLexer.Line(number: 0, tokens: try ScenarioLexer.lines(of: text).first?.tokens ?? []))
    var builder = ScenarioParser.Builder()
    builder.parameters = parameters
    let value = try builder.value(&cursor, property.kind, for: name)
    try cursor.expectEnd()
    settings.removeAll { $0.property == name }
    settings.insert(ScenarioSetting(property: name, value: value, line: 0, column: 0), at: 0)
  }
}

/// One run: a kernel, a window with a view, the replica's session, the
/// script's actions as input sources at their times.
final class ScenarioRunner {
  let scenario: Scenario
  let values: [String: VirtualDuration]
  let kernel: Kernel
  let window: SimView
  let view: SimView
  let session: ReplicaSession
  let interpreter: ScriptInterpreter

  init(scenario: Scenario, values: [String: VirtualDuration], limits: ScenarioLimits) {
    self.scenario = scenario
    self.values = values
    kernel = Kernel(
      limits: RunLimits(
        maxTime: .zero + limits.maxTime, maxEvents: limits.maxEvents, maxFrames: limits.maxFrames,
        maxRecords: limits.maxRecords))
    window = kernel.window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    view = kernel.view(label: "view", frame: window.bounds)
    window.addSubview(view)
    kernel.keyWindow = window
    session = ReplicaSession(kernel: kernel, root: view, edition: scenario.replica.edition.word)
    interpreter = ScriptInterpreter(
      context: ScriptContext(
        kernel: kernel, root: view,
        classes: ScriptClasses(classes: ScriptBuiltins.classes + scenario.replica.catalog.classes),
        edition: scenario.replica.edition.word),
      values: values, checks: scenario.checks.count)
  }

  func run(settings: [ScenarioSetting]) throws(Diagnostic) -> ScenarioRun {
    let catalog = scenario.replica.catalog
    defer {
      interpreter.release()
      kernel.tearDown()
    }
    if scenario.isVersion2 {
      catalog.prepareScript?(session)
    } else {
      catalog.start?(session)
      for setting in settings {
        try property(setting.property).apply(session, try checked(setting.value))
      }
      let recorded = scenario.observablesToRecord
      let session = self.session
      for observable in catalog.observables where recorded.contains(observable.name) {
        kernel.observe(observable.name) { observable.sample(session) }
      }
      for observable in catalog.picture {
        kernel.observe(Self.picturePrefix + observable.name) { observable.sample(session) }
      }
    }
    let until = try scheduleAll()
    var stopped: String?
    do throws(KernelError) {
      if let until {
        try kernel.run(until: VirtualTime.zero + until)
      } else {
        try kernel.runUntilIdle()
      }
    } catch {
      stopped = "the run stopped: " + error.message
    }
    let records = kernel.trace.takeRecords()
    let evaluator = ExpectationEvaluator(
      records: records, end: kernel.now, values: values,
      objectNames: scenario.isVersion2 ? nil : scenario.replica.catalog.traceNames)
    return ScenarioRun(
      scenario: scenario, records: records, end: kernel.now,
      results: checkResults() + scenario.expectations.map { evaluator.evaluate($0) }, stopped: stopped,
      stoppedLine: interpreter.haltLine, callEdges: kernel.callRecorder?.edges ?? [])
  }

  /// Each `check`: it held every time it ran, and it ran.
  func checkResults() -> [ExpectationResult] {
    var results: [ExpectationResult] = []
    for (check, outcome) in zip(scenario.checks, interpreter.outcomes) {
      let text = "check " + check.text
      if let failure = outcome.failure {
        results.append(
          ExpectationResult(
            line: check.line, text: text, passed: false,
            detail: failure.detail + " at " + (failure.time - .zero).secondsText + " s", time: failure.time))
      } else if outcome.runs == 0 {
        results.append(
          ExpectationResult(
            line: check.line, text: text, passed: false, detail: "the check never ran", time: nil))
      } else {
        results.append(
          ExpectationResult(line: check.line, text: text, passed: true, detail: "", time: outcome.lastTime))
      }
    }
    return results
  }

  /// Where the picture's samples are recorded (`ReplicaCatalog.picture`):
  /// `ScenarioPage` reads them, timelines leave them out.
  static let picturePrefix = "picture."

  /// Puts drags and actions on the kernel's agenda; returns the end of the
  /// run if the script sets one.
  func scheduleAll() throws(Diagnostic) -> VirtualDuration? {
    var until: VirtualDuration?
    if let expression = scenario.until {
      until = try expression.evaluate(values)
      if let until, until < .zero {
        throw Diagnostic(
          line: expression.line, column: expression.column, message: "a time must not be negative")
      }
    }
    for expectation in scenario.expectations {
      for time in expectation.times { _ = try time.evaluate(values) }
    }
    for drag in scenario.drags {
      let from = try time(drag.from)
      let to = try time(drag.to)
      guard from <= to else {
        throw Diagnostic(
          line: drag.line, column: drag.to.column,
          message: "the drag ends (\(to.secondsText) s) before it begins (\(from.secondsText) s)")
      }
      kernel.mainRunLoop.schedule(at: VirtualTime.zero + from, label: "dragBegin") {
        self.kernel.mainRunLoop.switchMode(to: .tracking)
      }
      kernel.mainRunLoop.schedule(at: VirtualTime.zero + to, label: "dragEnd") {
        self.kernel.mainRunLoop.switchMode(to: .default)
      }
    }
    for action in scenario.actions {
      let at = try time(action.time)
      if let until, at > until, let expression = scenario.until {
        throw Diagnostic(
          line: action.line, column: action.time.column,
          message:
            "this action at \(at.secondsText) s comes after the run ends ("
            + (expression.line == 0
              ? "--until \(until.secondsText) s)"
              : "run until \(until.secondsText) s, line \(expression.line))")
        )
      }
      let kind = try resolved(action.kind)
      kernel.mainRunLoop.schedule(at: VirtualTime.zero + at, label: label(of: action.kind)) {

        self.perform(kind)
      }
    }
    return until
  }

  /// An action with its times evaluated.
  indirect enum ResolvedAction {
    case command(CommandSpec, [ResolvedValue?])
    case set([(PropertySpec, ResolvedValue)])
    case task(VirtualDuration, ResolvedAction)
    case script([ScriptStatement])
  }

  func resolved(_ kind: ScenarioAction.Kind) throws(Diagnostic) -> ResolvedAction {
    switch kind {
    case .command(let name, let arguments):
      var values: [ResolvedValue?] = []
      for argument in arguments {
        if let argument { values.append(try checked(argument)) } else { values.append(nil) }
      }
      return .command(try command(name), values)
    case .set(let settings):
      var values: [(PropertySpec, ResolvedValue)] = []
      for setting in settings { values.append((try property(setting.property), try checked(setting.value))) }
      return .set(values)
    case .task(let duration, let then):
      return .task(try time(duration), try resolved(then))
    case .script(let statements):
      try checkTimes(in: statements)
      return .script(statements)
    }
  }

  func perform(_ action: ResolvedAction) {
    switch action {
    case .command(let command, let arguments):
      command.perform(session, arguments)
    case .set(let settings):
      for (property, value) in settings { property.apply(session, value) }
    case .script(let statements):
      interpreter.run(statements)
    case .task(let duration, let then):
      kernel.globalQueue.async(label: "task", duration: duration) {
        self.kernel.mainQueue.async(label: "taskDone") {
          self.perform(then)
        }
      }
    }
  }

  func label(of kind: ScenarioAction.Kind) -> String {
    switch kind {
    case .command(let name, _): return name
    case .set: return "set"
    case .task: return "task"
    case .script: return "script"
    }
  }

  /// Every `after` delay in a block is a time within the clock's range and
  /// not negative with the run's values, checked before the run.
  func checkTimes(in statements: [ScriptStatement]) throws(Diagnostic) {
    for statement in statements {
      switch statement {
      case .after(let delay, let inner):
        _ = try time(delay)
        try checkTimes(in: inner.statements)
      case .assignBlock(_, _, let inner), .on(_, _, let inner):
        try checkTimes(in: inner.statements)
      case .declare, .evaluate, .assign, .check:
        break
      }
    }
  }

  /// The parser checked every name against the catalog; a name missing
  /// here is a scenario built by hand with a mistake in it.
  func property(_ name: String) throws(Diagnostic) -> PropertySpec {
    guard let property = scenario.replica.catalog.property(name) else {
      throw Diagnostic(
        line: 0, column: 0, message: "unknown \(scenario.replica.catalog.name) property '\(name)'")
    }
    return property
  }

  func command(_ name: String) throws(Diagnostic) -> CommandSpec {
    guard let command = scenario.replica.catalog.command(name) else {
      throw Diagnostic(
        line: 0, column: 0, message: "unknown \(scenario.replica.catalog.name) command '\(name)'")
    }
    return command
  }

  func time(_ expression: TimeExpression) throws(Diagnostic) -> VirtualDuration {
    let value = try expression.evaluate(values)
    guard value >= .zero else {
      throw Diagnostic(
        line: expression.line, column: expression.column,
        message: "this time is negative (\(value.secondsText) s) with the parameters given")
    }
    return value
  }

  func checked(_ value: ScenarioValue) throws(Diagnostic) -> ResolvedValue {
    switch value {
    case .duration(let expression): return .duration(try time(expression))
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .numberParameter(let name, let negated):
      let value = Double((values[name] ?? .zero).nanoseconds) / 1e9
      return .number(negated ? -value : value)
    case .string(let text): return .string(text)
    case .choice(let word): return .choice(word)
    }
  }
}

extension ScenarioRun {
  /// The same run with one more result (the verdict over every order).
  func adding(_ result: ExpectationResult) -> ScenarioRun {
    ScenarioRun(
      scenario: scenario, records: records, end: end, results: results + [result], stopped: stopped,
      stoppedLine: stoppedLine, callEdges: callEdges)
  }
}
