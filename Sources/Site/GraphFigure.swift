import Diagnostics
import Escaping
import FlowGraphs
import Foundation
import SourceAnalysis

/// `@graph KIND …`: a graph built from the analysed sources and drawn by
/// Graphviz, inlined as SVG. Its SVG ids get a per-figure prefix so two
/// figures of the same symbols on one page keep unique ids.
enum GraphFigure {
  static let kinds = ["paths", "timers", "hierarchy", "states", "templates", "neighbors"]

  static func graph(_ call: DirectiveCall, index: SourceIndex) -> Result<FlowGraph, SiteBuildFailure> {
    guard let kind = call.positional.first else {
      return .problems([call.error("'@graph' needs a kind: \(kinds.joined(separator: ", "))")])
    }
    let arguments = Array(call.positional.dropFirst())
    var limit = GraphBuilder.defaultLimit
    if let text = call.value("limit") {
      guard let value = Int(text), value >= 2 else {
        return .problems([call.error("limit= takes a whole number of at least 2, not '\(text)'", at: "limit")]
        )
      }
      limit = value
    }
    var problems: [Diagnostic] = []
    let build: () throws(Diagnostic) -> FlowGraph
    switch kind {
    case "paths":
      problems = call.check(known: ["from", "into", "limit", "caption"], positional: 1)
      guard let into = call.value("into") else {
        return .problems(problems + [call.error("'@graph paths' needs into=Type.method")])
      }
      let from = call.value("from") ?? "entry"
      let entries: GraphBuilder.Entries =
        from == "entry"
        ? .annotated : from == "public" ? .publicAPI : .methods(from.split(separator: ",").map(String.init))
      build = { () throws(Diagnostic) in
        try GraphBuilder.paths(in: index, from: entries, into: into, limit: limit)
      }
    case "timers", "hierarchy":
      problems = call.check(known: ["limit", "caption"], positional: 2)
      let type = arguments.first
      build =
        kind == "timers"
        ? { () throws(Diagnostic) in try GraphBuilder.timers(in: index, of: type, limit: limit) }
        : { () throws(Diagnostic) in try GraphBuilder.hierarchy(in: index, of: type, limit: limit) }
    case "states":
      problems = call.check(known: ["for", "methods", "limit", "caption"], positional: 2)
      guard let machine = arguments.first else {
        return .problems(problems + [call.error("'@graph states' needs an enum, Type.flag or a class")])
      }
      let type = call.value("for")
      let methods = (call.value("methods") ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      build = { () throws(Diagnostic) in
        try GraphBuilder.states(in: index, of: machine, for: type, methods: methods, limit: limit)
      }
    case "templates":
      problems = call.check(known: ["methods", "caption"], positional: 2)
      guard let root = arguments.first else {
        return .problems(problems + [call.error("'@graph templates' needs a root class")])
      }
      let methods = (call.value("methods") ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      build = { () throws(Diagnostic) in try GraphBuilder.templates(in: index, root: root, methods: methods) }
    case "neighbors":
      problems = call.check(known: ["depth", "direction", "limit", "caption"], positional: 2)
      guard let symbol = arguments.first else {
        return .problems(problems + [call.error("'@graph neighbors' needs a method or Type.timer")])
      }
      let depthText = call.value("depth") ?? "1"
      guard let depth = Int(depthText), (1...10).contains(depth) else {
        return .problems(problems + [call.error("depth= takes 1 to 10, not '\(depthText)'", at: "depth")])
      }
      let directionText = call.value("direction") ?? "both"
      guard let direction = GraphBuilder.Direction(rawValue: directionText) else {
        return .problems(
          problems + [
            call.error(
              Diagnostic.unknown(
                "direction", directionText, among: GraphBuilder.Direction.allCases.map { $0.rawValue },
                file: call.file, line: call.line, column: call.column
              ).text, at: "direction")
          ])
      }
      build = { () throws(Diagnostic) in
        try GraphBuilder.neighbors(in: index, of: symbol, depth: depth, direction: direction, limit: limit)
      }
    default:
      return .problems([
        call.error(
          Diagnostic.unknown(
            "graph kind", kind, among: kinds, file: call.file, line: call.line, column: call.column
          )
          .text, atPositional: 0)
      ])
    }
    if !problems.isEmpty { return .problems(problems) }
    do throws(Diagnostic) {
      return .success(try build())
    } catch {
      return .problems([locate(error.text, in: call, kind: kind)])
    }
  }

  /// A query error at the argument it is about: `into=` (or `from=`) for
  /// paths, `methods=` for a template method, `for=` for a state machine's
  /// class, the subject word otherwise.
  private static func locate(_ message: String, in call: DirectiveCall, kind: String) -> Diagnostic {
    if kind == "templates" || kind == "states",
      message.hasPrefix("unknown method") || message.hasPrefix("methods=")
    {
      return call.error(message, at: "methods")
    }
    if kind == "states", let type = call.value("for"), message.contains("'\(type)'") {
      return call.error(message, at: "for")
    }
    guard kind == "paths" else { return call.error(message, atPositional: 1) }
    if let from = call.value("from"),
      from.split(separator: ",").contains(where: { message.contains("'\($0)'") })
    {
      return call.error(message, at: "from")
    }
    return call.error(message, at: "into")
  }

  /// The figure: the SVG (ids prefixed with `prefix`; symbol nodes linked
  /// to their definitions by `links`), and a caption.
  static func html(_ graph: FlowGraph, caption: String?, prefix: String, links: FlowNodeLinks? = nil)
    throws(GraphvizError) -> String
  {
    let svg = prefixIDs(
      try GraphvizLock.run { () throws(GraphvizError) in try FlowGraphRenderer.svg(graph, links: links) },
      prefix)
    let text = caption ?? graph.title
    return "<figure class=\"graph graph-\(graph.kind.rawValue)\" id=\"\(prefix)figure\">\n" + svg
      + "<figcaption>" + HTMLEscape.text(text) + "</figcaption>\n</figure>\n"
  }

  /// Each symbol node's link: its definition's anchor on its source page,
  /// from a page `root` away from the site's top (`../` for an article).
  static func links(_ anchors: SymbolAnchors, root: String) -> FlowNodeLinks {
    FlowNodeLinks { symbol in
      guard case .success(let resolved) = anchors.resolve(symbol) else { return nil }
      return root + anchors.href(resolved)
    }
  }

  /// Every `id="…"` and in-document reference (`href="#…"`) gets `prefix`.
  /// A byte scan: figures are inlined by the dozen, and Foundation's
  /// string search was a sixth of the shipped site's build.
  static func prefixIDs(_ svg: String, _ prefix: String) -> String {
    let idMarker = Array(" id=\"".utf8)
    let hrefMarker = Array("href=\"#".utf8)
    let insert = Array(prefix.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(svg.utf8.count + 64 * insert.count)
    var bytes = Array(svg.utf8)[...]
    while let first = bytes.first {
      out.append(first)
      bytes = bytes.dropFirst()
      if first == UInt8(ascii: "\""), out.count >= idMarker.count,
        out.suffix(idMarker.count).elementsEqual(idMarker)
      {
        out += insert
      } else if first == UInt8(ascii: "#"), out.count >= hrefMarker.count,
        out.suffix(hrefMarker.count).elementsEqual(hrefMarker)
      {
        out += insert
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
