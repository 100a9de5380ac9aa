import FlowGraphs
import SourceAnalysis
import Testing

/// What the figures claim is what the code does: storing a new time source
/// is not an invalidation, a state machine's transitions start from the
/// states the code's tests allow, and labels read as sentences.
@Suite("Graphs that tell the truth")
struct TruthfulGraphTests {
  static let source = """
    class Progress {
      /// @state
      var loading = false
      var attempts = 0
      var enabled = false

      /// The setter invalidates the link it replaces, as MBProgressHUD's
      /// `setProgressObjectDisplayLink:` does.
      private var link: DisplayLink? {
        didSet {
          guard link !== oldValue else { return }
          oldValue?.invalidate()
          link?.add(to: kernel.mainRunLoop, forMode: .default)
        }
      }

      private var timer: RunLoopTimer? {
        didSet { if oldValue != timer { oldValue?.invalidate() } }
      }

      /// @entry
      func setLinkEnabled(_ enabled: Bool) {
        if enabled && attempts > 0 {
          if link == nil {
            link = kernel.displayLink(label: "link") { _ in self.tick() }
          }
        } else {
          link = nil
        }
      }

      /// @entry
      func restartTimer() {
        timer = kernel.scheduledTimer(interval: .seconds(1), repeats: false, label: "timer") { _ in
          self.tick()
        }
      }

      func tick() {}

      /// @entry
      func start() {
        guard !loading else { return }
        loading = true
      }

      /// @entry
      func retry() {
        if attempts < 3 && !loading {
          loading = true
        }
      }

      /// @entry
      func finish() {
        if loading {
          loading = false
        }
      }

      /// @entry
      func cancel() {
        loading = false
      }
    }
    """

  static let index = SourceAnalyzer.analyze([SourceAnalyzer.File(path: "Progress.swift", text: source)])

  @Test("the source is clean")
  func clean() {
    #expect(Self.index.diagnostics.isEmpty)
  }

  /// Storing `nil` makes the setter invalidate the link; storing a new one
  /// where the code has just seen there is none replaces nothing; storing
  /// a new timer over one that may be there replaces it, and says so.
  @Test("storing a new display link is not an invalidation; storing nil is, and a replacement says so")
  func replacementIsNotInvalidation() throws {
    let graph = try GraphBuilder.timers(in: Self.index, of: "Progress")
    let invalidations = graph.edges.filter { $0.kind == .callGraph(.invalidates) }.map {
      "\(graph.node($0.from)!.label) → \(graph.node($0.to)!.label): \($0.label ?? "")"
    }
    #expect(
      Set(invalidations) == [
        "setLinkEnabled(_:) → link: otherwise, when !enabled || attempts\n<= 0",
        "restartTimer() → timer: replacing the one held, if any",
      ])
    #expect(edgeList(graph).contains("setLinkEnabled(_:) -schedules-> link"))
  }

  /// A flag's machine: the initial value doubled, and each assignment
  /// from the states the code's tests leave it in (a `guard`, an `if`,
  /// the other clauses of the test as the label); an assignment under no
  /// test leaves the other state; none starts from "any state".
  @Test("a flag's state graph shows the guarded transitions, from the states the tests allow")
  func guardedTransitions() throws {
    let graph = try GraphBuilder.states(in: Self.index, of: "Progress.loading")
    #expect(graph.nodes.map { "\($0.label) \($0.kind)" }.sorted() == ["false initial", "true state"])
    #expect(
      graph.edges.map { "\(graph.node($0.from)!.label) → \(graph.node($0.to)!.label): \($0.label ?? "")" }
        == [
          "false → true: retry()\nwhen attempts < 3\nstart()",
          "true → false: cancel()\nfinish()",
        ])
  }

  @Test("conditions read as sentences: when, otherwise when, only when; never 'if', 'guard' or 'else of'")
  func sentences() throws {
    let timers = try GraphBuilder.timers(in: Self.index, of: "Progress")
    let states = try GraphBuilder.states(in: Self.index, of: "Progress.loading")
    let labels = (timers.edges + states.edges).compactMap(\.label).flatMap { $0.split(separator: "\n") }
    #expect(!labels.isEmpty)
    for line in labels {
      #expect(!line.hasPrefix("if ") && !line.hasPrefix("guard ") && !line.contains("else of"), "\(line)")
    }
    let schedules = timers.edges.first {
      $0.kind == .callGraph(.schedules) && timers.node($0.to)?.label == "link"
    }
    #expect(schedules?.label == "when link == nil")
  }
}

/// The invalidation edges of every timers figure, as Graphviz routes
/// them, do not cross one another (MBProgressHUD's crossed once when
/// Graphviz chose their sides).
@Suite("Graphs routed to be read")
struct RoutedGraphTests {
  @Test("no timers figure's invalidation edges cross each other")
  func invalidationsDoNotCross() throws {
    let timers = try GraphCatalog.all(in: Replicas.index).filter { $0.graph.kind == .timers }
    #expect(timers.map(\.name).contains("timers-MBProgressHUD"))
    for entry in timers {
      let graph = entry.graph
      let edges = EdgeGeometry.edges(in: try FlowGraphRenderer.svg(graph), kind: "invalidates")
      #expect(edges.count == graph.edges.filter { $0.kind == .callGraph(.invalidates) }.count)
      for (offset, first) in edges.enumerated() {
        for second in edges.dropFirst(offset + 1) where Set(first.ends).isDisjoint(with: second.ends) {
          #expect(!first.crosses(second), "\(entry.name): \(first.ends) crosses \(second.ends)")
        }
      }
    }
  }
}

/// An edge of Graphviz's SVG as the polyline its Bézier path follows.
struct EdgeGeometry {
  /// The tail's and the head's node names, from the edge's `<title>`.
  let ends: [String]
  let points: [(x: Double, y: Double)]

  /// The edges whose `class` is `edge <kind>`.
  static func edges(in svg: String, kind: String) -> [EdgeGeometry] {
    svg.split(separator: "<g id=").compactMap { group in
      guard group.contains("class=\"edge \(kind)\""),
        let title = group.firstRange(of: "<title>"), let titleEnd = group.firstRange(of: "</title>"),
        let path = group.firstRange(of: " d=\"")
      else { return nil }
      let ends = group[title.upperBound..<titleEnd.lowerBound].replacing("&#45;&gt;", with: "->")
        .split(separator: "->").map(String.init)
      let data = group[path.upperBound...].prefix { $0 != "\"" }
      let numbers = data.split(whereSeparator: { "MC, ".contains($0) }).compactMap { Double($0) }
      let controls = stride(from: 0, to: numbers.count - 1, by: 2).map {
        (x: numbers[$0], y: numbers[$0 + 1])
      }
      return EdgeGeometry(ends: ends, points: sampled(controls))
    }
  }

  /// A cubic Bézier chain (a start, then three points a curve) at ten
  /// points a curve.
  private static func sampled(_ controls: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
    guard let start = controls.first else { return [] }
    var points = [start]
    var index = 1
    while index + 2 < controls.count {
      let (p0, p1, p2, p3) = (controls[index - 1], controls[index], controls[index + 1], controls[index + 2])
      for step in 1...10 {
        let t = Double(step) / 10
        let u = 1 - t
        let x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x
        let y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
        points.append((x, y))
      }
      index += 3
    }
    return points
  }

  func crosses(_ other: EdgeGeometry) -> Bool {
    for (a, b) in zip(points, points.dropFirst()) {
      for (c, d) in zip(other.points, other.points.dropFirst()) where Self.intersect(a, b, c, d) {
        return true
      }
    }
    return false
  }

  private static func intersect(
    _ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double),
    _ d: (x: Double, y: Double)
  ) -> Bool {
    func side(_ p: (x: Double, y: Double), _ q: (x: Double, y: Double), _ r: (x: Double, y: Double)) -> Double
    {
      (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }
    return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
  }
}

/// Every class family's hierarchy in the gallery fits an article's column
/// (540 pt, 720 px) at its own size, so its 11 pt names show at 14.7 px:
/// MJRefresh's seventeen components wrap into rows instead of one row of
/// 2,400 px.
@Suite("Graphs sized for the page")
struct SizedGraphTests {
  /// TCProgressHUD's entries, side by side on one rank, were 1,250 pt
  /// wide on one line each.
  @Test("a long method name breaks after the argument label nearest its middle")
  func longNamesBreak() throws {
    let graph = try GraphBuilder.paths(in: Replicas.index, from: .publicAPI, into: "TCProgressHUD.hide")
    let dot = FlowGraphRenderer.dot(graph)
    #expect(dot.contains(#"label="showErrorWithStatus(_:\nandAutoHideAfterTime:_:)""#))
    #expect(dot.contains(#"label="showErrorAndAutoHideAfterTime(_:_:)""#))
    #expect(dot.contains(#"label="showWithTime(_:)""#))
  }

  @Test("each family's hierarchy in the catalog is at most 540 pt wide")
  func hierarchiesFit() throws {
    let hierarchies = try GraphCatalog.all(in: Replicas.index).filter { $0.graph.kind == .hierarchy }
    #expect(hierarchies.map(\.name).contains("hierarchy-MJRefreshComponent"))
    for entry in hierarchies {
      let svg = try FlowGraphRenderer.svg(entry.graph)
      let width = svg.firstMatch(of: /width="([0-9.]+)pt"/).flatMap { Double($0.1) }
      #expect((width ?? .infinity) <= 540, "\(entry.name) is \(width ?? 0) pt wide")
    }
  }
}
