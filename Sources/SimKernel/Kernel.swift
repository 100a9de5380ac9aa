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
  public internal(set) var currentThread = "main"

  public private(set) lazy var mainRunLoop = MainRunLoop(kernel: self)
  public private(set) lazy var mainQueue = MainQueue(kernel: self)
  public private(set) lazy var display = Display(kernel: self, refreshRate: displayRefreshRate)
  public private(set) lazy var coreAnimation = CoreAnimationTransaction(kernel: self)
  /// The concurrent queue that `dispatch_get_global_queue` stands for.
  public private(set) lazy var globalQueue = BackgroundQueue(kernel: self, label: "global", isSerial: false)
  let displayRefreshRate: Int

  var heap = EventHeap()
  var slots: [Work] = []
  var freeSlots: [Int32] = []
  /// Items popped while the run loop was in a mode they are not registered
  /// for; they go back on the heap when the mode changes.
  var starved: [AgendaKey] = []
  var nextSeq: Int64 = 0
  var nextObjectID = 0
  var isRunning = false
  var isHandlingBatch = false
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
    self.displayRefreshRate = max(1, displayRefreshRate)
  }

  /// True when no work can run in the current mode.
  public var isIdle: Bool {
    !heap.keys.contains { isLive($0) && isEligible($0) }
  }

  // MARK: Creating things

  /// A timer, not yet on a run loop (`+[NSTimer timerWithTimeInterval:…]`).
  /// Its fire date is `now + interval`; an interval of zero or less becomes
  /// 0.1 ms, as NSTimer documents.
  public func timer(
    interval: VirtualDuration, repeats: Bool, label: String, userInfo: UserInfo = .none,
    _ block: @escaping (RunLoopTimer) -> Void
  ) -> RunLoopTimer {
    RunLoopTimer(
      kernel: self, ref: makeRef(label), interval: interval, repeats: repeats, userInfo: userInfo,
      block: block)
  }

  /// A timer added to the run loop in the default mode
  /// (`+[NSTimer scheduledTimerWithTimeInterval:…]`).
  @discardableResult
  public func scheduledTimer(
    interval: VirtualDuration, repeats: Bool, label: String, userInfo: UserInfo = .none,
    _ block: @escaping (RunLoopTimer) -> Void
  ) -> RunLoopTimer {
    let timer = timer(interval: interval, repeats: repeats, label: label, userInfo: userInfo, block)
    mainRunLoop.add(timer, forMode: .default)
    return timer
  }

  /// A serial background queue (`dispatch_queue_create(label, SERIAL)`).
  public func serialQueue(label: String) -> BackgroundQueue {
    BackgroundQueue(kernel: self, label: label, isSerial: true)
  }

  /// A new thread that works for `duration` and then runs `body` on itself
  /// (`+[NSThread detachNewThreadSelector:…]`); the thread ends after `body`.
  public func detachNewThread(label: String, duration: VirtualDuration, _ body: @escaping () -> Void) {
    BackgroundQueue(kernel: self, label: label, isSerial: true).async(
      label: label, duration: duration, body)
  }

  /// A display link (`+[CADisplayLink displayLinkWithTarget:selector:]`),
  /// inactive until added to the run loop.
  public func displayLink(label: String, _ callback: @escaping (DisplayLink) -> Void) -> DisplayLink {
    DisplayLink(kernel: self, ref: makeRef(label), callback: callback)
  }

  /// A run-loop observer (`CFRunLoopObserverCreateWithHandler`), inactive
  /// until added to the run loop. Observers are called out in ascending
  /// `order`, then in the order they were added.
  public func observer(
    label: String, activities: RunLoopActivity, repeats: Bool, order: Int,
    _ callback: @escaping (RunLoopObserver, RunLoopActivity) -> Void
  ) -> RunLoopObserver {
    RunLoopObserver(
      kernel: self, ref: makeRef(label), activities: activities, repeats: repeats, order: order,
      isSilent: false, callback: callback)
  }

  // MARK: What replicas report

  /// Records that a replica's method was called, on the current thread.
  public func reportCall(object: String, method: String) {
    guard trace.isRecording else { return }
    record(.call(object: object, method: method, thread: currentThread))
  }

  /// Records a replica property's new value.
  public func reportValue(object: String, property: String, value: TraceValue) {
    guard trace.isRecording else { return }
    record(.valueChanged(object: object, property: property, value: value))
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
    for work in slots { work.discard() }
    slots.removeAll()
    freeSlots.removeAll()
    heap.removeAll()
    starved.removeAll()
    mainRunLoop.tearDown()
    display.tearDown()
    coreAnimation.tearDown()
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

  /// Puts `work` on the agenda at `time` and returns its sequence number.
  @discardableResult
  func schedule(_ work: Work, at time: VirtualTime) -> Int64 {
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      slots[Int(free)] = work
    } else {
      slot = Int32(slots.count)
      slots.append(work)
    }
    nextSeq += 1
    heap.push(AgendaKey(time: time.nanoseconds, seq: nextSeq, slot: slot))
    return nextSeq
  }
}
