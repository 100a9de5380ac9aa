/// "Did you mean …?" for names the user mistyped: the scenario language and
/// the command line both use it.
public enum Suggestion {
  /// The candidate closest to `name` by edit distance, if it is close
  /// enough to be a plausible typo (at most a third of the name's length).
  public static func nearest(to name: String, in candidates: [String]) -> String? {
    let limit = max(1, name.count / 3)
    return
      candidates
      .map { ($0, distance(name, $0)) }
      .filter { $0.1 <= limit }
      .min { $0.1 < $1.1 }?.0
  }

  /// Levenshtein distance.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1]
      for (j, cb) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
