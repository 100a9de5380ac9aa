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
  private let callers: [String: [String]]

  public init(index: SourceIndex) {
    self.index = index
    var callers: [String: [String]] = [:]
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
          "\(source) took '\(from)' → '\(to)' (\(edge.kind.rawValue)), which the static call graph does not have"
        findings.append(
          location(of: from).map { Diagnostic(at: $0, message) }
            ?? Diagnostic(line: 0, column: 0, message: message))
      }
    }
    return findings
  }

  private func matches(from: String, to: String, kind: CallRecorder.Kind) -> Bool {
    switch kind {
    case .call:
      return index.edges.contains {
        $0.from == from && $0.to == to && ($0.kind == .call || $0.kind == .override)
      }
    case .schedules, .fires, .invalidates:
      return index.edges.contains { $0.from == from && $0.to == to && $0.kind.rawValue == kind.rawValue }
    case .animationCompletion, .mainQueue, .background, .perform:
      let makers = index.edges.filter { $0.to == to && $0.kind.rawValue == kind.rawValue }.map { $0.from }
      return makers.contains { $0 == from || reaches($0, from) }
    }
  }

  /// Whether `start` calls `goal`, directly or through other calls.
  private func reaches(_ start: String, _ goal: String) -> Bool {
    var seen: Set<String> = [goal]
    var pending = [goal]
    while let next = pending.popLast() {
      for caller in callers[next] ?? [] {
        if caller == start { return true }
        if seen.insert(caller).inserted { pending.append(caller) }
      }
    }
    return false
  }

  /// `MBProgressHUD091.show(_:)` as traced → the Swift type's method id;
  /// `timer:Trace.label` → `timer:Type.label`.
  private func staticName(_ traced: String) -> String? {
    let isTimer = traced.hasPrefix("timer:")
    let name = isTimer ? String(traced.dropFirst("timer:".count)) : traced
    let head = name.prefix { $0 != "(" }
    guard let dot = head.firstIndex(of: ".") else { return nil }
    guard let type = index.type(tracedAs: String(name[..<dot])) else { return nil }
    let rest = name[name.index(after: dot)...]
    return isTimer ? CallEdge.timerNode(type.name, String(rest)) : type.name + "." + rest
  }

  /// A method's declaration; for a time source, the property that holds
  /// it.
  private func location(of node: String) -> SourceLocation? {
    if let method = index.method(node) { return method.location }
    guard let source = index.timeSources.first(where: { $0.node == node }), let property = source.property
    else {
      return nil
    }
    return index.properties.first { $0.id == property }?.location
  }

  private func unknown(_ name: String, in edge: CallRecorder.Edge, _ source: String) -> Diagnostic {
    Diagnostic(
      line: 0, column: 0,
      message:
        "\(source) took '\(edge.from)' → '\(edge.to)' (\(edge.kind.rawValue)), but no analysed type is traced as '\(name.prefix { $0 != "." })'"
    )
  }
}
