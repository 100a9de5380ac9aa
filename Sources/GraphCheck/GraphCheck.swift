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
/// - `schedules`, `fires`, `invalidates`: the same edge;
/// - a callback (`animationCompletion`, `mainQueue`, `background`,
///   `perform`): a static edge of that kind into the same method, from the
///   method that made the callback or from one that calls it — a closure is
///   written in one method and may be handed down to the one that passes it
///   to the engine (`hideUsingAnimation` → `animateIn(completion:)`).
public struct GraphCheck {
  let index: SourceIndex
  private let callers: [CallNode: [CallNode]]

  public init(index: SourceIndex) {
    self.index = index
    var callers: [CallNode: [CallNode]] = [:]
    for edge in index.edges where edge.kind == .call || edge.kind == .override {
      callers[edge.to, default: []].append(edge.from)
    }
    self.callers = callers
  }

  /// The findings for the edges one run took, each an error at the
  /// method where the missing edge starts (or at no place, for an edge
  /// from something the sources do not declare); `source` names the run
  /// (the scenario file) in messages.
  public func check(_ edges: [CallRecorder.Edge], source: String) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for edge in edges {
      guard let from = staticName(edge.from) else {
        findings.append(unknown(edge.from, in: edge, source))
        continue
      }
      guard let to = staticName(edge.to) else {
        findings.append(unknown(edge.to, in: edge, source))
        continue
      }
      if !matches(from: from, to: to, kind: edge.kind) {
        let message =
          "\(source) took '\(from.text)' → '\(to.text)' (\(edge.kind.rawValue)), which the static call graph does not have"
        findings.append(
          location(of: from).map { Diagnostic(at: $0, message) }
            ?? Diagnostic(line: 0, column: 0, message: message))
      }
    }
    return findings
  }

  private func matches(from: CallNode, to: CallNode, kind: CallEdgeKind) -> Bool {
    switch kind {
    case .call:
      return index.edges.contains {
        $0.from == from && $0.to == to && ($0.kind == .call || $0.kind == .override)
      }
    case .override, .schedules, .fires, .invalidates, .observes, .notifies:
      return index.edges.contains { $0.from == from && $0.to == to && $0.kind == kind }
    case .animationCompletion, .mainQueue, .background, .perform:
      let makers = index.edges.filter { $0.to == to && $0.kind == kind }.map { $0.from }
      return makers.contains { $0 == from || reaches($0, from) }
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

  /// A run's node, owned by a type as it is traced (`MBProgressHUD091`),
  /// as the analysed Swift type's node; nil when no type is traced so.
  private func staticName(_ traced: CallNode) -> CallNode? {
    index.type(tracedAs: traced.owner).map { traced.withOwner($0.name) }
  }

  /// A method's declaration; for a time source, the property that holds
  /// it.
  private func location(of node: CallNode) -> SourceLocation? {
    if case .method(let id) = node, let method = index.method(id) { return method.location }
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
