import SimKernel

/// The bar area of one row of the terminal timeline: a character per
/// column, each column a stretch of time.
///
/// Several things can fall in one column; each drawing has a rank and a
/// column keeps the highest, so an end marker is never hidden by the bar
/// that leads to it and a brief flash of a flag is never lost.
struct TimelineTextRow {
  private(set) var cells: [Character]
  private var ranks: [Int]
  /// The symbols drawn, for the legend.
  private(set) var symbols: [Character] = []

  static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// What wins a column: higher ranks overwrite lower ones.
  enum Rank: Int {
    case body = 1
    case overdue = 2
    case edge = 3
    case marker = 4
  }

  init(columns: Int) {
    cells = Array(repeating: " ", count: columns)
    ranks = Array(repeating: 0, count: columns)
  }

  var text: String { String(cells) }

  mutating func put(_ symbol: Character, at column: Int, rank: Int) {
    guard cells.indices.contains(column), rank >= ranks[column] else { return }
    cells[column] = symbol
    ranks[column] = rank
    if !symbols.contains(symbol) { symbols.append(symbol) }
  }

  mutating func fill(_ symbol: Character, from first: Int, through last: Int, rank: Rank) {
    guard first <= last else { return }
    for column in first...last { put(symbol, at: column, rank: rank.rawValue) }
  }

  // MARK: Drawing lanes

  /// Spans: `=` while waiting or running, `~` past the due time, then how
  /// it ended: `●` fired, `✕` stopped, `]` finished, `>` still pending.
  mutating func draw(_ spans: [TimelineSpan], on scale: TimelineScale) {
    for span in spans {
      let first = scale.column(span.start)
      let last = scale.column(span.end)
      fill("=", from: first, through: last, rank: .body)
      if span.isLate, let due = span.due {
        fill("~", from: max(scale.column(due), first), through: last, rank: .overdue)
      }
      switch span.outcome {
      case .fired: put("●", at: last, rank: Rank.marker.rawValue)
      case .invalidated, .cancelled, .interrupted: put("✕", at: last, rank: Rank.marker.rawValue)
      case .finished: put("]", at: last, rank: Rank.marker.rawValue)
      case .pending: put(">", at: last, rank: Rank.edge.rawValue)
      }
    }
  }

  /// A numeric observable as a one-line sparkline: each column shows the
  /// highest value it held, from `▁` (low) to `█` (high).
  mutating func draw(numeric samples: [TimelineSample], low: Double, high: Double, on scale: TimelineScale) {
    for (sample, first, last) in Self.held(samples, on: scale) {
      guard let number = sample.number else { continue }
      let fraction = min(max((number - low) / (high - low), 0), 1)
      let level = Int((fraction * Double(Self.levels.count - 1)).rounded())
      for column in first...last { put(Self.levels[level], at: column, rank: level + 1) }
    }
  }

  /// A flag: `█` where it was on at any moment of the column, `▁` where
  /// it was only off.
  mutating func draw(flag samples: [TimelineSample], on scale: TimelineScale) {
    for (sample, first, last) in Self.held(samples, on: scale) {
      let on = sample.value == .bool(true)
      fill(on ? "█" : "▁", from: first, through: last, rank: on ? .marker : .body)
    }
  }

  /// Any other observable: `*` where it changed.
  mutating func draw(changes samples: [TimelineSample], on scale: TimelineScale) {
    for (sample, first, last) in Self.held(samples, on: scale) {
      put("*", at: first, rank: Rank.marker.rawValue)
      // The value itself, after the mark, as far as it held (a state lane
      // reads `*idle  *pulling`); cut short where the next value begins.
      var column = first + 1
      for character in sample.value.text where column <= last && column < cells.count {
        // One column per character holds for ASCII only.
        guard character.isASCII else { break }
        if rank(at: column) <= Rank.body.rawValue {
          cells[column] = character
          ranks[column] = Rank.body.rawValue
        }
        column += 1
      }
    }
  }

  private func rank(at column: Int) -> Int { ranks[column] }

  /// Calls: `|` for one call in a column, the count for 2 to 9, `+` for
  /// more.
  mutating func draw(calls ticks: [TimelineTick], on scale: TimelineScale) {
    var counts = Array(repeating: 0, count: cells.count)
    for tick in ticks { counts[scale.column(tick.time)] += 1 }
    let digits: [Character] = ["2", "3", "4", "5", "6", "7", "8", "9"]
    for (column, count) in counts.enumerated() where count > 0 {
      let symbol: Character = count == 1 ? "|" : count <= 9 ? digits[count - 2] : "+"
      put(symbol, at: column, rank: Rank.marker.rawValue)
    }
  }

  /// Each sample with the columns it held its value in (until the next
  /// sample, or the end). A value replaced at the same instant was never
  /// on screen and is left out.
  private static func held(
    _ samples: [TimelineSample], on scale: TimelineScale
  ) -> [(TimelineSample, Int, Int)] {
    var held: [(TimelineSample, Int, Int)] = []
    for (index, sample) in samples.enumerated() {
      let first = scale.column(sample.time)
      var last = Int(scale.length) - 1
      if index + 1 < samples.count {
        let next = samples[index + 1].time
        guard next > sample.time else { continue }
        last = scale.column(VirtualTime(nanoseconds: next.nanoseconds - 1))
      }
      held.append((sample, first, max(first, last)))
    }
    return held
  }
}
