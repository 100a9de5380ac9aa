/// The parts of the engine's API through which replica code makes something
/// happen later: each becomes a typed edge instead of a plain call.
///
/// Recognised by the callee as written (`kernel.timer`,
/// `kernel.mainRunLoop.perform`, `(queue ?? kernel.globalQueue).async`):
/// replicas reach the engine through `kernel`, so the text is enough, and a
/// replica that hides the engine behind another name shows up in the
/// static/dynamic check instead of passing silently.
enum EngineCall: Equatable {
  /// `kernel.timer`, `kernel.scheduledTimer`: a timer; its block fires.
  case timer
  /// `kernel.displayLink`: its block runs every frame.
  case displayLink
  /// `kernel.mainRunLoop.perform(_:…afterDelay:)`: a perform request.
  case performAfterDelay
  /// `kernel.mainRunLoop.cancelPreviousPerformRequests`.
  case cancelPerforms
  /// `kernel.animate`: the completion runs when the animation ends.
  case animate
  /// `kernel.mainQueue.async`, `asyncAfter`.
  case mainQueue
  /// A background queue's `async`, `kernel.detachNewThread`.
  case background
  /// `kernel.mainRunLoop.performOnMainThread`.
  case perform

  init?(callee: String) {
    let text = callee.filter { $0 != " " && $0 != "\n" }
    func ends(_ suffix: String) -> Bool { text.hasSuffix(suffix) }
    if ends("kernel.timer") || ends("kernel.scheduledTimer") {
      self = .timer
    } else if ends("kernel.displayLink") {
      self = .displayLink
    } else if ends("mainRunLoop.performOnMainThread") {
      self = .perform
    } else if ends("mainRunLoop.perform") {
      self = .performAfterDelay
    } else if ends("mainRunLoop.cancelPreviousPerformRequests") {
      self = .cancelPerforms
    } else if ends("kernel.animate") {
      self = .animate
    } else if ends("mainQueue.async") || ends("mainQueue.asyncAfter") {
      self = .mainQueue
    } else if ends("kernel.detachNewThread") || (ends(".async") && text.contains("Queue")) {
      self = .background
    } else {
      return nil
    }
  }
}
