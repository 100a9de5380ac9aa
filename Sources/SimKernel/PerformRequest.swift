/// A pending `performSelector:…` request. Delayed requests are one-shot
/// timers in their modes (that is how Foundation implements them);
/// `performSelectorOnMainThread:` requests are sources in the common modes.
final class PerformRequest {
  let ref: ObjectRef
  let target: ObjectIdentifier
  let selector: String
  let object: UserInfo
  let modes: RunLoopModes
  let isDelayed: Bool
  /// `nil` once the request fired or was cancelled.
  var action: (() -> Void)?
  /// The agenda entry of a delayed request, for cancellation.
  var agendaKey: AgendaKey?

  init(
    ref: ObjectRef, target: ObjectIdentifier, selector: String, object: UserInfo,
    modes: RunLoopModes, isDelayed: Bool, action: @escaping () -> Void
  ) {
    self.ref = ref
    self.target = target
    self.selector = selector
    self.object = object
    self.modes = modes
    self.isDelayed = isDelayed
    self.action = action
  }
}

extension PerformRequest {
  func fire(on runLoop: MainRunLoop, kernel: Kernel) {
    if kernel.trace.isRecording { kernel.record(.performFired(ref)) }
    let action = self.action
    self.action = nil
    if isDelayed { runLoop.performFired(self) }
    action?()
  }
}
