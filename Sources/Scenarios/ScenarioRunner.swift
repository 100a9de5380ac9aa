import Diagnostics
import ScenarioCatalog
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
  /// The labels of the time sources the run made or invalidated where no
  /// replica method was acting (`CallRecorder.unattributed`), when edges
  /// were recorded.
  public var unattributedSources: [String] = []
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
    var builder = ScenarioParser.Builder(replicas: [replica.catalog])
    if parameters.contains(where: { $0.name == name }) {
      guard let value = try? builder.literalTime(in: text) else {
        throw Diagnostic(
          line: 0, column: 0, message: "'\(text)' is not a time for parameter '\(name)'")
      }
      values[name] = value
      return
    }
    builder.replica = replica
    builder.parameters = parameters
    builder.classes = replica.catalog.scriptClasses
    let properties = replica.stageNames?.settableProperties ?? []
    guard let (receiver, member) = properties.first(where: { $0.member.name == name }) else {
      throw Diagnostic.unknownInScript(
        "parameter or property", name, among: parameters.map { $0.name } + properties.map { $0.member.name },
        at: 0, 0)
    }
    var cursor = TokenCursor(line: try ScenarioLexer.valueLine(text, number: 0))
    let value = try builder.value(&cursor, member.type, for: name)
    try cursor.expectEnd()
    settings.removeAll { $0.property == name }
    settings.insert(
      ScenarioSetting(property: name, statement: .assign(receiver, member, value), line: 0, column: 0), at: 0)
  }
}

/// One run: a kernel, a window with a view, the stage a `hud` header
/// makes, the script's actions as input sources at their times.
final class ScenarioRunner {
  let scenario: Scenario
  let values: [String: VirtualDuration]
  let kernel: Kernel
  let window: SimView
  let view: SimView
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
    interpreter = ScriptInterpreter(
      context: ScriptContext(
        kernel: kernel, root: view,
        classes: scenario.replica.catalog.scriptClasses,
        edition: scenario.replica.edition.word),
      values: values, checks: scenario.checks.count)
  }

  func run(settings: [ScenarioSetting]) throws(Diagnostic) -> ScenarioRun {
    defer {
      interpreter.release()
      kernel.tearDown()
    }
    scenario.replica.catalog.prepare?(interpreter.context)
    if let stage = scenario.replica.stage {
      try setUp(stage, settings: settings)
    }
    let gate = interpreter.gate
    for watch in scenario.watches {
      let condition = watch.condition
      kernel.observe(watch.name) { gate.interpreter?.watch(condition) ?? .bool(false) }
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
      objectNames: scenario.replica.stage == nil ? nil : scenario.replica.catalog.traceNames)
    var run = ScenarioRun(
      scenario: scenario, records: records, end: kernel.now,
      results: checkResults() + scenario.expectations.map { evaluator.evaluate($0) }, stopped: stopped,
      stoppedLine: interpreter.haltLine, callEdges: kernel.callRecorder?.edges ?? [])
    run.unattributedSources = kernel.callRecorder?.unattributed ?? []
    return run
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

  /// Makes the stage, applies the settings before the run, and watches
  /// what the scenario observes and the page's picture needs.
  func setUp(_ stage: ReplicaStage, settings: [ScenarioSetting]) throws(Diagnostic) {
    interpreter.stage = stage.make(interpreter.context)
    for setting in settings {
      try checkTimes(in: [setting.statement])
      interpreter.run(ScriptBlock(statements: [setting.statement], line: setting.line))
    }
    let classes = interpreter.context.classes
    let gate = interpreter.gate
    func watch(_ name: String, as recorded: String) {
      guard let member = classes.member(name, of: stage.className) else { return }
      kernel.observe(recorded) { gate.interpreter?.sample(member) ?? .bool(false) }
    }
    for name in scenario.observablesToRecord { watch(name, as: name) }
    if let made = interpreter.stage {
      for name in stage.pictureSamples(made) { watch(name, as: Self.picturePrefix + name) }
    }
  }

  /// Where the picture's samples are recorded (`ReplicaStage.picture`):
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
      try checkTimes(in: action.block.statements)
      let block = action.block
      kernel.mainRunLoop.schedule(at: VirtualTime.zero + at, label: action.label) {
        self.interpreter.run(block)
      }
    }
    return until
  }

  /// Every time a block names — an `after` or `task` delay, a time given
  /// to a call or a property — is within the clock's range and not
  /// negative with the run's values, checked before the run.
  func checkTimes(in statements: [ScriptStatement]) throws(Diagnostic) {
    for statement in statements {
      switch statement {
      case .after(let delay, let inner), .task(let delay, let inner):
        _ = try time(delay)
        try checkTimes(in: inner.statements)
      case .background(let inner), .checkThrows(let inner, _):
        try checkTimes(in: inner.statements)
      case .assignBlock(let receiver, _, let inner), .on(let receiver, _, let inner):
        try checkTimes(in: receiver)
        try checkTimes(in: inner.statements)
      case .declare(_, let expression), .evaluate(let expression), .check(let expression, _):
        try checkTimes(in: expression)
      case .assign(let receiver, _, let value):
        try checkTimes(in: receiver)
        try checkTimes(in: value)
      case .setVariable(_, let value), .returnValue(let value):
        try checkTimes(in: value)
      case .conditional(let condition, let then, let otherwise):
        try checkTimes(in: condition)
        try checkTimes(in: then.statements)
        try checkTimes(in: otherwise?.statements ?? [])
      }
    }
  }

  func checkTimes(in expression: ScriptExpression) throws(Diagnostic) {
    switch expression {
    case .literal(.time(let time)):
      _ = try self.time(time)
    case .literal(.quantity(let sum)):
      _ = try sum.evaluate(values)
    case .literal, .variable, .root, .stage:
      break
    case .property(let receiver, _), .count(let receiver), .element(let receiver, _), .not(let receiver):
      try checkTimes(in: receiver)
    case .call(let receiver, _, let arguments):
      if let receiver { try checkTimes(in: receiver) }
      for argument in arguments { if let argument { try checkTimes(in: argument) } }
    case .contains(let left, let right), .firstIndex(let left, let right), .compare(let left, _, let right),
      .near(let left, let right, _, _), .sum(let left, let right, _), .index(let left, let right):
      try checkTimes(in: left)
      try checkTimes(in: right)
    case .list(let elements):
      for element in elements { try checkTimes(in: element) }
    case .block(let block):
      try checkTimes(in: block.statements)
    }
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

}

extension ScenarioRun {
  /// The same run with one more result (the verdict over every order).
  func adding(_ result: ExpectationResult) -> ScenarioRun {
    var run = ScenarioRun(
      scenario: scenario, records: records, end: end, results: results + [result], stopped: stopped,
      stoppedLine: stoppedLine, callEdges: callEdges)
    run.unattributedSources = unattributedSources
    return run
  }
}
