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
  /// The call edges the run took, when asked for (`recordingCallEdges`).
  public let callEdges: [CallRecorder.Edge]

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

  public init(maxTime: VirtualDuration, maxEvents: Int, maxFrames: Int) {
    self.maxTime = maxTime
    self.maxEvents = maxEvents
    self.maxFrames = maxFrames
  }

  /// Ten virtual minutes, 200 000 events, 36 000 frames.
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
    return try runner.run(settings: settings)
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

/// One run: a kernel, a window with a view, the replica's driver, the
/// script's actions as input sources at their times.
final class ScenarioRunner {
  let scenario: Scenario
  let values: [String: VirtualDuration]
  let kernel: Kernel
  let window: SimView
  let view: SimView
  var driver: ReplicaDriver?

  init(scenario: Scenario, values: [String: VirtualDuration], limits: ScenarioLimits) {
    self.scenario = scenario
    self.values = values
    kernel = Kernel(
      limits: RunLimits(
        maxTime: .zero + limits.maxTime, maxEvents: limits.maxEvents, maxFrames: limits.maxFrames))
    window = kernel.window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    view = kernel.view(label: "view", frame: window.bounds)
    window.addSubview(view)
    kernel.keyWindow = window
  }

  func run(settings: [ScenarioSetting]) throws(Diagnostic) -> ScenarioRun {
    let driver = makeDriver()
    self.driver = driver
    defer { kernel.tearDown() }
    for setting in settings {
      driver.set(setting.property, try checked(setting.value))
    }
    let recorded = scenario.observablesToRecord
    for (name, sample) in driver.observables() where recorded.contains(name) {
      kernel.observe(Self.observablePrefix + name, sample)
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
    let records = kernel.trace.records
    let evaluator = ExpectationEvaluator(
      records: records, end: kernel.now, values: values, objectName: traceName,
      observablePrefix: Self.observablePrefix)
    return ScenarioRun(
      scenario: scenario, records: records, end: kernel.now,
      results: scenario.expectations.map { evaluator.evaluate($0) }, stopped: stopped,
      callEdges: kernel.callRecorder?.edges ?? [])
  }

  /// The object name the replica's calls are traced under.
  var traceName: String {
    switch scenario.replica {
    case .mbProgressHUD: return MBProgressHUD.traceName
    case .mbProgressHUD091: return MBProgressHUD091.traceName
    case .svProgressHUD: return SVProgressHUD.traceName
    case .tcProgressHUD: return TCProgressHUD.traceName
    }
  }

  /// Observables are traced as `hud.visible`, `hud.alpha`…: short lane
  /// names, and one replica per scenario.
  static let observablePrefix = "hud."

  func makeDriver() -> ReplicaDriver {
    switch scenario.replica {
    case .mbProgressHUD: return MBProgressHUDDriver(kernel: kernel, view: view)
    case .mbProgressHUD091: return MBProgressHUD091Driver(kernel: kernel, view: view)
    case .svProgressHUD: return SVProgressHUDDriver(kernel: kernel)
    case .tcProgressHUD(let article): return TCProgressHUDDriver(kernel: kernel, article: article)
    }
  }

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
    case command(String, [ResolvedValue?])
    case set([(String, ResolvedValue)])
    case task(VirtualDuration, ResolvedAction)
  }

  func resolved(_ kind: ScenarioAction.Kind) throws(Diagnostic) -> ResolvedAction {
    switch kind {
    case .command(let name, let arguments):
      var values: [ResolvedValue?] = []
      for argument in arguments {
        if let argument { values.append(try checked(argument)) } else { values.append(nil) }
      }
      return .command(name, values)
    case .set(let settings):
      var values: [(String, ResolvedValue)] = []
      for setting in settings { values.append((setting.property, try checked(setting.value))) }
      return .set(values)
    case .task(let duration, let then):
      return .task(try time(duration), try resolved(then))
    }
  }

  func perform(_ action: ResolvedAction) {
    guard let driver else { return }
    switch action {
    case .command(let name, let arguments):
      driver.perform(name, arguments)
    case .set(let settings):
      for (property, value) in settings { driver.set(property, value) }
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

  func checked(_ value: ScenarioValue) throws(Diagnostic) -> ResolvedValue {
    switch value {
    case .duration(let expression): return .duration(try time(expression))
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text): return .string(text)
    case .choice(let word): return .choice(word)
    }
  }
}
