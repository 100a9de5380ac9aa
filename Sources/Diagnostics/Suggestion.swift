/// "Did you mean …?": the nearest valid name to one the user mistyped.
/// One algorithm for every input, with one order for ties, so the same
/// typo gets the same suggestion wherever it is made.
public enum Suggestion {
  /// The candidate closest to `name` by edit distance, if it is close
  /// enough to be a plausible typo (at most a third of the name's length,
  /// at least one edit). Ties go to the candidate first in byte order,
  /// whatever order the candidates came in.
  public static func nearest(to name: String, in candidates: [String]) -> String? {
    let limit = max(1, name.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = distance(name, candidate)
      guard distance <= limit else { continue }
      if let current = best,
        distance > current.distance || (distance == current.distance && !precedes(candidate, current.name))
      {
        continue
      }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// Edit distance counting a swap of neighbours as one edit (optimal
  /// string alignment), so that `alpah` is one edit from `alpha`.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, rows[i - 2][j - 2] + 1)
        }
        rows[i][j] = best
      }
    }
    return rows[a.count][b.count]
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
