import Diagnostics
import FlowGraphs
import Foundation
import SourceAnalysis
import Testing

/// The hierarchy and the template-method view of a seventeen-class family
/// (`FamilyFixture`), sized for an article's column.
@Suite("Class families at article width")
struct FamilyGraphTests {
  static let index = FamilyFixture.index()

  /// The SVG's width in points (Graphviz's `width="…pt"`).
  static func width(_ svg: String) -> Double? {
    guard let start = svg.range(of: "width=\""), let end = svg[start.upperBound...].range(of: "pt\"") else {
      return nil
    }
    return Double(svg[start.upperBound..<end.lowerBound])
  }

  @Test("the fixture is clean")
  func clean() {
    #expect(Self.index.diagnostics.isEmpty)
  }

  @Test("the hierarchy puts the root on top and wraps its widest level into rows of at most four")
  func hierarchyRows() throws {
    let graph = try GraphBuilder.hierarchy(in: Self.index, of: "MJRefreshComponent")
    let dot = FlowGraphRenderer.dot(graph)
    #expect(dot.contains("rankdir=BT"))
    let rows = dot.split(separator: "\n").filter { $0.contains("{rank=same;") }.map { line in
      let nodes = line.prefix { $0 != ">" }.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }
      return nodes.dropLast().map { String($0.element.dropFirst(5)) }
    }
    #expect(
      rows == [
        ["MJRefreshFooter", "MJRefreshHeader", "MJRefreshTrailer"],
        ["MJRefreshAutoFooter", "MJRefreshBackFooter", "MJRefreshStateHeader", "MJRefreshStateTrailer"],
        ["MJRefreshAutoStateFooter", "MJRefreshBackStateFooter"],
        ["MJRefreshGifHeader", "MJRefreshNormalHeader", "MJRefreshNormalTrailer"],
        [
          "MJRefreshAutoGifFooter", "MJRefreshAutoNormalFooter", "MJRefreshBackGifFooter",
          "MJRefreshBackNormalFooter",
        ],
      ])
    #expect(dot.contains("label=\"MJRefresh\\nAutoNormalFooter\""))
    #expect(
      dot.contains("\"type-MJRefreshGifHeader\" -> \"type-MJRefreshAutoStateFooter\" [id=\"row-5--row-6\"")
    )
  }

  /// A page shows a figure at its own size (a point is 4/3 of a CSS pixel)
  /// and shrinks a wider one to the column: 540 pt is 720 px.
  @Test(
    "the hierarchy's and the template view's SVGs fit a 720-pixel column with their 11-point text unshrunk")
  func articleWidth() throws {
    let hierarchy = try GraphBuilder.hierarchy(in: Self.index, of: "MJRefreshComponent")
    let templates = try GraphBuilder.templates(
      in: Self.index, root: "MJRefreshComponent", methods: FamilyFixture.templateMethods)
    for svg in [try FlowGraphRenderer.svg(hierarchy), try FlowGraphRenderer.svg(templates)] {
      let width = try #require(Self.width(svg))
      #expect(width <= 540, "\(width) pt is \(width * 4 / 3) px")
      #expect(svg.contains("font-size=\"11.00\""))
      #expect(
        !svg.contains("font-size=\"8") && !svg.contains("font-size=\"9") && !svg.contains("font-size=\"10"))
    }
  }

  @Test("the template view: every class under the root, what it does with each method")
  func templates() throws {
    let graph = try GraphBuilder.templates(
      in: Self.index, root: "MJRefreshComponent", methods: FamilyFixture.templateMethods)
    #expect(graph.nodes.filter { $0.kind == .type }.count == 17)
    #expect(
      graph.nodes.filter { $0.kind == .method }.map(\.label) == [
        "prepare()", "placeSubviews()", "scrollViewContentOffsetDidChange(_:)",
        "scrollViewContentSizeDidChange(_:)", "scrollViewPanStateDidChange(_:)", "setState(_:)",
      ])
    let text = FlowGraphRenderer.text(graph)
    #expect(text.contains("\n  MJRefreshComponent                 ■  ■  ■  ■  ■  ■\n"))
    #expect(text.contains("\n    MJRefreshFooter                  ●  ·  ·  ·  ·  ·\n"))
    #expect(text.contains("\n      MJRefreshAutoFooter            ●  ·  ●  ●  ●  ●\n"))
    #expect(text.contains("\n      MJRefreshBackFooter            ·  ·  ●  ●  ·  ●\n"))
  }

  @Test("an override without super is told apart from one that calls it")
  func withoutSuper() throws {
    let index = FamilyFixture.index(withoutSuper: ["MJRefreshGifHeader.placeSubviews"])
    let graph = try GraphBuilder.templates(
      in: index, root: "MJRefreshStateHeader", methods: ["placeSubviews", "prepare"])
    #expect(
      edgeList(graph) == [
        "MJRefreshStateHeader -extends-> placeSubviews()", "MJRefreshStateHeader -extends-> prepare()",
        "MJRefreshNormalHeader -extends-> placeSubviews()", "MJRefreshNormalHeader -extends-> prepare()",
        "MJRefreshGifHeader -replaces-> placeSubviews()", "MJRefreshGifHeader -extends-> prepare()",
        "MJRefreshNormalHeader -inherits-> MJRefreshStateHeader",
        "MJRefreshGifHeader -inherits-> MJRefreshStateHeader",
      ])
    let svg = try FlowGraphRenderer.svg(graph)
    #expect(svg.contains("id=\"type-MJRefreshGifHeader--template-placeSubviews\" class=\"cell replaces\""))
  }

  @Test("a method no class of the family has, and a root that is not a class, are errors with a fix")
  func templateErrors() {
    let text = errorText
    #expect(
      text { () throws(Diagnostic) in
        try GraphBuilder.templates(in: Self.index, root: "MJRefreshHeader", methods: ["placeSubview"])
      }
        == "unknown method 'placeSubview' in 'MJRefreshHeader', its superclasses or subclasses; did you mean 'placeSubviews'?"
    )
    #expect(
      text { () throws(Diagnostic) in try GraphBuilder.templates(in: Self.index, root: "MJRefreshHeder") }
        == "unknown type 'MJRefreshHeder'; did you mean 'MJRefreshHeader'?")
    #expect(
      text { () throws(Diagnostic) in try GraphBuilder.templates(in: Self.index, root: "MJRefreshState") }
        == "'MJRefreshState' is an enum; the template view needs a class")
  }
}
