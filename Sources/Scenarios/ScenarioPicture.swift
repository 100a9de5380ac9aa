import ScenarioCatalog
import SimKernel
import Timelines

/// The page's pictures of a run other than the HUD's, which
/// site/assets/scenarios.js draws as the scrubber moves: a scroll view
/// (MJRefresh's figures), a phone-sized table with its header and footer
/// following the offset, or a strip of pages with a trailer; boxes (Pop's figures), two views that move,
/// scale, turn and fade; and values, the run's observables as a small
/// table, for a library without a picture of its own.
///
/// The stage's catalog says which (`ReplicaPictureKind`); a scroll view
/// or boxes picture needs one of its anchors recorded (`shownOffset` or
/// `offset`; `aX`), else the run gets the values. The document is
/// `{"kind":KIND,"t":[…],NAME:[…]…}`: `t` holds the times (integer
/// nanoseconds) at which one of the kind's observables changed, one
/// keyframe per distinct time; each observable
/// the run recorded has an array as long as `t` with its value from that
/// time on until the next (the last value recorded at a time wins; `null`
/// before its first value). Observables the run did not record are left
/// out, in the order of the kind's list. Numbers are JSON numbers to four
/// decimals (`TimelineJSONValue.displayed`; docs/decisions.md, 27),
/// integers integers, states and label texts strings, flags booleans.
struct ScenarioPicture {
  /// The document's `kind`.
  let kind: String
  /// What the picture draws, in the order the document lists them.
  let observables: [String]
  /// How many of the first observables anchor the picture: a run that
  /// recorded none of them does not get it.
  let anchors: Int

  /// The values picture of a run that records `observables`: each by
  /// its name, in the order given, and none needed.
  static func values(_ observables: [String]) -> ScenarioPicture {
    ScenarioPicture(kind: "values", observables: observables, anchors: 0)
  }

  /// The scroll picture.
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
  static let scroll = ScenarioPicture(
    kind: "scroll",
    observables: [
      "shownOffset", "offset", "insetTop", "insetBottom", "contentHeight", "rows", "viewHeight",
      "headerState", "footerState", "stateText", "timeText", "footerText", "arrowAngle", "spinning",
      "footerSpinning", "pullingPercent", "footerY",
    ],
    anchors: 2)

  /// The pages picture: a horizontal scroll view (MJRefresh's collection
  /// with a trailer). `shownOffsetX` is its `contentOffset.x` as on
  /// screen; `contentWidth` and `insetRight` are points; `pages` the
  /// screen-wide pages; `trailerState` the trailer's state, `trailerText`
  /// its label, `trailerArrowAngle` its arrow's rotation on screen in
  /// radians.
  static let pages = ScenarioPicture(
    kind: "pages",
    observables: [
      "shownOffsetX", "insetRight", "contentWidth", "pages", "trailerState", "trailerText",
      "trailerArrowAngle",
    ],
    anchors: 1)

  /// The boxes picture: for box `a` and box `b`, the centre (`aX`, `aY`)
  /// in points of a 375 × 300 window, `aAlpha`, `aScale`, `aRotation`
  /// (radians) and `aColor` (`#RRGGBBAA`); `bUsed` whether box `b` takes
  /// part.
  static let boxes = ScenarioPicture(
    kind: "boxes",
    observables: [
      "aX", "aY", "aAlpha", "aScale", "aRotation", "aColor", "bX", "bY", "bAlpha", "bScale", "bRotation",
      "bColor", "bUsed",
    ],
    anchors: 1)

  /// The observable an observed record is about, as an index into
  /// `observables`: a scenario's own observable (`alpha`) or one recorded
  /// for the picture (`picture.shownOffset`).
  func observableIndex(_ name: String) -> Int? {
    for (index, observable) in observables.enumerated() where Self.name(name, isOrEndsIn: observable) {
      return index
    }
    return nil
  }

  /// `name` is `observable` or ends in `.` and `observable`, byte for
  /// byte: every observed record of a run is asked about every observable,
  /// and comparing `String`s would pull Unicode normalization into the page.
  static func name(_ name: String, isOrEndsIn observable: String) -> Bool {
    guard TraceName.ends(name, with: observable) else { return false }
    let before = name.utf8.count - observable.utf8.count - 1
    return before < 0
      || name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: before)] == UInt8(ascii: ".")
  }

  /// This kind's picture, or `nil` when the run recorded none of its
  /// anchors.
  func picture(_ records: [TraceRecord]) -> TimelineJSONValue? {
    let (document, recorded) = self.document(records)
    return recorded[0..<anchors].contains(true) ? document : nil
  }

  /// This kind's document from `records`, and which observables they
  /// recorded.
  func document(_ records: [TraceRecord]) -> (TimelineJSONValue, recorded: [Bool]) {
    let count = observables.count
    var current = [TraceValue?](repeating: nil, count: count)
    var recorded = [Bool](repeating: false, count: count)
    var times: [Int64] = []
    var keyframes: [[TraceValue?]] = []
    // A run observes a few names, each many times: each is matched once.
    var indices = TraceNameTable<Int?>()
    for record in records {
      guard case .observed(let name, let value) = record.event else { continue }
      let matched: Int?
      if let known = indices.value(for: name) {
        matched = known
      } else {
        matched = observableIndex(name)
        indices.insert(matched, for: name)
      }
      guard let index = matched else { continue }
      current[index] = value
      recorded[index] = true
      if times.last == record.time.nanoseconds {
        keyframes[keyframes.count - 1] = current
      } else {
        times.append(record.time.nanoseconds)
        keyframes.append(current)
      }
    }
    var members: [(String, TimelineJSONValue)] = [
      ("kind", .string(kind)), ("t", .array(times.map { .int($0) })),
    ]
    for index in 0..<count where recorded[index] {
      members.append(
        (
          observables[index],
          .array(
            keyframes.map { keyframe in keyframe[index].map { TimelineJSONValue(displaying: $0) } ?? .null })
        ))
    }
    return (.object(members), recorded)
  }
}
