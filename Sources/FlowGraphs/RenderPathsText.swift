/// A paths graph for a terminal: the paths themselves, one numbered chain
/// from an entry to the target per path, each step on its own line with
/// the kind of edge and its condition, then where each method is; every
/// line within 80 columns (words wrap, indented under their line).
///
/// A node list and an edge list (`TextRendering`) say what is in the
/// graph; a reader asking "how does `showAnimated` get to `animateIn`?"
/// wants the routes, which this spells out, following edges in the
/// graph's order and never through a node twice on one path.
enum PathsTextRendering {
  static let width = 80
  /// Paths beyond this are counted, not listed.
  static let pathLimit = 40

  static func render(_ graph: FlowGraph) -> String {
    var lines = wrap(graph.title.singleLine, indent: "")
    lines += wrap(RenderSummary.sentence(graph), indent: "")
    let names = TextRendering.displayNames(graph.nodes)
    let (paths, more) = Self.paths(graph)
    lines.append("")
    if paths.isEmpty {
      lines.append("No path leads from an entry to the target.")
    } else {
      let count = paths.count + more
      lines.append(count == 1 ? "1 path:" : "\(count) paths:")
    }
    for (number, path) in paths.enumerated() {
      let head = "\(number + 1). "
      let indent = String(repeating: " ", count: head.count + 2)
      lines.append("")
      lines += wrap(head + (names[path.start] ?? path.start), indent: indent)
      for edge in path.edges {
        let to = names[edge.to] ?? edge.to
        let step = indent + "─" + edge.kind.rawValue + "→ " + to
        guard let label = edge.label else {
          lines += wrap(step, indent: indent + "    ")
          continue
        }
        // A condition that does not fit after its step goes whole on the
        // next line, under the step.
        let condition = "[" + label.singleLine + "]"
        if step.count + 2 + condition.count <= width {
          lines.append(step + "  " + condition)
        } else {
          lines += wrap(step, indent: indent + "    ")
          lines += wrap(indent + "    " + condition, indent: indent + "     ")
        }
      }
    }
    if more > 0 { lines += ["", "… and \(more) more (narrow --from, or lower --limit)"] }
    let located = graph.nodes.filter { $0.detail != nil }
    if !located.isEmpty {
      lines += ["", "Where"]
      for node in located {
        lines += wrap("  " + (names[node.id] ?? node.id), indent: "      ")
        for part in Self.parts(of: (node.detail ?? "").singleLine) {
          lines += wrap("      " + part, indent: "        ")
        }
      }
    }
    if !graph.warnings.isEmpty {
      lines += ["", "Warnings"]
      for warning in graph.warnings { lines += wrap("  ! " + warning.singleLine, indent: "    ") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A node's detail in its parts, one per line: the original's selector,
  /// the place in the source (` — ` or ` · ` between them).
  static func parts(of detail: String) -> [String] {
    detail.split(separator: " — ").flatMap { $0.split(separator: " · ") }.map(String.init)
  }

  struct Path {
    let start: String
    let edges: [FlowEdge]
  }

  /// Every path from an entry (or, with none, a node nothing leads to) to
  /// a target, depth first in the graph's edge order, up to `pathLimit`;
  /// and how many more there are. Invalidation edges are drawn in the
  /// figure but lead nowhere here.
  static func paths(_ graph: FlowGraph) -> (paths: [Path], more: Int) {
    var outgoing: [String: [FlowEdge]] = [:]
    // An invalidation stops a time source; nothing runs along it.
    for edge in graph.edges where edge.kind != .callGraph(.invalidates) {
      outgoing[edge.from, default: []].append(edge)
    }
    let targets = Set(graph.nodes.filter { $0.kind == .target }.map { $0.id })
    var starts = graph.nodes.filter { $0.kind == .entry }.map { $0.id }
    if starts.isEmpty {
      let reached = Set(graph.edges.map { $0.to })
      starts = graph.nodes.map { $0.id }.filter { !reached.contains($0) && !targets.contains($0) }
    }
    var found: [Path] = []
    var more = 0
    var onPath: Set<String> = []
    var steps: [FlowEdge] = []
    func walk(_ node: String, from start: String) {
      if targets.contains(node) {
        if found.count < pathLimit { found.append(Path(start: start, edges: steps)) } else { more += 1 }
        return
      }
      onPath.insert(node)
      for edge in outgoing[node] ?? [] where !onPath.contains(edge.to) {
        steps.append(edge)
        walk(edge.to, from: start)
        steps.removeLast()
      }
      onPath.remove(node)
    }
    for start in starts { walk(start, from: start) }
    return (found, more)
  }

  /// `text` broken at spaces into lines of at most `width` columns, the
  /// later ones starting with `indent`; a word longer than a line stays
  /// whole, and spacing inside a line is kept.
  static func wrap(_ text: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = Array(text)
    // Never break inside a line's own indentation.
    var floor = line.prefix { $0 == " " }.count
    while line.count > width {
      var cut = width
      while cut > floor && line[cut] != " " { cut -= 1 }
      if cut <= floor {
        cut = floor + 1
        while cut < line.count && line[cut] != " " { cut += 1 }
        if cut >= line.count { break }
      }
      var end = cut
      while end > floor && line[end - 1] == " " { end -= 1 }
      lines.append(String(line[..<end]))
      var start = cut
      while start < line.count && line[start] == " " { start += 1 }
      line = Array(indent) + line[start...]
      floor = indent.count
    }
    lines.append(String(line))
    return lines
  }
}
