import CallGraph
import SwiftSyntax

/// The second pass: walks each method body and records its calls, typed by
/// how they happen — a direct call, or a call that passes through the engine
/// (a timer fires it, an animation's completion calls it, a block on the
/// main queue or a background queue calls it, a perform request calls it).
///
/// Resolution is by static types the code states: `self`, `super`, type
/// names, parameters, properties and locals whose types are written or
/// follow from their initializers (`let hud = MBProgressHUD(view:)`,
/// `if let hud = subview as? MBProgressHUD`, the declared return type of a
/// called method). A call whose receiver type cannot be known this way is
/// not an edge; the static/dynamic check (`GraphCheck`) exists to catch the
/// replica calls this misses.
final class CallGraphBuilder {
  private let index: DeclarationTable
  private(set) var edges: [CallEdge] = []
  /// The identifiers the walk resolved, in the order met.
  private(set) var references: [SymbolReference] = []
  private var knownEdges: Set<EdgeKey> = []
  private(set) var timeSources: [TimeSource] = []
  private(set) var stateChanges: [StateChange] = []
  /// Each state change's clauses, by index in `stateChanges`: its state
  /// property's name, and the clauses it is under (shown, hidden).
  private var transitionClauses: [(property: String, shown: [Clause], hidden: [Clause])] = []
  /// Calls made directly (not through the engine), with the clauses they
  /// are under, for transitions made in the method called.
  private var stateCalls:
    [(caller: String, callee: String, shown: [Clause], hidden: [Clause], location: SourceLocation)] = []
  /// Methods that call `kernel.animate` themselves.
  private(set) var animatingMethods: Set<String> = []
  /// Methods whose closure parameter ends up as an animation's completion:
  /// `method id → parameter names`.
  private(set) var forwardsToCompletion: [String: Set<String>] = [:]
  private var propertyWrites: [PropertyWrite] = []
  /// Each method's writes of `@state` flags and direct calls, in order.
  private(set) var flagSteps: [String: [FlagStep]] = [:]
  /// Methods a property's setter calls (`paused`'s `set` calls
  /// `setPaused(_:)`): what assigning the property runs.
  private(set) var setterCallees: Set<String> = []
  /// `super.name(…)` calls (caller, callee): dispatched statically, so no
  /// override of the callee can run there.
  private var superCalls: Set<[String]> = []
  /// `cancelPreviousPerformRequests(withTarget: self)` calls, resolved once
  /// every perform request of the type is known.
  private var cancels: [(method: String, type: String, location: SourceLocation)] = []

  init(index: DeclarationTable) {
    self.index = index
  }

  /// Analyses every body; bodies that forward closures are done first so
  /// that their callers see the forwarding. Setters are walked apart (by a
  /// builder of their own), and what each calls becomes an edge from every
  /// method that assigns its property.
  func build(
    bodies: [(String, Syntax, DeclarationIndexer)], setters: [(MethodSymbol, Syntax, DeclarationIndexer)] = []
  ) {
    for (id, body, indexer) in bodies {
      findForwarding(in: body, of: id, indexer)
    }
    let setterBuilder = CallGraphBuilder(index: index)
    setterBuilder.forwardsToCompletion = forwardsToCompletion
    for (setter, body, indexer) in setters {
      BodyWalker(builder: setterBuilder, table: index, method: setter, indexer: indexer).walk(body)
    }
    for (id, body, indexer) in bodies {
      guard let method = index.methods[id] else { continue }
      BodyWalker(builder: self, table: index, method: method, indexer: indexer).walk(body)
    }
    addSetterEdges(setterBuilder.edges)
    references += setterBuilder.references
    for edge in setterBuilder.edges where edge.kind == .call {
      if case .method(let callee) = edge.to { setterCallees.insert(callee) }
    }
    resolveHeldTimers()
    resolveCancels()
    addOverrides()
    addTransitionsThroughCalls()
  }

  // MARK: Recording

  /// Adds an edge unless the same edge under the same condition is known
  /// (a second call site adds nothing to a figure).
  func add(_ edge: CallEdge) {
    let key = EdgeKey(
      from: edge.from, to: edge.to, kind: edge.kind, condition: edge.condition, replacing: edge.replacing)
    if knownEdges.insert(key).inserted { edges.append(edge) }
  }

  /// What makes two edges the same for a figure: not where they are written.
  private struct EdgeKey: Hashable {
    let from: CallNode
    let to: CallNode
    let kind: CallEdgeKind
    let condition: String?
    let replacing: Bool
  }

  func addReference(_ reference: SymbolReference) {
    references.append(reference)
  }

  /// Records a time source the code of `type` makes; returns its node.
  func addTimeSource(_ name: String, _ kind: TimeSource.Kind, type: String) -> CallNode {
    let property = index.property(name, of: type)
    let source = TimeSource(name: name, kind: kind, owner: property?.type ?? type, property: property?.id)
    if !timeSources.contains(where: { $0.node == source.node }) { timeSources.append(source) }
    return source.node
  }

  func cancelsPerforms(method: String, type: String, location: SourceLocation) {
    cancels.append((method, type, location))
  }

  /// A timer one type schedules and another object holds (Toast's host
  /// view makes the timer and keeps it on the toast view): an edge to the
  /// holder's timer of that label, which no code of the holder makes, goes
  /// to the timer of that label the other types make. Resolved once every
  /// body is walked, since the holder's methods may come first.
  private func resolveHeldTimers() {
    let made = Set(timeSources.map(\.node))
    var resolved: [CallEdge] = []
    var changed = false
    for edge in edges {
      guard case .timeSource(_, let label) = edge.to, !made.contains(edge.to) else {
        resolved.append(edge)
        continue
      }
      let makers = timeSources.filter { $0.name == label && $0.kind == .timer }
      guard !makers.isEmpty else {
        resolved.append(edge)
        continue
      }
      changed = true
      for maker in makers {
        var moved = CallEdge(
          from: edge.from, to: maker.node, kind: edge.kind, condition: edge.condition, location: edge.location
        )
        moved.replacing = edge.replacing
        resolved.append(moved)
      }
    }
    guard changed else { return }
    edges = []
    knownEdges = []
    for edge in resolved { add(edge) }
  }

  /// A cancel invalidates every perform request its type makes.
  private func resolveCancels() {
    for cancel in cancels {
      for source in timeSources where source.kind == .perform && source.owner == cancel.type {
        add(
          CallEdge(
            from: .method(cancel.method), to: source.node, kind: .invalidates, condition: nil,
            location: cancel.location))
      }
    }
  }

  func addStateChange(_ change: StateChange, clauses: (String, [Clause], [Clause])) {
    guard !stateChanges.contains(change) else { return }
    stateChanges.append(change)
    transitionClauses.append(clauses)
  }

  func addFlagStep(_ step: FlagStep, in method: String) {
    flagSteps[method, default: []].append(step)
  }

  func noteSuperCall(from caller: String, to callee: String) {
    superCalls.insert([caller, callee])
  }

  func addPropertyWrite(_ write: PropertyWrite) {
    propertyWrites.append(write)
  }

  /// `state = .idle` runs the setter of `state`, which calls
  /// `setState(newValue)`: the assigning method calls `setState(_:)`, as a
  /// run records it (a setter is not traced). Likewise a read runs the
  /// getter (`_ = toValue` → `ensureComputedProperties()`).
  private func addSetterEdges(_ setterEdges: [CallEdge]) {
    var byAccessor: [String: [CallEdge]] = [:]
    for edge in setterEdges {
      guard case .method(let id) = edge.from else { continue }
      byAccessor[id, default: []].append(edge)
    }
    for write in propertyWrites {
      let suffixes = write.isRead ? [".get"] : [".set", ".willSet", ".didSet"]
      for edge in suffixes.flatMap({ byAccessor[write.property + $0] ?? [] }) {
        let isCall = edge.kind == .call
        add(
          CallEdge(
            from: isCall ? write.from : .method(write.method), to: edge.to,
            kind: isCall ? write.callKind : edge.kind,
            condition: write.condition, location: write.location))
      }
    }
  }

  func addStateCall(
    caller: String, callee: String, clauses: (shown: [Clause], hidden: [Clause]), location: SourceLocation
  ) {
    stateCalls.append((caller, callee, clauses.shown, clauses.hidden, location))
  }

  /// A method that changes the state from any state (`beginRefreshing`),
  /// called where the caller's conditions pin the state
  /// (`else if state == .pulling { beginRefreshing() }`): the change starts
  /// from those states, made by the caller through the callee, under both
  /// conditions together. The callee may make the change itself or through
  /// the methods it calls where nothing pins the state (an override's
  /// `super.beginRefreshing()`).
  private func addTransitionsThroughCalls() {
    var reachable: [String: [Reachable]] = [:]
    var visiting: Set<String> = []
    func reach(_ method: String) -> [Reachable] {
      if let known = reachable[method] { return known }
      guard visiting.insert(method).inserted else { return [] }
      defer { visiting.remove(method) }
      var found: [Reachable] = []
      for (index, change) in stateChanges.enumerated() where change.method == method && change.from.isEmpty {
        let (property, shown, hidden) = transitionClauses[index]
        found.append(Reachable(change: change, property: property, shown: shown, hidden: hidden))
      }
      for call in stateCalls where call.caller == method {
        for next in reach(call.callee) {
          let shown = call.shown + next.shown
          let hidden = call.hidden + next.hidden
          guard TransitionCondition.make(property: next.property, shown: shown, hidden: hidden).from.isEmpty
          else { continue }
          found.append(Reachable(change: next.change, property: next.property, shown: shown, hidden: hidden))
        }
      }
      reachable[method] = found
      return found
    }
    for call in stateCalls {
      for next in reach(call.callee) {
        let pinned = TransitionCondition.make(property: next.property, shown: call.shown, hidden: call.hidden)
        guard !pinned.from.isEmpty else { continue }
        let shown = call.shown + next.shown
        let hidden = call.hidden + next.hidden
        let (from, _, label) = TransitionCondition.make(property: next.property, shown: shown, hidden: hidden)
        guard !from.isEmpty else { continue }
        addStateChange(
          StateChange(
            method: call.caller, property: next.change.property, to: next.change.to, from: from,
            condition: label,
            location: call.location, via: call.callee),
          clauses: (next.property, shown, hidden))
      }
    }
  }

  /// A change a method can make from any state, itself or through the
  /// methods it calls, with the clauses it is under on the way.
  private struct Reachable {
    let change: StateChange
    let property: String
    let shown: [Clause]
    let hidden: [Clause]
  }

  func addAnimation(in method: String) {
    animatingMethods.insert(method)
  }

  func forwardsCompletion(_ method: String, parameter: String) -> Bool {
    forwardsToCompletion[method]?.contains(parameter) ?? false
  }

  /// `kernel.animate(…, completion: p)` where `p` is a parameter of the
  /// method: callers' closures for `p` run as the animation's completion.
  private func findForwarding(in body: Syntax, of id: String, _ indexer: DeclarationIndexer) {
    guard let method = index.methods[id] else { return }
    let names = Set(method.parameters.map { $0.name })
    for call in body.descendants(FunctionCallExprSyntax.self) {
      guard call.calledExpression.trimmedDescription.hasSuffix("kernel.animate") else { continue }
      for argument in call.arguments where argument.label?.text == "completion" {
        let text = argument.expression.trimmedDescription
        if names.contains(text) { forwardsToCompletion[id, default: []].insert(text) }
      }
    }
  }

  /// A call to a method that subclasses override may land in any of them
  /// (a call on `super` excepted); so may one the engine makes (a timer's,
  /// a queued block's, a key-value notification).
  private func addOverrides() {
    let dispatched: Set<CallEdgeKind> = [
      .call, .notifies, .fires, .animationCompletion, .mainQueue, .background, .perform,
    ]
    for edge in edges where dispatched.contains(edge.kind) {
      guard case .method(let id) = edge.to, let target = index.methods[id] else { continue }
      if case .method(let caller) = edge.from, superCalls.contains([caller, id]) { continue }
      for subclass in index.subclasses(of: target.type) {
        let override = subclass + "." + target.name
        if index.methods[override] != nil {
          add(
            CallEdge(
              from: edge.from, to: .method(override), kind: .override, condition: edge.condition,
              location: edge.location))
        }
      }
    }
  }
}

/// An assignment of a property (`state = .idle`, `x += 1`): by which
/// method, from which node and as which kind a call made there would be
/// (a time source's block fires, an engine's block calls through it), the
/// property (`Type.name`), the condition it is under, where.
struct PropertyWrite {
  let method: String
  let from: CallNode
  let callKind: CallEdgeKind
  let property: String
  let condition: String?
  let location: SourceLocation
  /// A read, which runs the property's getter (`_ = toValue`), of this
  /// class's or of an override's.
  var isRead = false
}

/// The declarations of every file, looked up by id while bodies are walked.
struct DeclarationTable {
  let types: [String: TypeSymbol]
  let methods: [String: MethodSymbol]
  let properties: [String: PropertySymbol]
  let methodsByType: [String: [MethodSymbol]]

  init(types: [TypeSymbol], methods: [MethodSymbol], properties: [PropertySymbol]) {
    var typeTable: [String: TypeSymbol] = [:]
    for type in types where typeTable[type.name] == nil { typeTable[type.name] = type }
    self.types = typeTable
    var methodTable: [String: MethodSymbol] = [:]
    var byType: [String: [MethodSymbol]] = [:]
    for method in methods {
      methodTable[method.id] = method
      byType[method.type, default: []].append(method)
    }
    self.methods = methodTable
    methodsByType = byType
    var propertyTable: [String: PropertySymbol] = [:]
    for property in properties { propertyTable[property.id] = property }
    self.properties = propertyTable
  }

  func superclass(of type: String) -> String? {
    guard let symbol = types[type], symbol.kind == .class, let first = symbol.inherits.first,
      types[first]?.kind == .class
    else { return nil }
    return first
  }

  func subclasses(of type: String) -> [String] {
    var result: [String] = []
    for (name, _) in types.sorted(by: { $0.key < $1.key }) where superclass(of: name) == type {
      result.append(name)
      result += subclasses(of: name)
    }
    return result
  }

  /// A property of `type` or of its superclasses.
  func property(_ name: String, of type: String) -> PropertySymbol? {
    var current: String? = type
    while let candidate = current {
      if let property = properties[candidate + "." + name] { return property }
      current = superclass(of: candidate)
    }
    return nil
  }

  /// The method of `type` (or a superclass) named `name` that accepts these
  /// argument labels; parameters with default values may be left out, and
  /// trailing closures fill the remaining closure parameters.
  func method(
    _ name: String, labels: [String], trailingClosures: Int, of type: String, isStatic: Bool? = nil
  ) -> MethodSymbol? {
    var current: String? = type
    while let candidate = current {
      for method in methodsByType[candidate] ?? [] where method.baseName == name {
        if let isStatic, method.isStatic != isStatic, name != "init" { continue }
        if accepts(method, labels: labels, trailingClosures: trailingClosures) { return method }
      }
      current = superclass(of: candidate)
    }
    return nil
  }

  private func accepts(_ method: MethodSymbol, labels: [String], trailingClosures: Int) -> Bool {
    var remaining = labels[...]
    var closures = trailingClosures
    for parameter in method.parameters {
      if let next = remaining.first, next == parameter.label {
        remaining = remaining.dropFirst()
      } else if remaining.isEmpty && closures > 0 && parameter.type.contains("->") {
        closures -= 1
      } else if !parameter.hasDefault {
        return false
      }
    }
    return remaining.isEmpty && closures == 0
  }
}

extension SyntaxProtocol {
  /// Every descendant of a kind, in source order.
  func descendants<Node: SyntaxProtocol>(_ kind: Node.Type) -> [Node] {
    var found: [Node] = []
    for child in children(viewMode: .sourceAccurate) {
      if let node = child.as(kind) { found.append(node) }
      found += child.descendants(kind)
    }
    return found
  }
}
