/// How one call-graph node leads to another. The analysis finds every kind
/// in the code; a run records every kind but `override`, which is a static
/// fact (the dynamic call lands on the override as a plain `call`).
public enum CallEdgeKind: String, CaseIterable, Sendable {
  /// A direct call.
  case call
  /// Dynamic dispatch to an override in a subclass.
  case override
  /// A method makes a time source.
  case schedules
  /// A time source fires its handler.
  case fires
  /// A method invalidates (or cancels) a time source.
  case invalidates
  /// An animation's completion calls the method.
  case animationCompletion
  /// A block on the main queue (async, asyncAfter) calls it.
  case mainQueue
  /// Background work (a queue, a thread) calls it when done.
  case background
  /// `performSelectorOnMainThread:` or a run-loop source calls it.
  case perform
  /// A method registers its object as a key-value observer of a key path
  /// (`addObserver:forKeyPath:`).
  case observes
  /// A change of an observed key path calls the observer's
  /// `observeValueForKeyPath:…` (the engine delivers it, as Foundation does).
  case notifies

  /// Whether a closure a method made runs the target later (a completion, a
  /// queued block, background work, a perform request).
  public var isCallback: Bool {
    switch self {
    case .animationCompletion, .mainQueue, .background, .perform: return true
    case .call, .override, .schedules, .fires, .invalidates, .observes, .notifies: return false
    }
  }
}
