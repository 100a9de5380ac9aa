/// Runs a simulation in every order the originals leave open: when items
/// that UIKit does not order among themselves — timers, delayed performs,
/// main-queue blocks, main-thread performs — are due at the same instant,
/// the kernel asks the explorer which runs first, instead of taking the
/// one scheduled first (docs/engine.md, "Equal-time order").
///
/// One explorer serves a series of runs of the same scenario: it records
/// the choice points a run meets and how many options each had, and
/// `next()` moves to the next sequence of choices, depth first, until every
/// sequence has been run. The first run takes option 0 everywhere, which
/// is the kernel's ordinary order.
public final class OrderExplorer {
  private var choices: [Int] = []
  private var options: [Int] = []
  private var position = 0

  public init() {}

  /// The choice at the next choice point of this run, among `count`
  /// options in scheduling order.
  func choose(among count: Int) -> Int {
    defer { position += 1 }
    if position < choices.count {
      options[position] = count
      return choices[position] < count ? choices[position] : count - 1
    }
    choices.append(0)
    options.append(count)
    return 0
  }

  /// Whether the run so far has taken any option but the first.
  public var isReordered: Bool { choices.prefix(position).contains { $0 != 0 } }

  /// The choices of the run just made, as text (`0 1 0`), for reports.
  public var choicesText: String {
    var text = ""
    for (index, choice) in choices.prefix(position).enumerated() {
      text += (index == 0 ? "" : " ") + String(choice)
    }
    return text.isEmpty ? "none" : text
  }

  /// How many orders are still to run, at least: after the run just made,
  /// each option not yet taken at one of its choice points leads to one
  /// order or more (how many more, only running them tells). Zero when
  /// `next()` would find nothing left.
  public var ordersLeftAtLeast: Int {
    var count = 0
    for index in 0..<min(position, choices.count) {
      count += max(0, options[index] - 1 - choices[index])
    }
    return count
  }

  /// Moves to the next sequence of choices; false when every sequence the
  /// runs met has been run.
  public func next() -> Bool {
    choices.removeLast(choices.count - min(position, choices.count))
    options.removeLast(options.count - min(position, options.count))
    position = 0
    while let last = choices.indices.last {
      if choices[last] + 1 < options[last] {
        choices[last] += 1
        return true
      }
      choices.removeLast()
      options.removeLast()
    }
    return false
  }
}
