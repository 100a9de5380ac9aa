import FlowGraphs
import Testing

@Suite("Flow graph DOT")
struct RenderDOTTests {
  let dot = FlowGraphRenderer.dot(RenderFixtures.showPaths)

  @Test("the graph is named after its title and laid out in its kind's direction")
  func header() {
    #expect(
      dot.hasPrefix("digraph \"Paths into animateIn(_:withType:completion:)\" {\n  graph [rankdir=TB, "))
    #expect(dot.hasSuffix("\n}\n"))
    for kind in FlowGraphKind.allCases {
      let graph = FlowGraph(title: "t", kind: kind, nodes: [], edges: [])
      let direction = kind == .hierarchy ? "BT" : kind == .templates ? "LR" : "TB"
      #expect(FlowGraphRenderer.dot(graph).contains("rankdir=\(direction),"), "\(kind)")
    }
  }

  @Test("every node has its id, its kind as class, its label and its detail as tooltip, and no link")
  func nodes() {
    for node in RenderFixtures.showPaths.nodes {
      let statement =
        "\"\(node.id)\" [id=\"\(node.id)\", class=\"\(node.kind.rawValue)\", label=\"\(node.label)\""
      #expect(dot.contains(statement), "\(node.id)")
      if let detail = node.detail {
        #expect(dot.contains("tooltip=\"\(detail)\""))
      }
    }
    #expect(
      dot.contains(
        "\"MBProgressHUD-showAnimated\" [id=\"MBProgressHUD-showAnimated\", class=\"entry\", label=\"showAnimated(_:)\","
          + " tooltip=\"-[MBProgressHUD showAnimated:] · MBProgressHUD.m:170\", style=\"rounded,bold\"];"))
    #expect(dot.contains("class=\"target\", label=\"animateIn(_:withType:completion:)\""))
    #expect(dot.contains("peripheries=2"))
    #expect(!dot.contains("href") && !dot.contains("URL"))
  }

  @Test("methods are clustered by group, in the order of the groups' first nodes, when there are several")
  func clusters() throws {
    let demo = try #require(dot.firstRange(of: "  subgraph \"cluster_DemoViewController\" {\n"))
    let hud = try #require(dot.firstRange(of: "  subgraph \"cluster_MBProgressHUD\" {\n"))
    #expect(demo.lowerBound < hud.lowerBound)
    #expect(dot.contains("graph [id=\"cluster-MBProgressHUD\", label=\"MBProgressHUD\", style=rounded];"))
    #expect(dot.contains("\n    \"timer-graceTimer\" ["))
    #expect(dot.contains("\n  \"more-showAnimated\" ["))

    var oneGroup = RenderFixtures.showPaths
    oneGroup.nodes = oneGroup.nodes.filter { $0.group != "DemoViewController" }
    #expect(!FlowGraphRenderer.dot(oneGroup).contains("subgraph"))
  }

  @Test("edges follow the nodes, in order, with ids from their ends and kind, repeats numbered")
  func edges() {
    let lines = dot.split(separator: "\n")
    let firstEdge = lines.firstIndex { $0.contains(" -> ") }!
    #expect(lines[..<firstEdge].allSatisfy { !$0.contains(" -> ") })
    #expect(
      lines[firstEdge]
        == "  \"DemoViewController-indeterminateExample\" -> \"MBProgressHUD-showAnimated\""
        + " [id=\"DemoViewController-indeterminateExample--MBProgressHUD-showAnimated--call\", class=\"call\"];"
    )
    #expect(
      dot.contains(
        "\"timer-graceTimer\" -> \"MBProgressHUD-handleGraceTimer\""
          + " [id=\"timer-graceTimer--MBProgressHUD-handleGraceTimer--fires\", class=\"fires\", style=bold];")
    )
    #expect(dot.contains("class=\"schedules\", label=\"if graceTime > 0\", style=dashed, arrowhead=vee];"))
    #expect(dot.contains("class=\"invalidates\", style=dotted, arrowhead=tee, tailport=e, headport=e];"))
    #expect(dot.contains("class=\"animationCompletion\", style=dashed];"))

    let awkward = FlowGraphRenderer.dot(RenderFixtures.awkward)
    #expect(awkward.contains("[id=\"node-method--node-entry--call\", class=\"call\"]"))
    #expect(awkward.contains("[id=\"node-method--node-entry--call-2\", class=\"call\", label=\"again\"]"))
    #expect(awkward.contains("class=\"inherits\", label=\"edge"))
    #expect(awkward.contains("style=dashed, arrowhead=empty];"))
  }

  @Test("quotes, backslashes, ampersands, line breaks and control characters are escaped")
  func escaping() {
    let dot = FlowGraphRenderer.dot(RenderFixtures.awkward)
    #expect(dot.hasPrefix(#"digraph "Awkward say \"hi\"  C:Nn <b>&amp;amp; &amp; ok</b> second line end" {"#))
    #expect(
      dot.contains(#"label="method say \"hi\" \\ C:\\N\\n <b>&amp;amp; &amp; ok</b>\nsecond line end\\""#))
    #expect(
      dot.contains(
        #"tooltip="detail say \"hi\" \\\\ C:\\\\N\\\\n <b>&amp;amp; &amp; ok</b>\nsecond line end\\\\""#))
    #expect(!dot.contains("\u{0}") && !dot.contains("\t"))
    let statements = dot.split(separator: "\n")
    #expect(statements.allSatisfy { $0.hasSuffix(";") || $0.hasSuffix("{") || $0.hasSuffix("}") })
  }
}
