/// One thing that happened in a simulation, typed.
///
/// The kernel records scheduling, firing, invalidation, queue hops, observer
/// callouts, commits, frames and mode changes itself; replicas add method
/// calls and value changes. `TraceRecord` adds the time and sequence number.
///
/// The cases whose payload is well above a call's three strings are
/// `indirect`: they are rare, and a record is as large as the largest
/// case, so boxing them keeps every record small. A Pop figure records
/// thousands of calls, and the trace array and its growth move every byte
/// of them.
public enum TraceEvent: Hashable, Sendable {
  /// A timer was added to a run loop (first time, or for more modes):
  /// the main thread's, or (`runLoop` names the thread) one that nothing
  /// runs, where it never fires.
  indirect case timerScheduled(
    ObjectRef, fireDate: VirtualTime, interval: VirtualDuration, repeats: Bool, modes: RunLoopModes,
    runLoop: String)
  case timerFired(ObjectRef, fireDate: VirtualTime)
  case timerInvalidated(ObjectRef)
  /// A block was submitted to a queue (main or background) from `from`.
  indirect case blockEnqueued(ObjectRef, queue: String, due: VirtualTime, from: String)
  case blockStarted(ObjectRef, queue: String)
  /// Work on a background queue: it runs from `start` to `end` off the main
  /// thread, and its body runs at `end`.
  indirect case backgroundEnqueued(ObjectRef, queue: String, start: VirtualTime, end: VirtualTime)
  case backgroundFinished(ObjectRef, queue: String)
  /// A delayed perform request, on the main run loop or (`runLoop` names
  /// the thread) on one that nothing runs.
  indirect case performScheduled(
    ObjectRef, due: VirtualTime, modes: RunLoopModes, object: TraceValue?, runLoop: String)
  case performFired(ObjectRef)
  case performCancelled(ObjectRef)
  /// An input source (a touch, a scenario's action) was scheduled, and ran.
  case sourceScheduled(ObjectRef, due: VirtualTime)
  case sourceFired(ObjectRef)
  case modeChanged(from: RunLoopMode, to: RunLoopMode)
  case observerCallout(ObjectRef, activity: RunLoopActivity, order: Int)
  /// Core Animation's commit observer committed a transaction with work.
  case commit(handlers: Int, activity: RunLoopActivity)
  case displayLinkAdded(ObjectRef, modes: RunLoopModes, framesPerSecond: Int)
  case displayLinkPaused(ObjectRef, paused: Bool)
  case displayLinkInvalidated(ObjectRef)
  case frame(ObjectRef, timestamp: VirtualTime, targetTimestamp: VirtualTime)
  indirect case viewAdded(ObjectRef, to: ObjectRef, index: Int)
  case viewRemoved(ObjectRef, from: ObjectRef)
  indirect case animationBegan(
    ObjectRef, view: ObjectRef, property: String, from: Double, to: Double, duration: VirtualDuration,
    delay: VirtualDuration, curve: String)
  case animationEnded(ObjectRef, finished: Bool)
  /// What the render server shows of an animated property at this time.
  case presentation(view: ObjectRef, property: String, value: Double)
  case notification(name: String, object: String)
  /// An observable's new value (see `Kernel.observe`).
  case observed(name: String, value: TraceValue)
  /// A replica reports that one of its methods was called.
  case call(object: String, method: String, thread: String)
  /// A replica reports that a property took a new value.
  case valueChanged(object: String, property: String, value: TraceValue)
  case note(String)
}

/// One field of an event as both serializations print it.
public enum TraceField: Hashable, Sendable {
  case time(VirtualTime)
  case duration(VirtualDuration)
  case int(Int64)
  case bool(Bool)
  case string(String)
  case value(TraceValue)
}

extension TraceEvent {
  /// The event's dotted kind, as both serializations print it.
  public var kind: String {
    switch self {
    case .timerScheduled: return "timer.schedule"
    case .timerFired: return "timer.fire"
    case .timerInvalidated: return "timer.invalidate"
    case .blockEnqueued: return "queue.enqueue"
    case .blockStarted: return "queue.run"
    case .backgroundEnqueued: return "background.start"
    case .backgroundFinished: return "background.finish"
    case .performScheduled: return "perform.schedule"
    case .performFired: return "perform.fire"
    case .performCancelled: return "perform.cancel"
    case .sourceScheduled: return "source.schedule"
    case .sourceFired: return "source.fire"
    case .modeChanged: return "runloop.mode"
    case .observerCallout: return "observer.callout"
    case .commit: return "ca.commit"
    case .displayLinkAdded: return "displaylink.add"
    case .displayLinkPaused: return "displaylink.pause"
    case .displayLinkInvalidated: return "displaylink.invalidate"
    case .frame: return "displaylink.frame"
    case .viewAdded: return "view.add"
    case .viewRemoved: return "view.remove"
    case .animationBegan: return "animation.begin"
    case .animationEnded: return "animation.end"
    case .presentation: return "present"
    case .notification: return "notification"
    case .observed: return "observe"
    case .call: return "call"
    case .valueChanged: return "value"
    case .note: return "note"
    }
  }

  /// What the event is about: an object, a method, a property.
  public var subject: String {
    switch self {
    case .timerScheduled(let ref, _, _, _, _, _), .timerFired(let ref, _), .timerInvalidated(let ref),
      .blockEnqueued(let ref, _, _, _), .blockStarted(let ref, _),
      .backgroundEnqueued(let ref, _, _, _), .backgroundFinished(let ref, _),
      .performScheduled(let ref, _, _, _, _), .performFired(let ref), .performCancelled(let ref),
      .sourceScheduled(let ref, _), .sourceFired(let ref),
      .observerCallout(let ref, _, _),
      .displayLinkAdded(let ref, _, _), .displayLinkPaused(let ref, _), .displayLinkInvalidated(let ref),
      .frame(let ref, _, _), .viewAdded(let ref, _, _), .viewRemoved(let ref, _),
      .animationBegan(let ref, _, _, _, _, _, _, _), .animationEnded(let ref, _):
      return ref.text
    case .presentation(let view, let property, _): return view.text + "." + property
    case .notification(let name, _): return name
    case .observed(let name, _): return name
    case .modeChanged: return "main"
    case .commit: return "CATransaction"
    case .call(let object, let method, _): return object + "." + method
    case .valueChanged(let object, let property, _): return object + "." + property
    case .note: return "-"
    }
  }

  /// The event's remaining fields, in their canonical order.
  public var fields: [(String, TraceField)] {
    switch self {
    case .timerScheduled(_, let fireDate, let interval, let repeats, let modes, let runLoop):
      var fields: [(String, TraceField)] = [
        ("fire", .time(fireDate)), ("interval", .duration(interval)), ("repeats", .bool(repeats)),
        ("modes", .string(modes.name)),
      ]
      if !Kernel.isMainThread(runLoop) { fields.append(("runLoop", .string(runLoop))) }
      return fields
    case .timerFired(_, let fireDate):
      return [("due", .time(fireDate))]
    case .timerInvalidated, .performFired, .performCancelled, .sourceFired, .displayLinkInvalidated:
      return []
    case .blockEnqueued(_, let queue, let due, let from):
      return [("queue", .string(queue)), ("due", .time(due)), ("from", .string(from))]
    case .blockStarted(_, let queue), .backgroundFinished(_, let queue):
      return [("queue", .string(queue))]
    case .backgroundEnqueued(_, let queue, let start, let end):
      return [("queue", .string(queue)), ("start", .time(start)), ("end", .time(end))]
    case .performScheduled(_, let due, let modes, let object, let runLoop):
      var fields: [(String, TraceField)] = [("due", .time(due)), ("modes", .string(modes.name))]
      if let object { fields.append(("object", .value(object))) }
      if !Kernel.isMainThread(runLoop) { fields.append(("runLoop", .string(runLoop))) }
      return fields
    case .sourceScheduled(_, let due):
      return [("due", .time(due))]
    case .modeChanged(let from, let to):
      return [("from", .string(from.name)), ("to", .string(to.name))]
    case .observerCallout(_, let activity, let order):
      return [("activity", .string(activity.name)), ("order", .int(Int64(order)))]
    case .commit(let handlers, let activity):
      let when = activity.isEmpty ? "flush" : activity.name
      return [("handlers", .int(Int64(handlers))), ("activity", .string(when))]
    case .displayLinkAdded(_, let modes, let framesPerSecond):
      return [("modes", .string(modes.name)), ("fps", .int(Int64(framesPerSecond)))]
    case .displayLinkPaused(_, let paused):
      return [("paused", .bool(paused))]
    case .frame(_, let timestamp, let targetTimestamp):
      return [("timestamp", .time(timestamp)), ("target", .time(targetTimestamp))]
    case .viewAdded(_, let to, let index):
      return [("to", .string(to.text)), ("index", .int(Int64(index)))]
    case .viewRemoved(_, let from):
      return [("from", .string(from.text))]
    case .animationBegan(_, let view, let property, let from, let to, let duration, let delay, let curve):
      return [
        ("view", .string(view.text)), ("property", .string(property)), ("from", .value(.double(from))),
        ("to", .value(.double(to))), ("duration", .duration(duration)), ("delay", .duration(delay)),
        ("curve", .string(curve)),
      ]
    case .animationEnded(_, let finished):
      return [("finished", .bool(finished))]
    case .presentation(_, _, let value):
      return [("value", .value(.double(value)))]
    case .notification(_, let object):
      return [("object", .string(object))]
    case .observed(_, let value):
      return [("value", .value(value))]
    case .call(_, _, let thread):
      return [("thread", .string(thread))]
    case .valueChanged(_, _, let value):
      return [("value", .value(value))]
    case .note(let text):
      return [("text", .string(text))]
    }
  }
}
