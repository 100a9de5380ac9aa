/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, well-mixed
/// pseudo-random generator with a 64-bit state, so that the synthetic corpus
/// is the same bytes for the same seed on every machine and Swift version
/// (no Foundation or system randomness).
struct SplitMix64 {
  private(set) var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The generator for one item (an article) of a run seeded with `seed`:
  /// independent of how many items the run has, so a corpus of 100 articles
  /// is the first 100 articles of a corpus of 1,000.
  init(seed: UInt64, item: Int) {
    var mixer = SplitMix64(seed: seed ^ (UInt64(item) &* 0xD1B5_4A32_D192_ED03))
    state = mixer.next()
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (the modulo bias is negligible for the small
  /// bounds used here, and it is deterministic, which is what matters).
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    return Int(next() % UInt64(bound))
  }

  mutating func number(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// True with probability `numerator / denominator`.
  mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    below(denominator) < numerator
  }
}
