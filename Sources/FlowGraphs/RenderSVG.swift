import Escaping

/// Graphviz's SVG made fit to be inlined in a page: Graphviz's prolog
/// (XML declaration, DOCTYPE, comments naming its version) is dropped, so
/// the text starts with `<svg` and does not change with the Graphviz
/// version, and so are the comments it writes before each node and edge.
///
/// The `<svg>` element gets the class `flowgraph`, which scopes
/// `FlowGraphStyle.stylesheet`, and, as its first children, the `<title>`
/// and `<desc>` that name the figure for screen readers and tooltips.
enum SVGRendering {
  static func render(_ graph: FlowGraph, standalone: Bool, links: FlowNodeLinks?) throws(GraphvizError)
    -> String
  {
    try embeddable(
      Graphviz.svg(dot: DOTRendering.render(graph, links: links)),
      title: graph.title, description: RenderSummary.sentence(graph),
      stylesheet: standalone ? FlowGraphStyle.stylesheet : nil)
  }

  static func embeddable(_ svg: String, title: String?, description: String?, stylesheet: String?)
    throws(GraphvizError) -> String
  {
    let bytes = Array(svg.utf8)
    guard let start = index(of: "<svg", in: bytes[...]),
      let openTagEnd = bytes[start...].firstIndex(of: UInt8(ascii: ">"))
    else {
      throw .render("no <svg> element in Graphviz's output")
    }
    var result = "<svg class=\"flowgraph\"" + String(decoding: bytes[(start + 4)...openTagEnd], as: UTF8.self)
    result += "\n"
    if let title {
      result += "<title>\(XMLEscape.escape(title.singleLine))</title>\n"
    }
    if let description {
      result += "<desc>\(XMLEscape.escape(description.singleLine))</desc>\n"
    }
    if let stylesheet {
      result += "<style>\n\(stylesheet)\n</style>\n"
    }
    var rest = bytes[(openTagEnd + 1)...].drop { $0 == UInt8(ascii: "\n") }
    while let comment = index(of: "<!--", in: rest) {
      result += String(decoding: rest[..<comment], as: UTF8.self)
      guard let end = index(of: "-->", in: rest[comment...]) else {
        return result
      }
      rest = rest[(end + 3)...]
      if rest.first == UInt8(ascii: "\n") {
        rest = rest.dropFirst()
      }
    }
    return result + String(decoding: rest, as: UTF8.self)
  }

  /// Where `pattern` (ASCII) first starts in `bytes`. Graphviz's output is
  /// searched as bytes: the generic `String` searches cost more than the
  /// layout of a small graph.
  private static func index(of pattern: StaticString, in bytes: ArraySlice<UInt8>) -> Int? {
    let pattern = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
    guard bytes.count >= pattern.count else { return nil }
    var index = bytes.startIndex
    let last = bytes.endIndex - pattern.count
    while index <= last {
      if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        return index
      }
      index += 1
    }
    return nil
  }
}
