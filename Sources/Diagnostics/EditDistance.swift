/// Edit distance counting a swap of neighbours as one edit (optimal string
/// alignment), so that `alpah` is one edit from `alpha`, computed only as
/// far as a suggestion needs it.
///
/// A suggestion only wants distances up to a limit, so the table is filled
/// row by row in three rows as long as the shorter string (O(min(a, b))
/// memory, where the whole table of two 15,000-character names took
/// 1.78 GB), only within `limit` of its diagonal (a cell further away is
/// more than `limit` edits), and given up as soon as a whole row is past the
/// limit (no later row can come back under it). The time is then at most
/// min(a, b) × (2 × limit + 1) cells.
struct EditDistance {
  /// Cells of the table filled so far: the work done, counted so that
  /// tests can hold it to its bound without timing anything.
  private(set) var cells = 0

  /// The distance between `a` and `b` if it is at most `limit`, else nil.
  mutating func distance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
    let (long, short) = a.count >= b.count ? (a, b) : (b, a)
    guard limit >= 0, long.count - short.count <= limit else { return nil }
    guard !short.isEmpty else { return long.count }
    // A value past the limit: every cell beyond it is stored as this, so
    // sums cannot overflow and cells outside the band read as too far.
    let far = limit + 1
    var beforeLast = [Int](repeating: far, count: short.count + 1)
    var last = beforeLast
    var row = beforeLast
    for column in 0...min(short.count, limit) { last[column] = column }
    for line in 1...long.count {
      let low = max(1, line - limit)
      let high = min(short.count, line + limit)
      row[0] = min(line, far)
      if low > 1 { row[low - 1] = far }
      if high < short.count { row[high + 1] = far }
      var rowMinimum = row[0]
      for column in low...high {
        let substitution = last[column - 1] + (long[line - 1] == short[column - 1] ? 0 : 1)
        var best = min(last[column] + 1, row[column - 1] + 1, substitution)
        if line > 1, column > 1, long[line - 1] == short[column - 2], long[line - 2] == short[column - 1] {
          best = min(best, beforeLast[column - 2] + 1)
        }
        row[column] = min(best, far)
        rowMinimum = min(rowMinimum, row[column])
      }
      cells += high - low + 1
      guard rowMinimum <= limit else { return nil }
      swap(&beforeLast, &last)
      swap(&last, &row)
    }
    return last[short.count] <= limit ? last[short.count] : nil
  }
}
