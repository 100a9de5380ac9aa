import SimKernel

/// Runs a version 2 script's statements on the engine: calls go to the
/// replica through the catalog's closures, `after` blocks onto the main
/// queue, callbacks into the replica's delegate, and every `check` records
/// whether it held.
final class ScriptInterpreter {
  let context: ScriptContext
  let values: [String: VirtualDuration]
  private var variables: [String: ScriptValue] = [:]
  private(set) var outcomes: [CheckOutcome]

  /// What became of one `check`: how often it ran, and its first failure.
  struct CheckOutcome {
    var runs = 0
    var failure: (detail: String, time: VirtualTime)?
    var lastTime: VirtualTime?
  }

  init(context: ScriptContext, values: [String: VirtualDuration], checks: Int) {
    self.context = context
    self.values = values
    outcomes = Array(repeating: CheckOutcome(), count: checks)
  }

  /// Lets go of the script's objects, so that nothing the replica holds
  /// (a delegate, a block) keeps them alive through the interpreter.
  func release() {
    variables.removeAll()
  }

  func run(_ statements: [ScriptStatement]) {
    for statement in statements { run(statement) }
  }

  private func run(_ statement: ScriptStatement) {
    switch statement {
    case .declare(let name, let expression):
      let value = evaluate(expression)
      variables[name] = value
      if let object = value.object { context.kernel.name(object, name) }
    case .evaluate(let expression):
      _ = evaluate(expression)
    case .assign(let receiver, let member, let value):
      guard let object = evaluate(receiver).object, let set = member.set else {
        return
      }
      set(object, evaluate(value), context)
    case .assignBlock(let receiver, let member, let statements):
      guard let object = evaluate(receiver).object, let set = member.set else {
        return
      }
      set(object, .block({ [self] in self.run(statements) }), context)
    case .check(let condition, let index):
      let value = evaluate(condition)
      outcomes[index].runs += 1
      outcomes[index].lastTime = context.kernel.now
      if !value.bool, outcomes[index].failure == nil {
        outcomes[index].failure = (describeFailure(condition), context.kernel.now)
      }
    case .after(let delay, let statements):
      context.kernel.mainQueue.asyncAfter(delay: delay.checkedValue(values), label: "after") { [self] in
        self.run(statements)
      }
    case .on(let receiver, let member, let statements):
      guard let object = evaluate(receiver).object, let install = member.install else { return }
      install(object, { [self] in self.run(statements) }, context)
    }
  }

  func evaluate(_ expression: ScriptExpression) -> ScriptValue {
    switch expression {
    case .literal(let literal):
      switch literal {
      case .bool(let flag): return .bool(flag)
      case .number(let number): return .number(number)
      case .time(let time): return .time(time.checkedValue(values))
      case .string(let text): return .string(text)
      case .choice(let word): return .choice(word)
      case .null: return .null
      }
    case .variable(let name):
      return variables[name] ?? .null
    case .root:
      return .object(context.root)
    case .property(let receiver, let member):
      guard let object = evaluate(receiver).object, let get = member.get else {
        return .null
      }
      return get(object, context)
    case .call(let receiver, let member, let arguments):
      guard let call = member.call else { return .null }
      var object: AnyObject?
      if let receiver {
        object = evaluate(receiver).object
        // Messaging nil answers nil, as in Objective-C.
        if object == nil { return .null }
      }
      return call(object, arguments.map { $0.map { evaluate($0) } }, context)
    case .contains(let list, let element):
      guard case .list(let items) = evaluate(list) else { return .bool(false) }
      let needle = evaluate(element)
      return .bool(items.contains { $0.equals(needle) })
    case .element(let list, let first):
      guard case .list(let items) = evaluate(list) else { return .null }
      return (first ? items.first : items.last) ?? .null
    case .firstIndex(let list, let element):
      guard case .list(let items) = evaluate(list) else { return .null }
      let needle = evaluate(element)
      guard let index = items.firstIndex(where: { $0.equals(needle) }) else { return .null }
      return .number(Double(index))
    case .count(let list):
      guard case .list(let items) = evaluate(list) else { return .number(0) }
      return .number(Double(items.count))
    case .compare(let left, let comparison, let right):
      let a = evaluate(left)
      let b = evaluate(right)
      switch comparison {
      case .equal: return .bool(a.equals(b))
      case .notEqual: return .bool(!a.equals(b))
      case .less: return .bool(a.number < b.number)
      case .lessOrEqual: return .bool(a.number <= b.number)
      case .greater: return .bool(a.number > b.number)
      case .greaterOrEqual: return .bool(a.number >= b.number)
      }
    case .not(let operand):
      return .bool(!evaluate(operand).bool)
    }
  }

  /// What a failed check saw: the values on both sides of a comparison, or
  /// the condition's value.
  private func describeFailure(_ condition: ScriptExpression) -> String {
    if case .compare(let left, _, let right) = condition {
      return "it was " + describe(evaluate(left)) + " against " + describe(evaluate(right))
    }
    return "it was false"
  }

  func describe(_ value: ScriptValue) -> String {
    switch value {
    case .void: return "nothing"
    case .null: return "nil"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return FixedPoint.text(Int64((number * 10_000).rounded()), fractionDigits: 4)
    case .time(let duration): return duration.secondsText + " s"
    case .string(let text): return "\"" + text + "\""
    case .choice(let word): return "." + word
    case .object(let object):
      if let name = context.kernel.scriptName(of: object) { return name }
      if object === context.root { return "root" }
      if let view = object as? SimView { return view.ref.text }
      return "an object"
    case .list(let items):
      return "[" + items.map { describe($0) }.joined(separator: ", ") + "]"
    case .block: return "a block"
    }
  }
}
