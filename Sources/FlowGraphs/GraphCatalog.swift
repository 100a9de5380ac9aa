import Diagnostics
import SourceAnalysis

/// Every graph the sources call for, named for files and pages: the timers
/// of each type that has any, the paths from the entries into each method
/// annotated `@animation`, each state machine, the neighbours of each
/// handler, the hierarchy of each class family (a class with no analysed
/// superclass, and subclasses: one figure of every type at once is too
/// wide to read in a page), and the template methods of each family whose
/// subclasses override its methods. The site draws from it and the
/// benchmark times it.
public enum GraphCatalog {
  public struct Entry: Sendable {
    /// A file name without extension: `timers-MBProgressHUD`.
    public let name: String
    public let graph: FlowGraph
  }

  public static func all(in index: SourceIndex) throws(Diagnostic) -> [Entry] {
    var entries: [Entry] = []
    let owners = index.timeSources.map { $0.owner }
    for owner in owners.enumerated().filter({ owners.firstIndex(of: $0.element) == $0.offset }).map({
      $0.element
    }) {
      entries.append(Entry(name: "timers-" + owner, graph: try GraphBuilder.timers(in: index, of: owner)))
    }
    for method in index.methods where method.annotation(.animation) != nil {
      let graph = try GraphBuilder.paths(in: index, from: .annotated, into: method.id)
      entries.append(Entry(name: "paths-" + FlowIDs.method(method.id), graph: graph))
    }
    for type in index.types where type.kind == .enum && type.annotations.contains(where: { $0.key == .state })
    {
      entries.append(
        Entry(name: "states-" + type.name, graph: try GraphBuilder.states(in: index, of: type.name)))
    }
    for type in index.types where index.isFlagMachine(type.name) {
      entries.append(
        Entry(name: "states-" + type.name, graph: try GraphBuilder.states(in: index, of: type.name)))
    }
    for property in index.properties where property.isBool && property.annotation(.state) != nil {
      if index.lineage(of: property.type).contains(where: index.isFlagMachine) { continue }
      entries.append(
        Entry(
          name: "states-" + property.type + "-" + property.name,
          graph: try GraphBuilder.states(in: index, of: property.id)))
    }
    for method in index.methods where method.annotation(.handler) != nil {
      let graph = try GraphBuilder.neighbors(in: index, of: method.id)
      entries.append(Entry(name: "neighbors-" + FlowIDs.method(method.id), graph: graph))
    }
    let roots = index.types.filter { $0.kind == .class && index.superclass(of: $0.name) == nil }
    for type in roots where GraphBuilder.family(of: type.name, index).count > 1 {
      entries.append(
        Entry(name: "hierarchy-" + type.name, graph: try GraphBuilder.hierarchy(in: index, of: type.name)))
    }
    for type in roots {
      let family = GraphBuilder.family(of: type.name, index)
      let overrides = family.dropFirst().contains { index.methods(of: $0).contains(where: \.isOverride) }
      guard overrides else { continue }
      entries.append(
        Entry(name: "templates-" + type.name, graph: try GraphBuilder.templates(in: index, root: type.name)))
    }
    return entries
  }
}
