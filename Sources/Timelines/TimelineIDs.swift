import SimKernel

/// Hands out the element ids of a timeline: derived from what an element
/// represents (`timer-graceTimer-3`), limited to `[A-Za-z0-9_-]` so they
/// work in SVG, CSS selectors and URL fragments, and unique within one
/// timeline.
///
/// A repeated name gets `-2`, `-3`… in the order ids are asked for, which
/// follows the trace, so ids are the same on every run and target.
struct TimelineIDs {
  private var used: Set<TraceName> = []
  /// The next suffix to try for each base, so that a timer's hundredth
  /// wait does not retry a hundred suffixes.
  private var nextSuffix: [TraceName: Int] = [:]

  mutating func make(_ prefix: String, _ name: String) -> String {
    let cleaned = Self.sanitize(name)
    let base = cleaned.isEmpty ? prefix : prefix + "-" + cleaned
    var candidate = base
    var suffix = nextSuffix[TraceName(base)] ?? 2
    while used.contains(TraceName(candidate)) {
      candidate = base + "-" + String(suffix)
      suffix += 1
    }
    nextSuffix[TraceName(base)] = suffix
    used.insert(TraceName(candidate))
    return candidate
  }

  /// Runs of letters, digits and `_` are kept, joined by single `-`;
  /// everything else goes, and so does a run of underscores alone (Swift's
  /// unnamed argument): `HUD.handleGraceTimer(_:)` →
  /// `HUD-handleGraceTimer`.
  static func sanitize(_ name: String) -> String {
    var words: [[UInt8]] = []
    var word: [UInt8] = []
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        word.append(byte)
      default:
        if word.contains(where: { $0 != UInt8(ascii: "_") }) { words.append(word) }
        word = []
      }
    }
    if word.contains(where: { $0 != UInt8(ascii: "_") }) { words.append(word) }
    return String(decoding: Array(words.joined(separator: [UInt8(ascii: "-")])), as: UTF8.self)
  }
}
