/// The main dispatch queue (`dispatch_get_main_queue()`).
///
/// Blocks run on the main thread in the common modes, so unlike a
/// default-mode timer they are not held up by a scroll drag. `asyncAfter`
/// submits its block to the queue at the deadline; it uses a dispatch
/// timer, not a run-loop timer.
public final class MainQueue {
  private var owner: KernelOwner
  var kernel: Kernel { owner.kernel }

  init(kernel: Kernel) {
    self.owner = KernelOwner(kernel)
  }

  /// `dispatch_async(main, block)`: from any thread, for the next pass.
  @discardableResult
  public func async(label: String, _ block: @escaping () -> Void) -> ObjectRef {
    enqueue(label: label, at: kernel.now, block)
  }

  /// `dispatch_after(deadline, main, block)`; a deadline in the past means
  /// now.
  @discardableResult
  public func asyncAfter(
    deadline: VirtualTime, label: String, _ block: @escaping () -> Void
  ) -> ObjectRef {
    enqueue(label: label, at: deadline > kernel.now ? deadline : kernel.now, block)
  }

  /// `dispatch_after(dispatch_time(NOW, delay), main, block)`; a negative
  /// delay means now.
  @discardableResult
  public func asyncAfter(
    delay: VirtualDuration, label: String, _ block: @escaping () -> Void
  ) -> ObjectRef {
    asyncAfter(deadline: kernel.now + delay, label: label, block)
  }

  private func enqueue(label: String, at due: VirtualTime, _ block: @escaping () -> Void) -> ObjectRef {
    let queued = QueuedBlock(ref: kernel.makeRef(label), action: kernel.asCallback(.mainQueue, block))
    if kernel.trace.isRecording {
      kernel.record(.blockEnqueued(queued.ref, queue: "main", due: due, from: kernel.currentThread))
    }
    kernel.schedule(.block(queued), kind: .block, modes: .common, at: due)
    return queued.ref
  }
}

extension MainQueue {
  /// See `KernelOwner`.
  func kernelReleased() {
    owner.kernelReleased()
  }
}
