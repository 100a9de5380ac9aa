import Diagnostics
import SourceAnalysis

extension GraphBuilder {
  /// A state machine: the cases of an enum annotated `@state` (or `true`
  /// and `false` of a `@state` flag, named `Type.property`), and every
  /// assignment of a state as a transition, labelled with the method that
  /// makes it and the condition it is under. An assignment under no
  /// condition on the state comes from any state.
  public static func states(in index: SourceIndex, of machine: String, limit: Int = defaultLimit)
    throws(Diagnostic) -> FlowGraph
  {
    let (values, properties) = try stateValues(machine, index)
    var assembler = GraphAssembler(index: index)
    for value in values {
      assembler.add(
        node: FlowNode(id: FlowIDs.state(machine, value), label: value, kind: .state, group: machine))
    }
    let any = FlowIDs.state(machine, "any")
    for change in index.stateChanges where properties.contains(change.property) {
      guard values.contains(change.to) else { continue }
      let method = index.method(change.method)?.name ?? change.method
      let label = method + (change.condition.map { " [" + $0 + "]" } ?? "")
      let sources = change.from.isEmpty ? [nil] : change.from.map { Optional($0) }
      for from in sources {
        let fromID: String
        if let from {
          fromID = FlowIDs.state(machine, from)
        } else {
          assembler.add(node: FlowNode(id: any, label: "any state", kind: .state, group: machine))
          fromID = any
        }
        assembler.add(
          edge: FlowEdge(from: fromID, to: FlowIDs.state(machine, change.to), kind: .transition, label: label)
        )
      }
    }
    return assembler.graph(
      title: "States of \(machine)", kind: .states, anchors: values.map { FlowIDs.state(machine, $0) },
      limit: limit)
  }

  /// The states of `machine` and the properties (`Type.property`) that hold
  /// them.
  private static func stateValues(_ machine: String, _ index: SourceIndex) throws(Diagnostic)
    -> ([String], Set<String>)
  {
    if let type = index.type(machine) {
      guard type.kind == .enum, type.annotations.contains(where: { $0.key == .state }) else {
        throw Diagnostic(line: 0, column: 0, message: "'\(machine)' is not an enum annotated '@state'")
      }
      let holders = index.properties.filter { property in
        property.declaredType.map { $0.filter { $0 != "?" && $0 != "!" } } == machine
      }
      return (type.cases, Set(holders.map { $0.id }))
    }
    if let property = index.properties.first(where: { $0.id == machine }), property.isBool,
      property.annotation(.state) != nil
    {
      return (["false", "true"], [property.id])
    }
    let machines =
      index.types.filter { $0.annotations.contains { $0.key == .state } }.map { $0.name }
      + index.properties.filter { $0.isBool && $0.annotation(.state) != nil }.map { $0.id }
    var diagnostic = SymbolLookup.unknown("state machine", machine, among: machines)
    diagnostic.message += " (state machines: \(machines.sorted().joined(separator: ", ")))"
    throw diagnostic
  }
}
