/// One sentence that says what a graph holds, for the SVG's `<desc>` (what
/// a screen reader announces) and the text form's header: counts of nodes
/// and edges by kind, and the builder's warnings, since a figure that was
/// cut should say so.
///
/// For example: `Paths graph: 5 nodes (entry 1, method 3, target 1),
/// 4 edges (call 4).`
enum RenderSummary {
  static func sentence(_ graph: FlowGraph) -> String {
    let kind = graph.kind.rawValue.prefix(1).uppercased() + graph.kind.rawValue.dropFirst()
    var sentence = "\(kind) graph: "
    sentence += counted(graph.nodes.map(\.kind), noun: "node") + ", "
    sentence += counted(graph.edges.map(\.kind), noun: "edge")
    if !graph.warnings.isEmpty {
      let noun = graph.warnings.count == 1 ? "warning" : "warnings"
      sentence += "; \(noun): " + graph.warnings.map(\.singleLine).joined(separator: "; ")
    }
    return sentence.hasSuffix(".") ? sentence : sentence + "."
  }

  /// `3 nodes (entry 1, method 2)`, kinds in their declaration order.
  private static func counted<Kind: CaseIterable & RawRepresentable & Equatable>(
    _ kinds: [Kind], noun: String
  )
    -> String where Kind.RawValue == String
  {
    let total = "\(kinds.count) \(noun)\(kinds.count == 1 ? "" : "s")"
    let parts = Kind.allCases.compactMap { kind -> String? in
      let count = kinds.count { $0 == kind }
      return count == 0 ? nil : "\(kind.rawValue) \(count)"
    }
    return parts.isEmpty ? total : "\(total) (\(parts.joined(separator: ", ")))"
  }
}
