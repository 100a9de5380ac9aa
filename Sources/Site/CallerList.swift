import CallGraph
import Escaping
import SourceAnalysis

/// "Called by" beside a method's doc on its source page: every call-graph
/// edge that leads into the method, so a reader can walk the code upwards
/// as well as down. Callers the engine drives are named as the graphs name
/// them: a timer's block by the timer (`timer graceTimer`), a key-value
/// observation by its key path, a call that passes through an animation's
/// completion or a queue by the method and the way it goes.
struct CallerList {
  /// One caller as the page shows it.
  struct Caller: Hashable {
    /// What the link reads.
    let name: String
    /// How the call comes (`animation completion`), if not directly.
    let via: String?
    /// The symbol whose anchor the link goes to, if it has one.
    let symbol: String?
  }

  let anchors: SymbolAnchors
  private let callers: [String: [Caller]]

  init(index: SourceIndex, anchors: SymbolAnchors) {
    self.anchors = anchors
    var byCallee: [String: [Caller]] = [:]
    for edge in index.edges {
      guard case .method(let callee) = edge.to, let caller = Self.caller(edge, index) else { continue }
      if !(byCallee[callee] ?? []).contains(caller) { byCallee[callee, default: []].append(caller) }
    }
    callers = byCallee.mapValues { $0.sorted { ($0.name, $0.via ?? "") < ($1.name, $1.via ?? "") } }
  }

  /// The callers of `method` (an id), sorted by name.
  func callers(of method: String) -> [Caller] {
    callers[method] ?? []
  }

  /// A paragraph per method among `symbols` that has callers, for the
  /// source page of `file`; a section with several methods names each.
  func html(for symbols: [String], onPageOf file: String) -> String {
    let methods = symbols.filter { callers[$0] != nil }
    let page = anchors.page(ofFile: file)
    var out = ""
    for method in methods {
      let links = callers(of: method).map { link($0, page: page) }
      let subject =
        methods.count > 1
        ? "<code>" + HTMLEscape.text(String(method.drop { $0 != "." }.dropFirst())) + "</code> is called by "
        : "Called by "
      out += "<p class=\"callers\">" + subject + links.joined(separator: ", ") + "</p>\n"
    }
    return out
  }

  private func link(_ caller: Caller, page: String) -> String {
    var name = "<code>" + HTMLEscape.text(caller.name) + "</code>"
    if let symbol = caller.symbol, let found = try? anchors.resolve(symbol).get() {
      let target = anchors.page(ofFile: found.file)
      let href =
        (target == page ? "" : PageRendering.relativeRoot(of: page) + target) + "#"
        + SymbolAnchors.anchor(found.id)
      name = "<a href=\"" + HTMLEscape.url(href) + "\">" + name + "</a>"
    }
    return name + (caller.via.map { " (" + HTMLEscape.text($0) + ")" } ?? "")
  }

  /// The caller an edge into a method stands for, or nil for edges that
  /// are not calls.
  private static func caller(_ edge: CallEdge, _ index: SourceIndex) -> Caller? {
    switch edge.from {
    case .method(let id):
      let via: String?
      switch edge.kind {
      case .call: via = nil
      case .override: via = "dispatched to this override"
      case .animationCompletion: via = "animation completion"
      case .mainQueue: via = "block on the main queue"
      case .background: via = "background work"
      case .perform: via = "perform request"
      case .schedules, .fires, .invalidates, .observes, .notifies: return nil
      }
      return Caller(name: id, via: via, symbol: id)
    case .timeSource(let owner, let label):
      let source = index.timeSources.first { $0.node == edge.from }
      let what = source?.kind.readerName ?? TimeSource.Kind.timer.readerName
      let scheduler = index.edges.first { $0.to == edge.from && $0.kind == .schedules }
      var symbol = source?.property
      if symbol == nil, case .method(let id)? = scheduler?.from { symbol = id }
      return Caller(name: owner + "." + label, via: what + " fires", symbol: symbol)
    case .keyPath(let owner, let path):
      let observer = index.edges.first { $0.to == edge.from && $0.kind == .observes }
      var symbol: String?
      if case .method(let id)? = observer?.from { symbol = id }
      return Caller(name: owner + "." + path, via: "key-value observation", symbol: symbol)
    }
  }
}
