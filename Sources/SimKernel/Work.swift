/// An item on the kernel's agenda.
enum Work {
  case empty
  case timer(RunLoopTimer)
  case perform(PerformRequest)
  case block(QueuedBlock)
  case source(InputSource)
  /// A vsync of the display, by index since time zero.
  case vsync(Int64)
  case background(BackgroundTask)

  /// Which run-loop pass handles the item. Consecutive due items of one kind
  /// are handled in one pass, as `__CFRunLoopDoTimers` fires every due timer
  /// and the main queue is drained in one go.
  var kind: WorkKind {
    switch self {
    case .empty: return .none
    case .timer: return .timers
    case .perform(let request): return request.isDelayed ? .timers : .sources
    case .block: return .mainQueue
    case .source: return .sources
    case .vsync: return .display
    case .background: return .background
    }
  }

  /// The modes the item may run in. Main-queue blocks and vsyncs are served
  /// in the common modes; background work does not need the run loop.
  var modes: RunLoopModes {
    switch self {
    case .empty: return []
    case .timer(let timer): return timer.modes
    case .perform(let request): return request.modes
    case .block, .vsync: return .common
    case .source(let source): return source.modes
    case .background: return RunLoopModes(rawValue: 0xFF)
    }
  }

  /// Drops the item's closure, for `Kernel.tearDown()`.
  func discard() {
    switch self {
    case .timer(let timer): timer.invalidateSilently()
    case .perform(let request): request.action = nil
    case .block(let block): block.action = nil
    case .source(let source): source.action = nil
    case .background(let task): task.body = nil
    case .empty, .vsync: break
    }
  }
}

enum WorkKind: Equatable {
  case none, timers, mainQueue, sources, display, background
}

/// A block on the main queue.
final class QueuedBlock {
  let ref: ObjectRef
  var action: (() -> Void)?

  init(ref: ObjectRef, action: @escaping () -> Void) {
    self.ref = ref
    self.action = action
  }
}

/// An input event delivered to the main thread: a touch, or a scenario's
/// scheduled action.
final class InputSource {
  let ref: ObjectRef
  let modes: RunLoopModes
  var action: (() -> Void)?

  init(ref: ObjectRef, modes: RunLoopModes, action: @escaping () -> Void) {
    self.ref = ref
    self.modes = modes
    self.action = action
  }
}

/// Work on a background thread; its body runs when the work is done.
final class BackgroundTask {
  let ref: ObjectRef
  let queue: String
  var body: (() -> Void)?

  init(ref: ObjectRef, queue: String, body: @escaping () -> Void) {
    self.ref = ref
    self.queue = queue
    self.body = body
  }
}
