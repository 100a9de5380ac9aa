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

  /// An enclosing `if`, `else`, `guard` or `case`, as written (what a
  /// call edge is labelled with), and as clauses (what a state machine's
  /// transition reads: `ConditionClauses.swift`). A hidden condition holds
  /// after an early `return` (`if state == .refreshing { …; return }`):
  /// it narrows the states a transition starts from, and labels nothing.
  struct Condition {
    let text: String
    let clauses: [Clause]
    var hidden = false
    /// Where it starts to hold (the `if`'s body, after the `guard`), as a
    /// UTF-8 offset: what runs between there and a call may change it.
    var position = 0
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
  /// Locals bound to a property's value (`if let observer =
  /// pendingListObserver`): invalidating one invalidates the property's.
  private var propertyAliases: [String: PropertySymbol] = [:]
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
    } else if let reference = node.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if lookup(name) == nil { recordRead(table.property(name, of: method.type), at: node) }
    } else if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
      walk(Syntax(base))
      if let type = type(of: base) {
        recordRead(table.property(member.declName.baseName.text, of: type), at: node)
      }
    } else {
      for child in node.children(viewMode: .sourceAccurate) { walk(child) }
    }
  }

  /// Statements in order; after a `guard`, the rest of the block is under
  /// its condition, and after an `if` whose body returns (with no `else`),
  /// under its negation, hidden.
  private func walk(_ items: CodeBlockItemListSyntax) {
    let depth = conditions.count
    for item in items {
      if let statement = item.item.as(GuardStmtSyntax.self) {
        bindConditions(statement.conditions)
        walk(Syntax(statement.body))
        let tested = clauses.clauses(statement.conditions)
        conditions.append(
          Condition(
            text: ConditionSentence.when(tested), clauses: tested,
            position: statement.endPosition.utf8Offset))
      } else {
        walk(Syntax(item))
        if let exit = Syntax(item.item).as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
          ?? Syntax(item.item).as(IfExprSyntax.self), exit.elseBody == nil,
          let last = exit.body.statements.last?.item,
          last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
        {
          let negation = clauses.negation(clauses.clauses(exit.conditions))
          conditions.append(
            Condition(text: "", clauses: negation, hidden: true, position: item.endPosition.utf8Offset))
        }
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
    let tested = clauses.clauses(statement.conditions)
    scoped {
      bindConditions(statement.conditions)
      conditions.append(
        Condition(
          text: ConditionSentence.when(tested), clauses: tested, position: statement.body.position.utf8Offset)
      )
      walk(Syntax(statement.body))
      conditions.removeLast()
    }
    let otherwise = Condition(
      text: ConditionSentence.otherwise(tested), clauses: clauses.negation(tested),
      position: statement.elseKeyword?.position.utf8Offset ?? 0)
    switch statement.elseBody {
    case .ifExpr(let next):
      conditions.append(otherwise)
      handle(next)
      conditions.removeLast()
    case .codeBlock(let block):
      conditions.append(otherwise)
      walk(Syntax(block))
      conditions.removeLast()
    case nil:
      break
    }
  }

  private func handle(_ statement: SwitchExprSyntax) {
    walk(Syntax(statement.subject))
    let subject = statement.subject.trimmedDescription
    var labelled: [String] = []
    for element in statement.cases {
      guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else {
        continue
      }
      labelled += label.caseItems.map { $0.pattern.trimmedDescription }
    }
    for element in statement.cases {
      guard case .switchCase(let switchCase) = element else { continue }
      var patterns: [String] = []
      if case .case(let label) = switchCase.label {
        patterns = label.caseItems.map { $0.pattern.trimmedDescription }
      }
      let clause = clauses.switchCase(subject: subject, patterns: patterns, others: labelled)
      conditions.append(
        Condition(
          text: ConditionSentence.when([clause]), clauses: [clause], position: switchCase.position.utf8Offset)
      )
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
          if let property = table.property(value.trimmedDescription.replacingSelf, of: method.type) {
            propertyAliases[name] = property
          }
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

  /// How conditions read as clauses: which names are state properties.
  private var clauses: ClauseReader {
    ClauseReader { [table, method] name in
      guard let property = table.property(name, of: method.type) else { return nil }
      if property.isBool && property.annotation(.state) != nil { return (property.name, true) }
      let type = property.declaredType.map(Self.baseType).flatMap { table.types[$0] }
      return type?.kind == .enum ? (property.name, false) : nil
    }
  }

  // MARK: Assignments

  /// `lhs = rhs` (and `lhs += rhs`…): a write of a property, whose setter's
  /// calls are the writer's (`CallGraphBuilder.addSetterEdges`); for `=`,
  /// a timer property whose setter invalidates, or a state property taking
  /// a new case.
  private func handleAssignment(_ sequence: SequenceExprSyntax) -> Bool {
    let elements = Array(sequence.elements)
    if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
      ["+=", "-=", "*=", "/="].contains(op)
    {
      walk(Syntax(elements[0]))
      walk(Syntax(elements[2]))
      if let written = writtenProperty(elements[0]) { recordWrite(of: written, at: Syntax(elements[0])) }
      return true
    }
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
    walk(Syntax(elements[2]))
    let target = elements[0].trimmedDescription.replacingSelf
    if let written = writtenProperty(elements[0]) { recordWrite(of: written, at: Syntax(elements[0])) }
    guard let property = table.property(target, of: method.type) else { return true }
    if property.invalidatesOnSet {
      recordSetterInvalidation(of: property, storing: elements[2], at: Syntax(elements[0]))
    }
    let value = elements[2].trimmedDescription
    let isEnumCase =
      value.hasPrefix(".")
      && property.declaredType.map(Self.baseType).flatMap { table.types[$0] }?.kind == .enum
    let isFlag =
      (value == "true" || value == "false") && property.isBool && property.annotation(.state) != nil
    recordFlagWrite(property, value, at: Syntax(elements[0]))
    if isEnumCase || isFlag {
      let to = isFlag ? value : String(value.dropFirst().prefix { $0.isLetter || $0.isNumber })
      let (shown, hidden) = stateClauses
      let (from, excluded, label) = TransitionCondition.make(
        property: property.name, shown: shown, hidden: hidden)
      builder.addStateChange(
        StateChange(
          method: method.id, property: property.id, to: to, from: from, condition: label,
          location: indexer.location(elements[0]), excluded: excluded),
        clauses: (property.name, shown, hidden))
    }
    return true
  }

  /// The clauses the code is under, each with where it starts to hold.
  private var flagClauses: [FlagStep.Condition] {
    conditions.flatMap { condition in
      condition.clauses.map { FlagStep.Condition(clause: $0, position: condition.position) }
    }
  }

  /// A `@state` flag set to a literal or to a `Bool` parameter, made
  /// directly (not in an engine's block): a step of the method's effect on
  /// its class's flags (`FlagMachine`).
  private func recordFlagWrite(_ property: PropertySymbol, _ value: String, at node: Syntax) {
    guard case .direct = mediation, property.isBool, property.annotation(.state) != nil else { return }
    let written: FlagStep.Value
    if value == "true" || value == "false" {
      written = .literal(value == "true")
    } else if method.parameters.contains(where: { $0.name == value && Self.baseType($0.type) == "Bool" }) {
      written = .parameter(value)
    } else {
      return
    }
    builder.addFlagStep(
      FlagStep(
        action: .write(property: property.name, value: written), clauses: flagClauses,
        position: node.position.utf8Offset), in: method.id)
  }

  /// A write of a property: its setter's calls are made from here, as a
  /// call written here would be (from a time source's block, or through
  /// the engine's block this is in).
  private func recordWrite(of property: PropertySymbol, at node: Syntax) {
    recordReference(at: node, to: .property(property.id))
    let (from, kind, condition) = callOrigin
    builder.addPropertyWrite(
      PropertyWrite(
        method: method.id, from: from, callKind: kind, property: property.id, condition: condition,
        location: indexer.location(node)))
  }

  /// A read of a property: its getter's calls (and those of overrides'
  /// getters) are made from here.
  private func recordRead(_ property: PropertySymbol?, at node: Syntax) {
    guard let property else { return }
    recordReference(at: node, to: .property(property.id))
    let (from, kind, condition) = callOrigin
    for type in [property.type] + table.subclasses(of: property.type)
    where table.properties[type + "." + property.name] != nil {
      builder.addPropertyWrite(
        PropertyWrite(
          method: method.id, from: from, callKind: kind, property: type + "." + property.name,
          condition: condition, location: indexer.location(node), isRead: true))
    }
  }

  /// The name `expression` ends in (`state`, the `state` of
  /// `self.state`, the `hide` of `hud.hide`) resolved to `target`: the
  /// token a page links to the declaration.
  private func recordReference(at expression: Syntax, to target: SymbolReference.Target) {
    var expression = expression
    while let wrapped = expression.as(OptionalChainingExprSyntax.self)?.expression
      ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
    {
      expression = Syntax(wrapped)
    }
    let name =
      expression.as(DeclReferenceExprSyntax.self)?.baseName
      ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName
    guard let name else { return }
    builder.addReference(
      SymbolReference(
        file: indexer.file,
        bytes: name.positionAfterSkippingLeadingTrivia
          .utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
        target: target))
  }

  /// The property an assignment's left side names: one of the type's
  /// (`state`, `self.state`), or of a value whose type is known
  /// (`header.state`).
  private func writtenProperty(_ target: ExprSyntax) -> PropertySymbol? {
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      return table.property(reference.baseName.text, of: method.type)
    }
    guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
      let type = type(of: base)
    else { return nil }
    return table.property(member.declName.baseName.text, of: type)
  }

  /// The clauses of the conditions the code is under, shown and hidden,
  /// as far as they hold when it runs (inside an engine's block, only
  /// those inside it).
  private var stateClauses: (shown: [Clause], hidden: [Clause]) {
    let inside = conditions[blockDepth...]
    return (inside.filter { !$0.hidden }.flatMap(\.clauses), inside.filter(\.hidden).flatMap(\.clauses))
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
    if let observation = ObservedKeyPath.registration(call) {
      handleObserver(observation, call)
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
      recordReference(at: Syntax(callee), to: .method(target.id))
      if let base = callee.as(MemberAccessExprSyntax.self)?.base { recordReceiverReference(base) }
      record(to: .method(target.id), kind: .call, at: Syntax(call))
      if case .direct = mediation {
        builder.addStateCall(
          caller: method.id, callee: target.id, clauses: stateClauses, location: indexer.location(call))
        let onSuper = callee.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "super"
        builder.addFlagStep(
          FlagStep(
            action: .call(target.id, arguments: Self.arguments(of: call, for: target), onSuper: onSuper),
            clauses: flagClauses, position: call.position.utf8Offset), in: method.id)
      }
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
  private func record(to target: CallNode, kind: CallEdgeKind, at node: Syntax, replacing: Bool = false) {
    var (from, edgeKind, condition) = callOrigin
    if kind != .call {
      (from, edgeKind, condition) = (.method(method.id), kind, conditions.last { !$0.hidden }?.text)
    }
    builder.add(
      CallEdge(
        from: from, to: target, kind: edgeKind, condition: condition, location: indexer.location(node),
        replacing: replacing))
  }

  /// Storing into a time source's property whose setter invalidates the
  /// old value (`didSet { oldValue?.invalidate() }`). Storing `nil`
  /// invalidates the source held: the setter's `invalidate()` is the point
  /// of the assignment. Storing a new source is not an invalidation but a
  /// replacement: the setter invalidates the old source only if there was
  /// one, so the edge is marked `replacing`; and where the code has just
  /// tested that the property holds none (MBProgressHUD's
  /// `if progressObjectDisplayLink == nil { progressObjectDisplayLink =
  /// … }`), nothing is replaced and there is no edge at all.
  private func recordSetterInvalidation(
    of property: PropertySymbol, storing value: ExprSyntax, at node: Syntax
  ) {
    let source = CallNode.timeSource(owner: property.type, label: timerName(of: property))
    if value.is(NilLiteralExprSyntax.self) {
      record(to: source, kind: .invalidates, at: node)
      return
    }
    let empty = [property.name + " == nil", "self." + property.name + " == nil"]
    if conditions.contains(where: { $0.clauses.contains { empty.contains($0.text) } }) { return }
    record(to: source, kind: .invalidates, at: node, replacing: true)
  }

  /// Where a call made here comes from, as which kind of edge, under which
  /// condition: the method, directly; a time source, whose block this is
  /// (only the conditions inside the block gate it); or the method through
  /// the engine's block this is in.
  private var callOrigin: (from: CallNode, kind: CallEdgeKind, condition: String?) {
    switch mediation {
    case .direct: return (.method(method.id), .call, conditions.last { !$0.hidden }?.text)
    case .fires(let source): return (source, .fires, conditions[blockDepth...].last { !$0.hidden }?.text)
    case .via(let via): return (.method(method.id), via, conditions.last { !$0.hidden }?.text)
    }
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
    case .observer:
      guard let name = stringArgument(call, label: "label") else { break }
      schedule(name, .observer, call, closures)
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
    } else if let property = propertyAliases[text] ?? table.property(text, of: method.type) {
      if propertyAliases[text] == nil {
        recordReference(at: Self.timerHolder(base), to: .property(property.id))
      }
      record(
        to: .timeSource(owner: property.type, label: timerName(of: property)), kind: .invalidates,
        at: Syntax(base))
    } else if let held = heldTimerProperty(Self.timerHolder(base)) {
      // Another object's timer property (`toast.timer?.invalidate()`): the
      // builder finds which type makes a timer of that label.
      recordReference(at: Self.timerHolder(base), to: .property(held.id))
      record(
        to: .timeSource(owner: held.type, label: timerName(of: held)), kind: .invalidates, at: Syntax(base))
    }
  }

  /// `toast.timer`: an annotated timer property (`@timer`) of the type of
  /// the expression before the dot, a local, a parameter or a property.
  private func heldTimerProperty(_ holder: Syntax) -> PropertySymbol? {
    guard let member = holder.as(MemberAccessExprSyntax.self), let base = member.base,
      let holderType = type(of: base),
      let property = table.property(member.declName.baseName.text, of: holderType),
      property.annotation(.timer) != nil
    else { return nil }
    return property
  }

  /// The receiver of a resolved call, when it names a property of the
  /// method's type (`indicator?.spin()`, `self.header.endRefreshing()`):
  /// its type is how the call resolved. A receiver is not walked as a
  /// read here (the call graph never counted it as one), so only its link
  /// is recorded.
  private func recordReceiverReference(_ base: ExprSyntax) {
    var expression = Syntax(base)
    while let inner = expression.as(OptionalChainingExprSyntax.self)?.expression
      ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
    {
      expression = Syntax(inner)
    }
    let name: String
    if let reference = expression.as(DeclReferenceExprSyntax.self), lookup(reference.baseName.text) == nil {
      name = reference.baseName.text
    } else if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.trimmedDescription == "self"
    {
      name = member.declName.baseName.text
    } else {
      return
    }
    guard let property = table.property(name, of: method.type) else { return }
    recordReference(at: expression, to: .property(property.id))
  }

  /// `minShowTimer.value?` → `minShowTimer`: the expression that names
  /// the property holding the timer an `invalidate()` is sent to.
  private static func timerHolder(_ base: ExprSyntax) -> Syntax {
    var expression = Syntax(base)
    while true {
      if let inner = expression.as(OptionalChainingExprSyntax.self)?.expression
        ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
      {
        expression = Syntax(inner)
      } else if let member = expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "value",
        let inner = member.base
      {
        expression = Syntax(inner)
      } else {
        return expression
      }
    }
  }

  /// `scrollView.addObserver(self, forKeyPath: .contentOffset)`: the
  /// method observes the key path (a node owned by the method's type, as a
  /// run names it after the registering method's type), and each change of
  /// it notifies the observer's `observeValue(forKeyPath:of:change:)`;
  /// subclasses' overrides of the handler get `override` edges as calls do.
  private func handleObserver(_ observation: ObservedKeyPath.Registration, _ call: FunctionCallExprSyntax) {
    if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { walk(Syntax(base)) }
    let node = CallNode.keyPath(owner: method.type, path: observation.path)
    record(to: node, kind: .observes, at: Syntax(call))
    let observerType = type(of: observation.observer) ?? method.type
    guard
      let handler = table.method(
        "observeValue", labels: ObservedKeyPath.handlerLabels, trailingClosures: 0, of: observerType)
    else { return }
    builder.add(
      CallEdge(
        from: node, to: .method(handler.id), kind: .notifies, condition: nil, location: indexer.location(call)
      ))
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
      let target = table.method(name, labels: labels, trailingClosures: trailingClosures, of: superclass)
      if let target { builder.noteSuperCall(from: method.id, to: target.id) }
      return target
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
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self),
      let cast = Array(sequence.elements)[2].as(TypeExprSyntax.self)
    {
      return Self.baseType(cast.type.trimmedDescription)
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

  /// The arguments written for `target`'s parameters, by parameter name
  /// (`setPaused(false)` → `f: false`), as written (`self.` dropped).
  private static func arguments(of call: FunctionCallExprSyntax, for target: MethodSymbol) -> [String: String]
  {
    var found: [String: String] = [:]
    var remaining = target.parameters[...]
    for argument in call.arguments {
      let label = argument.label?.text ?? "_"
      while let parameter = remaining.first, parameter.label != label { remaining = remaining.dropFirst() }
      guard let parameter = remaining.first else { break }
      found[parameter.name] = argument.expression.trimmedDescription.replacingSelf
      remaining = remaining.dropFirst()
    }
    return found
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
