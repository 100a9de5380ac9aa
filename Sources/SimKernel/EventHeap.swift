/// The position of one pending item in the kernel's agenda.
///
/// Plain values only, so moving keys around the heap costs no reference
/// counting, and the key alone answers the run loop's questions — when, in
/// which order, which kind of pass, which modes — without touching the item,
/// which lives in the timer table or an agenda slot.
struct AgendaKey {
  var time: Int64
  /// Scheduling order: ties in `time` are broken by the order in which the
  /// items were scheduled (see docs/engine.md, "Equal-time order").
  var seq: Int64
  var slot: Int32
  var kind: WorkKind
  var modes: RunLoopModes

  @inline(__always)
  func precedes(_ other: AgendaKey) -> Bool {
    time < other.time || (time == other.time && seq < other.seq)
  }
}

/// A four-ary min-heap of `AgendaKey`s ordered by `(time, seq)`.
///
/// Four children per node rather than two: a simulation's agenda can hold a
/// hundred thousand keys, more than the cache, and every level a pop sifts
/// through is then a cache miss. Four-way nodes halve the levels (9 rather
/// than 17 at 10⁵ keys) for a few more comparisons between keys already
/// loaded, since a node's children sit side by side. Keys are unique in
/// `(time, seq)`, so the order of pops — and so the trace — does not depend
/// on the heap's shape.
///
/// Sifting moves a hole instead of swapping, which halves the stores; this is
/// the hot path of every simulation, so it works on the raw buffer.
struct EventHeap {
  private static let arity = 4

  private(set) var keys: [AgendaKey] = []

  var isEmpty: Bool { keys.isEmpty }
  var count: Int { keys.count }
  var min: AgendaKey? { keys.first }

  mutating func reserveCapacity(_ capacity: Int) {
    keys.reserveCapacity(capacity)
  }

  mutating func push(_ key: AgendaKey) {
    keys.append(key)
    keys.withUnsafeMutableBufferPointer { buffer in
      var hole = buffer.count - 1
      while hole > 0 {
        let parent = (hole - 1) / Self.arity
        let parentKey = buffer[parent]
        guard key.precedes(parentKey) else { break }
        buffer[hole] = parentKey
        hole = parent
      }
      buffer[hole] = key
    }
  }

  mutating func popMin() -> AgendaKey {
    let top = keys[0]
    let last = keys.removeLast()
    if keys.isEmpty { return top }
    keys.withUnsafeMutableBufferPointer { buffer in
      let count = buffer.count
      var hole = 0
      while true {
        let first = Self.arity * hole + 1
        if first >= count { break }
        var child = first
        var childKey = buffer[first]
        for sibling in (first + 1)..<Swift.min(first + Self.arity, count)
        where buffer[sibling].precedes(childKey) {
          child = sibling
          childKey = buffer[sibling]
        }
        guard childKey.precedes(last) else { break }
        buffer[hole] = childKey
        hole = child
      }
      buffer[hole] = last
    }
    return top
  }

  /// Changes keys in place and restores the heap (a sorted array is one);
  /// for the rare reordering of an order explorer, not the hot path.
  mutating func rewrite(_ change: (inout AgendaKey) -> Void) {
    for index in keys.indices { change(&keys[index]) }
    keys.sort { $0.precedes($1) }
  }

  mutating func removeAll() {
    keys.removeAll()
  }
}
