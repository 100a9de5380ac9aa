/// A timer with NSTimer's semantics, on the virtual main run loop.
///
/// - It fires only while the run loop is in one of the modes it was added
///   for; a due timer that cannot fire waits, and fires late as soon as the
///   mode allows (a default-mode timer during a scroll drag).
/// - A one-shot timer is valid during its own callback and invalid after it,
///   as CFRunLoop invalidates it once the callout returns.
/// - A repeating timer that fired late skips the missed fire dates: its next
///   fire date is the first `fireDate + k × interval` after now.
public final class RunLoopTimer {
  public let ref: ObjectRef
  public let interval: VirtualDuration
  public let repeats: Bool
  public let userInfo: UserInfo
  public private(set) var fireDate: VirtualTime
  public private(set) var isValid = true
  /// The modes the timer has been added for; empty until it is scheduled.
  public private(set) var modes: RunLoopModes = []

  let kernel: Kernel
  var block: ((RunLoopTimer) -> Void)?
  /// The sequence number of the agenda entry that is this timer's current
  /// fire; older entries (before a re-arm) are ignored.
  var armedSeq: Int64 = -1

  /// NSTimer replaces an interval of zero or less by 0.1 ms.
  static let minimumInterval = VirtualDuration.microseconds(100)

  init(
    kernel: Kernel, ref: ObjectRef, interval: VirtualDuration, repeats: Bool, userInfo: UserInfo,
    block: @escaping (RunLoopTimer) -> Void
  ) {
    self.kernel = kernel
    self.ref = ref
    self.interval = interval > .zero ? interval : Self.minimumInterval
    self.repeats = repeats
    self.userInfo = userInfo
    self.fireDate = kernel.now + self.interval
    self.block = block
  }

  public var label: String { ref.label }

  /// Stops the timer for good (`-[NSTimer invalidate]`). Invalidating an
  /// invalid timer does nothing.
  public func invalidate() {
    guard isValid else { return }
    if kernel.trace.isRecording { kernel.record(.timerInvalidated(ref)) }
    invalidateSilently()
  }

  func invalidateSilently() {
    isValid = false
    block = nil
  }

  func add(forModes added: RunLoopModes) {
    guard isValid, !modes.isSuperset(of: added) else { return }
    let firstTime = modes.isEmpty
    modes.formUnion(added)
    if kernel.trace.isRecording {
      kernel.record(
        .timerScheduled(ref, fireDate: fireDate, interval: interval, repeats: repeats, modes: modes))
    }
    if firstTime {
      armedSeq = kernel.schedule(.timer(self), at: fireDate)
    } else {
      kernel.restoreStarved()
    }
  }

  func fire() {
    if kernel.trace.isRecording { kernel.record(.timerFired(ref, fireDate: fireDate)) }
    let firedSeq = armedSeq
    block?(self)
    guard isValid else { return }
    guard repeats else {
      invalidateSilently()
      return
    }
    guard armedSeq == firedSeq else { return }
    let now = kernel.now.nanoseconds
    let step = interval.nanoseconds
    let missed = (now - fireDate.nanoseconds) / step
    fireDate = VirtualTime(nanoseconds: fireDate.nanoseconds + (missed + 1) * step)
    armedSeq = kernel.schedule(.timer(self), at: fireDate)
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
