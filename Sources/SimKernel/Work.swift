/// An item on the kernel's agenda that lives in an agenda slot (timers
/// live in `TimerTable` instead).
enum Work {
  case empty
  case perform(PerformRequest)
  case block(QueuedBlock)
  case source(InputSource)
  /// A vsync of the display, by index since time zero.
  case vsync(Int64)
  case background(BackgroundTask)
  case animationEnd(Animation)
  /// A vsync of the render server, sampling running animations.
  case render

  /// Drops the item's closure, for `Kernel.tearDown()`.
  func discard() {
    switch self {
    case .perform(let request): request.action = nil
    case .block(let block): block.action = nil
    case .source(let source): source.action = nil
    case .background(let task): task.body = nil
    case .empty, .vsync, .animationEnd, .render: break
    }
  }
}

/// What an agenda key stands for, and so where its item lives: timers in
/// `TimerTable`, everything else in an agenda slot.
enum WorkKind: UInt8 {
  case timer, delayedPerform, mainThreadPerform, block, source, vsync, background, animationEnd, render

  /// Items whose order among themselves at one instant UIKit does not
  /// specify (timers against main-queue blocks, equal fire dates): what
  /// an `OrderExplorer` may reorder. Input sources keep the order the
  /// script gives them.
  var isUnordered: Bool {
    switch self {
    case .timer, .delayedPerform, .block, .mainThreadPerform: return true
    case .source, .vsync, .background, .animationEnd, .render: return false
    }
  }

  /// Which run-loop pass handles the item. Consecutive due items of one
  /// pass are handled together, as `__CFRunLoopDoTimers` fires every due
  /// timer (delayed performs are timers) and the main queue is drained in
  /// one go. Background work and rendering are not on the run loop at all.
  var pass: RunLoopPass {
    switch self {
    case .timer, .delayedPerform: return .timers
    case .block: return .mainQueue
    case .mainThreadPerform, .source, .animationEnd: return .sources
    case .vsync: return .display
    case .background, .render: return .offMain
    }
  }
}

enum RunLoopPass {
  /// Not a pass at all: background work and the render server run off the
  /// main thread, between turns.
  case timers, mainQueue, sources, display, offMain
}

/// A slot of the agenda: the item and the sequence number of the key that
/// owns it. A key whose slot holds another sequence number is stale (its
/// item was invalidated, cancelled or re-armed), which is checked without
/// touching the item.
struct AgendaSlot {
  var seq: Int64
  var work: Work

  static var free: AgendaSlot { AgendaSlot(seq: -1, work: .empty) }
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
