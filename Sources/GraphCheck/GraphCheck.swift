import CallGraph
import Diagnostics
import SimKernel
import SourceAnalysis

/// The static/dynamic check: every edge a run takes (recorded by the
/// kernel's `CallRecorder`) must be in the call graph the analysis built
/// from the sources. A missing edge means a figure that leaves out
/// something the code does — a bug in the replica (a call hidden from the
/// analysis) or in the analysis.
///
/// Matching, by the recorded edge's kind:
/// - `call`: a static `call` or `override` edge between the same methods;
/// - `schedules`, `fires`, `invalidates`, `observes`: the same edge;
/// - `notifies`: a static `notifies` (or `override`) edge from the same key
///   path into the method, or into a method that calls it (an observer's
///   `observeValue(forKeyPath:of:change:)` that does not report itself);
/// - a callback (`animationCompletion`, `mainQueue`, `background`,
///   `perform`): a static edge of that kind into the same method, from the
///   method that made the callback or from one that calls it — a closure is
///   written in one method and may be handed down to the one that passes it
///   to the engine (`hideUsingAnimation` → `animateIn(completion:)`).
///
/// A run names a node by the type as traced (`TraceName.method(labels:)`),
/// and a method reports `Self.traceName`: the traced name of the object's
/// class, not of the class that declares the method. In a class hierarchy
/// (MJRefreshComponent and its subclasses), a run's
/// `MJRefreshComponent.setState(_:)` may be any `setState(_:)` of a class
/// traced under that name or of their superclasses (an override, or the
/// superclass's through `super.setState`). So a run's node stands for the
/// set of static nodes it may be (`candidates`), and an edge matches when a
/// static edge joins some pair of them. A type without a subclass, as every
/// HUD is, has one candidate, the node itself.
public struct GraphCheck {
  let index: SourceIndex
  private let callers: [CallNode: [CallNode]]
  /// The analysed types each traced name stands for: every class whose own
  /// or inherited `traceName` it is, the declaring class first.
  private let typesByTraceName: [String: [String]]
  /// Every node the sources declare: methods, and the time sources and
  /// key paths their code makes.
  private let declared: Set<CallNode>
  private let callees: [CallNode: [CallNode]]
  /// The methods a method's closures call when they run (a queued block,
  /// a completion): a run records what an untraced one of them does as the
  /// closure's maker's doing (`CallRecorder`'s closure owner).
  private let closureCallees: [CallNode: [CallNode]]
  /// Methods whose bodies do not report their calls (a one-line
  /// forwarding overload, an initializer): a run records what they call
  /// as their caller's.
  private let untraced: Set<CallNode>

  public init(index: SourceIndex) {
    self.index = index
    var callers: [CallNode: [CallNode]] = [:]
    var callees: [CallNode: [CallNode]] = [:]
    var closureCallees: [CallNode: [CallNode]] = [:]
    var declared = Set(index.methods.map { CallNode.method($0.id) })
    untraced = Set(index.methods.filter { !$0.isTraced }.map { CallNode.method($0.id) })
    for edge in index.edges {
      if edge.kind == .call || edge.kind == .override {
        callers[edge.to, default: []].append(edge.from)
        callees[edge.from, default: []].append(edge.to)
      } else if edge.kind.isCallback {
        closureCallees[edge.from, default: []].append(edge.to)
      }
      declared.insert(edge.from)
      declared.insert(edge.to)
    }
    self.callers = callers
    self.callees = callees
    self.closureCallees = closureCallees
    self.declared = declared
    var types: [String: [String]] = [:]
    for type in index.types where type.traceName != nil {
      types[type.traceName!, default: []].append(type.name)
    }
    for type in index.types where type.traceName == nil {
      guard let traceName = index.traceName(of: type.name) else { continue }
      types[traceName, default: []].append(type.name)
    }
    typesByTraceName = types
  }

  /// The findings for the edges one run took, each an error at the
  /// method where the missing edge starts (or at no place, for an edge
  /// from something the sources do not declare); `source` names the run
  /// (the scenario file) in messages.
  public func check(_ edges: [CallRecorder.Edge], source: String) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var known: [CallNode: [CallNode]] = [:]
    func candidates(_ node: CallNode) -> [CallNode] {
      if let found = known[node] { return found }
      let found = self.candidates(node)
      known[node] = found
      return found
    }
    for edge in edges {
      let from = candidates(edge.from)
      guard let fromName = from.first else {
        findings.append(unknown(edge.from, in: edge, source))
        continue
      }
      let to = candidates(edge.to)
      guard let toName = to.first else {
        findings.append(unknown(edge.to, in: edge, source))
        continue
      }
      if !matches(from: Set(from), to: Set(to), kind: edge.kind) {
        let message =
          "\(source) took '\(fromName.text)' → '\(toName.text)' (\(edge.kind.rawValue)), which the static call graph does not have"
        findings.append(
          from.lazy.compactMap(location(of:)).first.map { Diagnostic(at: $0, message) }
            ?? Diagnostic(line: 0, column: 0, message: message))
      }
    }
    return findings
  }

  /// The findings for the time sources a run made where no replica method
  /// was acting (`ScenarioRun.unattributedSources`): no edge records who
  /// made them, so the check could not hold the graphs to them, and it
  /// says so instead of counting nothing as missing. Each is an error
  /// where the sources make a time source of that label, or at no place.
  public func checkAttribution(of labels: [String], source: String) -> [Diagnostic] {
    var seen: Set<String> = []
    return labels.filter { seen.insert($0).inserted }.map { label in
      let message =
        "\(source) made time source '\(label)' where no replica method was running (a catalog's or a script's code, or a timer's block), so no edge says who made it and no graph can be checked against it; make it in a traced method"
      let made = index.timeSources.lazy.filter { $0.name == label }.compactMap { location(of: $0.node) }.first
      return made.map { Diagnostic(at: $0, message) } ?? Diagnostic(line: 0, column: 0, message: message)
    }
  }

  private func matches(from: Set<CallNode>, to: Set<CallNode>, kind: CallEdgeKind) -> Bool {
    switch kind {
    case .call:
      let from = throughUntraced(from)
      return index.edges.contains {
        ($0.kind == .call || $0.kind == .override) && from.contains($0.from) && to.contains($0.to)
      }
    case .override, .schedules, .fires, .invalidates, .observes:
      let from = kind == .fires ? from : throughUntraced(from)
      return index.edges.contains {
        $0.kind == kind && from.contains($0.from)
          && (to.contains($0.to) || leadsThroughUntraced($0.to, to))
      }
    case .notifies:
      let handlers = index.edges.filter {
        ($0.kind == .notifies || $0.kind == .override) && from.contains($0.from)
      }
      return handlers.contains { handler in
        to.contains(handler.to) || to.contains { reaches(handler.to, $0) }
      }
    case .animationCompletion, .mainQueue, .background, .perform:
      let makers = index.edges.filter { $0.kind == kind && to.contains($0.to) }.map { $0.from }
      return makers.contains { maker in from.contains(maker) || from.contains { reaches(maker, $0) } }
    }
  }

  /// The nodes and the untraced methods they call, or their closures call,
  /// and those these call, as far as the calls go through untraced
  /// methods: what a run records as made by the nodes
  /// (`POPAnimator.shared(_:)` making the display link in the untraced
  /// `init(kernel:)`; SVProgressHUD's `showProgress(_:status:)`, whose
  /// queued block calls the untraced `scheduleGraceTimer(duration:)`).
  private func throughUntraced(_ nodes: Set<CallNode>) -> Set<CallNode> {
    var found = nodes
    var pending = Array(nodes)
    while let next = pending.popLast() {
      let reached = (callees[next] ?? []) + (closureCallees[next] ?? [])
      for callee in reached where untraced.contains(callee) && found.insert(callee).inserted {
        pending.append(callee)
      }
    }
    return found
  }

  /// Whether `node`, an untraced method, calls one of `goals`, directly
  /// or through untraced methods: a run records the goal as reached
  /// where the node was.
  private func leadsThroughUntraced(_ node: CallNode, _ goals: Set<CallNode>) -> Bool {
    guard untraced.contains(node) else { return false }
    return throughUntraced([node]).contains { reached in
      (callees[reached] ?? []).contains(where: goals.contains)
    }
  }

  /// Whether `start` calls `goal`, directly or through other calls.
  private func reaches(_ start: CallNode, _ goal: CallNode) -> Bool {
    var seen: Set<CallNode> = [goal]
    var pending = [goal]
    while let next = pending.popLast() {
      for caller in callers[next] ?? [] {
        if caller == start { return true }
        if seen.insert(caller).inserted { pending.append(caller) }
      }
    }
    return false
  }

  /// The static nodes a run's node may stand for, the likeliest first:
  /// for each class traced under the node's owner, its own node and then
  /// its superclasses', as far as the sources declare them (a method, a
  /// time source or key path the code makes). Empty when no analysed type
  /// is traced so; the first class's node when none is declared, so that
  /// the finding names it.
  func candidates(_ traced: CallNode) -> [CallNode] {
    guard let types = typesByTraceName[traced.owner] else { return [] }
    var found: [CallNode] = []
    for type in types {
      var current: String? = type
      var seen: Set<String> = []
      while let name = current, seen.insert(name).inserted {
        let node = traced.withOwner(name)
        if declared.contains(node) && !found.contains(node) { found.append(node) }
        current = index.superclass(of: name)
      }
    }
    return found.isEmpty ? [traced.withOwner(types[0])] : found
  }

  /// A method's declaration; for a time source, the property that holds
  /// it; for a key path, where the code first registers for it.
  private func location(of node: CallNode) -> SourceLocation? {
    if case .method(let id) = node, let method = index.method(id) { return method.location }
    if case .keyPath = node { return index.edges.first { $0.to == node && $0.kind == .observes }?.location }
    guard let source = index.timeSources.first(where: { $0.node == node }), let property = source.property
    else {
      return nil
    }
    return index.properties.first { $0.id == property }?.location
  }

  private func unknown(_ node: CallNode, in edge: CallRecorder.Edge, _ source: String) -> Diagnostic {
    Diagnostic(
      line: 0, column: 0,
      message:
        "\(source) took '\(edge.from.text)' → '\(edge.to.text)' (\(edge.kind.rawValue)), but no analysed type is traced as '\(node.owner)'"
    )
  }
}
