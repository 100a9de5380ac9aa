/// A flow graph for a terminal: the title and summary, the nodes by group
/// (`[entry]  showAnimated(_:)  · detail`), the edges as
/// `from ─call→ to  [label]`, then the warnings.
///
/// Nodes are named by their labels, as in the figure; a label that two
/// nodes share is qualified with the group (`MBProgressHUD.init()`), or
/// with the id when that is not enough, so every edge line is unambiguous.
enum TextRendering {
  static func render(_ graph: FlowGraph) -> String {
    var lines = [graph.title.singleLine, RenderSummary.sentence(graph)]
    let names = displayNames(graph.nodes)
    let tagWidth = graph.nodes.map { $0.kind.rawValue.count }.max() ?? 0
    for (group, nodes) in grouped(graph.nodes) {
      lines.append("")
      if let group {
        lines.append(group.singleLine)
      } else if graph.nodes.contains(where: { $0.group != nil }) {
        lines.append("(no group)")
      }
      for node in nodes {
        let tag = "[\(node.kind.rawValue)]".padding(to: tagWidth + 2)
        let detail = node.detail.map { "  · " + $0.singleLine } ?? ""
        lines.append("  \(tag)  \(node.label.singleLine)\(detail)")
      }
    }
    if !graph.edges.isEmpty {
      lines += ["", "Edges"]
      for edge in graph.edges {
        let label = edge.label.map { "  [\($0.singleLine)]" } ?? ""
        let from = names[edge.from] ?? edge.from
        let to = names[edge.to] ?? edge.to
        lines.append("  \(from) ─\(edge.kind.rawValue)→ \(to)\(label)")
      }
    }
    if !graph.warnings.isEmpty {
      lines += ["", "Warnings"]
      lines += graph.warnings.map { "  ! " + $0.singleLine }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Groups in the order of their first node; nodes keep the graph's order.
  private static func grouped(_ nodes: [FlowNode]) -> [(String?, [FlowNode])] {
    var groups: [(String?, [FlowNode])] = []
    for node in nodes {
      if let index = groups.firstIndex(where: { $0.0 == node.group }) {
        groups[index].1.append(node)
      } else {
        groups.append((node.group, [node]))
      }
    }
    return groups
  }

  static func displayNames(_ nodes: [FlowNode]) -> [String: String] {
    func counts(_ names: [String]) -> [String: Int] {
      names.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
    let labels = nodes.map { $0.label.singleLine }
    let qualified = zip(nodes, labels).map { node, label in
      node.group.map { "\($0.singleLine).\(label)" } ?? label
    }
    let labelCounts = counts(labels)
    let qualifiedCounts = counts(qualified)
    var names: [String: String] = [:]
    for (index, node) in nodes.enumerated() {
      names[node.id] =
        if labelCounts[labels[index]] == 1 {
          labels[index]
        } else if qualifiedCounts[qualified[index]] == 1 {
          qualified[index]
        } else {
          "\(qualified[index]) [\(node.id)]"
        }
    }
    return names
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
