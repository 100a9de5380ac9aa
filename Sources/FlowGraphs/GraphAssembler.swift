import CallGraph
import SourceAnalysis

/// Collects the nodes and edges a builder picks, makes their nodes from the
/// index's symbols, and hands back a `FlowGraph` in a fixed order: nodes by
/// group then label, edges by their ends' positions then kind. Large graphs
/// are cut here, visibly (see `cut`).
struct GraphAssembler {
  let index: SourceIndex
  private var nodes: [String: FlowNode] = [:]
  private var edges: [FlowEdge] = []
  private var edgeKeys: Set<String> = []
  var warnings: [String] = []

  init(index: SourceIndex) {
    self.index = index
  }

  func has(_ id: String) -> Bool { nodes[id] != nil }

  /// Adds the node for a call-graph node and returns its id.
  @discardableResult
  mutating func add(callGraphNode node: CallNode, kind: FlowNodeKind? = nil) -> String {
    let id = FlowIDs.node(node)
    if let kind, nodes[id] != nil {
      nodes[id]?.kind = kind
      return id
    }
    guard nodes[id] == nil else { return id }
    switch node {
    case .timeSource(_, let label):
      let source = index.timeSources.first { $0.node == node }
      let what = source?.kind.readerName ?? TimeSource.Kind.timer.readerName
      nodes[id] = FlowNode(
        id: id, label: label, kind: kind ?? .timer, group: source?.owner,
        detail: what + (source?.property.map { " held in " + $0 } ?? ""), symbol: source?.property)
    case .keyPath(let owner, let path):
      nodes[id] = FlowNode(
        id: id, label: path, kind: kind ?? .keyPath, group: owner,
        detail: "key path observed by " + owner + " (key-value observation)")
    case .method(let methodID):
      if let method = index.method(methodID) {
        nodes[id] = FlowNode(
          id: id, label: method.name, kind: kind ?? (method.annotation(.entry) != nil ? .entry : .method),
          group: method.type, detail: detail(method.annotation(.original)?.value, method.location),
          symbol: method.id)
      } else {
        nodes[id] = FlowNode(id: id, label: methodID, kind: kind ?? .method, symbol: methodID)
      }
    }
    return id
  }

  mutating func add(node: FlowNode) {
    if nodes[node.id] == nil { nodes[node.id] = node }
  }

  /// Adds an edge once per (ends, kind, label).
  mutating func add(edge: FlowEdge) {
    let key = edge.from + "\u{1}" + edge.to + "\u{1}" + edge.kind.rawValue + "\u{1}" + (edge.label ?? "")
    if edgeKeys.insert(key).inserted { edges.append(edge) }
  }

  /// A call-graph edge as a figure's edge, labelled with its condition,
  /// wrapped as a state machine's clauses are (one long condition beside
  /// an edge would widen the whole figure past the column and shrink its
  /// text); an invalidation by replacement says so, since it invalidates
  /// only the source held, if any (`CallEdge.replacing`).
  mutating func add(callEdge edge: CallEdge) {
    let from = add(callGraphNode: edge.from)
    let to = add(callGraphNode: edge.to)
    let lines =
      (edge.replacing ? ["replacing the one held, if any"] : []) + (edge.condition.map { [$0] } ?? [])
    let label = lines.isEmpty ? nil : lines.flatMap { GraphBuilder.wrapped($0) }.joined(separator: "\n")
    add(edge: FlowEdge(from: from, to: to, kind: .callGraph(edge.kind), label: label))
  }

  private func detail(_ original: String?, _ location: SourceLocation) -> String {
    (original.map { $0 + " — " } ?? "") + location.text
  }

  /// The graph, with at most `limit` nodes: beyond it, the nodes farthest
  /// from `anchors` (by edges in either direction) are left out and one
  /// "+N more" node stands for them, with a warning.
  func graph(title: String, kind: FlowGraphKind, anchors: [String], limit: Int) -> FlowGraph {
    var kept = Array(nodes.values)
    var keptEdges = edges
    var warnings = self.warnings
    if kept.count > limit {
      let order = distanceOrder(from: anchors)
      let keep = Set(order.prefix(max(1, limit - 1)))
      let dropped = nodes.count - keep.count
      let more = FlowNode(
        id: FlowIDs.more(anchors.first ?? "graph"), label: "+\(dropped) more", kind: .more,
        detail: "\(dropped) nodes left out; raise the limit to see them")
      kept = kept.filter { keep.contains($0.id) } + [more]
      var cutFrom: Set<String> = []
      keptEdges = []
      for edge in edges {
        switch (keep.contains(edge.from), keep.contains(edge.to)) {
        case (true, true): keptEdges.append(edge)
        case (true, false):
          if cutFrom.insert(edge.from + ">").inserted {
            keptEdges.append(FlowEdge(from: edge.from, to: more.id, kind: edge.kind))
          }
        case (false, true):
          if cutFrom.insert(edge.to + "<").inserted {
            keptEdges.append(FlowEdge(from: more.id, to: edge.to, kind: edge.kind))
          }
        case (false, false): break
        }
      }
      warnings.append(
        "\(title): \(dropped) of \(nodes.count) nodes left out (limit \(limit)), shown as '+\(dropped) more'")
    }
    kept.sort { ($0.group ?? "", $0.label, $0.id) < ($1.group ?? "", $1.label, $1.id) }
    let position = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1.id, $0) })
    keptEdges.sort {
      (position[$0.from] ?? 0, position[$0.to] ?? 0, $0.kind.rawValue, $0.label ?? "")
        < (position[$1.from] ?? 0, position[$1.to] ?? 0, $1.kind.rawValue, $1.label ?? "")
    }
    return FlowGraph(title: title, kind: kind, nodes: kept, edges: keptEdges, warnings: warnings)
  }

  /// Node ids by distance from the anchors, ties by id.
  private func distanceOrder(from anchors: [String]) -> [String] {
    var neighbours: [String: [String]] = [:]
    for edge in edges {
      neighbours[edge.from, default: []].append(edge.to)
      neighbours[edge.to, default: []].append(edge.from)
    }
    var order: [String] = []
    var seen: Set<String> = []
    var level = anchors.filter { nodes[$0] != nil }.sorted()
    while !level.isEmpty {
      var next: Set<String> = []
      for id in level where seen.insert(id).inserted {
        order.append(id)
        for neighbour in neighbours[id] ?? [] where !seen.contains(neighbour) { next.insert(neighbour) }
      }
      level = next.sorted()
    }
    order += nodes.keys.filter { !seen.contains($0) }.sorted()
    return order
  }
}
