/// The part of a timer's state that the run loop reads on every fire: its
/// liveness (`armedSeq`, `generation`, `isValid`) and its block.
///
/// 32 bytes, in chunks aligned to cache lines, so a fire touches exactly one
/// line of the table; when the timer fires and what its interval is are
/// read only when a timer is armed again or traced, so they live in
/// `TimerInfo`.
struct TimerRecord {
  /// The sequence number of the pending fire's key, or 0 when none is
  /// pending; a key with another number is stale.
  var armedSeq: Int64
  /// What the timer calls; `TimerRecord.idle` once the timer is gone.
  var block: (RunLoopTimer) -> Void
  var generation: UInt32
  var isValid: Bool
  var repeats: Bool
  var modes: RunLoopModes
}

extension TimerRecord {
  /// The block of a record without a live timer: putting it in place
  /// releases whatever the timer's block held.
  static func idle(_: RunLoopTimer) {}
}

/// What a timer is called, carries, and when it fires: read when the timer
/// is armed, by repeating timers, traces and handles, not by a one-shot
/// fire.
struct TimerInfo {
  var ref: ObjectRef
  var userInfo: UserInfo
  var fireDate: VirtualTime
  var interval: VirtualDuration
}

/// The state of every timer, kept by the kernel in reusable records rather
/// than one object per timer.
///
/// A simulation may hold a hundred thousand timers. As objects, each fire
/// touched the heap key, an agenda slot, the timer object and its closure,
/// and each one-shot timer's object was freed in random order. Here a fire
/// touches the key, one 32-byte record (block included) and the closure; a
/// record is reused as soon as its timer is done; and what only arming,
/// traces and handles need (label, userInfo, dates) sits in a separate,
/// colder table. Both tables are `StableChunks`, so a pointer from
/// `record(_:)` or `info(_:)` stays good for the table's lifetime.
final class TimerTable {
  private var records = StableChunks<TimerRecord>()
  private var infos = StableChunks<TimerInfo>()
  private var freeIndices: [Int32] = []
  private(set) var liveCount = 0
  /// The timer whose block is running. Its block is called in place,
  /// without a retain of its own, so removing that timer leaves the block
  /// and the record alone until the block returns (see `fire`).
  private var firingIndex: Int32 = -1
  private var firingWasRemoved = false

  deinit {
    records.deallocateAll()
    infos.deallocateAll()
  }

  /// How many records exist, live or free for reuse.
  var count: Int { records.count }

  @inline(__always)
  func record(_ index: Int32) -> UnsafeMutablePointer<TimerRecord> {
    records.pointer(Int(index))
  }

  @inline(__always)
  func info(_ index: Int32) -> UnsafeMutablePointer<TimerInfo> {
    infos.pointer(Int(index))
  }

  /// Stores a new valid, unscheduled timer and returns its index.
  func insert(
    ref: ObjectRef, fireDate: VirtualTime, interval: VirtualDuration, repeats: Bool,
    userInfo: UserInfo, block: @escaping (RunLoopTimer) -> Void
  ) -> Int32 {
    liveCount += 1
    let info = TimerInfo(ref: ref, userInfo: userInfo, fireDate: fireDate, interval: interval)
    if let index = freeIndices.popLast() {
      let entry = record(index)
      entry.pointee = TimerRecord(
        armedSeq: 0, block: block, generation: entry.pointee.generation, isValid: true,
        repeats: repeats, modes: [])
      self.info(index).pointee = info
      return index
    }
    _ = infos.append(info)
    return Int32(
      records.append(
        TimerRecord(armedSeq: 0, block: block, generation: 0, isValid: true, repeats: repeats, modes: [])))
  }
  /// Whether the handle `(index, generation)` still names a valid timer.
  @inline(__always)
  func isValid(_ index: Int32, _ generation: UInt32) -> Bool {
    let entry = record(index)
    return entry.pointee.generation == generation && entry.pointee.isValid
  }

  /// Ends a timer: drops its block (breaking any cycle through it, as
  /// invalidation releases an NSTimer's target), unschedules it, and frees
  /// the record for reuse under a new generation.
  func remove(_ index: Int32) {
    let entry = record(index)
    entry.pointee.isValid = false
    entry.pointee.armedSeq = 0
    entry.pointee.generation &+= 1
    liveCount -= 1
    if index == firingIndex {
      firingWasRemoved = true
      return
    }
    freeIndices.append(index)
    // Last: releasing the block may run deinitializers.
    entry.pointee.block = TimerRecord.idle
  }

  /// Calls the block of the timer at `index` in place.
  func fire(_ index: Int32, _ timer: RunLoopTimer) {
    firingIndex = index
    firingWasRemoved = false
    record(index).pointee.block(timer)
    firingIndex = -1
    if firingWasRemoved {
      freeIndices.append(index)
      record(index).pointee.block = TimerRecord.idle
    }
  }

  func removeAll() {
    guard liveCount > 0 else { return }
    for index in 0..<Int32(count) where record(index).pointee.isValid {
      remove(index)
    }
  }
}
