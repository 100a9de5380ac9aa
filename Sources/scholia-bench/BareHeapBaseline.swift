/// The baseline the engine's timer rate is held against: a tuned binary heap
/// of plain `(time, sequence, index)` keys with the callbacks in a side
/// array — the fastest simple virtual-time scheduler (see
/// shared perf baselines, "(c′) tuned heap"). It knows nothing of modes,
/// validity, observers or traces.
enum BareHeapBaseline {
  struct Key {
    var time: Int64
    var seq: Int64
    var index: Int

    @inline(__always)
    func precedes(_ other: Key) -> Bool {
      time < other.time || (time == other.time && seq < other.seq)
    }
  }

  /// Schedules one callback per delay (in milliseconds), then pops and calls
  /// them all in time order; returns the checksum.
  static func run(delays: [Int64]) -> Int64 {
    var keys: [Key] = []
    var callbacks: [() -> Void] = []
    keys.reserveCapacity(delays.count)
    callbacks.reserveCapacity(delays.count)
    var sum: Int64 = 0
    var seq: Int64 = 0
    for delay in delays {
      seq += 1
      callbacks.append { sum &+= delay }
      push(Key(time: delay * 1_000_000, seq: seq, index: callbacks.count - 1), into: &keys)
    }
    var now: Int64 = 0
    while !keys.isEmpty {
      let key = popMin(&keys)
      now = key.time
      callbacks[key.index]()
    }
    return sum &+ (now & 0)
  }

  static func push(_ key: Key, into keys: inout [Key]) {
    keys.append(key)
    keys.withUnsafeMutableBufferPointer { buffer in
      var hole = buffer.count - 1
      while hole > 0 {
        let parent = (hole - 1) >> 1
        guard key.precedes(buffer[parent]) else { break }
        buffer[hole] = buffer[parent]
        hole = parent
      }
      buffer[hole] = key
    }
  }

  static func popMin(_ keys: inout [Key]) -> Key {
    let top = keys[0]
    let last = keys.removeLast()
    if keys.isEmpty { return top }
    keys.withUnsafeMutableBufferPointer { buffer in
      let count = buffer.count
      var hole = 0
      while true {
        let left = 2 * hole + 1
        if left >= count { break }
        var child = left
        if left + 1 < count && buffer[left + 1].precedes(buffer[left]) { child = left + 1 }
        guard buffer[child].precedes(last) else { break }
        buffer[hole] = buffer[child]
        hole = child
      }
      buffer[hole] = last
    }
    return top
  }
}
