import ScenarioCatalog

/// A script's statements and expressions, checked against the script
/// classes: every member here exists and every type fits. Blocks hold them
/// as written; a `hud` script's short lines are lowered into them.

/// A literal as written; times stay expressions over the parameters until
/// the run.
public enum ScriptLiteral: Sendable {
  case bool(Bool)
  case number(Double)
  case time(TimeExpression)
  /// Parameters where a number is expected (a distance: `panTo -pull`):
  /// the sum's seconds read as a plain number, never checked as a time.
  case quantity(TimeExpression)
  case string(String)
  case choice(String)
  case null
}

public indirect enum ScriptExpression: Sendable {
  case literal(ScriptLiteral)
  /// A name bound with `let`.
  case variable(String)
  /// The test's root view, empty when the run starts.
  case root
  /// What a `hud` header made before the run (`ReplicaStage`).
  case stage
  case property(ScriptExpression, ScriptMember)
  /// A method call; a class method has no receiver.
  case call(ScriptExpression?, ScriptMember, [ScriptExpression?])
  case contains(ScriptExpression, ScriptExpression)
  case count(ScriptExpression)
  /// A list's first or last element, or nil.
  case element(ScriptExpression, first: Bool)
  /// Where an element first is in a list (from 0), or nil.
  case firstIndex(ScriptExpression, ScriptExpression)
  case compare(ScriptExpression, ScriptComparison, ScriptExpression)
  /// `a == b within t` (or `!=`): equal when no further apart than `t`.
  case near(ScriptExpression, ScriptExpression, tolerance: Double, equal: Bool)
  case not(ScriptExpression)
  /// `a + b` or `a - b`, on numbers (`test.beginTime + 0.3`).
  case sum(ScriptExpression, ScriptExpression, subtracting: Bool)
  /// `[a, b, c]`: a list of values of one type.
  case list([ScriptExpression])
  /// `list[i]`: the element at `i` (from 0); out of range raises, as
  /// `NSArray` does.
  case index(ScriptExpression, ScriptExpression)
  /// A block given as a call's last argument, after its parentheses
  /// (`POPCustomAnimation.animationWithBlock { target, anim in … }`).
  case block(ScriptBlock)
}

public enum ScriptComparison: String, Sendable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
}

public indirect enum ScriptStatement: Sendable {
  /// `let name = expression`: names an object; its calls are traced
  /// under the name.
  case declare(String, ScriptExpression)
  /// A call whose result is not used.
  case evaluate(ScriptExpression)
  /// `receiver.property = value`.
  case assign(ScriptExpression, ScriptMember, ScriptExpression)
  /// `receiver.property = { … }`: a block literal.
  case assignBlock(ScriptExpression, ScriptMember, ScriptBlock)
  /// `check expression`: must hold here and now; the index is the check's
  /// place in `Scenario.checks`.
  case check(ScriptExpression, Int)
  /// `check throws call` (or an assignment, `check throws anim.fromValue =
  /// …`): the statement must raise an exception (an `NSAssert`,
  /// `NSParameterAssert`, pop's refusal of a value), as `XCTAssertThrows`
  /// states; the block holds that one statement, and the index is the
  /// check's place in `Scenario.checks`.
  case checkThrows(ScriptBlock, Int)
  /// `after time { … }`: `dispatch_after` on the main queue.
  case after(TimeExpression, ScriptBlock)
  /// `on receiver.callback { … }`: a delegate callback.
  case on(ScriptExpression, ScriptMember, ScriptBlock)
  /// `task TIME { … }`: work of that length on the global queue, then the
  /// block on the main queue (`dispatch_async` to a global queue with a hop
  /// back).
  case task(TimeExpression, ScriptBlock)
  /// `background { … }`: the block on the global queue at once
  /// (`dispatch_async` to a global queue, no hop back), so that its calls
  /// run off the main thread: a timer they put on the current run loop
  /// lands on one that nothing runs.
  case background(ScriptBlock)
  /// `name = expression`, for a name bound with `var`.
  case setVariable(String, ScriptExpression)
  /// `if condition {` … `} else {` … `}`.
  case conditional(ScriptExpression, ScriptBlock, ScriptBlock?)
  /// `return expression`: the value a block gives back to the replica
  /// that called it (a custom animation's "go on").
  case returnValue(ScriptExpression)
}

/// The statements between `{` and `}`, and the line of the `{`, which a
/// run that stops inside the block names.
public struct ScriptBlock: Sendable {
  public let statements: [ScriptStatement]
  public let line: Int
  /// The names a block property's arguments take inside the block
  /// (`{ anim, finished in`), in order; none for the other blocks.
  public var parameters: [String] = []
  /// Whether the replica wants a value back (`return`) from the block.
  public var givesValue = false
}

/// A `check` as written, for reports.
public struct ScriptCheck: Sendable {
  public let text: String
  public let line: Int
}
