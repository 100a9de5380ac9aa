import SimKernel
import Timelines

/// The page's picture of a scroll view (MJRefresh's figures): a phone-sized
/// table with its header and footer, following the offset as the scrubber
/// moves (site/assets/scenarios.js draws it).
///
/// A run gets this picture when it recorded `shownOffset` or `offset`;
/// otherwise `ScenarioPage.picture` draws the HUD. The document is
/// `{"kind":"scroll","t":[…],NAME:[…]…}`: `t` holds the times (integer
/// nanoseconds) at which one of the observables below changed, one
/// keyframe per distinct time; each observable the run recorded has an
/// array as long as `t` with its value from that time on until the next
/// (the last value recorded at a time wins; `null` before its first
/// value). Observables the run did not record are left out, in the order
/// of `ScenarioPicture.scrollObservables`. Numbers are JSON numbers,
/// integers integers, states and label texts strings, flags booleans.
enum ScenarioPicture {
  /// What the scroll picture draws, in the order the document lists them.
  ///
  /// `shownOffset` is the table's `contentOffset.y` as on screen (the
  /// presentation value during an animated scroll), `offset` the model's;
  /// `insetTop`, `insetBottom`, `contentHeight`, `viewHeight` are points;
  /// `rows` the table's rows; `headerState` and `footerState` the
  /// components' states (`none` without one); `stateText`, `timeText` the
  /// header's labels and `footerText` the footer's; `arrowAngle` the header
  /// arrow's rotation on screen in radians; `spinning`, `footerSpinning`
  /// whether a spinner turns; `pullingPercent` the header's; `footerY` the
  /// footer's top in content coordinates, where a replica reports it.
  static let scrollObservables = [
    "shownOffset", "offset", "insetTop", "insetBottom", "contentHeight", "rows", "viewHeight",
    "headerState", "footerState", "stateText", "timeText", "footerText", "arrowAngle", "spinning",
    "footerSpinning", "pullingPercent", "footerY",
  ]

  /// The observable an observed record is about, as an index into
  /// `scrollObservables`: its name after the prefix (`picture.`, `hud.`).
  static func observableIndex(_ name: String) -> Int? {
    for (index, observable) in scrollObservables.enumerated() where name.hasSuffix("." + observable) {
      return index
    }
    return nil
  }

  /// The scroll picture, or `nil` when the run recorded no offset.
  static func scroll(_ records: [TraceRecord]) -> TimelineJSONValue? {
    let count = scrollObservables.count
    var current = [TraceValue?](repeating: nil, count: count)
    var recorded = [Bool](repeating: false, count: count)
    var times: [Int64] = []
    var keyframes: [[TraceValue?]] = []
    for record in records {
      guard case .observed(let name, let value) = record.event, let index = observableIndex(name) else {
        continue
      }
      current[index] = value
      recorded[index] = true
      if times.last == record.time.nanoseconds {
        keyframes[keyframes.count - 1] = current
      } else {
        times.append(record.time.nanoseconds)
        keyframes.append(current)
      }
    }
    guard recorded[0] || recorded[1] else { return nil }
    var members: [(String, TimelineJSONValue)] = [
      ("kind", .string("scroll")), ("t", .array(times.map { .int($0) })),
    ]
    for index in 0..<count where recorded[index] {
      members.append(
        (
          scrollObservables[index],
          .array(keyframes.map { keyframe in keyframe[index].map { TimelineJSONValue($0) } ?? .null })
        ))
    }
    return .object(members)
  }
}
