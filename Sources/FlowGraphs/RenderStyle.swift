/// The default look of flow-graph SVGs, for pages to embed once.
///
/// The SVGs themselves carry only Graphviz's black strokes and no fills;
/// colour comes from these rules, which key on the classes every part has
/// (`.node.entry`, `.edge.fires`, `.cluster`) under the `flowgraph` class of
/// the `<svg>` element, so a page can restyle figures for its theme, and
/// dark mode follows `prefers-color-scheme`. Wide figures shrink to fit
/// their column.
///
/// Colours say one thing each, as in the timelines: blue is a timer and
/// what schedules or fires it, red invalidates, purple is animation, green
/// is where a path starts and amber where it ends; main-queue, background
/// and perform hand-offs get teal, orange and brown; key-value observation
/// (a key path, who observes it and the handler it notifies) is magenta.
public enum FlowGraphStyle {
  public static let stylesheet = rules.joined(separator: "\n")

  private static let rules = [
    "svg.flowgraph{max-width:100%;height:auto}",
    ".flowgraph text{font-family:Helvetica,Arial,\"Liberation Sans\",sans-serif;fill:#1f2328}",
    ".flowgraph .node,.flowgraph .edge,.flowgraph .cluster{stroke-width:1}",
    ".flowgraph .node path,.flowgraph .node polygon,.flowgraph .node ellipse{fill:#fff;stroke:#57606a}",
    ".flowgraph .node polyline{stroke:#57606a}",
    ".flowgraph .node.entry path{fill:#dafbe1;stroke:#1a7f37}",
    ".flowgraph .node.target path{fill:#fff8c5;stroke:#9a6700}",
    ".flowgraph .node.target path~path{fill:none}",
    ".flowgraph .node.timer polygon{fill:#ddf4ff;stroke:#0969da}",
    ".flowgraph .node.timer polyline{stroke:#0969da}",
    ".flowgraph .node.keyPath polygon{fill:#ffeff7;stroke:#bf3989}",
    ".flowgraph .node.more path{fill:none;stroke:#8c959f}",
    ".flowgraph .node.start ellipse{fill:#57606a;stroke:#57606a}",
    ".flowgraph .node.more text{fill:#57606a}",
    ".flowgraph .cluster path{fill:#f6f8fa;stroke:#d0d7de}",
    ".flowgraph .cluster text{fill:#57606a}",
    ".flowgraph .edge{color:#57606a}",
    ".flowgraph .edge path,.flowgraph .edge polygon,.flowgraph .edge polyline{stroke:currentColor}",
    ".flowgraph .edge polygon[fill=\"black\"]{fill:currentColor}",
    ".flowgraph .edge text{fill:currentColor}",
    ".flowgraph .edge.schedules,.flowgraph .edge.fires{color:#0969da}",
    ".flowgraph .edge.invalidates{color:#cf222e}",
    ".flowgraph .edge.animationCompletion{color:#8250df}",
    ".flowgraph .edge.mainQueue{color:#1b7c83}",
    ".flowgraph .edge.background{color:#bc4c00}",
    ".flowgraph .edge.perform{color:#953800}",
    ".flowgraph .edge.observes,.flowgraph .edge.notifies{color:#bf3989}",
    "@media (prefers-color-scheme:dark){",
    ".flowgraph text{fill:#e6edf3}",
    ".flowgraph .node path,.flowgraph .node polygon,.flowgraph .node ellipse{fill:#0d1117;stroke:#9198a1}",
    ".flowgraph .node polyline{stroke:#9198a1}",
    ".flowgraph .node.entry path{fill:#0f2d19;stroke:#3fb950}",
    ".flowgraph .node.target path{fill:#2e2510;stroke:#d29922}",
    ".flowgraph .node.timer polygon{fill:#0c2d6b;stroke:#4493f8}",
    ".flowgraph .node.timer polyline{stroke:#4493f8}",
    ".flowgraph .node.keyPath polygon{fill:#42062a;stroke:#db61a2}",
    ".flowgraph .node.more path{stroke:#6e7681}",
    ".flowgraph .node.start ellipse{fill:#9198a1;stroke:#9198a1}",
    ".flowgraph .node.more text,.flowgraph .cluster text{fill:#9198a1}",
    ".flowgraph .cluster path{fill:#161b22;stroke:#30363d}",
    ".flowgraph .edge{color:#9198a1}",
    ".flowgraph .edge.schedules,.flowgraph .edge.fires{color:#4493f8}",
    ".flowgraph .edge.invalidates{color:#f85149}",
    ".flowgraph .edge.animationCompletion{color:#ab7df8}",
    ".flowgraph .edge.mainQueue{color:#39c5cf}",
    ".flowgraph .edge.background{color:#db6d28}",
    ".flowgraph .edge.perform{color:#d29922}",
    ".flowgraph .edge.observes,.flowgraph .edge.notifies{color:#db61a2}",
    "}",
  ]
}
