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
}
