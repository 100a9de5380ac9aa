import CallGraph

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
/// Nodes are `CallNode`s named as traced: methods `TraceName.method(labels:)`,
/// time sources by the traced type whose method made them and their label.
/// Off unless `Kernel.recordCallEdges()` turns it on: it costs nothing in
/// ordinary runs.
public final class CallRecorder {
  public struct Edge: Hashable, Sendable {
    public let from: CallNode
    public let to: CallNode
    public let kind: CallEdgeKind
  }

  /// Every distinct edge, in the order first taken.
  public private(set) var edges: [Edge] = []
  private var known: Set<Edge> = []
  private var stack: [CallNode] = []
  /// The pending edge for the first method a callback enters.
  private var context: (from: CallNode, kind: CallEdgeKind)?
  /// While a callback's own closure runs (no method entered yet, or one
  /// returned), the method that made the closure: what the closure does
  /// itself — schedule a timer in an animation's completion — is that
  /// method's doing, as the source analysis reads the closure as part of
  /// the method's body.
  private var closureOwner: CallNode?
  /// Time sources made or invalidated where no method was running and no
  /// callback's closure says whose they are: labels, in the order met.
  /// `scholia check` fails on them instead of passing over an edge it
  /// cannot check.
  public private(set) var unattributed: [String] = []
  /// Time-source nodes by object id.
  private var sources: [Int: CallNode] = [:]
  /// The depth of the stack at which a block a scenario supplied runs
  /// (`Kernel.reportBlock`): what is entered there is called by the
  /// block, not by the replica method below it.
  private var userBlockDepth: Int?

  init() {}

  /// The method now running, if any.
  var current: CallNode? { stack.last }

  func enter(_ method: String) {
    let method = CallNode.method(method)
    if stack.count == userBlockDepth {
      // Called by the scenario's block: a root, like a call from a script.
    } else if let caller = stack.last {
      add(caller, method, .call)
    } else if let context {
      add(context.from, method, context.kind)
      self.context = nil
    }
    stack.append(method)
  }

  @usableFromInline func leave() {
    if !stack.isEmpty { stack.removeLast() }
    if let depth = userBlockDepth, stack.count < depth { userBlockDepth = nil }
  }

  /// A block a scenario supplied starts running on top of the method now
  /// running: until that method returns, the methods entered at this
  /// depth are the block's calls (the method's own later calls at the
  /// same depth are not recorded: a run records fewer edges, never a
  /// false one).
  func userBlock() {
    if !stack.isEmpty { userBlockDepth = stack.count }
  }

  /// The method whose code runs now: the one entered last, or the one
  /// whose closure a callback is running.
  private var acting: CallNode? { stack.last ?? closureOwner }

  /// A time source named `name` made now, by the method acting (if any).
  func scheduled(_ ref: ObjectRef, name: String) {
    guard let scheduler = acting else {
      if stack.isEmpty, userBlockDepth == nil { unattributed.append(name) }
      return
    }
    let node = CallNode.timeSource(owner: scheduler.owner, label: name)
    sources[ref.id] = node
    add(scheduler, node, .schedules)
  }

  func invalidated(_ ref: ObjectRef) {
    guard let node = sources[ref.id] else { return }
    guard let method = acting else { return }
    add(method, node, .invalidates)
  }

  /// The method running registers its object as an observer of `path`:
  /// the key-path node its changes will be delivered from.
  func observes(_ path: String) -> CallNode? {
    guard let registrant = acting else { return nil }
    let node = CallNode.keyPath(owner: registrant.owner, path: path)
    add(registrant, node, .observes)
    return node
  }

  /// Runs a callback: a fresh stack, and a pending edge from `from`.
  func callback(from: CallNode?, kind: CallEdgeKind, _ body: () -> Void) {
    let outerStack = stack
    let outerContext = context
    let outerBlockDepth = userBlockDepth
    let outerOwner = closureOwner
    stack = []
    context = from.map { ($0, kind) }
    userBlockDepth = nil
    // A timer's or display link's block belongs to the source, not to a
    // method: only a closure a method made (a completion, a queued block)
    // acts for that method.
    closureOwner = from.flatMap { $0.isMethod ? $0 : nil }
    body()
    stack = outerStack
    context = outerContext
    userBlockDepth = outerBlockDepth
    closureOwner = outerOwner
  }

  /// The node a time source fires from.
  func source(_ ref: ObjectRef) -> CallNode? {
    sources[ref.id]
  }

  private func add(_ from: CallNode, _ to: CallNode, _ kind: CallEdgeKind) {
    let edge = Edge(from: from, to: to, kind: kind)
    if known.insert(edge).inserted { edges.append(edge) }
  }
}

extension Kernel {
  /// `block` as a callback of `kind` from the method running now, when
  /// call edges are being recorded; `block` itself otherwise.
  func asCallback(_ kind: CallEdgeKind, _ block: @escaping () -> Void) -> () -> Void {
    guard let recorder = callRecorder else { return block }
    let origin = recorder.current
    return { recorder.callback(from: origin, kind: kind, block) }
  }
}
