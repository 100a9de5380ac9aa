import CallGraph

/// A graph drawn from the replica sources: one model for every kind of
/// figure (call paths, timer relations, class hierarchies, state machines,
/// neighbourhoods), so that one set of renderers (DOT, SVG through Graphviz,
/// text) draws them all.
///
/// Node ids are derived from symbol names, not from creation order, so a
/// node keeps its id (and a page its links) when the code around it changes.
public struct FlowGraph: Equatable, Sendable {
  public var title: String
  public var kind: FlowGraphKind
  /// In a fixed, deterministic order (builders sort them).
  public var nodes: [FlowNode]
  public var edges: [FlowEdge]
  /// What a builder had to leave out ("+12 more callers"), and why.
  public var warnings: [String]

  public init(
    title: String, kind: FlowGraphKind, nodes: [FlowNode], edges: [FlowEdge], warnings: [String] = []
  ) {
    self.title = title
    self.kind = kind
    self.nodes = nodes
    self.edges = edges
    self.warnings = warnings
  }

  public func node(_ id: String) -> FlowNode? {
    nodes.first { $0.id == id }
  }
}

public enum FlowGraphKind: String, Equatable, Sendable, CaseIterable {
  /// Every call path from entry points into a target.
  case paths
  /// Which methods schedule, fire and invalidate each timer.
  case timers
  case hierarchy
  case states
  /// Callers and callees of one symbol.
  case neighbors
  /// Which classes of a family override which template methods, and
  /// whether each override calls `super`: a table, not a graph.
  case templates
}

public struct FlowNode: Equatable, Sendable {
  /// Stable and unique in the graph, made of `[A-Za-z0-9_-]`, e.g.
  /// `MBProgressHUD-showAnimated` or `timer-graceTimer`.
  public var id: String
  /// What the figure shows, e.g. `showAnimated(_:)`.
  public var label: String
  public var kind: FlowNodeKind
  /// The type a method belongs to; renderers may group by it.
  public var group: String?
  /// A line for tooltips: the original selector and where the code is.
  public var detail: String?
  /// The qualified Swift symbol (`MBProgressHUD.showAnimated(_:)`), for
  /// links to the annotated source; `nil` for nodes that are not symbols.
  public var symbol: String?

  public init(
    id: String, label: String, kind: FlowNodeKind, group: String? = nil, detail: String? = nil,
    symbol: String? = nil
  ) {
    self.id = id
    self.label = label
    self.kind = kind
    self.group = group
    self.detail = detail
    self.symbol = symbol
  }
}

public enum FlowNodeKind: String, Equatable, Sendable, CaseIterable {
  /// A method.
  case method
  /// A method annotated as an entry point (the API a user calls).
  case entry
  /// The node a paths graph leads into.
  case target
  /// A timer (or another time source: a perform request, a display link,
  /// a run-loop observer).
  case timer
  /// A key path whose changes are observed (`contentOffset`): the engine
  /// delivers each change to the observer.
  case keyPath
  /// A type in a hierarchy.
  case type
  case `protocol`
  /// A state of a state machine.
  case state
  /// The state a machine starts in (a class's flags' initial values):
  /// drawn doubled, on top.
  case initial
  /// What a cut graph left out: "+12 more".
  case more
}

public struct FlowEdge: Equatable, Sendable {
  public var from: String
  public var to: String
  public var kind: FlowEdgeKind
  /// A condition or a detail to print on the edge: `if !finished`, `0.3 s`.
  public var label: String?

  public init(from: String, to: String, kind: FlowEdgeKind, label: String? = nil) {
    self.from = from
    self.to = to
    self.kind = kind
    self.label = label
  }
}

/// What an edge of a figure stands for: an edge of the call graph, in the
/// call graph's own vocabulary, or a relation the other graphs draw. The
/// raw value names it in SVG classes, DOT and text.
public enum FlowEdgeKind: Hashable, Sendable, CaseIterable, RawRepresentable {
  case callGraph(CallEdgeKind)
  /// A class's superclass.
  case inherits
  /// A type's protocol.
  case conforms
  /// A state machine goes from one case to another.
  case transition
  /// A class declares a template method (its first definition).
  case defines
  /// A class overrides a template method and calls `super`'s.
  case extends
  /// A class overrides a template method without calling `super`'s.
  case replaces

  public static var allCases: [FlowEdgeKind] {
    CallEdgeKind.allCases.map { .callGraph($0) } + [
      .inherits, .conforms, .transition, .defines, .extends, .replaces,
    ]
  }

  public var rawValue: String {
    switch self {
    case .callGraph(let kind): kind.rawValue
    case .inherits: "inherits"
    case .conforms: "conforms"
    case .transition: "transition"
    case .defines: "defines"
    case .extends: "extends"
    case .replaces: "replaces"
    }
  }

  public init?(rawValue: String) {
    guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = kind
  }
}
