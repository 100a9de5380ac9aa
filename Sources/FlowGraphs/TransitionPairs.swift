/// A state machine's transitions gathered per pair of states: one edge
/// from one state to another, each method that makes it (with its
/// conditions) a block of lines, so that a state left the same way by
/// several methods gets one arrow, not a bundle of parallel ones.
struct TransitionPairs {
  struct Pair: Hashable {
    let from: String
    let to: String
  }

  private var order: [Pair] = []
  private var labels: [Pair: [String]] = [:]

  mutating func add(from: String, to: String, label: String) {
    let pair = Pair(from: from, to: to)
    if labels[pair] == nil { order.append(pair) }
    if labels[pair]?.contains(label) != true { labels[pair, default: []].append(label) }
  }

  /// In the order first seen, each with its labels sorted, one per block.
  var merged: [(Pair, String)] {
    order.map { ($0, (labels[$0] ?? []).sorted().joined(separator: "\n")) }
  }
}
