import SimKernel

/// Numbers a timeline's call ticks the way `TimelineIDs` would, without
/// spelling out an id per call: a figure draws one line for many ticks,
/// and a scroll view or a Pop animation makes thousands of calls, so each
/// tick keeps its base and its number (`TimelineTickID`) and the text is
/// made only where an id is shown.
///
/// Call ids are a namespace of their own: every other id starts with
/// another word (`calls-`, `timer-`…), so none can be a call's. Within it,
/// `TimelineIDs` gives the n-th call of a base `base-n` (`base` for the
/// first) unless some base is another base followed by `-` and a number;
/// a base ending in `-` and digits (which no Swift method name gives) is
/// therefore noted, and the builder then numbers every call again through
/// `TimelineIDs`, in trace order.
struct TimelineCallIDs {
  /// Each distinct base (`call-HUD-show`) and how many ticks had it so far.
  private var bases: [String] = []
  private var counts: [Int] = []
  private var baseIndex: [TraceName: Int] = [:]
  /// Whether a base ends in `-` and digits, so that numbering by count
  /// might give an id that `TimelineIDs` would have given another call.
  private(set) var mayCollide = false

  /// The base of calls of `method` on `object`, as an index to pass to
  /// `next(_:)`; ask once per distinct object and method.
  mutating func base(object: String, method: String) -> Int {
    let cleaned = TimelineIDs.sanitize(object + "." + method)
    let base = cleaned.isEmpty ? "call" : "call-" + cleaned
    if let known = baseIndex[TraceName(base)] { return known }
    if Self.endsInNumber(base) { mayCollide = true }
    bases.append(base)
    counts.append(0)
    baseIndex[TraceName(base)] = bases.count - 1
    return bases.count - 1
  }

  /// The id of the next call whose base is `base`.
  mutating func next(_ base: Int) -> TimelineTickID {
    counts[base] += 1
    return TimelineTickID(base: bases[base], number: counts[base])
  }

  /// `-` and one or more digits at the end.
  private static func endsInNumber(_ base: String) -> Bool {
    var digits = 0
    for byte in base.utf8.reversed() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "-"): return digits > 0
      default: return false
      }
    }
    return false
  }
}
