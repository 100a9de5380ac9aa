/// `[NSRunLoop currentRunLoop]`: the run loop of the thread the code runs
/// on (`Kernel.currentRunLoop`).
///
/// On the main thread it is the main run loop. Off it, it is the run loop
/// of a dispatch queue's worker thread, which exists as soon as it is asked
/// for but which nothing runs: a timer added to it, or a perform request
/// with a delay made on it, is scheduled and never fires. That is the
/// classic bug of a `hideAnimated:afterDelay:` called from a background
/// queue, which the originals that schedule on the current run loop
/// (MBProgressHUD's timers, 0.9.1's `performSelector:afterDelay:`) have;
/// the trace shows such a timer or request with its run loop's thread, and
/// the timeline keeps it pending.
public struct ThreadRunLoop {
  let kernel: Kernel
  /// The thread whose run loop this is: `main`, or a queue's label.
  public let thread: String

  /// `-[NSRunLoop addTimer:forMode:]`.
  public func add(_ timer: RunLoopTimer, forMode modes: RunLoopModes) {
    kernel.addTimer(timer, forModes: modes, onRunLoopOf: thread)
  }

  /// `-[NSObject performSelector:withObject:afterDelay:]` made on this
  /// thread: the main run loop's request (`MainRunLoop.perform`), or, off
  /// the main thread, a request that is recorded and never fires.
  @discardableResult
  public func perform(
    _ selector: String, target: AnyObject, targetLabel: String, object: UserInfo = .none,
    afterDelay delay: VirtualDuration, inModes modes: RunLoopModes = .default,
    _ action: @escaping () -> Void
  ) -> ObjectRef {
    guard !Kernel.isMainThread(thread) else {
      return kernel.mainRunLoop.perform(
        selector, target: target, targetLabel: targetLabel, object: object, afterDelay: delay, inModes: modes,
        action)
    }
    let ref = kernel.makeRef(targetLabel + "." + selector)
    if kernel.trace.isRecording {
      kernel.record(
        .performScheduled(
          ref, due: kernel.now + (delay > .zero ? delay : .zero), modes: modes, object: object.traceValue,
          runLoop: thread))
    }
    return ref
  }
}
