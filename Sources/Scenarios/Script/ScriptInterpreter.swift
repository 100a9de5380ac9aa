import ScenarioCatalog
import SimKernel

/// Runs a script's statements on the engine: calls go to the replica
/// through the catalog's closures, `after` blocks onto the main queue,
/// `task` blocks through a global queue, callbacks into the replica's
/// delegate, and every `check` records whether it held.
final class ScriptInterpreter {
  let context: ScriptContext
  let values: [String: VirtualDuration]
  private var variables: [String: ScriptValue] = [:]
  /// What a `hud` header made, once the runner has made it.
  var stage: AnyObject?
  private(set) var outcomes: [CheckOutcome]
  /// How many callbacks are running inside one another now.
  private var callbackDepth = 0
  /// How many statements are running inside one another now (a call that
  /// calls back into the script), and how many of them are `check throws`.
  private var statementDepth = 0
  private var catching = 0
  /// The line of the block running now, which an uncaught exception names.
  private var blockLine = 0
  /// Set by `return`: the rest of the block the replica called is skipped.
  private var returning = false
  /// The line of the block that went past `ScriptNesting.maxCallbackDepth`,
  /// once one has: the run halts there.
  private(set) var haltLine: Int?
  /// What the script's blocks hold instead of the interpreter itself.
  private(set) lazy var gate = CallbackGate(self)

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

  /// Lets go of the script's objects, and closes the gate its blocks go
  /// through, so that nothing the replica holds (a delegate, a block)
  /// keeps the interpreter, its root view and so the replica itself alive.
  func release() {
    variables.removeAll()
    stage = nil
    gate.close()
  }

  /// Runs a block's statements until the kernel is halted or one raises
  /// an exception, so that a run that must stop unwinds without doing more.
  func run(_ block: ScriptBlock) {
    let outerLine = blockLine
    blockLine = block.line
    defer { blockLine = outerLine }
    for statement in block.statements {
      guard !context.kernel.isHalted, context.exceptions.reason == nil, !returning else { return }
      run(statement)
    }
  }

  /// Runs a block the replica or the main queue calls: a delegate callback,
  /// a block property, an `after` body. Past `ScriptNesting.maxCallbackDepth`
  /// callbacks inside one another, the block is not run and the run halts
  /// naming its line: the script triggers, from inside a callback, the call
  /// that fires it, which on a device recurses until the stack overflows.
  private func runCallback(_ block: ScriptBlock) {
    guard !context.kernel.isHalted else { return }
    guard callbackDepth < ScriptNesting.maxCallbackDepth else {
      haltLine = block.line
      context.kernel.halt(
        "callbacks nested deeper than \(ScriptNesting.maxCallbackDepth): the block opened on line "
          + "\(block.line) runs inside itself (it triggers the call that fires it)")
      return
    }
    callbackDepth += 1
    defer { callbackDepth -= 1 }
    run(block)
  }

  /// Runs a block the replica calls (a block property, a trailing
  /// block), its named arguments bound to what the member passed
  /// (`ScriptBlockCaller.call(_:with:)`).
  private func runBlockProperty(_ block: ScriptBlock) {
    for (name, value) in zip(block.parameters, context.blockArguments.values) {
      variables[name] = value
    }
    runCallback(block)
    let returned = returning
    returning = false
    // A block the replica wants a value from, which ended without one
    // (and was not stopped by an exception or a bound): the run stops at
    // its line, whether a statement or a frame called it.
    if block.givesValue, !returned, !context.kernel.isHalted, context.exceptions.reason == nil {
      haltLine = block.line
      context.kernel.halt("the block opened on line \(block.line) ended without 'return'")
    }
  }

  // The statements and expressions that are not on every run's path have
  // functions of their own, so that `run(_:)` and `evaluate(_:)`, which
  // recurse as deep as the bounds allow, keep small frames (a debug
  // build gives every case's locals a slot in the frame).

  private func setVariable(_ name: String, _ value: ScriptExpression) {
    let newValue = evaluate(value)
    guard context.exceptions.reason == nil else { return }
    variables[name] = newValue
  }

  private func runConditional(_ condition: ScriptExpression, _ then: ScriptBlock, _ otherwise: ScriptBlock?) {
    let holds = evaluate(condition).bool
    guard context.exceptions.reason == nil else { return }
    if holds {
      run(then)
    } else if let otherwise {
      run(otherwise)
    }
  }

  private func returnValue(_ value: ScriptExpression) {
    let result = evaluate(value)
    guard context.exceptions.reason == nil else { return }
    context.blockArguments.result = result
    returning = true
  }

  private func sum(_ left: ScriptExpression, _ right: ScriptExpression, subtracting: Bool) -> ScriptValue {
    let a = evaluate(left).number
    let b = evaluate(right).number
    return .number(subtracting ? a - b : a + b)
  }

  private func element(_ list: ScriptExpression, at index: ScriptExpression) -> ScriptValue {
    guard case .list(let items) = evaluate(list) else { return .null }
    let position = evaluate(index).number
    guard let offset = Int(exactly: position), items.indices.contains(offset) else {
      context.raise(
        "NSRangeException: index \(Self.exactText(position)) beyond bounds [0 .. \(items.count - 1)]")
      return .null
    }
    return items[offset]
  }

  /// Ordering a value that is not a number raises, as `compare:` sent to
  /// an `NSValue` does.
  private func unorderable(_ a: ScriptValue, _ b: ScriptValue) -> Bool {
    guard
      let value = [a, b].lazy.compactMap({ $0.object as? ScriptNSValue }).first(where: {
        $0.numberValue == nil
      })
    else { return false }
    context.raise(
      "NSInvalidArgumentException: -[NSConcreteValue compare:]: unrecognized selector sent to \(describe(.object(value)))"
    )
    return true
  }

  /// Runs one statement. An exception it raises unwinds the statements
  /// it runs inside (the replica's call that called back into the script)
  /// up to a `check throws`, or, uncaught, stops the run at the block's
  /// line, as an uncaught exception ends a test.
  private func run(_ statement: ScriptStatement) {
    statementDepth += 1
    defer {
      statementDepth -= 1
      if statementDepth == 0, catching == 0, let reason = context.exceptions.reason {
        context.exceptions.reason = nil
        haltLine = blockLine
        context.kernel.halt("an exception was raised and not caught: \(reason)")
      }
    }
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
      let newValue = evaluate(value)
      guard context.exceptions.reason == nil else { return }
      set(object, newValue, context)
    case .setVariable(let name, let value):
      setVariable(name, value)
    case .conditional(let condition, let then, let otherwise):
      runConditional(condition, then, otherwise)
    case .returnValue(let value):
      returnValue(value)
    case .assignBlock(let receiver, let member, let block):
      guard let object = evaluate(receiver).object, let set = member.set else {
        return
      }
      set(object, .block({ [gate] in gate.interpreter?.runBlockProperty(block) }), context)
    case .check(let condition, let index):
      let value = evaluate(condition)
      outcomes[index].runs += 1
      outcomes[index].lastTime = context.kernel.now
      if !value.bool, outcomes[index].failure == nil {
        outcomes[index].failure = (describeFailure(condition), context.kernel.now)
      }
    case .checkThrows(let statement, let index):
      catching += 1
      for inner in statement.statements { run(inner) }
      catching -= 1
      let raised = context.exceptions.reason != nil
      context.exceptions.reason = nil
      outcomes[index].runs += 1
      outcomes[index].lastTime = context.kernel.now
      if !raised, outcomes[index].failure == nil {
        outcomes[index].failure = ("it raised no exception", context.kernel.now)
      }
    case .after(let delay, let block):
      context.kernel.mainQueue.asyncAfter(delay: delay.checkedValue(values), label: "after") { [gate] in
        gate.interpreter?.runCallback(block)
      }
    case .on(let receiver, let member, let block):
      guard let object = evaluate(receiver).object, let install = member.install else { return }
      install(object, { [gate] in gate.interpreter?.runCallback(block) }, context)
    case .background(let block):
      context.kernel.globalQueue.async(label: "background", duration: .zero) { [gate] in
        gate.interpreter?.runCallback(block)
      }
    case .task(let duration, let block):
      let kernel = context.kernel
      kernel.globalQueue.async(label: "task", duration: duration.checkedValue(values)) { [gate] in
        kernel.mainQueue.async(label: "taskDone") {
          gate.interpreter?.runCallback(block)
        }
      }
    }
  }

  func evaluate(_ expression: ScriptExpression) -> ScriptValue {
    switch expression {
    case .literal(let literal):
      switch literal {
      case .bool(let flag): return .bool(flag)
      case .number(let number): return .number(number)
      case .time(let time): return .time(time.checkedValue(values))
      case .quantity(let sum): return .number(Double(sum.checkedValue(values).nanoseconds) / 1e9)
      case .string(let text): return .string(text)
      case .choice(let word): return .choice(word)
      case .null: return .null
      }
    case .variable(let name):
      return variables[name] ?? .null
    case .root:
      return .object(context.root)
    case .stage:
      return stage.map { .object($0) } ?? .null
    case .property(let receiver, let member):
      guard let object = evaluate(receiver).object, let get = member.get, context.exceptions.reason == nil
      else {
        return .null
      }
      return get(object, context)
    case .call(let receiver, let member, let arguments):
      guard let call = member.call, context.exceptions.reason == nil else { return .null }
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
      if comparison != .equal, comparison != .notEqual, unorderable(a, b) { return .bool(false) }
      switch comparison {
      case .equal: return .bool(a.equals(b))
      case .notEqual: return .bool(!a.equals(b))
      case .less: return .bool(a.number < b.number)
      case .lessOrEqual: return .bool(a.number <= b.number)
      case .greater: return .bool(a.number > b.number)
      case .greaterOrEqual: return .bool(a.number >= b.number)
      }
    case .near(let left, let right, let tolerance, let equal):
      let near = abs(evaluate(left).number - evaluate(right).number) <= tolerance
      return .bool(near == equal)
    case .not(let operand):
      return .bool(!evaluate(operand).bool)
    case .sum(let left, let right, let subtracting):
      return sum(left, right, subtracting: subtracting)
    case .list(let elements):
      return .list(elements.map { evaluate($0) })
    case .block(let block):
      return .block({ [gate] in gate.interpreter?.runBlockProperty(block) })
    case .index(let list, let index):
      return element(list, at: index)
    }
  }

  /// A number as a failed check reports it: every digit it has, as the
  /// observables' reports show them (`0.8121752183487256`), and a whole
  /// number without a fraction (`1`, not `1.0`).
  static func exactText(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
  }

  /// A watched condition's value now (`ScenarioWatch`).
  func watch(_ condition: ScriptExpression) -> TraceValue {
    .bool(evaluate(condition).bool)
  }

  /// A stage member's value as the trace records it (an observable, a
  /// sample of the page's picture); nil once the run is over.
  func sample(_ member: ScriptMember) -> TraceValue {
    guard let stage, let get = member.get else { return .bool(false) }
    return get(stage, context).traced(as: member.type)
  }

  /// What a failed check saw: the values on both sides of a comparison, or
  /// the condition's value.
  private func describeFailure(_ condition: ScriptExpression) -> String {
    switch condition {
    case .compare(let left, _, let right), .near(let left, let right, _, _):
      return "it was " + describe(evaluate(left)) + " against " + describe(evaluate(right))
    default:
      break
    }
    return "it was false"
  }

  func describe(_ value: ScriptValue) -> String {
    switch value {
    case .void: return "nothing"
    case .null: return "nil"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return Self.exactText(number)
    case .time(let duration): return duration.secondsText + " s"
    case .string(let text): return "\"" + text + "\""
    case .choice(let word): return "." + word
    case .object(let object):
      if let value = object as? ScriptNSValue {
        if let number = value.numberValue { return Self.exactText(number) }
        return "{" + value.components.map { Self.exactText($0) }.joined(separator: ", ") + "}"
      }
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

/// The way from a block the replica holds back to the interpreter that
/// runs it, closed when the run ends.
///
/// A delegate or a block property is held strongly by the replica (there is
/// no `weak` in Embedded Swift), and the interpreter holds the root view
/// that holds the replica: without the gate, a HUD left in the tree with a
/// callback on it kept the whole run alive (LeakSanitizer, fuzz target
/// `scenario-v2`). Closing the gate is what a weak delegate's going nil
/// would do.
final class CallbackGate {
  private(set) var interpreter: ScriptInterpreter?

  init(_ interpreter: ScriptInterpreter) {
    self.interpreter = interpreter
  }

  func close() {
    interpreter = nil
  }
}
