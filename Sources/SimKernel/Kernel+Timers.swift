/// Creating, scheduling and firing timers (state in `TimerTable`).
extension Kernel {
  /// A timer, not yet on a run loop (`+[NSTimer timerWithTimeInterval:…]`).
  /// Its fire date is `now + interval`; an interval of zero or less becomes
  /// 0.1 ms, as NSTimer documents.
  public func timer(
    interval: VirtualDuration, repeats: Bool, label: String, userInfo: UserInfo = .none,
    _ block: @escaping (RunLoopTimer) -> Void
  ) -> RunLoopTimer {
    let interval = interval > .zero ? interval : Self.minimumTimerInterval
    let ref = makeRef(label)
    var block = block
    if let recorder = callRecorder {
      recorder.scheduled(ref, name: label)
      let source = recorder.source(ref)
      let fire = block
      block = { timer in recorder.callback(from: source, kind: .fires) { fire(timer) } }
    }
    let index = timers.insert(
      ref: ref, fireDate: now + interval, interval: interval, repeats: repeats, userInfo: userInfo,
      block: block)
    return handle(index)
  }

  /// A timer added to the current thread's run loop in the default mode
  /// (`+[NSTimer scheduledTimerWithTimeInterval:…]`): off the main thread,
  /// one that nothing runs, so it never fires.
  @discardableResult
  public func scheduledTimer(
    interval: VirtualDuration, repeats: Bool, label: String, userInfo: UserInfo = .none,
    _ block: @escaping (RunLoopTimer) -> Void
  ) -> RunLoopTimer {
    let timer = timer(interval: interval, repeats: repeats, label: label, userInfo: userInfo, block)
    addTimer(timer, forModes: .default, onRunLoopOf: currentThread)
    return timer
  }

  /// NSTimer replaces an interval of zero or less by 0.1 ms.
  static let minimumTimerInterval = VirtualDuration.microseconds(100)

  func handle(_ index: Int32) -> RunLoopTimer {
    RunLoopTimer(kernel: self, index: index, generation: timers.record(index).pointee.generation)
  }

  /// Adds `timer` to the run loop of `thread`. The main run loop arms it;
  /// another thread's run loop is never run (a dispatch queue's worker
  /// thread does not run its run loop), so there the timer is recorded as
  /// scheduled and stays valid and pending until it is invalidated.
  func addTimer(
    _ timer: RunLoopTimer, forModes added: RunLoopModes, onRunLoopOf thread: String = Kernel.mainThread
  ) {
    guard timer.isValid else { return }
    guard Kernel.isMainThread(thread) else {
      if trace.isRecording {
        let info = timers.info(timer.index).pointee
        record(
          .timerScheduled(
            info.ref, fireDate: info.fireDate, interval: info.interval,
            repeats: timers.record(timer.index).pointee.repeats, modes: added, runLoop: thread))
      }
      return
    }
    let entry = timers.record(timer.index)
    let modes = entry.pointee.modes
    guard !modes.isSuperset(of: added) else { return }
    let widened = modes.union(added)
    entry.pointee.modes = widened
    if trace.isRecording {
      let info = timers.info(timer.index).pointee
      record(
        .timerScheduled(
          info.ref, fireDate: info.fireDate, interval: info.interval, repeats: entry.pointee.repeats,
          modes: widened, runLoop: Kernel.mainThread))
    }
    let armedSeq = entry.pointee.armedSeq
    if modes.isEmpty {
      armTimer(timer.index, seq: nil)
    } else if armedSeq != 0 {
      // Same place in the order, wider modes: the old key becomes stale.
      armTimer(timer.index, seq: armedSeq)
    }
  }

  private func armTimer(_ index: Int32, seq: Int64?) {
    let entry = timers.record(index)
    let key = schedule(
      kind: .timer, slot: index, modes: entry.pointee.modes, at: timers.info(index).pointee.fireDate,
      seq: seq)
    entry.pointee.armedSeq = key.seq
  }

  /// Fires the timer whose due key the run loop has just popped.
  func fireTimer(_ index: Int32) {
    let firing = timers.record(index)
    firing.pointee.armedSeq = 0
    let timer = RunLoopTimer(kernel: self, index: index, generation: firing.pointee.generation)
    if trace.isRecording {
      let info = timers.info(index).pointee
      record(.timerFired(info.ref, fireDate: info.fireDate))
    }
    timers.fire(index, timer)
    guard timer.isValid else { return }
    let entry = firing
    guard entry.pointee.repeats else {
      timers.remove(index)
      return
    }
    guard entry.pointee.armedSeq == 0 else { return }
    let info = timers.info(index).pointee
    let step = info.interval.nanoseconds
    let fireDate = info.fireDate.nanoseconds
    let missed = (now.nanoseconds - fireDate) / step
    timers.info(index).pointee.fireDate = VirtualTime(
      nanoseconds: fireDate.saturatingAdding((missed + 1).saturatingMultiplied(by: step)))
    armTimer(index, seq: nil)
  }
}
