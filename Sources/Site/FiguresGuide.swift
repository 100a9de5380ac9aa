import CallGraph
import Diagnostics
import Escaping
import FlowGraphs
import ScenarioCatalog
import Scenarios
import Timelines

/// "How to read the figures" (`figures.html`), which every figure links
/// to. The theme's `guide.mustache` holds the prose; what the prose points
/// at is drawn here by the renderers the figures use, so a new edge kind or
/// a restyled mark shows up in the guide the day it shows up in a figure:
/// each kind of edge and node drawn by Graphviz with the figures' own
/// styles, and a timeline run by the engine with its text rendering.
enum FiguresGuide {
  static let template = "guide"
  static let page = "figures.html"

  /// The example timeline: a HUD shown for a task that outlasts its grace
  /// time, so that one small figure has a timer that fires, one that is
  /// invalidated, animations, a flag, a number, calls and expectations.
  static let example = """
    title "A HUD for a task that outlasts its grace time"
    hud MBProgressHUD 1.2.0
    param task = 1.2 from 0.1 to 3
    set graceTime = 0.5
    set minShowTime = 0.8

    at 0    showAnimated true
    at task hideAnimated true
    run until 2

    expect not visible at 0.4
    expect timer graceTimer fired at 0.5
    expect visible at 0.7
    """

  static func context(replicas: FigureReplicas) throws(SiteBuildFailure) -> [String: Any] {
    var edges: [[String: Any]] = []
    for kind in FlowEdgeKind.allCases {
      guard let graphKind = graphKind(showing: kind) else { continue }
      let graph = FlowGraph(
        title: kind.rawValue, kind: graphKind,
        nodes: [
          FlowNode(id: "a", label: "a", kind: nodeKind(from: kind)),
          FlowNode(id: "b", label: "b", kind: nodeKind(to: kind)),
        ],
        edges: [FlowEdge(from: "a", to: "b", kind: kind, label: kind == .transition ? "when …" : nil)])
      edges.append(
        [
          "kind": kind.rawValue, "meaning": meaning(of: kind),
          "svg": try svg(graph, "edge-" + kind.rawValue + "-"),
        ])
    }
    var nodes: [[String: Any]] = []
    for kind in FlowNodeKind.allCases {
      let graph = FlowGraph(
        title: kind.rawValue, kind: kind == .state || kind == .initial ? .states : .paths,
        nodes: [FlowNode(id: "n", label: label(of: kind), kind: kind)], edges: [])
      nodes.append(
        [
          "kind": kind.rawValue, "meaning": meaning(of: kind),
          "svg": try svg(graph, "node-" + kind.rawValue + "-"),
        ])
    }
    let script = ScenarioFigure.Script(text: example, file: page, firstLine: 1, shippedFile: nil)
    let figure: ScenarioFigure
    switch ScenarioFigure.make(script, replicas: replicas) {
    case .success(let made): figure = made
    case .failure(let failure): throw failure
    }
    let lanes = TimelineLaneKind.allCases.map { ["kind": $0.name, "meaning": meaning(of: $0)] }
    let outcomes = [TimelineOutcome.pending, .fired, .invalidated, .cancelled, .finished, .interrupted].map {
      ["outcome": $0.name, "meaning": meaning(of: $0)]
    }
    return [
      "edges": edges, "nodes": nodes, "lanes": lanes, "outcomes": outcomes,
      "timeline": figure.html(
        caption: "The example: drag the task's slider, or edit the script.", prefix: "guide-"),
      "text_timeline": HTMLEscape.text(figure.text(width: 80)),
    ]
  }

  /// The guide's words for search: every meaning it lists.
  static var searchText: String {
    let edges = FlowEdgeKind.allCases.map { $0.rawValue + " " + meaning(of: $0) }
    let nodes = FlowNodeKind.allCases.map { $0.rawValue + " " + meaning(of: $0) }
    let lanes = TimelineLaneKind.allCases.map { $0.name + " " + meaning(of: $0) }
    return (edges + nodes + lanes).joined(separator: " ")
  }

  /// One sample, its ids prefixed as a figure's are, so that the page's
  /// two dozen samples keep unique ids.
  private static func svg(_ graph: FlowGraph, _ prefix: String) throws(SiteBuildFailure) -> String {
    do throws(GraphvizError) {
      return GraphFigure.prefixIDs(try FlowGraphRenderer.svg(graph), prefix)
    } catch {
      throw SiteBuildFailure(diagnostics: [
        Diagnostic(file: page, line: 0, column: 0, message: "Graphviz: \(error)")
      ])
    }
  }

  /// The kind of figure an edge appears in, or `nil` for the template
  /// relations, which the site shows as a table rather than a graph.
  private static func graphKind(showing kind: FlowEdgeKind) -> FlowGraphKind? {
    switch kind {
    case .callGraph(.schedules), .callGraph(.fires), .callGraph(.invalidates): .timers
    case .callGraph: .paths
    case .inherits, .conforms: .hierarchy
    case .transition: .states
    case .defines, .extends, .replaces: nil
    }
  }

  private static func nodeKind(from kind: FlowEdgeKind) -> FlowNodeKind {
    switch kind {
    case .callGraph(.fires): .timer
    case .callGraph(.notifies): .keyPath
    case .inherits, .conforms: .type
    case .transition: .state
    default: .method
    }
  }

  private static func nodeKind(to kind: FlowEdgeKind) -> FlowNodeKind {
    switch kind {
    case .callGraph(.schedules), .callGraph(.invalidates): .timer
    case .callGraph(.observes): .keyPath
    case .inherits: .type
    case .conforms: .protocol
    case .transition: .state
    default: .method
    }
  }

  private static func label(of kind: FlowNodeKind) -> String {
    switch kind {
    case .method: "hideAnimated(_:)"
    case .entry: "showAnimated(_:)"
    case .target: "animateIn(_:type:)"
    case .timer: "graceTimer"
    case .keyPath: "contentOffset"
    case .type: "MJRefreshHeader"
    case .protocol: "POPAnimationDelegate"
    case .state: "refreshing"
    case .initial: "idle"
    case .more: "+3 more"
    }
  }

  static func meaning(of kind: FlowEdgeKind) -> String {
    switch kind {
    case .callGraph(.call): "a calls b directly."
    case .callGraph(.override):
      "a calls a method that a subclass overrides; the call lands on b, the override."
    case .callGraph(.schedules):
      "a makes the time source b: a timer, a delayed perform, a display link or an observer."
    case .callGraph(.fires): "The time source a calls b when it fires."
    case .callGraph(.invalidates): "a stops the time source b before it fires (invalidate, cancel)."
    case .callGraph(.animationCompletion): "An animation that a started calls b when it ends."
    case .callGraph(.mainQueue): "a puts a block on the main queue (async or asyncAfter) that calls b."
    case .callGraph(.background): "Work that a started on another queue or thread calls b when done."
    case .callGraph(.perform):
      "a asks the run loop to call b (performSelectorOnMainThread:, a run-loop source)."
    case .callGraph(.observes): "a registers its object as an observer of the key path b."
    case .callGraph(.notifies): "A change of the key path a calls the observer's method b."
    case .inherits: "The class a is a subclass of b; arrows point up to the root."
    case .conforms: "The type a conforms to the protocol b."
    case .transition: "The machine goes from state a to state b; the label is the code's condition."
    case .defines, .extends, .replaces: "A template method's relation, shown in the templates table."
    }
  }

  static func meaning(of kind: FlowNodeKind) -> String {
    switch kind {
    case .method: "A method of a replica. Click it to open its source."
    case .entry: "An entry point: a method the library's user calls, where paths start."
    case .target: "The method a paths graph leads into."
    case .timer: "A time source: a timer, a delayed perform, a display link or a run-loop observer."
    case .keyPath: "A key path whose changes are observed."
    case .type: "A class in a hierarchy."
    case .protocol: "A protocol."
    case .state: "A state of a state machine."
    case .initial: "The state a machine starts in."
    case .more: "What a graph left out to stay readable."
    }
  }

  static func meaning(of kind: TimelineLaneKind) -> String {
    switch kind {
    case .calls: "Every call into one object: a tick per call; hover for the method."
    case .timer: "One timer, from the moment it is scheduled to when it fires or is invalidated."
    case .perform: "Delayed perform requests (performSelector:afterDelay:), one row per target and selector."
    case .after: "Blocks put on the main queue with asyncAfter, one row per label."
    case .background: "Work on another queue or thread, one row per label."
    case .animation: "UIView animations, one row per animation block."
    case .observable:
      "A value the scenario watches: a line for a number, a filled bar while a flag is on, text as it changes."
    }
  }

  static func meaning(of outcome: TimelineOutcome) -> String {
    switch outcome {
    case .pending: "Still waiting or running when the run ends."
    case .fired: "A timer or perform fired; a block ran. A red tail means it fired late, after its due time."
    case .invalidated: "A timer was invalidated before it fired."
    case .cancelled: "A perform request was cancelled before it fired."
    case .finished: "An animation or piece of work ran to its end."
    case .interrupted: "An animation was replaced or removed before its end."
    }
  }
}
