import Testing

@testable import Diagnostics

/// "Did you mean": what a suggestion costs, counted in the edit-distance
/// table's cells (the work itself, the same on every machine), and that
/// bounding it changes no answer.
@Suite("Suggestion cost")
struct SuggestionCostTests {
  /// The whole table of optimal string alignment, as the distance was
  /// once computed: the reference the bounded one must agree with.
  static func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...max(1, a.count) where i <= a.count {
      for j in 1...max(1, b.count) where j <= b.count {
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

  /// Short words over three letters, so that many pairs are near.
  static func words(count: Int) -> [[Character]] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 60) % 9
      return (0..<length).map { position in ["a", "b", "c"][Int((state >> (3 * UInt64(position) + 4)) % 3)] }
    }
  }

  @Test("the bounded distance is the full table's wherever that is within the limit, and nil elsewhere")
  func agreesWithFullTable() {
    let words = Self.words(count: 60)
    for a in words {
      for b in words {
        let full = Self.fullDistance(a, b)
        for limit in 0...4 {
          var work = EditDistance()
          #expect(work.distance(a, b, atMost: limit) == (full <= limit ? full : nil), "\(a) \(b) \(limit)")
        }
      }
    }
  }

  @Test("a name longer than the cut-off gets no suggestion, even one edit from a candidate")
  func longNames() {
    let longest = String(repeating: "a", count: Suggestion.longestName)
    #expect(Suggestion.nearest(to: longest + "b", in: [longest + "c"]) == nil)
    #expect(Suggestion.nearest(to: longest.dropLast() + "b", in: [longest.dropLast() + "c"]) != nil)
    let huge = String(repeating: "x", count: 15_000)
    #expect(Suggestion.nearest(to: huge, in: [huge + "y"]) == nil)
  }

  @Test("an unknown 210-character symbol is compared with no candidate, and a near-length one within a band")
  func cost() {
    let candidates = (0..<2_000).map { "MBProgressHUD.method\($0)(_:animated:)" }
    var work = EditDistance()
    #expect(Suggestion.nearest(to: String(repeating: "q", count: 210), in: candidates, work: &work) == nil)
    #expect(work.cells == 0)
    // A 36-character name: every candidate is near enough in length to be
    // compared. Whole tables would be 2,000 × 36 × 37 cells; the band, the
    // best distance so far and the stop at a row past it leave fewer than
    // three cells per character of each.
    let name = "MBProgressHUD.methd1234(_:animated:)"
    work = EditDistance()
    #expect(
      Suggestion.nearest(to: name, in: candidates, work: &work) == "MBProgressHUD.method1234(_:animated:)")
    #expect(work.cells < candidates.count * name.count * 3)
    #expect(work.cells > 0)
  }
}
