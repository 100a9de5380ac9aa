import Cgraphviz
import Synchronization

/// Graphviz's layout and SVG writer, called in-process through libgvc: a
/// site build draws dozens of figures, and spawning `dot` for each would
/// cost more than the layouts themselves (about 1.4 ms for 20 nodes).
enum Graphviz {
  /// The one libgvc context, created on first use and kept for the life of
  /// the process, since creating it loads Graphviz's plugins.
  ///
  /// Graphviz is not thread-safe, not even with a context per thread: the
  /// DOT parser, the error reporting and the plugin tables are process-wide
  /// state. So everything from parsing to freeing the graph runs under this
  /// one lock.
  private static let context = Mutex<OpaquePointer?>(nil)

  /// Lays `dot` out with the `dot` engine and returns Graphviz's SVG as it
  /// writes it (XML prolog and comments included).
  static func svg(dot: String) throws(GraphvizError) -> String {
    try context.withLock { (context: inout OpaquePointer?) throws(GraphvizError) -> String in
      let gvc = context ?? openContext()
      context = gvc
      graphvizMessages = ""
      guard GraphvizArena.reserve() else {
        throw .layout("could not reserve address space for the graph")
      }
      defer { GraphvizArena.unreserve() }
      guard let graph = GraphvizInput.read(dot) else {
        throw .syntax(takeMessages(or: "no graph in the DOT text"))
      }
      defer { agclose(graph) }
      guard gvLayout(gvc, graph, "dot") == 0 else {
        throw .layout(takeMessages(or: "the dot layout failed"))
      }
      defer { gvFreeLayout(gvc, graph) }
      var buffer: UnsafeMutablePointer<CChar>?
      var length: UInt32 = 0
      guard gvRenderData(gvc, graph, "svg", &buffer, &length) == 0, let buffer else {
        throw .render(takeMessages(or: "the svg renderer failed"))
      }
      defer { gvFreeRenderData(buffer) }
      graphvizMessages = ""
      return String(decoding: UnsafeRawBufferPointer(start: buffer, count: Int(length)), as: UTF8.self)
    }
  }

  /// Routes Graphviz's warnings and errors into `graphvizMessages` instead of
  /// standard error, where they would interleave with a build's output.
  private static func openContext() -> OpaquePointer? {
    _ = agseterrf { message in
      if let message { graphvizMessages += String(cString: message) }
      return 0
    }
    _ = agseterr(AGWARN)
    return gvContext()
  }

  /// The messages Graphviz reported during this call, one line, or `fallback`
  /// when it said nothing.
  private static func takeMessages(or fallback: String) -> String {
    let lines = graphvizMessages.split(whereSeparator: \.isNewline)
      .map { $0.trimmingPrefix(while: \.isWhitespace) }
      .filter { !$0.isEmpty }
    graphvizMessages = ""
    return lines.isEmpty ? fallback : lines.joined(separator: " ")
  }
}

/// What Graphviz reported during the call in progress. Graphviz's error
/// callback is a C function that cannot carry a context, hence a global;
/// it is only read and written while `Graphviz.context`'s lock is held.
nonisolated(unsafe) private var graphvizMessages = ""
