import CallGraph
import Diagnostics
import SourceAnalysis

extension GraphBuilder {
  /// The time sources of `type` (every analysed type when `nil`): for each
  /// timer, perform request, display link and run-loop observer, which
  /// methods schedule and
  /// invalidate it, which handler it fires, what that handler calls, and
  /// the flag that gates the handler (the condition its calls are under).
  public static func timers(in index: SourceIndex, of type: String? = nil, limit: Int = defaultLimit)
    throws(Diagnostic) -> FlowGraph
  {
    if let type { _ = try SymbolLookup(index: index).type(type) }
    let sources = index.timeSources.filter { type == nil || $0.owner == type }
    guard !sources.isEmpty else {
      throw Diagnostic(
        line: 0, column: 0,
        message:
          "'\(type ?? "the sources")' schedules no timer, perform request, display link or run-loop observer")
    }
    var assembler = GraphAssembler(index: index)
    for source in sources {
      assembler.add(callGraphNode: source.node)
      for edge in index.edges where edge.to == source.node {
        assembler.add(callEdge: edge)
      }
      for edge in index.edges where edge.from == source.node && edge.kind == .fires {
        let from = assembler.add(callGraphNode: edge.from)
        let to = assembler.add(callGraphNode: edge.to)
        assembler.add(
          edge: FlowEdge(from: from, to: to, kind: .callGraph(.fires), label: gate(of: edge, index)))
        for call in index.edges where call.from == edge.to && call.kind == .call {
          assembler.add(callEdge: call)
        }
      }
    }
    return assembler.graph(
      title: "Timers of \(type ?? "all types")", kind: .timers,
      anchors: sources.map { FlowIDs.node($0.node) }, limit: limit)
  }

  /// What gates a handler: the condition inside the timer's block, or else
  /// the one condition all the handler's own calls are under, read as
  /// what the firing does (`only when !finished`). Calls under different
  /// conditions are branches, not a gate.
  static func gate(of fire: CallEdge, _ index: SourceIndex) -> String? {
    if let condition = fire.condition { return gateSentence(condition) }
    let conditions = index.edges.filter { $0.from == fire.to && $0.kind == .call }.map { $0.condition }
    guard let first = conditions.first, let shared = first, conditions.allSatisfy({ $0 == shared }) else {
      return nil
    }
    return gateSentence(shared)
  }

  private static func gateSentence(_ condition: String) -> String {
    condition.hasPrefix("when ") ? "only " + condition : condition
  }
}
