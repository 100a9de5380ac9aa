import CallGraph
import SwiftSyntax

/// Walks one method body, keeping what a reader keeps in mind: the types of
/// the names in scope, the condition the code is under, and whether the code
/// runs now or later through the engine (inside a timer's block, an
/// animation's completion, a queued block).
final class BodyWalker {
  /// How the code being walked comes to run.
  enum Mediation {
    case direct
    /// Inside the block of the time source with this node.
    case fires(CallNode)
    /// Inside a block the engine calls later.
    case via(CallEdgeKind)
  }

  /// An enclosing `if`, `guard` or `case`, as written, and the state cases
  /// it requires when it tests a property (`state == .pulling`).
  struct Condition {
    let text: String
    let property: String?
    let cases: [String]
  }

  private unowned let builder: CallGraphBuilder
  private let table: DeclarationTable
  private let method: MethodSymbol
  private let indexer: DeclarationIndexer
  private var scopes: [[String: String]]
  private var localClosures: [String: ClosureExprSyntax] = [:]
  /// Names bound to a time source's node: a timer block's parameter, a
  /// local holding a new timer.
  private var timerNames: [String: CallNode] = [:]
  private var mediation = Mediation.direct
  /// How many conditions enclose the block being walked: a time source's
  /// block runs whenever the source fires, so only the conditions inside
  /// it gate what it calls.
  private var blockDepth = 0
  private var conditions: [Condition] = []

  init(builder: CallGraphBuilder, table: DeclarationTable, method: MethodSymbol, indexer: DeclarationIndexer)
  {
    self.builder = builder
    self.table = table
    self.method = method
    self.indexer = indexer
    var parameters: [String: String] = [:]
    for parameter in method.parameters { parameters[parameter.name] = Self.baseType(parameter.type) }
    scopes = [parameters]
  }

  // MARK: Walking

  func walk(_ node: Syntax) {
    if let call = node.as(FunctionCallExprSyntax.self) {
      handle(call)
    } else if let declaration = node.as(VariableDeclSyntax.self) {
      handle(declaration)
    } else if let items = node.as(CodeBlockItemListSyntax.self) {
      walk(items)
    } else if let statement = node.as(IfExprSyntax.self) {
      handle(statement)
    } else if let statement = node.as(SwitchExprSyntax.self) {
      handle(statement)
    } else if let statement = node.as(ForStmtSyntax.self) {
      scoped {
        if let name = statement.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let sequence = type(of: statement.sequence), sequence.hasPrefix("[")
        {
          bind(name, String(sequence.dropFirst().dropLast()))
        }
        walk(Syntax(statement.body))
      }
    } else if let sequence = node.as(SequenceExprSyntax.self), handleAssignment(sequence) {
      return
    } else if let closure = node.as(ClosureExprSyntax.self) {
      scoped { walk(Syntax(closure.statements)) }
    } else {
      for child in node.children(viewMode: .sourceAccurate) { walk(child) }
    }
  }

  /// Statements in order; after a `guard`, the rest of the block is under
  /// its condition.
  private func walk(_ items: CodeBlockItemListSyntax) {
    let depth = conditions.count
    for item in items {
      if let statement = item.item.as(GuardStmtSyntax.self) {
        bindConditions(statement.conditions)
        walk(Syntax(statement.body))
        conditions.append(condition("guard " + statement.conditions.trimmedDescription))
      } else {
        walk(Syntax(item))
      }
    }
    conditions.removeLast(conditions.count - depth)
  }

  private func scoped(_ body: () -> Void) {
    scopes.append([:])
    body()
    scopes.removeLast()
  }

  private func bind(_ name: String, _ type: String?) {
    guard let type else { return }
    scopes[scopes.count - 1][name] = type
  }

  private func lookup(_ name: String) -> String? {
    for scope in scopes.reversed() {
      if let type = scope[name] { return type }
    }
    return nil
  }

  /// Runs `body` with the code under `mediation`.
  private func mediated(_ mediation: Mediation, _ body: () -> Void) {
    let outer = (self.mediation, blockDepth)
    self.mediation = mediation
    blockDepth = conditions.count
    body()
    (self.mediation, blockDepth) = outer
  }

  // MARK: Declarations, conditions

  private func handle(_ declaration: VariableDeclSyntax) {
    for binding in declaration.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      if let closure = binding.initializer?.value.as(ClosureExprSyntax.self) {
        localClosures[name] = closure
        continue
      }
      if let value = binding.initializer?.value {
        walk(Syntax(value))
        if let timer = timerLabel(ofCall: value) { timerNames[name] = timerNode(timer) }
      }
      bind(
        name,
        binding.typeAnnotation.map { Self.baseType($0.type.trimmedDescription) }
          ?? binding.initializer.flatMap { type(of: $0.value) })
    }
  }

  private func handle(_ statement: IfExprSyntax) {
    scoped {
      bindConditions(statement.conditions)
      conditions.append(condition("if " + statement.conditions.trimmedDescription))
      walk(Syntax(statement.body))
      conditions.removeLast()
    }
    switch statement.elseBody {
    case .ifExpr(let next):
      conditions.append(condition("else of if " + statement.conditions.trimmedDescription))
      handle(next)
      conditions.removeLast()
    case .codeBlock(let block):
      conditions.append(condition("else of if " + statement.conditions.trimmedDescription))
      walk(Syntax(block))
      conditions.removeLast()
    case nil:
      break
    }
  }

  private func handle(_ statement: SwitchExprSyntax) {
    walk(Syntax(statement.subject))
    let subject = statement.subject.trimmedDescription
    for element in statement.cases {
      guard case .switchCase(let switchCase) = element else { continue }
      let text: String
      var cases: [String] = []
      switch switchCase.label {
      case .case(let label):
        text = "case " + label.caseItems.trimmedDescription
        for item in label.caseItems {
          let pattern = item.pattern.trimmedDescription
          if pattern.hasPrefix(".") { cases.append(String(pattern.dropFirst())) }
        }
      case .default:
        text = "default"
      }
      conditions.append(Condition(text: subject + " " + text, property: propertyName(subject), cases: cases))
      walk(Syntax(switchCase.statements))
      conditions.removeLast()
    }
  }

  /// `if let x = y as? T`, `guard let x = f()`: the bound names' types.
  private func bindConditions(_ list: ConditionElementListSyntax) {
    for element in list {
      switch element.condition {
      case .optionalBinding(let binding):
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let value = binding.initializer?.value {
          walk(Syntax(value))
          bind(name, type(of: value))
        } else {
          bind(
            name,
            lookup(name)
              ?? table.property(name, of: method.type).flatMap { $0.declaredType.map(Self.baseType) })
        }
      case .expression(let expression):
        walk(Syntax(expression))
      default:
        walk(Syntax(element))
      }
    }
  }

  /// A condition, with the state cases it requires if it compares a
  /// property with a case (`state == .pulling`).
  private func condition(_ text: String) -> Condition {
    if let flag = flagCondition(text) { return flag }
    let parts = text.split(separator: " ")
    for (offset, part) in parts.enumerated() where part == "==" && offset > 0 && offset + 1 < parts.count {
      let right = parts[offset + 1]
      if right.hasPrefix(".") {
        return Condition(
          text: text, property: propertyName(String(parts[offset - 1]).replacingSelf),
          cases: [String(right.dropFirst().prefix { $0.isLetter || $0.isNumber })])
      }
    }
    return Condition(text: text, property: nil, cases: [])
  }

  /// `if finished`, `guard !taskInProgress`: a state flag required true or
  /// false.
  private func flagCondition(_ text: String) -> Condition? {
    guard text.hasPrefix("if ") || text.hasPrefix("guard "), let space = text.firstIndex(of: " ") else {
      return nil
    }
    var subject = String(text[text.index(after: space)...])
    guard !subject.contains(" ") else { return nil }
    let negated = subject.hasPrefix("!")
    if negated { subject.removeFirst() }
    guard let property = table.property(subject.replacingSelf, of: method.type),
      property.isBool,
      property.annotation(.state) != nil
    else { return nil }
    return Condition(text: text, property: property.name, cases: [negated ? "false" : "true"])
  }

  private func propertyName(_ expression: String) -> String? {
    let name = expression.replacingSelf
    return table.property(name, of: method.type) != nil ? name : nil
  }

  // MARK: Assignments

  /// `lhs = rhs`: a timer property whose setter invalidates, or a state
  /// property taking a new case.
  private func handleAssignment(_ sequence: SequenceExprSyntax) -> Bool {
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
    walk(Syntax(elements[2]))
    let target = elements[0].trimmedDescription.replacingSelf
    guard let property = table.property(target, of: method.type) else { return true }
    if property.invalidatesOnSet {
      record(
        to: .timeSource(owner: property.type, label: timerName(of: property)), kind: .invalidates,
        at: Syntax(elements[0]))
    }
    let value = elements[2].trimmedDescription
    let isEnumCase =
      value.hasPrefix(".")
      && property.declaredType.map(Self.baseType).flatMap { table.types[$0] }?.kind == .enum
    let isFlag =
      (value == "true" || value == "false") && property.isBool && property.annotation(.state) != nil
    if isEnumCase || isFlag {
      let to = isFlag ? value : String(value.dropFirst().prefix { $0.isLetter || $0.isNumber })
      let from = conditions.filter { $0.property == property.name }.last?.cases ?? []
      builder.addStateChange(
        StateChange(
          method: method.id, property: property.id, to: to, from: from,
          condition: conditions.last { $0.property != property.name }?.text,
          location: indexer.location(elements[0])))
    }
    return true
  }

  private func timerName(of property: PropertySymbol) -> String {
    let value = property.annotation(.timer)?.value ?? ""
    return value.isEmpty ? property.name : value
  }

  // MARK: Calls

  private func handle(_ call: FunctionCallExprSyntax) {
    let callee = call.calledExpression
    let text = callee.trimmedDescription
    if let engine = EngineCall(callee: text) {
      handleEngine(engine, call)
      return
    }
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "invalidate" {
      handleInvalidate(member.base)
      return
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self),
      let closure = localClosures[reference.baseName.text]
    {
      walkArguments(call, target: nil)
      scoped { walk(Syntax(closure.statements)) }
      return
    }
    let labels = call.arguments.map { $0.label?.text ?? "_" }
    let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
    if let target = resolve(callee, labels: labels, trailingClosures: trailing) {
      record(to: .method(target.id), kind: .call, at: Syntax(call))
      walkArguments(call, target: target)
    } else {
      if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base { walk(Syntax(base)) }
      walkArguments(call, target: nil)
    }
  }

  /// Arguments; a closure passed for a parameter that its method forwards to
  /// an animation's completion runs as that completion.
  private func walkArguments(_ call: FunctionCallExprSyntax, target: MethodSymbol?) {
    var closureParameters: [String] = []
    if let target {
      closureParameters = target.parameters.filter { $0.type.contains("->") }.map { $0.name }
    }
    for argument in call.arguments {
      if let closure = argument.expression.as(ClosureExprSyntax.self), let target,
        let parameter = target.parameters.first(where: {
          $0.label == (argument.label?.text ?? "_") && $0.type.contains("->")
        })
      {
        walkClosure(closure, forwardedTo: target, parameter: parameter.name)
      } else {
        walk(Syntax(argument.expression))
      }
    }
    var trailing: [ClosureExprSyntax] = call.trailingClosure.map { [$0] } ?? []
    trailing += call.additionalTrailingClosures.map { $0.closure }
    let unfilled = closureParameters.suffix(trailing.count)
    for (closure, parameter) in zip(trailing, unfilled) {
      if let target { walkClosure(closure, forwardedTo: target, parameter: parameter) }
    }
    if target == nil {
      for closure in trailing { scoped { walk(Syntax(closure.statements)) } }
    }
  }

  private func walkClosure(_ closure: ClosureExprSyntax, forwardedTo target: MethodSymbol, parameter: String)
  {
    if builder.forwardsCompletion(target.id, parameter: parameter) {
      mediated(.via(.animationCompletion)) { scoped { walk(Syntax(closure.statements)) } }
    } else {
      scoped { walk(Syntax(closure.statements)) }
    }
  }

  /// Records an edge from where the code is: the method, or the time
  /// source whose block this is.
  private func record(to target: CallNode, kind: CallEdgeKind, at node: Syntax) {
    var from = CallNode.method(method.id)
    var edgeKind = kind
    var condition = conditions.last?.text
    if kind == .call {
      switch mediation {
      case .direct: break
      case .fires(let source):
        from = source
        edgeKind = .fires
        condition = conditions.count > blockDepth ? conditions.last?.text : nil
      case .via(let via): edgeKind = via
      }
    }
    builder.add(
      CallEdge(from: from, to: target, kind: edgeKind, condition: condition, location: indexer.location(node))
    )
  }

  // MARK: The engine's API

  private func handleEngine(_ engine: EngineCall, _ call: FunctionCallExprSyntax) {
    let closures = Self.closures(of: call)
    switch engine {
    case .timer:
      guard let name = timerLabel(ofCall: ExprSyntax(call)) else { break }
      schedule(name, .timer, call, closures)
    case .displayLink:
      guard let name = stringArgument(call, label: "label") else { break }
      schedule(name, .displayLink, call, closures)
    case .performAfterDelay:
      guard let selector = stringArgument(call, label: nil) else { break }
      schedule(selector, .perform, call, closures)
    case .cancelPerforms:
      builder.cancelsPerforms(method: method.id, type: method.type, location: indexer.location(call))
    case .animate:
      builder.addAnimation(in: method.id)
      for argument in call.arguments {
        if argument.label?.text == "completion", let closure = argument.expression.as(ClosureExprSyntax.self)
        {
          mediated(.via(.animationCompletion)) { scoped { walk(Syntax(closure.statements)) } }
        } else if let closure = argument.expression.as(ClosureExprSyntax.self) {
          scoped { walk(Syntax(closure.statements)) }
        }
      }
      if let trailing = call.trailingClosure {
        mediated(.via(.animationCompletion)) { scoped { walk(Syntax(trailing.statements)) } }
      }
      return
    case .mainQueue:
      for closure in closures { mediated(.via(.mainQueue)) { scoped { walk(Syntax(closure.statements)) } } }
    case .background:
      for closure in closures { mediated(.via(.background)) { scoped { walk(Syntax(closure.statements)) } } }
    case .perform:
      for closure in closures { mediated(.via(.perform)) { scoped { walk(Syntax(closure.statements)) } } }
    }
    for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
      walk(Syntax(argument.expression))
    }
  }

  private func schedule(
    _ name: String, _ kind: TimeSource.Kind, _ call: FunctionCallExprSyntax, _ closures: [ClosureExprSyntax]
  ) {
    let node = builder.addTimeSource(name, kind, type: method.type)
    record(to: node, kind: .schedules, at: Syntax(call))
    walkTimeSourceBlocks(closures, source: node)
  }

  private func timerNode(_ name: String) -> CallNode {
    .timeSource(owner: table.property(name, of: method.type)?.type ?? method.type, label: name)
  }

  /// A time source's block: it runs when the source fires; its parameter
  /// names the source (`timer.invalidate()` inside invalidates it).
  private func walkTimeSourceBlocks(_ closures: [ClosureExprSyntax], source: CallNode) {
    for closure in closures {
      mediated(.fires(source)) {
        scoped {
          if let parameter = Self.firstParameter(of: closure) { timerNames[parameter] = source }
          walk(Syntax(closure.statements))
        }
      }
    }
  }

  private func handleInvalidate(_ base: ExprSyntax?) {
    guard let base else { return }
    var text = base.trimmedDescription.replacingSelf
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    if text.hasSuffix(".value") { text.removeLast(".value".count) }
    while text.hasSuffix("?") { text.removeLast() }
    if let source = timerNames[text] {
      record(to: source, kind: .invalidates, at: Syntax(base))
    } else if let property = table.property(text, of: method.type) {
      record(
        to: .timeSource(owner: property.type, label: timerName(of: property)), kind: .invalidates,
        at: Syntax(base))
    }
  }

  // MARK: Types and resolution

  private func resolve(_ callee: ExprSyntax, labels: [String], trailingClosures: Int) -> MethodSymbol? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if table.types[name] != nil {
        return table.method("init", labels: labels, trailingClosures: trailingClosures, of: name)
      }
      return table.method(name, labels: labels, trailingClosures: trailingClosures, of: method.type)
    }
    guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    let name = member.declName.baseName.text
    if base.trimmedDescription == "super", let superclass = table.superclass(of: method.type) {
      return table.method(name, labels: labels, trailingClosures: trailingClosures, of: superclass)
    }
    guard let type = type(of: base) else { return nil }
    return table.method(name, labels: labels, trailingClosures: trailingClosures, of: type)
  }

  /// The type of an expression, as far as the code states it.
  private func type(of expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if name == "self" || name == "Self" { return method.type }
      if let type = lookup(name) { return type }
      if let property = table.property(name, of: method.type) {
        return property.declaredType.map(Self.baseType)
      }
      if table.types[name] != nil { return name }
      return nil
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let baseType = type(of: base)
    {
      return table.property(member.declName.baseName.text, of: baseType)?.declaredType.map(Self.baseType)
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return type(of: optional.expression) }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return type(of: forced.expression) }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return type(of: only.expression)
    }
    if let cast = expression.as(AsExprSyntax.self) { return Self.baseType(cast.type.trimmedDescription) }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let labels = call.arguments.map { $0.label?.text ?? "_" }
      let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
        table.types[reference.baseName.text] != nil
      {
        return reference.baseName.text
      }
      return resolve(call.calledExpression, labels: labels, trailingClosures: trailing)?.returnType.map(
        Self.baseType)
    }
    if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first,
      sequence.elements.dropFirst().first?.is(AsExprSyntax.self) ?? false
    {
      return type(of: first)
    }
    return nil
  }

  /// `MBProgressHUD?` → `MBProgressHUD`; arrays keep their brackets.
  static func baseType(_ text: String) -> String {
    var type = text
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    if type.hasPrefix("[") { return type }
    return String(type.prefix { $0 != "<" })
  }

  // MARK: Small syntax helpers

  private func timerLabel(ofCall expression: ExprSyntax) -> String? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      EngineCall(callee: call.calledExpression.trimmedDescription) == .timer
    else { return nil }
    return stringArgument(call, label: "label")
  }

  private func stringArgument(_ call: FunctionCallExprSyntax, label: String?) -> String? {
    for argument in call.arguments where argument.label?.text == label {
      guard let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return nil }
      return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }
    return nil
  }

  private static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
    var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    closures += call.additionalTrailingClosures.map { $0.closure }
    return closures
  }

  private static func firstParameter(of closure: ClosureExprSyntax) -> String? {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list): return list.first?.name.text
    case .parameterClause(let clause): return clause.parameters.first?.firstName.text
    case nil: return nil
    }
  }
}

extension String {
  /// `self.finished` → `finished`.
  var replacingSelf: String {
    hasPrefix("self.") ? String(dropFirst(5)) : self
  }
}
