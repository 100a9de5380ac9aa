/// A run-loop observer (`CFRunLoopObserverRef`): called out at the
/// activities it asked for, in the modes it was added for, in ascending
/// `order`. A one-shot observer invalidates itself after its first callout.
public final class RunLoopObserver {
  public let ref: ObjectRef
  public let activities: RunLoopActivity
  public let repeats: Bool
  public let order: Int
  public private(set) var isValid = true
  public internal(set) var modes: RunLoopModes = []

  let kernel: Kernel
  /// The kernel's own observers (Core Animation's commit) trace what they
  /// do themselves and are not counted as events when they do nothing.
  let isSilent: Bool
  var callback: ((RunLoopObserver, RunLoopActivity) -> Void)?

  init(
    kernel: Kernel, ref: ObjectRef, activities: RunLoopActivity, repeats: Bool, order: Int,
    isSilent: Bool, callback: @escaping (RunLoopObserver, RunLoopActivity) -> Void
  ) {
    self.kernel = kernel
    self.ref = ref
    self.activities = activities
    self.repeats = repeats
    self.order = order
    self.isSilent = isSilent
    self.callback = callback
  }

  public var label: String { ref.label }

  /// `CFRunLoopObserverInvalidate`: no callouts from now on.
  public func invalidate() {
    isValid = false
    callback = nil
    kernel.callRecorder?.invalidated(ref)
  }

  func callOut(_ activity: RunLoopActivity) throws(KernelError) {
    if !isSilent {
      try kernel.checkEventAndRecordLimits()
      kernel.handledEvents += 1
      if kernel.trace.isRecording {
        kernel.record(.observerCallout(ref, activity: activity, order: order))
      }
    }
    callback?(self, activity)
    if !repeats { invalidate() }
  }
}
