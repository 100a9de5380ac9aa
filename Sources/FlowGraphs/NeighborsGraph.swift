import CallGraph
import Diagnostics
import SourceAnalysis

extension GraphBuilder {
  /// Which way `neighbors` looks from the symbol.
  public enum Direction: String, Sendable, CaseIterable {
    case callers, callees, both
  }

  /// The callers and callees of one method or time source, `depth` edges
  /// out, over every kind of edge (a timer's schedulers are its callers,
  /// its handler its callee).
  public static func neighbors(
    in index: SourceIndex, of symbol: String, depth: Int = 1, direction: Direction = .both,
    limit: Int = defaultLimit
  ) throws(Diagnostic) -> FlowGraph {
    guard depth >= 1 else {
      throw Diagnostic(line: 0, column: 0, message: "the depth must be at least 1, not \(depth)")
    }
    let start = try node(symbol, index)
    var included: Set<CallNode> = [start]
    var level: Set<CallNode> = [start]
    for _ in 0..<depth {
      var next: Set<CallNode> = []
      for edge in index.edges {
        if direction != .callers, level.contains(edge.from), !included.contains(edge.to) {
          next.insert(edge.to)
        }
        if direction != .callees, level.contains(edge.to), !included.contains(edge.from) {
          next.insert(edge.from)
        }
      }
      included.formUnion(next)
      level = next
    }
    var assembler = GraphAssembler(index: index)
    let anchor = assembler.add(callGraphNode: start, kind: .target)
    for edge in index.edges where included.contains(edge.from) && included.contains(edge.to) {
      assembler.add(callEdge: edge)
    }
    return assembler.graph(
      title: "Neighbours of \(symbol)", kind: .neighbors, anchors: [anchor], limit: limit)
  }

  /// A method, or a time source named `Type.name`.
  private static func node(_ symbol: String, _ index: SourceIndex) throws(Diagnostic) -> CallNode {
    let lookup = SymbolLookup(index: index)
    if let source = index.timeSources.first(where: { $0.owner + "." + $0.name == symbol }) {
      return source.node
    }
    if lookup.methods(symbol).count == 1 { return .method(lookup.methods(symbol)[0].id) }
    return .method(try lookup.method(symbol).id)
  }
}
