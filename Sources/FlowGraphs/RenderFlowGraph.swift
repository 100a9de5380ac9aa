/// Draws a `FlowGraph` three ways: as Graphviz DOT text, as SVG laid out
/// in-process by Graphviz's libgvc, and as plain text for terminals.
///
/// Every form is deterministic: the same graph gives the same bytes, every
/// run. In DOT and SVG, each node's `id` is the node's id, each edge's is
/// `from--to--kind` (`-2`, `-3`… for repeats), each group's cluster is
/// `cluster-<group>`, and each part's `class` names its kind (`node entry`,
/// `edge fires`), so pages can link and style them; colours come from
/// `FlowGraphStyle.stylesheet`. The SVG starts with `<svg` (no XML prolog),
/// so it can be inlined in HTML, and its `<title>` and `<desc>` give the
/// graph's title and a one-sentence summary. The SVG's layout also depends
/// on the Graphviz version and on the font Helvetica resolves to.
///
/// Safe to call from any thread; Graphviz itself runs one graph at a time
/// under a process-wide lock (a 20-node graph takes a few milliseconds).
public enum FlowGraphRenderer {
  public static func dot(_ graph: FlowGraph) -> String {
    DOTRendering.render(graph)
  }

  /// A template-method view (`FlowGraphKind.templates`) is a table, drawn
  /// without Graphviz (see `TemplatesRendering`); its DOT is the relation
  /// graph behind the table.
  ///
  /// - Parameter standalone: embeds `FlowGraphStyle.stylesheet` in the SVG,
  ///   for a file viewed on its own rather than inlined in a page that
  ///   carries the stylesheet once for all its figures.
  /// - Parameter links: where symbol nodes link to (a page's addresses of
  ///   definitions); without, nodes are not links.
  public static func svg(_ graph: FlowGraph, standalone: Bool = false, links: FlowNodeLinks? = nil)
    throws(GraphvizError) -> String
  {
    if graph.kind == .templates { return TemplatesRendering.svg(graph, standalone: standalone) }
    return try SVGRendering.render(graph, standalone: standalone, links: links)
  }

  /// Lays out any DOT text (a hand-written figure, say) the same way and
  /// returns it as inlinable SVG, with the `flowgraph` class but no added
  /// title or description.
  public static func svg(dot: String, standalone: Bool = false) throws(GraphvizError) -> String {
    try SVGRendering.embeddable(
      Graphviz.svg(dot: dot), title: nil, description: nil,
      stylesheet: standalone ? FlowGraphStyle.stylesheet : nil)
  }

  public static func text(_ graph: FlowGraph) -> String {
    switch graph.kind {
    case .templates: TemplatesRendering.text(graph)
    case .paths: PathsTextRendering.render(graph)
    default: TextRendering.render(graph)
    }
  }
}
