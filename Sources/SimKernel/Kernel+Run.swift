import CMemoryHints

/// Running the simulation: the virtual main run loop.
///
/// The loop sleeps until the earliest item that may run in the current mode
/// is due, moves the clock there, and handles one *pass*: the maximal run of
/// consecutive due items of one kind (timers, main-queue blocks, sources, a
/// vsync) that were scheduled before the pass began. Each pass is one turn of
/// CFRunLoop: `afterWaiting`, the pass, then `beforeTimers`, `beforeSources`
/// and `beforeWaiting` (where Core Animation commits). Background work is not
/// on the run loop; it completes between passes. docs/engine.md has the full
/// model.
extension Kernel {
  /// Runs every item due up to and including `deadline`, then moves the
  /// clock to `deadline`.
  public func run(until deadline: VirtualTime) throws(KernelError) {
    guard deadline >= now else { throw .timeWentBackwards(now: now, requested: deadline) }
    try runLoop(deadline: deadline)
  }

  public func run(for duration: VirtualDuration) throws(KernelError) {
    try run(until: now + duration)
  }

  /// Runs until nothing can run in the current mode. Repeating timers and
  /// active display links never let that happen; the run then stops at a
  /// limit with an error.
  public func runUntilIdle() throws(KernelError) {
    try runLoop(deadline: nil)
  }

  func runLoop(deadline: VirtualTime?) throws(KernelError) {
    guard !isRunning else { throw .reentrantRun(at: now) }
    isRunning = true
    defer { isRunning = false }
    if !hasEntered {
      hasEntered = true
      try notify(.entry)
      try notifyGoingToSleep()
    }
    if pendingMode != nil {
      try mainRunLoop.applyPendingMode()
      try notifyGoingToSleep()
    }
    while var key = nextDueKey() {
      try throwIfHalted()
      if let deadline, key.time > deadline.nanoseconds { break }
      guard key.time <= limits.maxTime.nanoseconds else {
        throw .virtualTimeLimit(limit: limits.maxTime, next: VirtualTime(nanoseconds: key.time))
      }
      if key.kind.pass == .offMain {
        try handleOffMain(key)
      } else {
        if let orderExplorer { key = explore(startingWith: key, orderExplorer) }
        try turn(startingAt: key)
      }
    }
    try throwIfHalted()
    if let deadline {
      guard deadline <= limits.maxTime else {
        throw .virtualTimeLimit(limit: limits.maxTime, next: deadline)
      }
      advanceClock(to: deadline.nanoseconds)
    }
  }

  /// One run-loop turn: wake, handle one pass, get ready to sleep again.
  private func turn(startingAt first: AgendaKey) throws(KernelError) {
    advanceClock(to: first.time)
    let pass = first.kind.pass
    let lastSeqOfPass = nextSeq
    try notify(.afterWaiting)
    isHandlingBatch = true
    defer { isHandlingBatch = false }
    while let key = nextDueKey(), key.time <= now.nanoseconds, key.seq <= lastSeqOfPass,
      key.kind.pass == pass
    {
      try handle(key)
    }
    if pendingMode != nil {
      try mainRunLoop.applyPendingMode()
    }
    try notifyGoingToSleep()
    if !observables.isEmpty { observables.sample(into: self) }
  }

  private func handle(_ key: AgendaKey) throws(KernelError) {
    try throwIfHalted()
    try checkEventAndRecordLimits()
    if key.kind == .vsync, frames >= limits.maxFrames {
      throw .frameLimit(limit: limits.maxFrames, at: now)
    }
    handledEvents += 1
    _ = heap.popMin()
    if key.kind == .timer {
      prefetchNextTimer()
      fireTimer(key.slot)
      return
    }
    switch takeWork(key.slot) {
    case .perform(let request):
      request.fire(on: mainRunLoop, kernel: self)
    case .block(let block):
      if trace.isRecording { record(.blockStarted(block.ref, queue: "main")) }
      let action = block.action
      block.action = nil
      action?()
    case .source(let source):
      if trace.isRecording { record(.sourceFired(source.ref)) }
      let action = source.action
      source.action = nil
      action?()
    case .vsync(let index):
      frames += 1
      display.deliverVsync(index)
    case .animationEnd(let animation):
      animator.animationDidEnd(animation)
    case .background, .render, .empty:
      break
    }
  }

  /// When the item about to start a turn is one of several due now whose
  /// order UIKit leaves open, lets the explorer choose which goes first:
  /// the chosen item and the first swap their places in the order (their
  /// sequence numbers), so every later tie is another choice.
  private func explore(startingWith first: AgendaKey, _ explorer: OrderExplorer) -> AgendaKey {
    guard first.kind.isUnordered else { return first }
    let mode = currentMode
    var tied: [AgendaKey] = []
    for key in heap.keys
    where key.time == first.time && key.kind.isUnordered && key.modes.includes(mode) && isLive(key) {
      tied.append(key)
    }
    guard tied.count > 1 else { return first }
    tied.sort { $0.seq < $1.seq }
    let choice = explorer.choose(among: tied.count)
    guard choice > 0 else { return first }
    let chosen = tied[choice]
    let earliest = tied[0]
    setSeq(of: chosen, to: earliest.seq)
    setSeq(of: earliest, to: chosen.seq)
    heap.rewrite { key in
      if key.seq == chosen.seq && key.slot == chosen.slot && key.kind == chosen.kind {
        key.seq = earliest.seq
      } else if key.seq == earliest.seq && key.slot == earliest.slot && key.kind == earliest.kind {
        key.seq = chosen.seq
      }
    }
    return nextDueKey() ?? first
  }

  /// Points an item's slot (or timer record) at a new sequence number, so
  /// that its key with that number stays live.
  private func setSeq(of key: AgendaKey, to seq: Int64) {
    if key.kind == .timer {
      timers.record(key.slot).pointee.armedSeq = seq
    } else {
      slots[Int(key.slot)].seq = seq
    }
  }

  /// Background work finishing, or a render-server sample: off the main
  /// thread, so not a run-loop turn.
  private func handleOffMain(_ key: AgendaKey) throws(KernelError) {
    try checkEventAndRecordLimits()
    handledEvents += 1
    _ = heap.popMin()
    advanceClock(to: key.time)
    let work = takeWork(key.slot)
    if case .render = work {
      animator.render()
      if !observables.isEmpty { observables.sample(into: self) }
      return
    }
    guard case .background(let task) = work else { return }
    if trace.isRecording { record(.backgroundFinished(task.ref, queue: task.queue)) }
    let body = task.body
    task.body = nil
    let caller = currentThread
    currentThread = task.queue
    body?()
    currentThread = caller
    if !observables.isEmpty { observables.sample(into: self) }
  }

  /// The earliest item that may run now, after dropping dead items
  /// (invalidated timers, cancelled requests, disarmed vsyncs) and setting
  /// aside items whose modes exclude the current mode.
  func nextDueKey() -> AgendaKey? {
    let mode = currentMode
    while let key = heap.min {
      if !isLive(key) {
        _ = heap.popMin()
      } else if !key.modes.includes(mode) {
        _ = heap.popMin()
        starved.append(key)
      } else {
        return key
      }
    }
    return nil
  }

  /// Before an item is handled or an observer called out: one more event
  /// must fit under the event limit, and the trace must be under its
  /// record limit (checked per event, so a run stops within one item's
  /// records of it).
  @inline(__always)
  func checkEventAndRecordLimits() throws(KernelError) {
    guard handledEvents < limits.maxEvents else {
      throw .eventLimit(limit: limits.maxEvents, at: now)
    }
    guard trace.records.count < limits.maxRecords else {
      throw .recordLimit(limit: limits.maxRecords, at: now)
    }
  }

  /// Starts loading the record of the timer now first on the agenda, so
  /// that the cache miss its liveness check would take overlaps with the
  /// block about to run. A hint only: nothing is read or changed.
  @inline(__always)
  private func prefetchNextTimer() {
    guard let next = heap.min, next.kind == .timer else { return }
    scholia_prefetch(timers.record(next.slot))
  }

  @inline(__always)
  func isLive(_ key: AgendaKey) -> Bool {
    if key.kind == .timer { return timers.record(key.slot).pointee.armedSeq == key.seq }
    return slots[Int(key.slot)].seq == key.seq
  }

  /// Moves the item out of its slot and frees the slot, without reference
  /// counting traffic: the hot path of every fire.
  private func takeWork(_ slot: Int32) -> Work {
    let work = slots.withUnsafeMutableBufferPointer { buffer in
      let entry = buffer.baseAddress! + Int(slot)
      let work = entry.move().work
      entry.initialize(to: .free)
      return work
    }
    freeSlots.append(slot)
    return work
  }

  /// Calls out the observers of `activity`, if any observer wants it; a turn
  /// without observers costs one test per activity.
  @inline(__always)
  func notify(_ activity: RunLoopActivity) throws(KernelError) {
    guard observedActivities.rawValue & activity.rawValue != 0 else { return }
    try mainRunLoop.notify(activity)
  }

  /// The end of a turn: the loop is about to check timers and sources, and
  /// then to sleep.
  func notifyGoingToSleep() throws(KernelError) {
    try notify(.beforeTimers)
    try notify(.beforeSources)
    try notify(.beforeWaiting)
  }

  /// Puts the items set aside for other modes back on the agenda; those that
  /// may run in the new mode are due at once, in their original order.
  func restoreStarved() {
    let waiting = starved
    starved.removeAll()
    for key in waiting { heap.push(key) }
  }

  func releaseSlot(_ slot: Int32) {
    slots[Int(slot)] = .free
    freeSlots.append(slot)
  }

  @inline(__always)
  func advanceClock(to nanoseconds: Int64) {
    if nanoseconds > now.nanoseconds { now = VirtualTime(nanoseconds: nanoseconds) }
  }
}
