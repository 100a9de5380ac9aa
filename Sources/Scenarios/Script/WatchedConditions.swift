import Diagnostics
import ScenarioCatalog

/// Expectations over any condition a block could check, held for the whole
/// run: `expect never hud.alpha == 1`, `expect root.subviews.count == 0 at
/// 2`, `expect alpha < scale at 0.3`. The condition is watched like an
/// observable — evaluated after every run-loop turn and render sample and
/// recorded under its text — so every time clause an observable takes
/// (`at`, `by`, `from … to`, `never`, `at end`) applies to it.
extension ScenarioParser.Builder {
  /// Whether the expectation at the cursor is a condition written as an
  /// expression rather than an observable's name, a method's calls or one
  /// of the other claims: it starts with `(` or `!`, or with a name a
  /// block could start an expression with. A stage observable's bare name
  /// (`visible`) keeps its short meaning.
  func startsCondition(_ cursor: TokenCursor) -> Bool {
    guard let token = cursor.peek else { return false }
    if token.kind == .symbol { return token.text == "(" || token.text == "!" }
    guard token.kind == .word else { return false }
    var look = cursor
    look.advance()
    let next = look.peek?.text
    if next == "called" || next == "never" { return false }
    if let stage = replica?.stage, stage.observables.contains(token.text), next != "." { return false }
    switch token.text {
    case "timer", "order", "notification", "animation", "never", "not": return false
    case "root": return true
    case "stage": return replica?.stage != nil
    default:
      if variables[token.text] != nil || classes.named(token.text) != nil { return true }
      // A name no script knows: a `replica` script reports it as a name
      // (with "did you mean"), unless it is an observable of the stage
      // it lacks; a `hud` script as an observable or method.
      let isStageObservable = replica?.catalog.stage?.observables.contains(token.text) ?? false
      return replica?.stage == nil && !isStageObservable
        && !(replica?.catalog.methods.contains(token.text) ?? false)
    }
  }

  /// `a == b within TOLERANCE` (or `!=`): the comparison with room to
  /// spare, for a watched condition and a block's `check` alike.
  func tolerance(_ condition: ScriptExpression, _ cursor: inout TokenCursor, at within: ScenarioToken)
    throws(Diagnostic) -> ScriptExpression
  {
    guard case .compare(let left, let comparison, let right) = condition,
      comparison == .equal || comparison == .notEqual
    else {
      throw cursor.error(at: within, "'within' goes with '==' or '!='")
    }
    cursor.advance()
    let toleranceToken = try cursor.next(expecting: "a tolerance after 'within'")
    guard toleranceToken.kind == .number else {
      throw cursor.error(
        at: toleranceToken, "expected a tolerance after 'within', not '\(toleranceToken.text)'")
    }
    let tolerance = try ScenarioValues.number(toleranceToken)
    return .near(left, right, tolerance: tolerance, equal: comparison == .equal)
  }

  /// `CONDITION [within TOLERANCE] WHEN`, the condition watched.
  mutating func watchClaim(
    _ cursor: inout TokenCursor, negated: Bool, when fixed: ScenarioExpectation.When?
  ) throws(Diagnostic) -> ScenarioExpectation.Claim {
    guard let start = cursor.peek else { throw cursor.errorAtEnd("expected a condition") }
    var (condition, type) = try expression(&cursor, expected: nil)
    if let within = cursor.peek, within.text == "within" {
      condition = try tolerance(condition, &cursor, at: within)
    }
    try rejectCalls(in: condition, at: start)
    guard type == .bool else {
      throw Diagnostic(
        line: start.line, column: start.column,
        message: "an expectation needs a condition, and this is \(type.name): compare it, e.g. '… > 0.5'")
    }
    let text = cursor.textRead(since: start)
    try watch(condition, named: text)
    return .observable(
      name: text, condition: .init(comparison: nil, value: 0, negated: negated),
      when: try resolvedWhen(fixed, &cursor))
  }

  /// The time clause given already (`never`), or the one that follows.
  func resolvedWhen(_ fixed: ScenarioExpectation.When?, _ cursor: inout TokenCursor) throws(Diagnostic)
    -> ScenarioExpectation.When
  {
    if let fixed { return fixed }
    return try when(&cursor)
  }

  /// Watches `condition` under `name`, once however many expectations
  /// name it.
  mutating func watch(_ condition: ScriptExpression, named name: String) throws(Diagnostic) {
    guard !watches.contains(where: { $0.name == name }) else { return }
    watches.append(ScenarioWatch(name: name, condition: condition))
  }

  /// `NAME COMPARISON OTHER` where both are numeric observables of the
  /// stage: the comparison as a condition over the stage, and its text.
  func observableComparison(_ cursor: inout TokenCursor, _ name: ScenarioToken) throws(Diagnostic)
    -> (expression: ScriptExpression, text: String)?
  {
    guard let stage = replica?.stage, let left = observable(name.text, of: stage), left.type.isNumeric else {
      return nil
    }
    var look = cursor
    guard let symbol = look.peek, symbol.kind == .symbol,
      let written = ScenarioExpectation.Condition.Comparison(rawValue: symbol.text)
    else { return nil }
    look.advance()
    guard let other = look.peek, other.kind == .word, let right = observable(other.text, of: stage) else {
      return nil
    }
    guard right.type.isNumeric else {
      throw cursor.error(
        at: other, "'\(other.text)' is not a number: '\(name.text)' cannot be compared with it")
    }
    look.advance()
    cursor = look
    let comparison: ScriptComparison
    switch written {
    case .equal: comparison = .equal
    case .notEqual: comparison = .notEqual
    case .less: comparison = .less
    case .lessOrEqual: comparison = .lessOrEqual
    case .greater: comparison = .greater
    case .greaterOrEqual: comparison = .greaterOrEqual
    }
    return (
      .compare(.property(.stage, left), comparison, .property(.stage, right)),
      "\(name.text) \(symbol.text) \(other.text)"
    )
  }

  /// A watch reads values after every turn: calling a method there would
  /// act on the replica as often, and trace every call.
  func rejectCalls(in expression: ScriptExpression, at start: ScenarioToken) throws(Diagnostic) {
    switch expression {
    case .call(_, let member, _):
      throw Diagnostic(
        line: start.line, column: start.column,
        message:
          "an expectation watches values for the whole run and cannot call '\(member.name)': "
          + "call it in a block and check the result there")
    case .literal, .variable, .root, .stage:
      return
    case .property(let inner, _), .count(let inner), .element(let inner, _), .not(let inner):
      try rejectCalls(in: inner, at: start)
    case .contains(let left, let right), .firstIndex(let left, let right), .compare(let left, _, let right),
      .near(let left, let right, _, _), .sum(let left, let right, _), .index(let left, let right):
      try rejectCalls(in: left, at: start)
      try rejectCalls(in: right, at: start)
    case .list(let elements):
      for element in elements { try rejectCalls(in: element, at: start) }
    case .block:
      return
    }
  }
}
