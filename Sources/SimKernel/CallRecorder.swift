/// Records the edges a run actually takes between replica methods: who
/// called whom, and which calls the engine made on someone's behalf (a
/// timer firing into its handler, an animation's completion, a queued
/// block). The static call graph is checked against these (`scholia check`):
/// an edge a run takes that the analysis of the source cannot see is a bug
/// in the replica or in the analysis.
///
/// Replica methods report `enter` and `leave`; the recorder keeps their
/// stack. When the engine calls back (a timer fires, a block runs), the
/// callback starts a new context that remembers which method scheduled it,
/// so the first method the callback enters gets an edge from the scheduler
/// (or from the timer) of the callback's kind.
///
/// Names are `TraceName.method(labels:)`; time sources are
/// `timer:TraceName.label`, named after the type whose method made them.
/// Off unless `Kernel.recordCallEdges()` turns it on: it costs nothing in
/// ordinary runs.
public final class CallRecorder {
  public enum Kind: String, Sendable {
    case call, schedules, fires, invalidates, animationCompletion, mainQueue, background, perform
  }

  public struct Edge: Hashable, Sendable {
    public let from: String
    public let to: String
    public let kind: Kind
  }

  /// Every distinct edge, in the order first taken.
  public private(set) var edges: [Edge] = []
  private var known: Set<Edge> = []
  private var stack: [String] = []
  /// The pending edge for the first method a callback enters.
  private var context: (from: String, kind: Kind)?
  /// Time-source nodes by object id.
  private var sources: [Int: String] = [:]

  init() {}

  /// The method now running, if any.
  var current: String? { stack.last }

  func enter(_ method: String) {
    if let caller = stack.last {
      add(caller, method, .call)
    } else if let context {
      add(context.from, method, context.kind)
      self.context = nil
    }
    stack.append(method)
  }

  func leave() {
    if !stack.isEmpty { stack.removeLast() }
  }

  /// A time source named `name` made now, by the method running (if any).
  func scheduled(_ ref: ObjectRef, name: String) {
    guard let scheduler = stack.last else { return }
    let node = "timer:" + Self.typeName(of: scheduler) + "." + name
    sources[ref.id] = node
    add(scheduler, node, .schedules)
  }

  func invalidated(_ ref: ObjectRef) {
    guard let method = stack.last, let node = sources[ref.id] else { return }
    add(method, node, .invalidates)
  }

  /// Runs a callback: a fresh stack, and a pending edge from `from`.
  func callback(from: String?, kind: Kind, _ body: () -> Void) {
    let outerStack = stack
    let outerContext = context
    stack = []
    context = from.map { ($0, kind) }
    body()
    stack = outerStack
    context = outerContext
  }

  /// The node a time source fires from.
  func source(_ ref: ObjectRef) -> String? {
    sources[ref.id]
  }

  private func add(_ from: String, _ to: String, _ kind: Kind) {
    let edge = Edge(from: from, to: to, kind: kind)
    if known.insert(edge).inserted { edges.append(edge) }
  }

  /// `MBProgressHUD.showAnimated(_:)` → `MBProgressHUD`.
  static func typeName(of method: String) -> String {
    let head = method.prefix { $0 != "(" }
    guard let dot = head.lastIndex(of: ".") else { return String(head) }
    return String(head[..<dot])
  }
}

extension Kernel {
  /// `block` as a callback of `kind` from the method running now, when
  /// call edges are being recorded; `block` itself otherwise.
  func asCallback(_ kind: CallRecorder.Kind, _ block: @escaping () -> Void) -> () -> Void {
    guard let recorder = callRecorder else { return block }
    let origin = recorder.current
    return { recorder.callback(from: origin, kind: kind, block) }
  }
}
