/// Why Graphviz could not draw a graph, with Graphviz's own words.
///
/// A typed error rather than a crash: the DOT may come from a hand-written
/// figure, and a label the escaping did not foresee must fail one page, not
/// the site build.
public enum GraphvizError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The DOT text did not parse.
  case syntax(String)
  /// The `dot` layout failed.
  case layout(String)
  /// The laid-out graph could not be written as SVG.
  case render(String)

  public var description: String {
    switch self {
    case .syntax(let message): "Graphviz could not read the DOT text: \(message)"
    case .layout(let message): "Graphviz could not lay out the graph: \(message)"
    case .render(let message): "Graphviz could not write the SVG: \(message)"
    }
  }
}
