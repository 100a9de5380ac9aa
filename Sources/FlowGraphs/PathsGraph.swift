import CallGraph
import Diagnostics
import SourceAnalysis

extension GraphBuilder {
  /// Every call path from the entries into `target`: the nodes that an
  /// entry reaches and that reach the target, with every edge between them
  /// (timer-, animation- and queue-mediated edges drawn as such, labelled
  /// with the condition they are under).
  public static func paths(
    in index: SourceIndex, from entries: Entries, into target: String, limit: Int = defaultLimit
  ) throws(Diagnostic) -> FlowGraph {
    let lookup = SymbolLookup(index: index)
    var targets = lookup.methods(target).map { CallNode.method($0.id) }
    if targets.isEmpty { targets = [.method(try lookup.method(target).id)] }
    let starts = try entryIDs(entries, index, lookup)
    let followed = index.edges.filter { pathKinds.contains($0.kind) }
    let forward = reach(from: starts, followed, forward: true)
    let backward = reach(from: targets, followed, forward: false)
    let onPath = forward.intersection(backward)
    guard starts.contains(where: { onPath.contains($0) }) else {
      throw Diagnostic(line: 0, column: 0, message: "no call path leads from the entries into '\(target)'")
    }
    var assembler = GraphAssembler(index: index)
    for edge in followed where onPath.contains(edge.from) && onPath.contains(edge.to) {
      assembler.add(callEdge: edge)
    }
    for start in starts where onPath.contains(start) && !targets.contains(start) {
      assembler.add(callGraphNode: start, kind: .entry)
    }
    for node in targets { assembler.add(callGraphNode: node, kind: .target) }
    var name = target
    if targets.count == 1, case .method(let id) = targets[0], let method = index.method(id) {
      name = method.name
    }
    return assembler.graph(
      title: "Call paths into \(name)", kind: .paths, anchors: targets.map(FlowIDs.node), limit: limit)
  }

  static func entryIDs(_ entries: Entries, _ index: SourceIndex, _ lookup: SymbolLookup)
    throws(Diagnostic)
    -> [CallNode]
  {
    switch entries {
    case .annotated:
      return index.methods.filter { $0.annotation(.entry) != nil }.map { .method($0.id) }
    case .publicAPI:
      return index.methods.filter { $0.isPublic }.map { .method($0.id) }
    case .methods(let names):
      var ids: [CallNode] = []
      for name in names {
        let found = lookup.methods(name)
        if found.isEmpty { ids.append(.method(try lookup.method(name).id)) }
        ids += found.map { .method($0.id) }
      }
      return ids
    }
  }

  /// Call-graph nodes reachable from `starts` along `edges` (or against
  /// them), the starts included.
  static func reach(from starts: [CallNode], _ edges: [CallEdge], forward: Bool) -> Set<CallNode> {
    var next: [CallNode: [CallNode]] = [:]
    for edge in edges {
      if forward {
        next[edge.from, default: []].append(edge.to)
      } else {
        next[edge.to, default: []].append(edge.from)
      }
    }
    var seen = Set(starts)
    var pending = starts
    while let node = pending.popLast() {
      for neighbour in next[node] ?? [] where seen.insert(neighbour).inserted {
        pending.append(neighbour)
      }
    }
    return seen
  }
}
