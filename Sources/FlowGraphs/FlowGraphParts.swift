/// The parts of a figure that no edge joins to one another, each its node
/// ids in the graph's order, the parts in the order of their first nodes:
/// what a renderer may stack instead of setting side by side.
enum FlowGraphParts {
  static func connected(_ graph: FlowGraph) -> [[String]] {
    var part: [String: Int] = [:]
    var neighbours: [String: [String]] = [:]
    for edge in graph.edges {
      neighbours[edge.from, default: []].append(edge.to)
      neighbours[edge.to, default: []].append(edge.from)
    }
    var parts: [[String]] = []
    for node in graph.nodes where part[node.id] == nil {
      var members: Set<String> = [node.id]
      var pending = [node.id]
      part[node.id] = parts.count
      while let next = pending.popLast() {
        for neighbour in neighbours[next] ?? [] where part[neighbour] == nil {
          part[neighbour] = parts.count
          members.insert(neighbour)
          pending.append(neighbour)
        }
      }
      parts.append(graph.nodes.map(\.id).filter(members.contains))
    }
    return parts
  }
}
