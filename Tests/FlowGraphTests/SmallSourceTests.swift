import Diagnostics
import FlowGraphs
import SourceAnalysis
import Testing

/// Graphs of a small pull-to-refresh family written inline, in the manner
/// of MJRefresh: a state enum, a component, and subclasses that override.
@Suite("Graph builders on an inline source")
struct SmallSourceTests {
  static let source = """
    /// @state
    enum RefreshState {
      case idle, pulling, refreshing
    }

    class RefreshComponent: SimView {
      var state: RefreshState = .idle

      /// @entry
      func beginRefreshing() {
        state = .refreshing
      }

      /// @entry
      func endRefreshing() {
        kernel.mainQueue.async(label: "end") { self.state = .idle }
      }

      /// @entry
      func scrollViewDidScroll(_ offset: Double) {
        scrollViewContentOffsetDidChange(offset)
      }

      func scrollViewContentOffsetDidChange(_ offset: Double) {}

      func willMove(toSuperview newSuperview: SimView?) {
        guard let scrollView = newSuperview as? SimScrollView else { return }
        scrollView.addObserver(self, forKeyPath: .contentOffset)
      }

      func observeValue(forKeyPath keyPath: ScrollViewKeyPath, of scrollView: SimScrollView, change: KeyValueChange) {
        scrollViewContentOffsetDidChange(scrollView.contentOffset.y)
      }
    }

    class RefreshHeader: RefreshComponent {
      var isDragging = false

      override func scrollViewContentOffsetDidChange(_ offset: Double) {
        if state == .refreshing { return }
        if isDragging {
          if state == .idle && offset < -54 {
            state = .pulling
          } else if state == .pulling && offset >= -54 {
            state = .idle
          }
        } else if state == .pulling {
          beginRefreshing()
        }
      }

      func reset() {
        guard let superview else { return }
        if state == .refreshing { return }
        state = .idle
      }
    }

    class RefreshStateHeader: RefreshHeader {}
    class RefreshNormalHeader: RefreshStateHeader {}
    """

  static let index = SourceAnalyzer.analyze([SourceAnalyzer.File(path: "Refresh.swift", text: source)])

  @Test("the source is clean")
  func clean() {
    #expect(Self.index.diagnostics.isEmpty)
  }

  /// The conditions come from the code: a test of the state names the
  /// state a transition leaves (an `else` of one is negated, an early
  /// `return` on one rules a state out), the other tests are the label, a
  /// clause a line, and a call that changes the state from any state
  /// starts from the state its caller is in. An assignment under no test
  /// of the state leaves every other state, and transitions between the
  /// same two states share one edge, a method a block of lines.
  @Test("a state machine: transitions with the method, the state they leave and the conditions from the code")
  func states() throws {
    let graph = try GraphBuilder.states(in: Self.index, of: "RefreshState")
    #expect(graph.nodes.map { $0.label }.sorted() == ["idle", "pulling", "refreshing"])
    #expect(graph.nodes.filter { $0.kind == .initial }.map(\.label) == ["idle"])
    #expect(
      Set(
        graph.edges.map { "\(graph.node($0.from)!.label) → \(graph.node($0.to)!.label): \($0.label ?? "")" })
        == [
          "idle → refreshing: beginRefreshing()",
          "pulling → refreshing: beginRefreshing()\nscrollViewContentOffsetDidChange(_:)\n→ beginRefreshing()\nwhen !isDragging",
          "refreshing → idle: endRefreshing()",
          "idle → pulling: scrollViewContentOffsetDidChange(_:)\nwhen isDragging\n&& offset < -54",
          "pulling → idle: endRefreshing()\nreset()\nscrollViewContentOffsetDidChange(_:)\nwhen isDragging\n&& offset >= -54",
        ])
    let text = FlowGraphRenderer.text(graph)
    #expect(
      text.contains(
        "idle ─transition→ pulling  [scrollViewContentOffsetDidChange(_:) when isDragging && offset < -54]"))
  }

  @Test("a state machine for one class: the transitions its methods and its superclasses' make")
  func statesForClass() throws {
    let graph = try GraphBuilder.states(in: Self.index, of: "RefreshState", for: "RefreshComponent")
    #expect(graph.title == "States of RefreshState in RefreshComponent")
    #expect(graph.nodes.map { $0.label }.sorted() == ["idle", "refreshing"])
  }

  @Test("a hierarchy: the chain up to the external superclass, and down")
  func hierarchy() throws {
    let graph = try GraphBuilder.hierarchy(in: Self.index, of: "RefreshStateHeader")
    #expect(
      edgeList(graph) == [
        "RefreshComponent -inherits-> SimView", "RefreshHeader -inherits-> RefreshComponent",
        "RefreshStateHeader -inherits-> RefreshHeader", "RefreshNormalHeader -inherits-> RefreshStateHeader",
      ])
    #expect(graph.node("type-SimView")?.detail == "external")
  }

  @Test("a call lands in every override")
  func overrides() throws {
    let graph = try GraphBuilder.neighbors(
      in: Self.index, of: "RefreshComponent.scrollViewDidScroll", direction: .callees)
    #expect(
      edgeList(graph) == [
        "scrollViewDidScroll(_:) -call-> scrollViewContentOffsetDidChange(_:)",
        "scrollViewDidScroll(_:) -override-> scrollViewContentOffsetDidChange(_:)",
      ])
    #expect(
      graph.nodes.compactMap { $0.group }.sorted() == [
        "RefreshComponent", "RefreshComponent", "RefreshHeader",
      ])
  }

  @Test("a path through key-value observation: the key path is a node of its own kind, drawn as a tag")
  func keyValueObservation() throws {
    let graph = try GraphBuilder.paths(
      in: Self.index, from: .methods(["RefreshComponent.willMove"]),
      into: "RefreshHeader.scrollViewContentOffsetDidChange")
    #expect(
      edgeList(graph) == [
        "willMove(toSuperview:) -observes-> contentOffset",
        "contentOffset -notifies-> observeValue(forKeyPath:of:change:)",
        "observeValue(forKeyPath:of:change:) -override-> scrollViewContentOffsetDidChange(_:)",
      ])
    let node = try #require(graph.node("kvo-RefreshComponent-contentOffset"))
    #expect(node.kind == .keyPath)
    #expect(node.detail == "key path observed by RefreshComponent (key-value observation)")
    let dot = FlowGraphRenderer.dot(graph)
    #expect(dot.contains("class=\"keyPath\", label=\"contentOffset\""))
    #expect(dot.contains("shape=cds"))
    #expect(
      dot.contains(
        "class=\"observes\", label=\"when newSuperview is SimScrollView\", style=dashed, arrowhead=vee"
      ))
    #expect(dot.contains("class=\"notifies\", style=bold"))
    #expect(FlowGraphRenderer.text(graph).contains("─observes→ contentOffset"))
  }

  @Test("a graph over its limit is cut visibly, with a warning")
  func cut() throws {
    let graph = try GraphBuilder.hierarchy(in: Self.index, limit: 3)
    #expect(graph.nodes.count == 3)
    let more = try #require(graph.nodes.first { $0.kind == .more })
    #expect(more.label == "+3 more")
    #expect(graph.warnings == ["Class hierarchy: 3 of 5 nodes left out (limit 3), shown as '+3 more'"])
    #expect(graph.edges.contains { $0.to == more.id || $0.from == more.id })
  }

  @Test("unknown names get a did-you-mean; a target no entry reaches is an error")
  func queryErrors() {
    let text = errorText
    #expect(
      text { () throws(Diagnostic) in try GraphBuilder.hierarchy(in: Self.index, of: "RefreshHeadr") }
        == "unknown type 'RefreshHeadr'; did you mean 'RefreshHeader'?")
    #expect(
      text { () throws(Diagnostic) in
        try GraphBuilder.paths(in: Self.index, from: .annotated, into: "RefreshComponent.beginRefreshin")
      }
        == "unknown method 'RefreshComponent.beginRefreshin'; did you mean 'RefreshComponent.beginRefreshing'?"
    )
    #expect(
      text { () throws(Diagnostic) in
        try GraphBuilder.paths(
          in: Self.index, from: .methods(["RefreshComponent.beginRefreshing"]),
          into: "RefreshHeader.scrollViewContentOffsetDidChange")
      } == "no call path leads from the entries into 'RefreshHeader.scrollViewContentOffsetDidChange'")
  }

  @Test("node ids come from symbol names, so they survive unrelated edits")
  func stableIDs() throws {
    let before = try GraphBuilder.paths(
      in: Self.index, from: .annotated, into: "RefreshHeader.scrollViewContentOffsetDidChange")
    let edited = SourceAnalyzer.analyze([
      SourceAnalyzer.File(
        path: "Refresh.swift", text: "// A new first line.\n\nclass Unrelated {}\n" + Self.source)
    ])
    let after = try GraphBuilder.paths(
      in: edited, from: .annotated, into: "RefreshHeader.scrollViewContentOffsetDidChange")
    #expect(before.nodes.map { $0.id } == after.nodes.map { $0.id })
    #expect(before.nodes.map { $0.id }.contains("RefreshHeader-scrollViewContentOffsetDidChange-_"))
  }
}
