/// How each kind of graph, node and edge is drawn in DOT: direction,
/// shapes, line styles and arrowheads, but no colours.
///
/// Colours come from `FlowGraphStyle.stylesheet` through the SVG classes,
/// so a page theme (light or dark) can restyle every figure; what is set
/// here is what must survive a black-and-white rendering of the DOT.
/// Fonts are Helvetica because Graphviz measures labels with the font's
/// metrics and Helvetica's (Liberation Sans, Arial) are the same wherever
/// the SVG is shown.
///
/// Graphs are ranked with `newrank=true`, as a whole rather than cluster by
/// cluster. Cluster-by-cluster ranking can put both ends of an edge between
/// clusters on one rank; when such a flat edge has a label, Graphviz 2.42
/// moves the rank arrays under the clusters' feet and frees memory twice
/// when the layout is freed (a quarter of random clustered graphs with
/// labels crashed the process). `dot` on the command line exits before
/// freeing, which hides it.
enum DOTStyle {
  static func graph(_ kind: FlowGraphKind) -> [String] {
    [
      "rankdir=\(rankDirection(kind))", #"bgcolor="transparent""#, #"fontname="Helvetica-Bold""#,
      "fontsize=11", "labeljust=l", "nodesep=\(kind == .hierarchy ? "0.15" : "0.25")", "ranksep=0.4",
      "pad=0.1",
      "newrank=true",
    ]
  }

  static let nodeDefaults = [
    #"fontname="Helvetica""#, "fontsize=11", "shape=box", "style=rounded", "height=0.3",
    #"margin="0.1,0.04""#,
  ]

  static let edgeDefaults = [#"fontname="Helvetica""#, "fontsize=9", "arrowsize=0.7"]

  /// Cluster labels go on top; Graphviz turns `labelloc` with the ranks,
  /// so under `BT` the top is `b`.
  static func cluster(_ kind: FlowGraphKind) -> [String] {
    ["style=rounded"] + (rankDirection(kind) == "BT" ? ["labelloc=b"] : [])
  }

  /// Call paths, timers and neighbourhoods read top to bottom, from the
  /// caller down to what it reaches: a figure in an article's column is
  /// narrow, and a left-to-right path of six calls would have to shrink
  /// below readable size. State machines too, since their transitions
  /// carry the conditions from the code, a clause a line, which would
  /// stretch a left-to-right figure; hierarchies put the root on top, with
  /// arrows pointing up to it.
  static func rankDirection(_ kind: FlowGraphKind) -> String {
    switch kind {
    case .paths, .timers, .neighbors, .states: "TB"
    case .templates: "LR"
    case .hierarchy: "BT"
    }
  }

  /// What differs from `nodeDefaults` (a rounded box, for methods).
  static func node(_ kind: FlowNodeKind) -> [String] {
    switch kind {
    case .method: []
    case .entry: [#"style="rounded,bold""#]
    case .target: ["peripheries=2"]
    case .timer: ["shape=note", #"style="""#]
    case .keyPath: ["shape=cds", #"style="""#]
    case .type: [#"style="""#]
    case .protocol: [#"style="""#, #"fontname="Helvetica-Oblique""#]
    case .state: ["shape=ellipse", #"style="""#]
    case .initial: ["shape=ellipse", #"style="""#, "peripheries=2"]
    case .more: [#"style="rounded,dashed""#]
    }
  }

  /// What differs from a solid line with a filled arrowhead (a call).
  /// Invalidations leave and enter their nodes on the right: a timer is
  /// often invalidated from above and below at once, and edges left to
  /// choose their sides wind round both margins and cross; on one side
  /// they nest.
  static func edge(_ kind: FlowEdgeKind) -> [String] {
    switch kind {
    case .callGraph(.call), .transition: []
    case .callGraph(.override), .callGraph(.animationCompletion), .callGraph(.mainQueue),
      .callGraph(.background), .callGraph(.perform):
      ["style=dashed"]
    case .callGraph(.schedules), .callGraph(.observes): ["style=dashed", "arrowhead=vee"]
    case .callGraph(.fires), .callGraph(.notifies): ["style=bold"]
    case .callGraph(.invalidates): ["style=dotted", "arrowhead=tee", "tailport=e", "headport=e"]
    case .inherits: ["arrowhead=empty"]
    case .conforms: ["style=dashed", "arrowhead=empty"]
    case .defines: ["arrowhead=box"]
    case .extends: ["style=bold", "arrowhead=dot"]
    case .replaces: ["style=dashed", "arrowhead=odot"]
    }
  }
}
