/// The SVG ids of the parts Graphviz would otherwise number in creation
/// order (`edge3`, `clust2`): made from the graph's own names, so a page
/// can link or style an edge or a group across rebuilds.
enum RenderIDs {
  /// `from--to--kind` for each edge, in `edges` order, with `-2`, `-3`…
  /// added to repeats.
  static func edges(_ graph: FlowGraph) -> [String] {
    unique(graph.edges.map { "\($0.from)--\($0.to)--\($0.kind.rawValue)" })
  }

  /// `cluster-<group>` for each group, with characters an id should not
  /// carry replaced by `_`.
  static func clusters(_ groups: [String]) -> [String] {
    unique(groups.map { "cluster-" + String($0.map { isIDCharacter($0) ? $0 : "_" }) })
  }

  private static func isIDCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
  }

  private static func unique(_ ids: [String]) -> [String] {
    var seen: [String: Int] = [:]
    return ids.map { id in
      let count = seen[id, default: 0] + 1
      seen[id] = count
      return count == 1 ? id : "\(id)-\(count)"
    }
  }
}
