/// A queue whose blocks run off the main thread and take a stated amount of
/// virtual time: the model of `dispatch_async(global, …)`, of a serial
/// queue, and of `NSThread` work in `showWhileExecuting:`.
///
/// A block's body runs when its work is done, on its queue's thread; the
/// body typically hops back with `kernel.mainQueue.async`. A concurrent
/// queue starts every block at once; a serial queue starts each block when
/// the previous one is done.
public final class BackgroundQueue {
  public let label: String
  public let isSerial: Bool
  let kernel: Kernel
  private var busyUntil: VirtualTime = .zero

  init(kernel: Kernel, label: String, isSerial: Bool) {
    self.kernel = kernel
    self.label = label
    self.isSerial = isSerial
  }

  /// Submits work lasting `duration` (negative counts as zero); `body` runs
  /// on this queue when the work is done.
  @discardableResult
  public func async(
    label: String, duration: VirtualDuration, _ body: @escaping () -> Void
  ) -> ObjectRef {
    let start = isSerial && busyUntil > kernel.now ? busyUntil : kernel.now
    let end = start + (duration > .zero ? duration : .zero)
    if isSerial { busyUntil = end }
    let task = BackgroundTask(ref: kernel.makeRef(label), queue: self.label, body: body)
    if kernel.trace.isRecording {
      kernel.record(.backgroundEnqueued(task.ref, queue: self.label, start: start, end: end))
    }
    kernel.schedule(.background(task), at: end)
    return task.ref
  }
}
