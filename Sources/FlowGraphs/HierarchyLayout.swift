/// How a hierarchy figure fits an article's column: the root on top, each
/// level's classes in the order of the tree (a class under its superclass,
/// siblings together), and a level too wide for the column wrapped into
/// rows stacked one under the other. A family of long names that share a
/// prefix (`MJRefreshAutoNormalFooter`) breaks each name after the prefix,
/// onto two lines, so that four classes fit side by side.
///
/// Widths are estimated with Helvetica's metrics (Liberation Sans, which
/// Graphviz measures with, has the same), so the rows are known before
/// Graphviz lays anything out.
enum HierarchyLayout {
  /// The widest a row may be, in points: 540 pt is 720 CSS pixels, an
  /// article's column, so the figure is not shrunk and its 11 pt labels
  /// stay at 14.7 px; 40 pt are left for the graph's margins and for the
  /// sideways play of Graphviz's placement.
  static let targetWidth = 500.0
  /// The most classes side by side, however short their names.
  static let maxPerRow = 4
  /// Points a node adds to its label: the margins (0.1 in each side) and the
  /// space to the next node (`nodesep`, 0.15 in), as `DOTStyle` sets them.
  static let nodePadding = 2 * 7.2 + nodeSeparation
  static let nodeSeparation = 10.8

  /// The classes' order for reading: depth first from the roots, each class
  /// under its first parent (its superclass, or else its first protocol).
  static func treeOrder(_ graph: FlowGraph) -> [String] {
    let parents = parentsByNode(graph)
    var children: [String: [String]] = [:]
    for node in graph.nodes {
      if let first = parents[node.id]?.first { children[first, default: []].append(node.id) }
    }
    var order: [String] = []
    var seen: Set<String> = []
    func visit(_ id: String) {
      guard seen.insert(id).inserted else { return }
      order.append(id)
      for child in children[id] ?? [] { visit(child) }
    }
    for node in graph.nodes where (parents[node.id] ?? []).isEmpty { visit(node.id) }
    for node in graph.nodes { visit(node.id) }
    return order
  }

  /// Rows of node ids, top to bottom: each level (the longest way up to a
  /// root) in tree order, wrapped into as few rows as keep every row within
  /// `targetWidth` and `maxPerRow` (see `wrap`).
  static func rows(_ graph: FlowGraph) -> [[String]] {
    let parents = parentsByNode(graph)
    var depths: [String: Int] = [:]
    func depth(_ id: String, _ path: Set<String>) -> Int {
      if let known = depths[id] { return known }
      let up = (parents[id] ?? []).filter { !path.contains($0) }
      let value = up.map { depth($0, path.union([id])) + 1 }.max() ?? 0
      depths[id] = value
      return value
    }
    var levels: [[String]] = []
    for id in treeOrder(graph) {
      let level = depth(id, [])
      while levels.count <= level { levels.append([]) }
      levels[level].append(id)
    }
    let prefix = sharedPrefix(graph.nodes.map(\.label))
    let widths = Dictionary(
      uniqueKeysWithValues: graph.nodes.map { node in
        (node.id, lines(node.label, prefix: prefix).map { TextWidth.helvetica($0, size: 11) }.max() ?? 0)
      })
    let hasChildren = Set(parents.values.flatMap { $0 })
    return levels.flatMap { level in
      let groups = siblingGroups(level, parents)
      return wrap(groups, widths: widths, hasChildren: hasChildren)
    }
  }

  /// A level's runs of siblings (classes with the same first parent), in
  /// tree order.
  private static func siblingGroups(_ level: [String], _ parents: [String: [String]]) -> [[String]] {
    var groups: [[String]] = []
    var last: String?
    for id in level {
      let parent = parents[id]?.first
      if let current = groups.indices.last, parent == last, parent != nil {
        groups[current].append(id)
      } else {
        groups.append([id])
      }
      last = parent
    }
    return groups
  }

  /// A level in rows, in tree order. Siblings stay in one row where they
  /// can: the rows break between sibling groups, the fewest rows that fit,
  /// then the evenest, then the one with the most subclassed classes in its
  /// last row (their subclasses hang from the row just above them). A level
  /// whose groups cannot be kept whole is split evenly, node by node.
  private static func wrap(_ groups: [[String]], widths: [String: Double], hasChildren: Set<String>)
    -> [[String]]
  {
    func fits(_ row: [String]) -> Bool {
      row.count <= maxPerRow
        && row.map { (widths[$0] ?? 0) + nodePadding }.reduce(0, +) - nodeSeparation <= targetWidth
    }
    let level = groups.flatMap { $0 }
    guard !fits(level) else { return [level] }
    if groups.count <= 16 {
      for count in 2...max(2, groups.count) where count <= groups.count {
        let candidates = partitions(groups, into: count).filter { $0.allSatisfy(fits) }
        let best = candidates.min { lhs, rhs in
          score(lhs, hasChildren) < score(rhs, hasChildren)
        }
        if let best { return best }
      }
    }
    for count in 1...level.count {
      let rows = split(level, into: count)
      if rows.allSatisfy(fits) { return rows }
    }
    return level.map { [$0] }
  }

  /// How uneven the rows are, then how many classes with subclasses are
  /// not in the last row: smaller is better.
  private static func score(_ rows: [[String]], _ hasChildren: Set<String>) -> (Int, Int) {
    let sizes = rows.map(\.count)
    let early = rows.dropLast().flatMap { $0 }.count { hasChildren.contains($0) }
    return ((sizes.max() ?? 0) - (sizes.min() ?? 0), early)
  }

  /// Every way to cut the groups, in order, into `count` rows.
  private static func partitions(_ groups: [[String]], into count: Int) -> [[[String]]] {
    guard count > 1 else { return [[groups.flatMap { $0 }]] }
    guard groups.count >= count else { return [] }
    var found: [[[String]]] = []
    for cut in 1...(groups.count - count + 1) {
      let first = groups[..<cut].flatMap { $0 }
      for rest in partitions(Array(groups[cut...]), into: count - 1) {
        found.append([first] + rest)
      }
    }
    return found
  }

  /// `items` in `count` consecutive rows whose sizes differ by one at most,
  /// the longer rows first.
  private static func split(_ items: [String], into count: Int) -> [[String]] {
    var rows: [[String]] = []
    var start = 0
    for row in 0..<count {
      let size = items.count / count + (row < items.count % count ? 1 : 0)
      rows.append(Array(items[start..<(start + size)]))
      start += size
    }
    return rows
  }

  /// What the DOT of a hierarchy adds to its nodes and edges: the rows,
  /// and the junctions where the subclasses of one class that a wrapped
  /// level puts in lower rows meet before they reach it.
  ///
  /// Each edge into a class takes a slot in every row it crosses, so a class
  /// with a dozen subclasses in four rows would widen the rows above with a
  /// dozen edges. Instead, the subclasses in each lower row meet at a
  /// junction (an invisible point) in the row just above theirs, and the
  /// junctions join into one trunk up to the class: one edge crosses each
  /// row, and one arrowhead (the trunk's) stands for them.
  struct Plan {
    /// Node ids per row, top to bottom, junctions last in their rows.
    var rows: [[String]] = []
    /// For an edge (by its index in the graph) that ends at a junction
    /// instead of its class: the junction.
    var junctionOf: [Int: String] = [:]
    /// The trunks' pieces: junction to junction, and the top junction to
    /// the class (`arrow`), with the kind of the edges they carry.
    var trunks: [(from: String, to: String, kind: FlowEdgeKind, arrow: Bool)] = []
    var junctions: [String] = []
  }

  static func plan(_ graph: FlowGraph) -> Plan {
    var plan = Plan(rows: rows(graph))
    var rowOf: [String: Int] = [:]
    for (number, row) in plan.rows.enumerated() {
      for id in row { rowOf[id] = number }
    }
    var bundles: [String: [Int]] = [:]
    var bundleOrder: [String] = []
    for (index, edge) in graph.edges.enumerated() where edge.kind == .inherits || edge.kind == .conforms {
      let key = edge.to + "\u{1}" + edge.kind.rawValue
      if bundles[key] == nil { bundleOrder.append(key) }
      bundles[key, default: []].append(index)
    }
    for key in bundleOrder {
      let edges = bundles[key]!
      let parent = graph.edges[edges[0]].to
      let kind = graph.edges[edges[0]].kind
      let childRows = Set(edges.compactMap { rowOf[graph.edges[$0].from] }).sorted()
      guard childRows.count > 1 else { continue }
      var above = parent
      for (number, row) in childRows.enumerated().dropFirst() {
        let junction = "bus-" + parent + "-" + kind.rawValue + "-" + String(number + 1)
        plan.junctions.append(junction)
        plan.rows[row - 1].append(junction)
        plan.trunks.append((junction, above, kind, above == parent))
        for index in edges where rowOf[graph.edges[index].from] == row { plan.junctionOf[index] = junction }
        above = junction
      }
    }
    return plan
  }

  /// A label as the figure shows it: after `prefix` when it starts with it,
  /// broken onto two lines (`MJRefresh` / `AutoNormalFooter`).
  static func lines(_ label: String, prefix: String?) -> [String] {
    guard let prefix, label.hasPrefix(prefix), label.count > prefix.count else { return [label] }
    return [prefix, String(label.dropFirst(prefix.count))]
  }

  /// The camel-case prefix (`MJRefresh`, at least four characters) that
  /// the most labels share, at least three of them, ties to the longer;
  /// nil when no prefix is that common.
  static func sharedPrefix(_ labels: [String]) -> String? {
    var counts: [String: Int] = [:]
    for label in Set(labels) {
      for prefix in Set(camelPrefixes(label)) { counts[prefix, default: 0] += 1 }
    }
    let best = counts.filter { $0.value >= 3 && $0.key.count >= 4 }.max {
      ($0.value, $0.key.count, $1.key) < ($1.value, $1.key.count, $0.key)
    }
    return best?.key
  }

  /// The prefixes that end where a lower-case letter meets an upper-case
  /// one: `MJRefresh`, `MJRefreshAuto`, `MJRefreshAutoNormal` for
  /// `MJRefreshAutoNormalFooter`.
  private static func camelPrefixes(_ label: String) -> [String] {
    let characters = Array(label)
    var found: [String] = []
    for index in characters.indices.dropFirst()
    where characters[index].isUppercase && characters[index - 1].isLowercase {
      found.append(String(characters[..<index]))
    }
    return found
  }

  /// A node's parents: where its `inherits` and `conforms` edges lead, the
  /// superclass first.
  private static func parentsByNode(_ graph: FlowGraph) -> [String: [String]] {
    var parents: [String: [String]] = [:]
    for kind in [FlowEdgeKind.inherits, .conforms] {
      for edge in graph.edges where edge.kind == kind && edge.from != edge.to {
        if !(parents[edge.from] ?? []).contains(edge.to) { parents[edge.from, default: []].append(edge.to) }
      }
    }
    for edge in graph.edges where edge.kind != .inherits && edge.kind != .conforms && edge.from != edge.to {
      if !(parents[edge.from] ?? []).contains(edge.to) { parents[edge.from, default: []].append(edge.to) }
    }
    return parents
  }
}

/// Text widths from Helvetica's metrics, for layouts decided before
/// Graphviz measures: the advance widths of ASCII (in thousandths of the
/// font size); anything else counts as a digit's width.
enum TextWidth {
  static func helvetica(_ text: String, size: Double) -> Double {
    var total = 0
    for scalar in text.unicodeScalars {
      let value = Int(scalar.value)
      total += (32...126).contains(value) ? widths[value - 32] : 556
    }
    return Double(total) * size / 1000
  }

  private static let widths = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
  ]
}
