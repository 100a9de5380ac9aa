/// A timer with NSTimer's semantics, on the virtual main run loop.
///
/// - It fires only while the run loop is in one of the modes it was added
///   for; a due timer that cannot fire waits, and fires late as soon as the
///   mode allows (a default-mode timer during a scroll drag).
/// - A one-shot timer is valid during its own callback and invalid after it,
///   as CFRunLoop invalidates it once the callout returns.
/// - A repeating timer that fired late skips the missed fire dates: its next
///   fire date is the first `fireDate + k × interval` after now.
///
/// `RunLoopTimer` is a handle to state the kernel keeps (see `TimerTable`);
/// copies name the same timer. Once the timer is invalid the state is gone,
/// so its attributes read as `nil` — the handle behaves like the originals'
/// `weak NSTimer *`.
public struct RunLoopTimer {
  let kernel: Kernel
  let index: Int32
  let generation: UInt32

  /// False once a one-shot timer has fired or any timer was invalidated.
  public var isValid: Bool { kernel.timers.isValid(index, generation) }

  /// The timer's name in the trace.
  public var ref: ObjectRef? { isValid ? kernel.timers.info(index).pointee.ref : nil }

  /// When the timer fires next.
  public var fireDate: VirtualTime? { isValid ? kernel.timers.info(index).pointee.fireDate : nil }

  public var interval: VirtualDuration? { isValid ? kernel.timers.info(index).pointee.interval : nil }

  public var repeats: Bool? { isValid ? kernel.timers.record(index).pointee.repeats : nil }

  public var userInfo: UserInfo? { isValid ? kernel.timers.info(index).pointee.userInfo : nil }

  /// The modes the timer has been added for; empty until it is scheduled.
  public var modes: RunLoopModes? { isValid ? kernel.timers.record(index).pointee.modes : nil }

  /// Stops the timer for good (`-[NSTimer invalidate]`). Invalidating an
  /// invalid timer does nothing.
  public func invalidate() {
    guard isValid else { return }
    if kernel.trace.isRecording { kernel.record(.timerInvalidated(kernel.timers.info(index).pointee.ref)) }
    kernel.callRecorder?.invalidated(kernel.timers.info(index).pointee.ref)
    kernel.timers.remove(index)
  }
}

extension RunLoopTimer: Equatable {
  public static func == (lhs: RunLoopTimer, rhs: RunLoopTimer) -> Bool {
    lhs.kernel === rhs.kernel && lhs.index == rhs.index && lhs.generation == rhs.generation
  }
}

/// The stand-in for the originals' `weak NSTimer *` properties: it reads as
/// `nil` once the timer fired (one-shot) or was invalidated, which is when
/// the run loop releases the timer and the weak reference clears.
public struct WeakTimer {
  private var timer: RunLoopTimer?

  public init(_ timer: RunLoopTimer? = nil) {
    self.timer = timer
  }

  public var value: RunLoopTimer? {
    guard let timer, timer.isValid else { return nil }
    return timer
  }
}
