/// A flow graph as DOT text: graph settings, node and edge defaults, the
/// nodes in the graph's order (in one cluster per type when there are
/// several types), then the edges in order.
///
/// Every node and edge carries an `id` made from the graph (not Graphviz's
/// counters) and a `class` naming its kind, which Graphviz passes on to the
/// SVG. A symbol's node links to its definition when the page gives
/// `links` (Graphviz writes an `<a>` around the node's shapes).
enum DOTRendering {
  static func render(_ graph: FlowGraph, links: FlowNodeLinks? = nil) -> String {
    var lines = ["digraph \(DOTString.graphName(graph.title)) {"]
    lines.append("  graph \(attributeList(DOTStyle.graph(graph.kind)));")
    lines.append("  node \(attributeList(DOTStyle.nodeDefaults));")
    lines.append("  edge \(attributeList(DOTStyle.edgeDefaults));")
    lines += initialMarks(graph)
    lines += nodeLines(graph, links: links)
    let plan = graph.kind == .hierarchy ? HierarchyLayout.plan(graph) : HierarchyLayout.Plan()
    for (index, (edge, id)) in zip(graph.edges, RenderIDs.edges(graph)).enumerated() {
      lines.append("  " + edgeStatement(edge, id: id, junction: plan.junctionOf[index]))
    }
    if graph.kind == .hierarchy { lines += planLines(plan) }
    lines += stackLines(graph)
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Parts of a top-to-bottom graph that no edge joins (MBProgressHUD's
  /// timers and its display link) are stacked, each under the one before,
  /// instead of side by side, where they would double the figure's width
  /// and shrink its text in an article's column: invisible edges (ids
  /// `stack-1--stack-2`, `stack-1--stack-2-2`…) from every node of a part
  /// to the first node of the next that nothing in it leads to, since a part's timers and handlers
  /// call back up and no one node is sure to be its lowest.
  private static func stackLines(_ graph: FlowGraph) -> [String] {
    guard DOTStyle.rankDirection(graph.kind) == "TB" else { return [] }
    let parts = FlowGraphParts.connected(graph)
    var lines: [String] = []
    for (number, (upper, lower)) in zip(parts, parts.dropFirst()).enumerated() {
      let top =
        lower.first { id in !graph.edges.contains { $0.to == id && lower.contains($0.from) } } ?? lower[0]
      for (offset, leaf) in upper.enumerated() {
        let id = DOTString.identifier(
          "stack-\(number + 1)--stack-\(number + 2)" + (offset == 0 ? "" : "-\(offset + 1)"))
        lines.append(
          "  \(DOTString.identifier(leaf)) -> \(DOTString.identifier(top)) [id=\(id), style=invis];")
      }
    }
    return lines
  }

  /// A state machine's initial state is pointed at from a dot, as UML
  /// draws it (ids `initial--<state>`), written first so that Graphviz
  /// ranks the dot, and so the initial state, on top. Not `rank=min`: with
  /// transitions labelled back into the initial state, Graphviz 2.43 frees
  /// the layout twice and the process aborts (MJRefresh's header machine).
  private static func initialMarks(_ graph: FlowGraph) -> [String] {
    graph.nodes.filter { $0.kind == .initial }.flatMap { node in
      let mark = DOTString.identifier("initial--" + node.id)
      return [
        "  \(mark) [id=\(mark), class=\"start\", label=\"\", shape=point, width=0.12];",
        "  \(mark) -> \(DOTString.identifier(node.id)) [id=\(DOTString.identifier("initial--" + node.id + "--start")), class=\"start\"];",
      ]
    }
  }

  /// Nodes in the graph's order; a group's cluster is written where its
  /// first node comes, so that Graphviz sees the builder's order.
  private static func nodeLines(_ graph: FlowGraph, links: FlowNodeLinks?) -> [String] {
    var groups: [String] = []
    for case let group? in graph.nodes.map(\.group) where !groups.contains(group) {
      groups.append(group)
    }
    let prefix = graph.kind == .hierarchy ? HierarchyLayout.sharedPrefix(graph.nodes.map(\.label)) : nil
    let nodeStatement = { (node: FlowNode) in
      Self.nodeStatement(node, prefix: prefix, href: links?.address(of: node))
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

  /// A node; a hierarchy's names that start with the family's `prefix`
  /// break after it (see `HierarchyLayout`), and a long method's after an
  /// argument label (`MethodLabelLines`).
  private static func nodeStatement(_ node: FlowNode, prefix: String?, href: String?) -> String {
    let lines =
      [.method, .entry, .target].contains(node.kind)
      ? MethodLabelLines.lines(node.label) : HierarchyLayout.lines(node.label, prefix: prefix)
    let label = lines.joined(separator: "\n")
    var attributes = [
      "id=\(DOTString.identifier(node.id))", "class=\(DOTString.identifier(node.kind.rawValue))",
      "label=\(DOTString.label(label))",
    ]
    if let detail = node.detail {
      attributes.append("tooltip=\(DOTString.tooltip(detail))")
    }
    if let href {
      attributes.append("href=\(DOTString.label(href))")
    }
    attributes += DOTStyle.node(node.kind)
    return "\(DOTString.identifier(node.id)) \(attributeList(attributes));"
  }

  /// A hierarchy's plan (`HierarchyLayout.plan`): its junctions (points,
  /// drawn as nothing), the trunks from them up to their classes, the
  /// nodes of a row on one rank in tree order from left to right (a hint
  /// by invisible flat edges, ids `row-1-1--row-1-2`…), and each row held
  /// under the one before by an invisible edge (`row-1--row-2`…). None of
  /// the invisible edges pulls anything sideways (`weight=0`). Under
  /// `rankdir=BT` an edge's tail is the lower end.
  private static func planLines(_ plan: HierarchyLayout.Plan) -> [String] {
    var lines: [String] = []
    for junction in plan.junctions {
      let id = DOTString.identifier(junction)
      lines.append(
        "  \(id) [id=\(id), class=\"junction\", label=\"\", shape=point, width=0, height=0, style=invis];")
    }
    for trunk in plan.trunks {
      let id = DOTString.identifier(trunk.from + "--" + trunk.to + "--" + trunk.kind.rawValue)
      var attributes =
        ["id=\(id)", "class=\(DOTString.identifier(trunk.kind.rawValue))"] + DOTStyle.edge(trunk.kind)
      if !trunk.arrow { attributes.append("arrowhead=none") }
      lines.append(
        "  \(DOTString.identifier(trunk.from)) -> \(DOTString.identifier(trunk.to)) \(attributeList(attributes));"
      )
    }
    for (number, row) in plan.rows.enumerated() where row.count > 1 {
      var line = "  {rank=same; " + row.map { DOTString.identifier($0) + ";" }.joined(separator: " ")
      for (index, (left, right)) in zip(row, row.dropFirst()).enumerated() {
        let id = DOTString.identifier("row-\(number + 1)-\(index + 1)--row-\(number + 1)-\(index + 2)")
        line +=
          " \(DOTString.identifier(left)) -> \(DOTString.identifier(right)) [id=\(id), style=invis, weight=0];"
      }
      lines.append(line + "}")
    }
    for (index, (upper, lower)) in zip(plan.rows, plan.rows.dropFirst()).enumerated() {
      let id = DOTString.identifier("row-\(index + 1)--row-\(index + 2)")
      lines.append(
        "  \(DOTString.identifier(lower[0])) -> \(DOTString.identifier(upper[0])) [id=\(id), style=invis, weight=0];"
      )
    }
    return lines
  }

  /// An edge; one that ends at a `junction` instead (`HierarchyLayout.Plan`)
  /// has no arrowhead, the junction's trunk has it.
  private static func edgeStatement(_ edge: FlowEdge, id: String, junction: String? = nil) -> String {
    var attributes = ["id=\(DOTString.identifier(id))", "class=\(DOTString.identifier(edge.kind.rawValue))"]
    if let label = edge.label {
      attributes.append("label=\(DOTString.label(label))")
    }
    attributes += DOTStyle.edge(edge.kind)
    if junction != nil { attributes.append("arrowhead=none") }
    return
      "\(DOTString.identifier(edge.from)) -> \(DOTString.identifier(junction ?? edge.to)) \(attributeList(attributes));"
  }

  private static func attributeList(_ attributes: [String]) -> String {
    "[" + attributes.joined(separator: ", ") + "]"
  }
}
