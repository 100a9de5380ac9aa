/// "Did you mean …?": the nearest valid name to one the user mistyped.
/// One algorithm for every input, with one order for ties, so the same
/// typo gets the same suggestion wherever it is made.
public enum Suggestion {
  /// Names longer than this get no suggestion: a typo is made in a name
  /// someone typed, and comparing longer ones with every candidate is what
  /// made a hundred unknown 210-character `symbol:` links take seconds.
  public static let longestName = 100

  /// The candidate closest to `name` by edit distance, if it is close
  /// enough to be a plausible typo (at most a third of the name's length,
  /// at least one edit). Ties go to the candidate first in byte order,
  /// whatever order the candidates came in.
  public static func nearest(to name: String, in candidates: [String]) -> String? {
    var work = EditDistance()
    return nearest(to: name, in: candidates, work: &work)
  }

  /// `nearest(to:in:)`, adding the table cells it fills to `work`. A
  /// candidate whose length alone puts it past the limit is not compared,
  /// and each comparison stops at the best distance found so far.
  static func nearest(to name: String, in candidates: [String], work: inout EditDistance) -> String? {
    let typed = Array(name)
    guard typed.count <= longestName else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let limit = best?.distance ?? max(1, typed.count / 3)
      guard abs(candidate.count - typed.count) <= limit,
        let distance = work.distance(typed, Array(candidate), atMost: limit)
      else { continue }
      if let current = best, distance == current.distance && !precedes(candidate, current.name) {
        continue
      }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// `strings` in byte order: the same on every platform and locale.
  public static func sorted(_ strings: [String]) -> [String] {
    strings.sorted(by: precedes)
  }

  /// Whether `a` comes before `b` in UTF-8 byte order.
  public static func precedes(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }
}
