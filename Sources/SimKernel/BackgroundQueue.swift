/// A queue whose blocks run off the main thread and take a stated amount of
/// virtual time: the model of `dispatch_async(global, …)`, of a serial
/// queue, and of `NSThread` work in `showWhileExecuting:`.
///
/// A block's body runs when its work is done, on its queue's thread; the
/// body typically hops back with `kernel.mainQueue.async`. A concurrent
/// queue starts every block at once; a serial queue starts each block when
/// the previous one is done.
///
/// A queue is a handle: copies refer to the same queue, whose state (when a
/// serial queue is next free) the kernel keeps.
public struct BackgroundQueue {
  public let label: String
  public let isSerial: Bool
  let kernel: Kernel
  /// Index into `Kernel.serialQueuesFreeAt` for a serial queue.
  let serialIndex: Int

  init(kernel: Kernel, label: String, serialIndex: Int?) {
    self.kernel = kernel
    self.label = label
    self.isSerial = serialIndex != nil
    self.serialIndex = serialIndex ?? -1
  }

  /// Submits work lasting `duration` (negative counts as zero); `body` runs
  /// on this queue when the work is done.
  @discardableResult
  public func async(
    label: String, duration: VirtualDuration, _ body: @escaping () -> Void
  ) -> ObjectRef {
    var start = kernel.now
    if isSerial, kernel.serialQueuesFreeAt[serialIndex] > start {
      start = kernel.serialQueuesFreeAt[serialIndex]
    }
    let end = start + (duration > .zero ? duration : .zero)
    if isSerial { kernel.serialQueuesFreeAt[serialIndex] = end }
    let task = BackgroundTask(
      ref: kernel.makeRef(label), queue: self.label, body: kernel.asCallback(.background, body))
    if kernel.trace.isRecording {
      kernel.record(.backgroundEnqueued(task.ref, queue: self.label, start: start, end: end))
    }
    kernel.schedule(.background(task), kind: .background, modes: .anyMode, at: end)
    return task.ref
  }
}
