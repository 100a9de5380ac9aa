import Diagnostics
import SourceAnalysis

extension GraphBuilder {
  /// The template-method view of a class family: for every class under
  /// `root` (the root first, each class under its superclass), which of
  /// `methods` it declares, and for each override whether it calls the
  /// superclass's (`super.prepare()` in its body). All of it is read from
  /// the code: the `override` keyword and the `super.` calls.
  ///
  /// The graph has a node per class (`type`, in tree order, joined by
  /// `inherits` edges) and a node per method (`method`, in the order
  /// asked), and an edge from a class to each method it declares: `defines`
  /// (no `override`: the first definition), `extends` (an override that
  /// calls `super`'s) or `replaces` (an override that does not); the root
  /// has an `inherits` edge to a method a superclass of it declares. A class
  /// without an edge to a method inherits it from its superclass, if that
  /// has it. Renderers draw it as a table (`TemplatesRendering`).
  ///
  /// - Parameter methods: base names (`prepare`) or full names
  ///   (`setState(_:)`); when empty, every method that some class under the
  ///   root overrides, in the order they are first declared.
  public static func templates(in index: SourceIndex, root: String, methods: [String] = [])
    throws(Diagnostic) -> FlowGraph
  {
    let lookup = SymbolLookup(index: index)
    let rootType = try lookup.type(root)
    guard rootType.kind == .class else {
      let kind = rootType.kind.rawValue
      throw Diagnostic(
        line: 0, column: 0,
        message: "'\(root)' is \(kind == "enum" ? "an" : "a") \(kind); the template view needs a class")
    }
    let classes = family(of: root, index)
    let lineage = ancestors(ofClass: root, index)
    let declared = (lineage + classes).flatMap { index.methods(of: $0) }.filter { !$0.isStatic }
    let names: [String]
    if methods.isEmpty {
      var found: [String] = []
      for method in declared where method.isOverride && classes.contains(method.type) {
        if !found.contains(method.name) { found.append(method.name) }
      }
      guard !found.isEmpty else {
        throw Diagnostic(line: 0, column: 0, message: "no class under '\(root)' overrides a method")
      }
      names = found
    } else {
      names = try methods.map { (name: String) throws(Diagnostic) -> String in
        if let method = declared.first(where: { $0.name == name || $0.baseName == name }) {
          return method.name
        }
        var candidates: [String] = []
        for method in declared where !candidates.contains(method.baseName) {
          candidates.append(method.baseName)
        }
        var diagnostic = Diagnostic.unknown("method", name, among: candidates, line: 0, column: 0)
        diagnostic.message += " in '\(root)', its superclasses or subclasses"
        throw diagnostic
      }
    }
    var nodes: [FlowNode] = []
    var edges: [FlowEdge] = []
    for name in classes {
      let symbol = index.type(name)
      nodes.append(
        FlowNode(
          id: FlowIDs.type(name), label: name, kind: .type,
          detail: symbol.map { "class — " + $0.location.text }, symbol: name))
      if name != root, let superclass = index.superclass(of: name) {
        edges.append(FlowEdge(from: FlowIDs.type(name), to: FlowIDs.type(superclass), kind: .inherits))
      }
    }
    for name in names {
      let first = declared.first { $0.name == name }
      nodes.append(
        FlowNode(
          id: FlowIDs.template(name), label: name, kind: .method, detail: first.map { $0.id },
          symbol: first?.id))
    }
    for name in names where !index.methods(of: root).contains(where: { $0.name == name && !$0.isStatic }) {
      guard let inherited = declared.last(where: { $0.name == name && lineage.contains($0.type) }) else {
        continue
      }
      edges.append(
        FlowEdge(
          from: FlowIDs.type(root), to: FlowIDs.template(name), kind: .inherits,
          label: inherited.location.text))
    }
    for type in classes {
      for name in names {
        guard let method = index.methods(of: type).first(where: { $0.name == name && !$0.isStatic }) else {
          continue
        }
        let kind: FlowEdgeKind =
          !method.isOverride ? .defines : method.superCalls.contains(name) ? .extends : .replaces
        edges.append(
          FlowEdge(
            from: FlowIDs.type(type), to: FlowIDs.template(name), kind: kind, label: method.location.text))
      }
    }
    return FlowGraph(title: "Template methods under \(root)", kind: .templates, nodes: nodes, edges: edges)
  }

  /// `root` and every class under it, depth first, subclasses by name (as
  /// the hierarchy figure orders them).
  static func family(of root: String, _ index: SourceIndex) -> [String] {
    var order: [String] = []
    func visit(_ name: String) {
      guard !order.contains(name) else { return }
      order.append(name)
      let subclasses = index.types.filter { $0.kind == .class && index.superclass(of: $0.name) == name }
      for type in subclasses.sorted(by: { $0.name < $1.name }) { visit(type.name) }
    }
    visit(root)
    return order
  }

  /// The analysed superclasses of a class, the nearest last.
  private static func ancestors(ofClass name: String, _ index: SourceIndex) -> [String] {
    var found: [String] = []
    var current = index.superclass(of: name)
    while let next = current, !found.contains(next), next != name {
      found.insert(next, at: 0)
      current = index.superclass(of: next)
    }
    return found
  }
}
