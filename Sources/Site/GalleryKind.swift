import FlowGraphs

/// The kinds of figure the gallery groups each library's figures by, in
/// the order it shows them: the structure first, then how calls flow, then
/// time and state, then the scenarios that run it all.
enum GalleryKind: Int, CaseIterable, Comparable {
  case hierarchy, templates, paths, neighbors, timers, states, scenarios

  init(_ kind: FlowGraphKind) {
    switch kind {
    case .hierarchy: self = .hierarchy
    case .templates: self = .templates
    case .paths: self = .paths
    case .neighbors: self = .neighbors
    case .timers: self = .timers
    case .states: self = .states
    }
  }

  /// The heading of the kind's figures.
  var title: String {
    switch self {
    case .hierarchy: return "Class hierarchies"
    case .templates: return "Template methods"
    case .paths: return "Call paths"
    case .neighbors: return "Callers and callees"
    case .timers: return "Timers"
    case .states: return "State machines"
    case .scenarios: return "Scenarios"
    }
  }

  /// The last part of the kind's anchor in its library's group.
  var slug: String {
    switch self {
    case .hierarchy: return "hierarchy"
    case .templates: return "templates"
    case .paths: return "paths"
    case .neighbors: return "neighbours"
    case .timers: return "timers"
    case .states: return "states"
    case .scenarios: return "scenarios"
    }
  }

  static func < (a: GalleryKind, b: GalleryKind) -> Bool { a.rawValue < b.rawValue }
}
