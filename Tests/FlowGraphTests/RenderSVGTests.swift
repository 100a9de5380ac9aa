import FlowGraphs
import Testing

@Suite("Flow graph SVG")
struct RenderSVGTests {
  @Test("the SVG is well-formed XML that starts with <svg, without prolog, comments or version")
  func embeddable() throws {
    for graph in [RenderFixtures.showPaths, RenderFixtures.awkward] {
      let svg = try FlowGraphRenderer.svg(graph)
      let reader = RenderSVGReader(svg)
      #expect(reader.problem == nil, "\(reader.problem ?? "")")
      #expect(svg.hasPrefix("<svg class=\"flowgraph\" width=\""))
      #expect(reader.rootName == "svg")
      #expect(!svg.contains("<?xml") && !svg.contains("<!DOCTYPE") && !svg.contains("<!--"))
      #expect(!svg.lowercased().contains("graphviz version"))
      #expect(!svg.contains("<style"))
    }
  }

  @Test("one title and one description of the graph lead the SVG")
  func titleAndDescription() throws {
    let svg = try FlowGraphRenderer.svg(RenderFixtures.showPaths)
    let reader = RenderSVGReader(svg)
    #expect(Array(reader.topLevel.prefix(2)) == ["title", "desc"])
    #expect(reader.topLevel.filter { $0 == "title" || $0 == "desc" }.count == 2)
    #expect(reader.title == "Paths into animateIn(_:withType:completion:)")
    #expect(
      reader.desc
        == "Paths graph: 11 nodes (method 6, entry 2, target 1, timer 1, more 1), 13 edges (call 7, schedules 1,"
        + " fires 1, invalidates 1, animationCompletion 1, mainQueue 1, background 1); warning: 2 callers of"
        + " showAnimated(_:) left out (limit 10 nodes).")
  }

  @Test("nodes, edges and clusters keep the graph's ids, unique, and Graphviz's classes plus their kind")
  func idsAndClasses() throws {
    let graph = RenderFixtures.showPaths
    let reader = RenderSVGReader(try FlowGraphRenderer.svg(graph))
    #expect(Set(reader.ids).count == reader.ids.count)
    for node in graph.nodes {
      #expect(reader.classes[node.id] == "node \(node.kind.rawValue)", "\(node.id)")
    }
    for edge in graph.edges {
      let id = "\(edge.from)--\(edge.to)--\(edge.kind.rawValue)"
      #expect(reader.classes[id] == "edge \(edge.kind.rawValue)", "\(id)")
    }
    #expect(reader.classes["cluster-DemoViewController"] == "cluster")
    #expect(reader.classes["cluster-MBProgressHUD"] == "cluster")
    #expect(reader.tooltips.contains("-[MBProgressHUD showAnimated:] · MBProgressHUD.m:170"))

    let awkward = RenderSVGReader(try FlowGraphRenderer.svg(RenderFixtures.awkward))
    #expect(Set(awkward.ids).count == awkward.ids.count)
    #expect(awkward.ids.contains("node-method--node-entry--call-2"))
  }

  @Test("labels and tooltips with quotes, backslashes, markup and line breaks show as written")
  func awkwardText() throws {
    let reader = RenderSVGReader(try FlowGraphRenderer.svg(RenderFixtures.awkward))
    let firstLine = #"say "hi" \ C:\N\n <b>&amp; & ok</b>"#
    #expect(reader.texts.contains("target " + firstLine))
    #expect(reader.texts.contains("edge " + firstLine))
    #expect(reader.texts.contains("Group " + firstLine))
    #expect(reader.texts.filter { $0 == "second line end\\" }.count >= FlowNodeKind.allCases.count)
    #expect(reader.tooltips.contains("detail \(firstLine)\nsecond line end\\"))
    #expect(reader.title == "Awkward " + firstLine + " second line end\\")
  }

  @Test("the standalone SVG embeds the stylesheet once")
  func standalone() throws {
    let svg = try FlowGraphRenderer.svg(RenderFixtures.showPaths, standalone: true)
    let reader = RenderSVGReader(svg)
    #expect(reader.problem == nil)
    #expect(Array(reader.topLevel.prefix(3)) == ["title", "desc", "style"])
    #expect(svg.contains("<style>\n" + FlowGraphStyle.stylesheet + "\n</style>\n"))
  }

  @Test("the stylesheet colours every node and edge kind, in light and dark, and needs no escaping in SVG")
  func stylesheet() {
    let css = FlowGraphStyle.stylesheet
    #expect(!css.contains("<") && !css.contains("&"))
    #expect(css.contains("@media (prefers-color-scheme:dark){"))
    for kind in ["entry", "target", "timer", "more"] {
      #expect(css.contains(".node.\(kind) "), "\(kind)")
    }
    for kind in [
      "schedules", "fires", "invalidates", "animationCompletion", "mainQueue", "background", "perform",
    ] {
      #expect(css.ranges(of: ".edge.\(kind)").count == 2, "\(kind) in light and dark")
    }
  }

  @Test("DOT that does not parse is a syntax error, and Graphviz keeps working after it")
  func syntaxError() throws {
    #expect(throws: GraphvizError.self) { try FlowGraphRenderer.svg(dot: "digraph { a -> ") }
    do {
      _ = try FlowGraphRenderer.svg(dot: "digraph { a -> [ }")
      Issue.record("no error")
    } catch {
      guard case .syntax(let message) = error else {
        Issue.record("not a syntax error: \(error)")
        return
      }
      #expect(message.contains("syntax error"))
      #expect(error.description.hasPrefix("Graphviz could not read the DOT text: "))
    }
    #expect(throws: GraphvizError.syntax("no graph in the DOT text")) { try FlowGraphRenderer.svg(dot: "") }
    let svg = try FlowGraphRenderer.svg(dot: "digraph g { a -> b }")
    #expect(svg.hasPrefix("<svg class=\"flowgraph\""))
    #expect(RenderSVGReader(svg).topLevel.first == "g")
  }

  @Test("labelled edges between clusters lay out, and free, without crashing", arguments: [10, 20, 40])
  func labelledEdgesBetweenClusters(count: Int) throws {
    let reader = RenderSVGReader(try FlowGraphRenderer.svg(RenderFixtures.crossGroupLabels(count)))
    #expect(reader.problem == nil)
    #expect(reader.texts.contains("if x"))
  }

  @Test("every output is the same, byte for byte, each time, whatever the heap looks like")
  func deterministic() throws {
    for graph in [RenderFixtures.showPaths, RenderFixtures.awkward] {
      let svg = try FlowGraphRenderer.svg(graph)
      var kept: [[UInt8]] = []
      for round in 0..<20 {
        kept.append([UInt8](repeating: 0, count: 16 + round * 37 % 300))
        if round.isMultiple(of: 3) { kept.removeFirst() }
        #expect(try FlowGraphRenderer.svg(graph) == svg, "round \(round)")
      }
      #expect(FlowGraphRenderer.dot(graph) == FlowGraphRenderer.dot(graph))
      #expect(FlowGraphRenderer.text(graph) == FlowGraphRenderer.text(graph))
    }
  }

  @Test("rendering from many threads at once gives the same SVG as rendering alone")
  func concurrent() async throws {
    let graphs = [RenderFixtures.showPaths, RenderFixtures.awkward]
    let expected = try graphs.map { try FlowGraphRenderer.svg($0) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for round in 0..<6 {
            let index = (task + round) % graphs.count
            let svg = try FlowGraphRenderer.svg(graphs[index])
            #expect(svg == expected[index])
          }
        }
      }
      try await group.waitForAll()
    }
  }
}
