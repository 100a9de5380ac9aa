/// The main thread's run loop (`[NSRunLoop mainRunLoop]`): its current mode,
/// the timers, observers, perform requests and input sources registered on it.
public final class MainRunLoop {
  private var owner: KernelOwner
  var kernel: Kernel { owner.kernel }

  /// The mode the loop runs in. Stored on the kernel, which reads it for
  /// every item.
  public var currentMode: RunLoopMode { kernel.currentMode }

  /// Sorted by `order`, then by the order in which they were added.
  var observers: [RunLoopObserver] = []
  /// Perform requests with a delay that have not fired or been cancelled.
  var pendingPerforms: [PerformRequest] = []

  init(kernel: Kernel) {
    self.owner = KernelOwner(kernel)
  }

  // MARK: Timers and modes

  /// Adds `timer` for `modes` (`-[NSRunLoop addTimer:forMode:]`). Adding it
  /// again for other modes widens where it may fire.
  public func add(_ timer: RunLoopTimer, forMode modes: RunLoopModes) {
    kernel.addTimer(timer, forModes: modes)
  }

  /// Asks the run loop to run in `mode` from the end of the current pass on:
  /// `tracking` when a scroll view's drag begins, `default` when it ends.
  ///
  /// The change takes effect when the current pass ends (as UIKit leaves one
  /// mode and re-enters the loop in another after handling a touch), or when
  /// the next run starts.
  public func switchMode(to mode: RunLoopMode) {
    kernel.pendingMode = mode
  }

  func applyPendingMode() throws(KernelError) {
    guard let mode = kernel.pendingMode else { return }
    kernel.pendingMode = nil
    guard mode != currentMode else { return }
    try kernel.notify(.exit)
    if kernel.trace.isRecording { kernel.record(.modeChanged(from: currentMode, to: mode)) }
    kernel.currentMode = mode
    try kernel.notify(.entry)
    kernel.restoreStarved()
    kernel.display.refresh()
  }

  // MARK: Input sources

  /// Schedules `action` to run on the main thread at `time` as an input
  /// source would (a touch, a button press): in the given modes, at once if
  /// `time` has passed.
  @discardableResult
  public func schedule(
    at time: VirtualTime, label: String, modes: RunLoopModes = .common,
    _ action: @escaping () -> Void
  ) -> ObjectRef {
    let due = time > kernel.now ? time : kernel.now
    let source = InputSource(ref: kernel.makeRef(label), modes: modes, action: action)
    if kernel.trace.isRecording { kernel.record(.sourceScheduled(source.ref, due: due)) }
    kernel.schedule(.source(source), kind: .source, modes: modes, at: due)
    return source.ref
  }

  // MARK: Perform requests

  /// `-[NSObject performSelector:withObject:afterDelay:inModes:]`: a one-shot
  /// timer in `modes` (default mode unless told otherwise — which is why a
  /// delayed hide waits during a scroll drag). A negative delay counts as
  /// zero.
  @discardableResult
  public func perform(
    _ selector: String, target: AnyObject, targetLabel: String, object: UserInfo = .none,
    afterDelay delay: VirtualDuration, inModes modes: RunLoopModes = .default,
    _ action: @escaping () -> Void
  ) -> ObjectRef {
    let due = kernel.now + (delay > .zero ? delay : .zero)
    let ref = kernel.makeRef(targetLabel + "." + selector)
    var action = action
    if let recorder = kernel.callRecorder {
      recorder.scheduled(ref, name: selector)
      let source = recorder.source(ref)
      let fire = action
      action = { recorder.callback(from: source, kind: .fires, fire) }
    }
    let request = PerformRequest(
      ref: ref, target: ObjectIdentifier(target),
      selector: selector, object: object, modes: modes, isDelayed: true, action: action)
    if kernel.trace.isRecording {
      kernel.record(
        .performScheduled(
          request.ref, due: due, modes: modes, object: object.traceValue, runLoop: Kernel.mainThread))
    }
    pendingPerforms.append(request)
    request.agendaKey = kernel.schedule(.perform(request), kind: .delayedPerform, modes: modes, at: due)
    return request.ref
  }

  /// `-[NSObject performSelectorOnMainThread:withObject:waitUntilDone:NO]`:
  /// queued as a source in the common modes. It cannot be cancelled.
  @discardableResult
  public func performOnMainThread(
    _ selector: String, target: AnyObject, targetLabel: String, object: UserInfo = .none,
    _ action: @escaping () -> Void
  ) -> ObjectRef {
    let request = PerformRequest(
      ref: kernel.makeRef(targetLabel + "." + selector), target: ObjectIdentifier(target),
      selector: selector, object: object, modes: .common, isDelayed: false,
      action: kernel.asCallback(.perform, action))
    if kernel.trace.isRecording {
      kernel.record(
        .performScheduled(
          request.ref, due: kernel.now, modes: .common, object: object.traceValue, runLoop: Kernel.mainThread)
      )
    }
    kernel.schedule(.perform(request), kind: .mainThreadPerform, modes: .common, at: kernel.now)
    return request.ref
  }

  /// `+[NSObject cancelPreviousPerformRequestsWithTarget:]`.
  public func cancelPreviousPerformRequests(withTarget target: AnyObject) {
    let id = ObjectIdentifier(target)
    cancelPerforms { $0.target == id }
  }

  /// `+[NSObject cancelPreviousPerformRequestsWithTarget:selector:object:]`:
  /// only requests with the same selector and an equal object.
  public func cancelPreviousPerformRequests(
    withTarget target: AnyObject, selector: String, object: UserInfo
  ) {
    let id = ObjectIdentifier(target)
    cancelPerforms { $0.target == id && $0.selector == selector && $0.object == object }
  }

  private func cancelPerforms(where matches: (PerformRequest) -> Bool) {
    var kept: [PerformRequest] = []
    for request in pendingPerforms {
      if matches(request) {
        if kernel.trace.isRecording { kernel.record(.performCancelled(request.ref)) }
        kernel.callRecorder?.invalidated(request.ref)
        request.action = nil
        if let key = request.agendaKey { kernel.unschedule(key) }
      } else {
        kept.append(request)
      }
    }
    pendingPerforms = kept
  }

  func performFired(_ request: PerformRequest) {
    if let index = pendingPerforms.firstIndex(where: { $0 === request }) {
      pendingPerforms.remove(at: index)
    }
  }

  // MARK: Observers

  /// Adds `observer` for `modes` (`CFRunLoopAddObserver`).
  public func add(_ observer: RunLoopObserver, forMode modes: RunLoopModes) {
    guard observer.isValid else { return }
    let firstTime = observer.modes.isEmpty
    observer.modes.formUnion(modes)
    guard firstTime else { return }
    var index = observers.count
    while index > 0 && observers[index - 1].order > observer.order { index -= 1 }
    observers.insert(observer, at: index)
    kernel.observedActivities.formUnion(observer.activities)
  }

  func removeInvalidObservers() {
    observers.removeAll { !$0.isValid }
    kernel.observedActivities = []
    for observer in observers { kernel.observedActivities.formUnion(observer.activities) }
  }

  /// Calls out every observer of `activity` registered for the current mode,
  /// in order. The list is copied first, as CFRunLoop does, so observers
  /// added during a callout wait for the next activity.
  func notify(_ activity: RunLoopActivity) throws(KernelError) {
    let current = observers
    var sawInvalid = false
    for observer in current {
      guard observer.isValid else {
        sawInvalid = true
        continue
      }
      guard observer.activities.contains(activity), observer.modes.includes(currentMode) else {
        continue
      }
      try observer.callOut(activity)
      if !observer.isValid { sawInvalid = true }
    }
    if sawInvalid { removeInvalidObservers() }
  }

  func tearDown() {
    for observer in observers { observer.invalidate() }
    observers.removeAll()
    kernel.observedActivities = []
    for request in pendingPerforms { request.action = nil }
    pendingPerforms.removeAll()
  }
}

extension MainRunLoop {
  /// See `KernelOwner`.
  func kernelReleased() {
    owner.kernelReleased()
  }
}
