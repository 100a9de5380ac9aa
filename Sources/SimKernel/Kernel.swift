/// The simulation kernel: a deterministic, virtual-time imitation of the main
/// thread of an iOS app — its run loop with modes, timers, the main dispatch
/// queue, background queues, perform requests, the display link, run-loop
/// observers and Core Animation's commit observer — and the trace of all of it.
///
/// One kernel is one simulated app. Nothing in it reads a wall clock or a
/// random source; the same calls give the same trace on every target. How a
/// run-loop turn is modelled, and the order of equal-time work, are described
/// in docs/engine.md.
public final class Kernel {
  /// The virtual clock. It never goes backwards.
  public internal(set) var now: VirtualTime = .zero
  public let trace: Trace
  public var limits: RunLimits
  /// Items handled and observers called out so far (see `RunLimits`).
  public internal(set) var handledEvents = 0
  /// Display frames delivered so far (see `RunLimits`).
  public internal(set) var frames = 0
  /// The thread the code now running is on: `main`, or a background queue's
  /// label. Replica calls are traced with it.
  public internal(set) var currentThread = Kernel.mainThread

  /// The main thread's name, as `currentThread` gives it.
  public static let mainThread = "main"
  /// Whether `thread` (a `currentThread`, a trace's thread or run loop) is
  /// the main thread: the one test every replica, run loop and renderer
  /// uses, compared byte for byte.
  public static func isMainThread(_ thread: String) -> Bool { TraceName.same(thread, mainThread) }

  public var mainRunLoop: MainRunLoop { parts.mainRunLoop }
  /// `[NSRunLoop currentRunLoop]` for the code now running: the main run
  /// loop on the main thread, else the run loop of the queue's thread,
  /// which nothing runs (`ThreadRunLoop`).
  public var currentRunLoop: ThreadRunLoop { ThreadRunLoop(kernel: self, thread: currentThread) }
  public var mainQueue: MainQueue { parts.mainQueue }
  public var display: Display { parts.display }
  public var coreAnimation: CoreAnimationTransaction { parts.coreAnimation }
  public var animator: Animator { parts.animator }
  /// The concurrent queue that `dispatch_get_global_queue` stands for.
  public var globalQueue: BackgroundQueue {
    BackgroundQueue(kernel: self, label: "global", serialIndex: nil)
  }

  /// The kernel's parts refer back to it, so they can only be made once
  /// `self` exists; they are set in `init` and never change.
  struct Parts {
    let mainRunLoop: MainRunLoop
    let mainQueue: MainQueue
    let display: Display
    let coreAnimation: CoreAnimationTransaction
    let animator: Animator
  }
  private var parts: Parts!

  var heap = EventHeap()
  let timers = TimerTable()
  var slots: [AgendaSlot] = []
  var freeSlots: [Int32] = []
  /// Items popped while the run loop was in a mode they are not registered
  /// for; they go back on the heap when the mode changes.
  var starved: [AgendaKey] = []
  var nextSeq: Int64 = 0
  /// When set, the run explores one of the orders UIKit leaves open at
  /// equal times (`OrderExplorer`).
  public var orderExplorer: OrderExplorer?
  var nextObjectID = 0
  /// When each serial queue made by `serialQueue(label:)` is next free.
  var serialQueuesFreeAt: [VirtualTime] = []
  let observables = Observables()
  var singletons: [(String, AnyObject)] = []
  /// `-[UIApplication keyWindow]`: where HUDs that take no view go.
  public var keyWindow: SimView?
  /// Set by `recordCallEdges()`; `nil` in ordinary runs.
  public private(set) var callRecorder: CallRecorder?
  var isRunning = false
  var isHandlingBatch = false
  /// Set by `halt(_:)`: the run stops with it before the next item.
  var haltError: KernelError?
  /// The main run loop's mode, the mode it was asked to switch to, and the
  /// union of the activities its observers want: read for every item and
  /// every turn, so kept here rather than behind `mainRunLoop`.
  var currentMode: RunLoopMode = .default
  var pendingMode: RunLoopMode?
  var observedActivities: RunLoopActivity = []
  var hasEntered = false

  /// - Parameters:
  ///   - limits: the bounds of every run.
  ///   - tracing: whether to record the trace (benchmarks switch it off).
  ///   - displayRefreshRate: the screen's refresh rate in Hz; vsyncs fall on
  ///     exact multiples of `1 s / displayRefreshRate`, rounded down to the
  ///     nanosecond.
  public init(limits: RunLimits = .standard, tracing: Bool = true, displayRefreshRate: Int = 60) {
    self.limits = limits
    self.trace = Trace(isRecording: tracing)
    parts = Parts(
      mainRunLoop: MainRunLoop(kernel: self),
      mainQueue: MainQueue(kernel: self),
      display: Display(kernel: self, refreshRate: max(1, displayRefreshRate)),
      coreAnimation: CoreAnimationTransaction(kernel: self),
      animator: Animator(kernel: self))
  }

  deinit {
    parts.mainRunLoop.kernelReleased()
    parts.mainQueue.kernelReleased()
    parts.display.kernelReleased()
    parts.coreAnimation.kernelReleased()
    parts.animator.kernelReleased()
  }

  /// True when no work can run in the current mode.
  public var isIdle: Bool {
    let mode = currentMode
    return !heap.keys.contains { isLive($0) && $0.modes.includes(mode) }
  }

  // MARK: Creating things

  /// A serial background queue (`dispatch_queue_create(label, SERIAL)`).
  public func serialQueue(label: String) -> BackgroundQueue {
    serialQueuesFreeAt.append(now)
    return BackgroundQueue(kernel: self, label: label, serialIndex: serialQueuesFreeAt.count - 1)
  }

  /// A new thread that works for `duration` and then runs `body` on itself
  /// (`+[NSThread detachNewThreadSelector:…]`); the thread ends after `body`.
  public func detachNewThread(label: String, duration: VirtualDuration, _ body: @escaping () -> Void) {
    serialQueue(label: label).async(label: label, duration: duration, body)
  }

  /// A display link (`+[CADisplayLink displayLinkWithTarget:selector:]`),
  /// inactive until added to the run loop.
  public func displayLink(label: String, _ callback: @escaping (DisplayLink) -> Void) -> DisplayLink {
    let ref = makeRef(label)
    guard let recorder = callRecorder else { return DisplayLink(kernel: self, ref: ref, callback: callback) }
    recorder.scheduled(ref, name: label)
    let source = recorder.source(ref)
    return DisplayLink(kernel: self, ref: ref) { link in
      recorder.callback(from: source, kind: .fires) { callback(link) }
    }
  }

  /// A run-loop observer (`CFRunLoopObserverCreateWithHandler`), inactive
  /// until added to the run loop. Observers are called out in ascending
  /// `order`, then in the order they were added.
  public func observer(
    label: String, activities: RunLoopActivity, repeats: Bool, order: Int,
    _ callback: @escaping (RunLoopObserver, RunLoopActivity) -> Void
  ) -> RunLoopObserver {
    let ref = makeRef(label)
    guard let recorder = callRecorder else {
      return RunLoopObserver(
        kernel: self, ref: ref, activities: activities, repeats: repeats, order: order,
        isSilent: false, callback: callback)
    }
    recorder.scheduled(ref, name: label)
    let source = recorder.source(ref)
    return RunLoopObserver(
      kernel: self, ref: ref, activities: activities, repeats: repeats, order: order, isSilent: false
    ) { observer, activity in
      recorder.callback(from: source, kind: .fires) { callback(observer, activity) }
    }
  }

  // MARK: What replicas report

  /// Records that a replica's method was called, on the current thread.
  /// Names a script gave to objects (`let hud = …`), so that their calls
  /// are traced under the script's name rather than their class's.
  private var scriptNames: [ObjectIdentifier: String] = [:]
  /// The last answers of `scriptName(of:)`, by the object's address.
  private var recentScriptNames = AddressCache<ObjectIdentifier, String?>(slots: 8)

  /// Traces `object`'s calls under `name` from now on.
  public func name(_ object: AnyObject, _ name: String) {
    scriptNames[ObjectIdentifier(object)] = name
    recentScriptNames.forgetAll()
  }

  /// The name a script gave `object`, if any.
  public func scriptName(of object: AnyObject) -> String? {
    guard !scriptNames.isEmpty else { return nil }
    let identity = ObjectIdentifier(object)
    let address = UInt(bitPattern: identity)
    if let recent = recentScriptNames.value(for: identity, at: address) { return recent }
    let name = scriptNames[identity]
    recentScriptNames.remember(name, for: identity, at: address)
    return name
  }

  private let staticNames = StaticNames()

  /// A method's `#function` as the trace spells it, made once per method
  /// and shared by all its calls (`StaticNames`).
  public func methodName(_ method: StaticString) -> String {
    staticNames.text(of: method)
  }

  /// A replica method was called: traced under `object` (a script's name
  /// for the instance, or the class's trace name), recorded for the call
  /// graph under `type`, the class's trace name, which is what the static
  /// analysis knows.
  public func reportCall(object: String, method: String, type: String? = nil) {
    if trace.isRecording { record(.call(object: object, method: method, thread: currentThread)) }
    callRecorder?.enter((type ?? object) + "." + method)
  }

  /// Whether replica calls are wanted, by the trace or by a call recorder:
  /// replicas skip building names when not. Inlinable, as `reportReturn`
  /// is: every replica method asks on entry and reports its return, so in
  /// a silent run (a benchmark, Pop's animator at 60 Hz) the two must cost
  /// a load and a test, not two calls into the kernel.
  @inlinable public var isReportingCalls: Bool { trace.isRecording || callRecorder != nil }

  /// A replica method returning; pairs with `reportCall`.
  @inlinable public func reportReturn() {
    if let callRecorder { callRecorder.leave() }
  }

  /// Code that is not a replica method but should show in the trace like a
  /// call: an operation block, or a completion block or delegate method a
  /// scenario supplies. Not a node of the call graph.
  public func reportBlock(object: String, label: String) {
    if trace.isRecording { record(.call(object: object, method: label, thread: currentThread)) }
    callRecorder?.userBlock()
  }

  /// Turns on recording of the call edges runs take (see `CallRecorder`).
  /// Call it before the replicas do anything.
  public func recordCallEdges() -> CallRecorder {
    if let callRecorder { return callRecorder }
    let recorder = CallRecorder()
    callRecorder = recorder
    return recorder
  }

  /// Records a replica property's new value. The names are built only
  /// when the trace records (a property write names its view, `label#id`,
  /// which is most of what a silent write costs).
  public func reportValue(
    object: @autoclosure () -> String, property: @autoclosure () -> String, value: TraceValue
  ) {
    guard trace.isRecording else { return }
    record(.valueChanged(object: object(), property: property(), value: value))
  }

  /// Watches a named value: it is recorded now, and again whenever it has
  /// changed at the end of a run-loop turn or a render sample.
  public func observe(_ name: String, _ sample: @escaping () -> TraceValue) {
    observables.add(name: name, sample: sample)
    observables.sample(into: self)
  }

  /// The current value of an observable, as last recorded.
  public func observedValue(_ name: String) -> TraceValue? {
    observables.value(of: name)
  }

  /// Records a posted notification (`NSNotificationCenter`); observers are
  /// not modelled, the trace is what matters.
  public func postNotification(_ name: String, object: String) {
    guard trace.isRecording else { return }
    record(.notification(name: name, object: object))
  }

  public func note(_ text: String) {
    guard trace.isRecording else { return }
    record(.note(text))
  }

  /// Ends the simulation: invalidates every timer, link, observer and
  /// pending request and drops every closure the kernel holds, which breaks
  /// the reference cycles that replicas and their timers form (as
  /// invalidation does in Foundation). The trace is kept.
  public func tearDown() {
    mainRunLoop.tearDown()
    display.tearDown()
    coreAnimation.tearDown()
    animator.tearDown()
    observables.removeAll()
    // A singleton view can sit inside a view it holds (SVProgressHUD in its
    // own controlView), a cycle the original never frees because its
    // singleton lives as long as the app. The app ends here: take it out,
    // leaving the trace as the run left it.
    let recording = trace.isRecording
    trace.isRecording = false
    for (_, instance) in singletons { (instance as? SimView)?.removeFromSuperview() }
    trace.isRecording = recording
    singletons.removeAll()
    keyWindow = nil
    timers.removeAll()
    for slot in slots { slot.work.discard() }
    slots.removeAll()
    freeSlots.removeAll()
    heap.removeAll()
    starved.removeAll()
  }

  // MARK: Internals shared by the kernel's parts

  func makeRef(_ label: String) -> ObjectRef {
    nextObjectID += 1
    return ObjectRef(id: nextObjectID, label: label)
  }

  @inline(__always)
  func record(_ event: TraceEvent) {
    trace.append(event, at: now)
  }

  /// Puts `work` in a free agenda slot and on the agenda at `time`, for
  /// `modes`, and returns its key.
  @discardableResult
  func schedule(_ work: Work, kind: WorkKind, modes: RunLoopModes, at time: VirtualTime) -> AgendaKey {
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
    } else {
      slot = Int32(slots.count)
      slots.append(.free)
    }
    let key = schedule(kind: kind, slot: slot, modes: modes, at: time, seq: nil)
    slots[Int(slot)] = AgendaSlot(seq: key.seq, work: work)
    return key
  }

  /// Puts a key on the agenda for an item already stored at `slot`. An item
  /// that is re-keyed (a timer added for more modes) passes its old
  /// sequence number to keep its place among equal-time items.
  func schedule(
    kind: WorkKind, slot: Int32, modes: RunLoopModes, at time: VirtualTime, seq: Int64?
  ) -> AgendaKey {
    let order: Int64
    if let seq {
      order = seq
    } else {
      nextSeq += 1
      order = nextSeq
    }
    let key = AgendaKey(time: time.nanoseconds, seq: order, slot: slot, kind: kind, modes: modes)
    heap.push(key)
    return key
  }

  /// Takes an item off the agenda before it runs (invalidation,
  /// cancellation). Its key stays in the heap and is dropped as stale when
  /// it comes up.
  func unschedule(_ key: AgendaKey) {
    guard slots[Int(key.slot)].seq == key.seq else { return }
    releaseSlot(key.slot)
  }
}
