/// Stopping a run from inside one of its items.
///
/// Replica code and the callbacks it calls cannot throw through UIKit's
/// signatures, yet some of what they run into must end the run: a callback
/// that re-enters the call that fired it recurses without bound, which on
/// a device overflows the stack. The code that notices asks the kernel to
/// halt; the run loop then throws before it handles the next item (or as
/// the run ends), so the run stops with a message instead of a crash.
extension Kernel {
  /// Asks the run to stop with `reason`; the first reason given wins.
  public func halt(_ reason: String) {
    guard haltError == nil else { return }
    haltError = .halted(reason: reason, at: now)
  }

  /// Whether a halt was asked for: code that is unwinding checks it to do
  /// no more work on the way out.
  public var isHalted: Bool { haltError != nil }

  func throwIfHalted() throws(KernelError) {
    if let haltError { throw haltError }
  }
}
