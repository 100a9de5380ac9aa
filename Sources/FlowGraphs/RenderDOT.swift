/// A flow graph as DOT text: graph settings, node and edge defaults, the
/// nodes in the graph's order (in one cluster per type when there are
/// several types), then the edges in order.
///
/// Every node and edge carries an `id` made from the graph (not Graphviz's
/// counters) and a `class` naming its kind, which Graphviz passes on to the
/// SVG. There are no links: pages attach them by id.
enum DOTRendering {
  static func render(_ graph: FlowGraph) -> String {
    var lines = ["digraph \(DOTString.graphName(graph.title)) {"]
    lines.append("  graph \(attributeList(DOTStyle.graph(graph.kind)));")
    lines.append("  node \(attributeList(DOTStyle.nodeDefaults));")
    lines.append("  edge \(attributeList(DOTStyle.edgeDefaults));")
    lines += nodeLines(graph)
    for (edge, id) in zip(graph.edges, RenderIDs.edges(graph)) {
      lines.append("  " + edgeStatement(edge, id: id))
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Nodes in the graph's order; a group's cluster is written where its
  /// first node comes, so that Graphviz sees the builder's order.
  private static func nodeLines(_ graph: FlowGraph) -> [String] {
    var groups: [String] = []
    for case let group? in graph.nodes.map(\.group) where !groups.contains(group) {
      groups.append(group)
    }
    guard groups.count > 1 else {
      return graph.nodes.map { "  " + nodeStatement($0) }
    }
    let clusterIDs = Dictionary(uniqueKeysWithValues: zip(groups, RenderIDs.clusters(groups)))
    var lines: [String] = []
    var written: Set<String> = []
    for node in graph.nodes {
      guard let group = node.group else {
        lines.append("  " + nodeStatement(node))
        continue
      }
      guard written.insert(group).inserted else { continue }
      let clusterAttributes =
        ["id=\(DOTString.identifier(clusterIDs[group]!))", "label=\(DOTString.label(group))"]
        + DOTStyle.cluster(graph.kind)
      lines.append("  subgraph \(DOTString.identifier("cluster_" + group)) {")
      lines.append("    graph \(attributeList(clusterAttributes));")
      for member in graph.nodes where member.group == group {
        lines.append("    " + nodeStatement(member))
      }
      lines.append("  }")
    }
    return lines
  }

  private static func nodeStatement(_ node: FlowNode) -> String {
    var attributes = [
      "id=\(DOTString.identifier(node.id))", "class=\(DOTString.identifier(node.kind.rawValue))",
      "label=\(DOTString.label(node.label))",
    ]
    if let detail = node.detail {
      attributes.append("tooltip=\(DOTString.tooltip(detail))")
    }
    attributes += DOTStyle.node(node.kind)
    return "\(DOTString.identifier(node.id)) \(attributeList(attributes));"
  }

  private static func edgeStatement(_ edge: FlowEdge, id: String) -> String {
    var attributes = ["id=\(DOTString.identifier(id))", "class=\(DOTString.identifier(edge.kind.rawValue))"]
    if let label = edge.label {
      attributes.append("label=\(DOTString.label(label))")
    }
    attributes += DOTStyle.edge(edge.kind)
    return
      "\(DOTString.identifier(edge.from)) -> \(DOTString.identifier(edge.to)) \(attributeList(attributes));"
  }

  private static func attributeList(_ attributes: [String]) -> String {
    "[" + attributes.joined(separator: ", ") + "]"
  }
}
