/// A call tick's id as a base and a number: `base` for the first call,
/// `base-2`, `base-3`… after it. Kept apart so that the text is made only
/// for the ticks a rendering shows (`TimelineCallIDs`).
struct TimelineTickID: Sendable {
  let base: String
  let number: Int

  /// An id given whole (a tick made through the public initializer, or
  /// numbered by `TimelineIDs`).
  init(_ id: String) {
    self.base = id
    self.number = 1
  }

  init(base: String, number: Int) {
    self.base = base
    self.number = number
  }

  var text: String { number == 1 ? base : base + "-" + String(number) }
}

extension TimelineTickID: Equatable {
  /// Equal when the ids read the same, however they are split.
  static func == (lhs: TimelineTickID, rhs: TimelineTickID) -> Bool {
    (lhs.base == rhs.base && lhs.number == rhs.number) || lhs.text == rhs.text
  }
}
