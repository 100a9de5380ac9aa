import SimKernel

/// Maps the timeline's time axis onto a length — terminal columns, or
/// tenths of a pixel in SVG — with integer arithmetic only, so positions
/// are exact and the same natively and in WebAssembly.
struct TimelineScale {
  let start: Int64
  /// Nanoseconds on the axis; at least 1.
  let span: Int64
  /// Units (columns, tenths of a pixel) the axis is drawn over; at least 1.
  let length: Int64
  /// An empty trace has an axis of one instant, with one tick.
  let isInstant: Bool

  /// The model's axis over `length` units.
  init(_ model: TimelineModel, length: Int64) {
    self.start = model.start.nanoseconds
    self.span = model.span
    self.length = max(length, 1)
    self.isInstant = model.end <= model.start
  }

  /// The model's axis in columns of a round duration — 1, 2, 2.5 or 5 ×
  /// 10ⁿ nanoseconds, the shortest that fits in `columns` — so that a
  /// reader can count columns to times and ticks (1, 2 or 5 × 10ⁿ) fall on
  /// exact columns. Column `k` holds `[k × step, (k + 1) × step)`, so the
  /// end of the timeline has a column of its own.
  init(_ model: TimelineModel, columns: Int) {
    let available = Int64(max(columns, 2))
    var step: Int64 = 1
    var decade: Int64 = 1
    search: while true {
      for multiple in [10, 20, 25, 50] as [Int64] where multiple.saturatingMultiplied(by: decade) % 10 == 0 {
        step = multiple.saturatingMultiplied(by: decade) / 10
        if step.saturatingMultiplied(by: available - 1) >= model.span { break search }
      }
      decade = decade.saturatingMultiplied(by: 10)
    }
    self.isInstant = model.end <= model.start
    let used = isInstant ? 1 : model.span / step + 1
    self.start = model.start.nanoseconds
    self.span = step.saturatingMultiplied(by: used)
    self.length = used
  }

  /// Where `time` falls, from 0 to `length`; times off the axis are
  /// clamped to its ends.
  func position(_ time: VirtualTime) -> Int64 {
    let offset = min(max(time.nanoseconds.saturatingSubtracting(start), 0), span)
    return Self.scale(offset, by: length, over: span)
  }

  /// The column (0 ..< `length`) that holds `time`; the end of the axis
  /// belongs to the last column.
  func column(_ time: VirtualTime) -> Int {
    Int(min(position(time), length - 1))
  }

  /// The distance between ticks: the smallest 1, 2 or 5 × 10ⁿ
  /// nanoseconds for which `fits(step, gap)` holds, `gap` being the units
  /// between two ticks (whether labels fit may depend on the step).
  func tickStep(fits: (Int64, Int64) -> Bool) -> Int64 {
    var step: Int64 = 1
    var mantissa = 0
    while step <= span {
      if fits(step, Self.scale(step, by: length, over: span)) { return step }
      // 1 → 2 → 5 → 10 → 20 → 50…
      step = mantissa == 1 ? (step / 2).saturatingMultiplied(by: 5) : step.saturatingMultiplied(by: 2)
      guard step < Int64.max else { return step }
      mantissa = (mantissa + 1) % 3
    }
    return step
  }

  /// The times of the ticks `step` apart from the start to the end.
  func ticks(step: Int64) -> [VirtualTime] {
    var ticks: [VirtualTime] = [VirtualTime(nanoseconds: start)]
    guard !isInstant else { return ticks }
    var offset = step
    while offset <= span {
      ticks.append(VirtualTime(nanoseconds: start.saturatingAdding(offset)))
      guard offset <= Int64.max - step else { break }
      offset += step
    }
    return ticks
  }

  /// `value × numerator / denominator`, rounded down, without overflow in
  /// the product (a one-hour trace in nanoseconds times a width in tenths
  /// of a pixel is close to the `Int64` limit).
  static func scale(_ value: Int64, by numerator: Int64, over denominator: Int64) -> Int64 {
    let product = value.multipliedFullWidth(by: numerator)
    return denominator.dividingFullWidth(product).quotient
  }
}
