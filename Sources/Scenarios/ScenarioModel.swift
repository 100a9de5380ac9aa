import Diagnostics
import ScenarioCatalog
import SimKernel

/// A checked scenario script: which replica, its settings, what happens
/// when, and what must hold. Times are expressions over the script's
/// parameters, evaluated when the scenario runs (a reader may change a
/// parameter), so a scenario is checked once and run with any values.
///
/// There is one language: a `hud` script's short lines (`set`, `at T
/// command`, `observe`, observable expectations) are lowered into the
/// statements and watches a `replica` script writes in blocks, addressed to
/// the stage the `hud` header makes.
public struct Scenario: Sendable {
  public var title: String?
  public let replica: ReplicaChoice
  public var parameters: [ScenarioParameter]
  /// Assignments to the stage before the run (`set` outside an action).
  public var settings: [ScenarioSetting]
  public var actions: [ScenarioAction]
  public var drags: [ScenarioDrag]
  public var until: TimeExpression?
  public var expectations: [ScenarioExpectation]
  /// What `observe` asked for; `nil` for the stage's default. Observables
  /// that expectations name are always observed too.
  public var observed: [String]?
  /// The `check` statements, in the order written.
  public var checks: [ScriptCheck] = []
  /// Conditions watched for the whole run (`expect never hud.alpha == 1`),
  /// each recorded in the trace under its text.
  public var watches: [ScenarioWatch] = []
  /// `original NAME "LINK"`: the original's unit test this scenario
  /// restates.
  public var original: OriginalTest?
  /// `differs "REASON"`: the replica is known not to pass this scenario,
  /// and why. A build accepts its failure and shows the reason; a scenario
  /// that declares a difference and passes is an error.
  public var declaredDifference: DeclaredDifference?
  /// `explore orders`: the line that asks for every order UIKit leaves
  /// open at equal times to be run, and every expectation to hold in each.
  public var exploreLine: Int?

  /// The observables a run records, in the stage's order.
  var observablesToRecord: [String] {
    guard let stage = replica.stage else { return [] }
    var wanted = observed ?? stage.defaultObservables
    for expectation in expectations {
      if case .observable(let name, _, _) = expectation.claim { wanted.append(name) }
    }
    return stage.observables.filter { wanted.contains($0) }
  }
}

/// A condition an expectation watches: evaluated after every run-loop
/// turn and render sample, like an observable, and recorded under its
/// text whenever it changes.
public struct ScenarioWatch: Sendable {
  public let name: String
  let condition: ScriptExpression
}

/// `differs "REASON"`: why the replica does not pass this scenario.
public struct DeclaredDifference: Sendable {
  public let reason: String
  public let line: Int
}

/// The original's unit test a scenario restates.
public struct OriginalTest: Sendable {
  public let name: String
  /// The test at the tagged commit, with its line.
  public let link: String
  public let line: Int
}

/// The replica a script runs: its catalog, the edition chosen, and the
/// stage when the header is `hud` (a `replica` script makes its own
/// objects).
public struct ReplicaChoice: Sendable {
  public let catalog: ReplicaCatalog
  public let edition: ReplicaEdition
  public let stage: ReplicaStage?
  /// What a `hud` script's short lines may name on its stage.
  let stageNames: StageNames?

  init(catalog: ReplicaCatalog, edition: ReplicaEdition, stage: ReplicaStage?) {
    self.catalog = catalog
    self.edition = edition
    self.stage = stage
    stageNames = stage.map { StageNames(of: $0, in: catalog.scriptClasses) }
  }

  /// The name and edition as a title shows them.
  public var displayName: String { edition.displayName }
}

/// `param name = default [points|number] from low to high`: a time (or,
/// with `points`, a distance; with `number`, a plain number such as a
/// spring's bounciness) the reader may change.
public struct ScenarioParameter: Sendable {
  public let name: String
  /// The value; a distance is kept as that many seconds, so that both
  /// kinds share one exact decimal representation and one override syntax.
  public let value: VirtualDuration
  public let range: ClosedRange<VirtualDuration>?
  public let line: Int
  public var unit: ParameterUnit = .seconds
}

/// What a parameter measures: a time goes where a time is expected, a
/// distance or a plain number where a number is.
public enum ParameterUnit: String, Sendable {
  case seconds
  case points
  case number

  /// Whether it goes where a number is expected.
  var isNumber: Bool { self != .seconds }
}

/// `set name = value` before the run: the assignment it lowers to, and
/// the property's name, which `--set` and the page's controls replace.
public struct ScenarioSetting: Sendable {
  public let property: String
  let statement: ScriptStatement
  public let line: Int
  public let column: Int
}

/// Statements run at a time, as an input source of the main run loop:
/// `at TIME { … }`, or a short line (`at TIME command…`, `at TIME set …`,
/// `at TIME task D then …`) lowered into one.
public struct ScenarioAction: Sendable {
  public let time: TimeExpression
  /// The input source's label in the trace: `script` for a block, the
  /// command's name, `set` or `task` for a short line.
  public let label: String
  public let block: ScriptBlock
  public let line: Int
}

/// `drag from a to b`: the run loop is in tracking mode in between.
public struct ScenarioDrag: Sendable {
  public let from: TimeExpression
  public let to: TimeExpression
  public let line: Int
}

/// A sum of literal times and parameters: `0.5`, `grace + 0.1`.
public struct TimeExpression: Sendable {
  public enum Term: Sendable {
    case literal(VirtualDuration)
    case parameter(String)
  }

  public let terms: [(negated: Bool, term: Term)]
  public let line: Int
  public let column: Int

  init(terms: [(negated: Bool, term: Term)], line: Int, column: Int) {
    self.terms = terms
    self.line = line
    self.column = column
  }

  /// A fixed time given outside a script (`--until`).
  public init(literal: VirtualDuration) {
    self.init(terms: [(false, .literal(literal))], line: 0, column: 0)
  }

  /// The sum with `parameters`' values; a sum that leaves the clock's
  /// range (±292 years) is an error at the expression.
  func evaluate(_ parameters: [String: VirtualDuration]) throws(Diagnostic) -> VirtualDuration {
    let (total, leftRange) = sum(parameters)
    guard !leftRange else {
      throw Diagnostic(
        line: line, column: column, message: "this time is beyond the clock's range (about 292 years)")
    }
    return total
  }

  /// The same sum, for an expression `evaluate` has accepted with these
  /// values already (the expectations, checked before the run).
  func checkedValue(_ parameters: [String: VirtualDuration]) -> VirtualDuration {
    sum(parameters).total
  }

  /// The sum, held at the clock's range if it leaves it, and whether it did.
  private func sum(_ parameters: [String: VirtualDuration]) -> (total: VirtualDuration, leftRange: Bool) {
    var total: Int64 = 0
    var leftRange = false
    for (negated, term) in terms {
      let value: Int64
      switch term {
      case .literal(let duration): value = duration.nanoseconds
      case .parameter(let name): value = parameters[name]?.nanoseconds ?? 0
      }
      let overflow =
        negated
        ? total.subtractingReportingOverflow(value).overflow : total.addingReportingOverflow(value).overflow
      leftRange = leftRange || overflow
      total = negated ? total.saturatingSubtracting(value) : total.saturatingAdding(value)
    }
    return (VirtualDuration(nanoseconds: total), leftRange)
  }
}

/// `expect …`: a claim about the run, checked against its trace.
public struct ScenarioExpectation: Sendable {
  public enum Claim: Sendable {
    /// An observable's condition at a time, by a time, throughout an
    /// interval, never, or at the end.
    case observable(name: String, condition: Condition, when: When)
    /// How many times a method was called (by a time, or in all).
    case callCount(method: String, count: Int, by: TimeExpression?)
    /// A call at a time, or no further from it than a tolerance (a frame
    /// that falls between round numbers: `called at 0.6 within 0.01`).
    case calledAt(method: String, time: TimeExpression, within: TimeExpression?)
    case timer(name: String, event: TimerEvent, time: TimeExpression?)
    /// Calls in this order (each after the one before); an object name of
    /// nil matches any object.
    case order([(object: String?, method: String)])
    /// How often a notification (with this object, if given) was posted,
    /// by a time or in all, or that it was posted at a time.
    case notification(name: String, object: String?, count: Int?, time: TimeExpression?)
    /// How many animations of a layer key (`opacity`, `transform`) ended
    /// finished or interrupted (their completion's `finished`), by a time
    /// or in all.
    case animation(key: String, finished: Bool, count: Int, by: TimeExpression?)
  }

  public enum When: Sendable {
    case at(TimeExpression)
    case by(TimeExpression)
    case during(TimeExpression, TimeExpression)
    case never
    case atEnd
  }

  public enum TimerEvent: Sendable {
    case fired
    case invalidated
    case neverFired
    /// Fired this many times (by the time, if given).
    case firedTimes(Int)
    /// Scheduled and neither fired (once) nor invalidated, after
    /// everything at the time; or not.
    case pending(Bool)
  }

  /// What must hold of an observable's value.
  public struct Condition: Sendable {
    public enum Comparison: String, Sendable {
      case equal = "="
      case notEqual = "!="
      case less = "<"
      case lessOrEqual = "<="
      case greater = ">"
      case greaterOrEqual = ">="
    }

    /// `nil` for a bool observable used as is (`visible`, `not visible`).
    public let comparison: Comparison?
    public let value: Double
    public let negated: Bool
    /// The word a word observable is compared with (`headerState =
    /// refreshing`); `nil` for numbers and flags.
    public var word: String?
    /// `= VALUE within TOLERANCE`: equal when no further apart than this
    /// (a curve sampled at a time, a spring's value).
    public var tolerance: Double?

    func holds(_ observed: TraceValue?) -> Bool {
      if let word {
        var equal = false
        if case .string(let text) = observed { equal = text == word }
        let result = comparison == .notEqual ? !equal : equal
        return negated ? !result : result
      }
      let number: Double
      switch observed {
      case .bool(let flag): number = flag ? 1 : 0
      case .double(let value): number = value
      case .int(let value): number = Double(value)
      default: number = 0
      }
      let result: Bool
      switch comparison {
      case nil: result = number != 0
      case .equal: result = tolerance.map { abs(number - value) <= $0 } ?? (number == value)
      case .notEqual: result = tolerance.map { abs(number - value) > $0 } ?? (number != value)
      case .less: result = number < value
      case .lessOrEqual: result = number <= value
      case .greater: result = number > value
      case .greaterOrEqual: result = number >= value
      }
      return negated ? !result : result
    }
  }

  public let claim: Claim
  /// The expectation as written, for reports.
  public let text: String
  public let line: Int

  /// Every time the claim names, for checking before the run that each is
  /// within the clock's range with the run's values.
  var times: [TimeExpression] {
    switch claim {
    case .observable(_, _, .at(let time)), .observable(_, _, .by(let time)): return [time]
    case .observable(_, _, .during(let from, let to)): return [from, to]
    case .observable(_, _, .never), .observable(_, _, .atEnd): return []
    case .callCount(_, _, let by): return by.map { [$0] } ?? []
    case .calledAt(_, let time, _): return [time]
    case .timer(_, _, let time): return time.map { [$0] } ?? []
    case .order: return []
    case .notification(_, _, _, let time): return time.map { [$0] } ?? []
    case .animation(_, _, _, let by): return by.map { [$0] } ?? []
    }
  }
}
