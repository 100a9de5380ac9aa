import CallGraph
import FlowGraphs
import Testing

@Suite("Flow graph text")
struct RenderTextTests {
  @Test("the title and summary lead, nodes follow by group, then edges by label, then warnings")
  func layout() {
    // Listed as any graph but a paths graph is (those list their paths).
    var listed = RenderFixtures.showPaths
    listed.kind = .neighbors
    let lines = FlowGraphRenderer.text(listed).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "Paths into animateIn(_:withType:completion:)")
    #expect(
      lines[1].hasPrefix("Neighbors graph: 11 nodes (method 6, entry 2, target 1, timer 1, more 1), 13 edges")
    )
    #expect(lines[2] == "")
    #expect(lines[3] == "DemoViewController")
    #expect(
      lines[4]
        == "  [entry]   indeterminateExample()  · -[DemoViewController indeterminateExample] · Demo.m:41")
    #expect(
      lines.contains(
        "  [target]  animateIn(_:withType:completion:)  · -[MBProgressHUD animateIn:withType:completion:] · MBProgressHUD.m:268"
      ))
    #expect(lines.contains("(no group)"))
    #expect(lines.contains("  [more]    +2 more callers"))
    #expect(lines.contains("  showAnimated(_:) ─schedules→ graceTimer  [if graceTime > 0]"))
    #expect(lines.contains("  graceTimer ─fires→ handleGraceTimer(_:)"))
    #expect(lines.contains("  animateIn(_:withType:completion:) ─animationCompletion→ done()"))
    #expect(
      lines.suffix(4) == ["", "Warnings", "  ! 2 callers of showAnimated(_:) left out (limit 10 nodes)", ""])
  }

  @Test("a label two nodes share is qualified with the group, then with the id")
  func ambiguousLabels() {
    let graph = FlowGraph(
      title: "inits", kind: .neighbors,
      nodes: [
        FlowNode(id: "A-init", label: "init()", kind: .method, group: "A"),
        FlowNode(id: "B-init", label: "init()", kind: .method, group: "B"),
        FlowNode(id: "B-init-2", label: "init()", kind: .method, group: "B"),
        FlowNode(id: "B-setUp", label: "setUp()", kind: .method, group: "B"),
      ],
      edges: [
        FlowEdge(from: "B-setUp", to: "A-init", kind: .callGraph(.call)),
        FlowEdge(from: "B-setUp", to: "B-init", kind: .callGraph(.override), label: "if subclass"),
        FlowEdge(from: "B-setUp", to: "B-init-2", kind: .callGraph(.call)),
        FlowEdge(from: "B-setUp", to: "elsewhere", kind: .callGraph(.perform)),
      ])
    let text = FlowGraphRenderer.text(graph)
    #expect(text.contains("\n  setUp() ─call→ A.init()\n"))
    #expect(text.contains("\n  setUp() ─override→ B.init() [B-init]  [if subclass]\n"))
    #expect(text.contains("\n  setUp() ─call→ B.init() [B-init-2]\n"))
    #expect(text.contains("\n  setUp() ─perform→ elsewhere\n"))
    #expect(!text.contains("Warnings"))
  }

  @Test("line breaks and control characters in names stay out of the lines")
  func awkwardText() {
    let text = FlowGraphRenderer.text(RenderFixtures.awkward)
    #expect(!text.contains("\t") && !text.contains("\u{0}") && !text.contains("\r"))
    #expect(
      text.contains(#"  [state]     state say "hi" \ C:\N\n <b>&amp; & ok</b> second line end\  · detail"#))
    #expect(
      text.split(separator: "\n").filter { $0.contains("─") }.count == RenderFixtures.awkward.edges.count)
  }

  @Test("a paths graph lists its paths, step by step with conditions, within 80 columns, then where each is")
  func paths() {
    let text = FlowGraphRenderer.text(RenderFixtures.showPaths)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    #expect(lines[0] == "Paths into animateIn(_:withType:completion:)")
    // Five, from both entries: the invalidation of graceTimer is drawn,
    // but no path runs through it.
    #expect(text.contains("\n5 paths:\n"))
    #expect(!text.contains("─invalidates→"))
    #expect(
      text.contains(
        """

        1. indeterminateExample()
             ─call→ showAnimated(_:)
             ─schedules→ graceTimer  [if graceTime > 0]
             ─fires→ handleGraceTimer(_:)
        """))
    #expect(
      text.contains(
        "\nWhere\n  indeterminateExample()\n      -[DemoViewController indeterminateExample]\n      Demo.m:41\n"
      ))
    #expect(text.hasSuffix("Warnings\n  ! 2 callers of showAnimated(_:) left out (limit 10 nodes)\n"))
  }

  @Test("a condition too long for its step's line goes whole on the next; long words stay whole")
  func wrapping() {
    let graph = FlowGraph(
      title: "Call paths into target()", kind: .paths,
      nodes: [
        FlowNode(id: "A-entry", label: "entryPointWithAFairlyLongName(_:)", kind: .entry, group: "A"),
        FlowNode(
          id: "A-target", label: "targetMethodWithAnotherLongName(_:andMore:)", kind: .target, group: "A"),
      ],
      edges: [
        FlowEdge(
          from: "A-entry", to: "A-target", kind: .callGraph(.call),
          label: "if someCondition && anotherCondition || aThirdConditionThatIsLong")
      ])
    let lines = FlowGraphRenderer.text(graph).split(separator: "\n")
    #expect(lines.contains("     ─call→ targetMethodWithAnotherLongName(_:andMore:)"))
    #expect(lines.contains("         [if someCondition && anotherCondition || aThirdConditionThatIsLong]"))
  }
}
