import Diagnostics
import SourceAnalysis

extension GraphBuilder {
  /// Classes and protocols: for one type, its superclasses, the protocols
  /// it and they adopt, and its subclasses; for `nil`, every analysed type
  /// that inherits or conforms.
  ///
  /// A type's first inherited name is its superclass when the type is a
  /// class and the name is not a protocol (Swift puts the superclass first);
  /// names the sources do not declare (`SimView`) are drawn as external.
  public static func hierarchy(in index: SourceIndex, of type: String? = nil, limit: Int = defaultLimit)
    throws(Diagnostic) -> FlowGraph
  {
    var names: [String]
    if let type {
      _ = try SymbolLookup(index: index).type(type)
      names = ancestors(of: type, index) + [type] + descendants(of: type, index)
    } else {
      names = index.types.filter { !relations(of: $0, index).isEmpty }.map { $0.name }
    }
    var assembler = GraphAssembler(index: index)
    var seen: Set<String> = []
    names = names.filter { seen.insert($0).inserted }
    for name in names {
      let from = addType(name, &assembler, index)
      guard let symbol = index.type(name) else { continue }
      for (parent, kind) in relations(of: symbol, index) {
        let to = addType(parent, &assembler, index)
        assembler.add(edge: FlowEdge(from: from, to: to, kind: kind))
      }
    }
    return assembler.graph(
      title: "Class hierarchy" + (type.map { " of " + $0 } ?? ""), kind: .hierarchy,
      anchors: [FlowIDs.type(type ?? names.first ?? "")], limit: limit)
  }

  /// Standard-library protocols and raw-value types, which are never a
  /// superclass.
  static let standardNames: Set<String> = [
    "Sendable", "Equatable", "Hashable", "Comparable", "Error", "AnyObject", "CustomStringConvertible",
    "Codable", "CaseIterable", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "String", "Double", "Float", "Character",
  ]

  /// A type's superclass (`inherits`) and protocols (`conforms`), without
  /// the standard library's.
  static func relations(of type: TypeSymbol, _ index: SourceIndex) -> [(String, FlowEdgeKind)] {
    var found: [(String, FlowEdgeKind)] = []
    for (position, name) in type.inherits.enumerated() where !standardNames.contains(name) {
      let isProtocol = index.type(name)?.kind == .protocol
      let isSuperclass = type.kind == .class && position == 0 && !isProtocol
      found.append((name, isSuperclass ? .inherits : .conforms))
    }
    return found
  }

  private static func ancestors(of type: String, _ index: SourceIndex) -> [String] {
    guard let symbol = index.type(type) else { return [] }
    var found: [String] = []
    for (parent, _) in relations(of: symbol, index) {
      found += ancestors(of: parent, index) + [parent]
    }
    return found
  }

  private static func descendants(of type: String, _ index: SourceIndex) -> [String] {
    var found: [String] = []
    for symbol in index.types where relations(of: symbol, index).contains(where: { $0.0 == type }) {
      found += [symbol.name] + descendants(of: symbol.name, index)
    }
    return found
  }

  private static func addType(_ name: String, _ assembler: inout GraphAssembler, _ index: SourceIndex)
    -> String
  {
    let id = FlowIDs.type(name)
    let symbol = index.type(name)
    assembler.add(
      node: FlowNode(
        id: id, label: name, kind: symbol?.kind == .protocol ? .protocol : .type,
        detail: symbol.map { $0.kind.rawValue + " — " + $0.location.text } ?? "external", symbol: symbol?.name
      ))
    return id
  }
}
