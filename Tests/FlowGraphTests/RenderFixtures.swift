import CallGraph
import FlowGraphs

/// Hand-made graphs for the renderer tests, independent of the builders.
enum RenderFixtures {
  /// A miniature of MBProgressHUD's "show paths into animateIn": two
  /// entries (one reached from a demo controller), the grace timer that
  /// `showAnimated(_:)` schedules and `hideAnimated(_:)` invalidates, an
  /// animation's completion, hand-offs to a background queue and back to the
  /// main queue, two groups, and a cut-off marker in neither.
  static let showPaths = FlowGraph(
    title: "Paths into animateIn(_:withType:completion:)",
    kind: .paths,
    nodes: [
      FlowNode(
        id: "DemoViewController-indeterminateExample", label: "indeterminateExample()", kind: .entry,
        group: "DemoViewController", detail: "-[DemoViewController indeterminateExample] · Demo.m:41"),
      FlowNode(
        id: "DemoViewController-doSomeWork", label: "doSomeWork()", kind: .method, group: "DemoViewController"
      ),
      FlowNode(
        id: "MBProgressHUD-showAnimated", label: "showAnimated(_:)", kind: .entry, group: "MBProgressHUD",
        detail: "-[MBProgressHUD showAnimated:] · MBProgressHUD.m:170"),
      FlowNode(
        id: "MBProgressHUD-handleGraceTimer", label: "handleGraceTimer(_:)", kind: .method,
        group: "MBProgressHUD"),
      FlowNode(
        id: "MBProgressHUD-showUsingAnimation", label: "showUsingAnimation(_:)", kind: .method,
        group: "MBProgressHUD"),
      FlowNode(
        id: "MBProgressHUD-hideAnimated", label: "hideAnimated(_:)", kind: .method, group: "MBProgressHUD"),
      FlowNode(
        id: "MBProgressHUD-hideUsingAnimation", label: "hideUsingAnimation(_:)", kind: .method,
        group: "MBProgressHUD"),
      FlowNode(
        id: "MBProgressHUD-animateIn", label: "animateIn(_:withType:completion:)", kind: .target,
        group: "MBProgressHUD",
        detail: "-[MBProgressHUD animateIn:withType:completion:] · MBProgressHUD.m:268"),
      FlowNode(id: "MBProgressHUD-done", label: "done()", kind: .method, group: "MBProgressHUD"),
      FlowNode(
        id: "timer-graceTimer", label: "graceTimer", kind: .timer, group: "MBProgressHUD",
        detail: "NSTimer, once after graceTime, common modes"),
      FlowNode(id: "more-showAnimated", label: "+2 more callers", kind: .more),
    ],
    edges: [
      FlowEdge(
        from: "DemoViewController-indeterminateExample", to: "MBProgressHUD-showAnimated",
        kind: .callGraph(.call)),
      FlowEdge(
        from: "DemoViewController-indeterminateExample", to: "DemoViewController-doSomeWork",
        kind: .callGraph(.background)),
      FlowEdge(
        from: "DemoViewController-doSomeWork", to: "MBProgressHUD-hideAnimated", kind: .callGraph(.mainQueue)),
      FlowEdge(from: "more-showAnimated", to: "MBProgressHUD-showAnimated", kind: .callGraph(.call)),
      FlowEdge(
        from: "MBProgressHUD-showAnimated", to: "timer-graceTimer", kind: .callGraph(.schedules),
        label: "if graceTime > 0"),
      FlowEdge(
        from: "MBProgressHUD-showAnimated", to: "MBProgressHUD-showUsingAnimation", kind: .callGraph(.call),
        label: "else"
      ),
      FlowEdge(from: "timer-graceTimer", to: "MBProgressHUD-handleGraceTimer", kind: .callGraph(.fires)),
      FlowEdge(
        from: "MBProgressHUD-handleGraceTimer", to: "MBProgressHUD-showUsingAnimation",
        kind: .callGraph(.call),
        label: "if !hasFinished"),
      FlowEdge(
        from: "MBProgressHUD-showUsingAnimation", to: "MBProgressHUD-animateIn", kind: .callGraph(.call)),
      FlowEdge(from: "MBProgressHUD-hideAnimated", to: "timer-graceTimer", kind: .callGraph(.invalidates)),
      FlowEdge(
        from: "MBProgressHUD-hideAnimated", to: "MBProgressHUD-hideUsingAnimation", kind: .callGraph(.call)),
      FlowEdge(
        from: "MBProgressHUD-hideUsingAnimation", to: "MBProgressHUD-animateIn", kind: .callGraph(.call)),
      FlowEdge(
        from: "MBProgressHUD-animateIn", to: "MBProgressHUD-done", kind: .callGraph(.animationCompletion)),
    ],
    warnings: ["2 callers of showAnimated(_:) left out (limit 10 nodes)"]
  )

  /// Three groups joined by many edges, a third of them labelled: the shape
  /// of graph that made Graphviz 2.42 free memory twice when clusters were
  /// ranked one by one (see `DOTStyle`).
  static func crossGroupLabels(_ count: Int) -> FlowGraph {
    let groups = ["MBProgressHUD", "MBBackgroundView", "MBRoundProgressView"]
    let nodes = (0..<count).map { index in
      FlowNode(id: "n\(index)", label: "method\(index)(_:with:)", kind: .method, group: groups[index % 3])
    }
    var edges: [FlowEdge] = []
    for index in 1..<count {
      edges.append(FlowEdge(from: "n\(index * 7 % index)", to: "n\(index)", kind: .callGraph(.call)))
      if index > 2 {
        edges.append(
          FlowEdge(
            from: "n\(index - 2)", to: "n\(index)",
            kind: .callGraph(index.isMultiple(of: 2) ? .schedules : .fires),
            label: index.isMultiple(of: 3) ? "if x" : nil))
      }
    }
    return FlowGraph(title: "cross-group labels", kind: .paths, nodes: nodes, edges: edges)
  }

  /// Text that DOT, Graphviz's unescaping and XML each treat specially.
  static let awkwardText = #"say "hi" \ C:\N\n <b>&amp; & ok</b>"# + "\nsecond line\t\u{0}end\\"

  /// Every node and edge kind, with awkward text in every label, tooltip,
  /// group and title, and a repeated edge.
  static let awkward = FlowGraph(
    title: "Awkward " + awkwardText,
    kind: .hierarchy,
    nodes: FlowNodeKind.allCases.enumerated().map { index, kind in
      FlowNode(
        id: "node-\(kind.rawValue)", label: "\(kind.rawValue) \(awkwardText)", kind: kind,
        group: index.isMultiple(of: 2) ? "Group \(awkwardText)" : "Other",
        detail: index == 0 ? nil : "detail \(awkwardText)")
    },
    edges: FlowEdgeKind.allCases.enumerated().map { index, kind in
      let nodes = FlowNodeKind.allCases
      return FlowEdge(
        from: "node-\(nodes[index % nodes.count].rawValue)",
        to: "node-\(nodes[(index + 1) % nodes.count].rawValue)",
        kind: kind, label: index.isMultiple(of: 3) ? nil : "edge \(awkwardText)")
    } + [FlowEdge(from: "node-method", to: "node-entry", kind: .callGraph(.call), label: "again")],
    warnings: ["warning \(awkwardText)"]
  )
}
