import SimKernel

/// The timeline as a standalone SVG image, for pages and reports: a row per
/// lane under a time axis, scroll tracking shaded behind them, expectations
/// as pass/fail markers with guide lines.
///
/// Everything that stands for a trace object has the model's stable id
/// (`timer-graceTimer-3`, `observable-HUD-visibleAlpha`) and classes
/// (`timer fired late`), so a page can style and link it; every mark has a
/// `<title>` tooltip; the `<title>` and `<desc>` of the image are the
/// timeline's title and summary. The embedded style follows
/// `prefers-color-scheme`. No scripts. Coordinates are computed in tenths
/// of a pixel with integers, so the same model gives the same bytes on
/// every target.
public enum TimelineSVG {
  /// Narrower requests are drawn at this width.
  public static let minimumWidth = 480

  /// The width drawn unless asked otherwise: the site's article column
  /// (46 rem of 16 px). A figure shown there is drawn one to one, so its
  /// 12 px text stays 12 px; a phone scrolls it sideways rather than
  /// shrinking it.
  public static let defaultWidth = 736

  public static func render(_ model: TimelineModel, width: Int = defaultWidth, idPrefix: String = "")
    -> String
  {
    var drawing = TimelineSVGDrawing(model, width: max(width, minimumWidth), idPrefix: idPrefix)
    return String(decoding: drawing.render(), as: UTF8.self)
  }

  /// Where the time axis of a rendering lies, for a page that draws a
  /// cursor over the image: from `left` to `right` (tenths of a pixel of
  /// the image's width, also in tenths) the axis runs from `start` over
  /// `span` nanoseconds.
  public struct Axis: Equatable, Sendable {
    public let start: Int64
    public let span: Int64
    public let left: Int64
    public let right: Int64
    public let width: Int64
  }

  /// The SVG of `renderTimeline(input, as: .svg(width:, idPrefix:))`, as
  /// UTF-8 bytes for a page that passes them on, and its time axis, laid
  /// out once, from a model built for drawing (without the event table).
  public static func renderWithAxis(_ input: TimelineInput, width: Int = defaultWidth, idPrefix: String = "")
    -> (svg: [UInt8], axis: Axis)
  {
    let model = TimelineModel(drawing: input)
    var drawing = TimelineSVGDrawing(model, width: max(width, minimumWidth), idPrefix: idPrefix)
    let axis = Axis(
      start: drawing.scale.start, span: drawing.scale.span, left: drawing.plotLeft,
      right: drawing.plotRight, width: drawing.width)
    return (drawing.render(), axis)
  }
}

/// One SVG being drawn: the layout of its rows and the markup so far.
private struct TimelineSVGDrawing {
  let model: TimelineModel
  /// Put before every element id.
  let idPrefix: String
  var svg = TimelineSVGMarkup()
  /// All lengths in tenths of a pixel.
  let width: Int64
  let margin: Int64 = 160
  let plotLeft: Int64
  let plotRight: Int64
  let scale: TimelineScale
  let summaryLines: [String]
  let rows: [Row]
  let rowsTop: Int64
  let rowsBottom: Int64
  let height: Int64

  /// Label characters are guessed at 6.5 px each (12 px sans-serif), since
  /// SVG text cannot be measured without a renderer.
  static let characterWidth: Int64 = 65

  struct Row {
    enum Content {
      case modes
      case lane(TimelineLane)
      case expectations
    }
    let content: Content
    let label: String
    let kind: String
    let top: Int64
    let height: Int64

    var middle: Int64 { top + height / 2 }
    var bottom: Int64 { top + height }
  }

  init(_ model: TimelineModel, width: Int, idPrefix: String) {
    self.model = model
    self.idPrefix = idPrefix
    self.width = Int64(width) * 10
    let labelColumn = min(max(self.width / 5, 1300), 2600)
    plotLeft = margin + labelColumn
    plotRight = self.width - margin - 240
    scale = TimelineScale(model, length: plotRight - plotLeft)
    let perLine = Int((self.width - 2 * margin) / 66)
    var summary = TimelineTextLayout.wrap(model.readableSummary, width: perLine)
    if summary.count > 3 {
      summary = Array(summary.prefix(3))
      summary[2] = TimelineTextLayout.truncate(summary[2] + " …", to: perLine)
    }
    summaryLines = summary
    rowsTop = 440 + Int64(summary.count) * 170
    var rows: [Row] = []
    var top = rowsTop
    func add(_ content: Row.Content, _ label: String, _ kind: String, _ height: Int64) {
      rows.append(Row(content: content, label: label, kind: kind, top: top, height: height))
      top += height
    }
    if !model.modes.isEmpty { add(.modes, "run loop", "mode", 260) }
    for lane in model.lanes {
      let numeric: Bool
      if case .numeric = lane.content { numeric = true } else { numeric = false }
      add(.lane(lane), lane.label, lane.kind.name, numeric ? 440 : 260)
    }
    if model.expectations.contains(where: { $0.expectation.time != nil }) {
      add(.expectations, "expectations", "", 260)
    }
    self.rows = rows
    rowsBottom = top
    height = top + 440
  }

  func x(_ time: VirtualTime) -> Int64 { plotLeft + scale.position(time) }

  static func n(_ tenths: Int64) -> String { TimelineSVGMarkup.number(tenths) }

  mutating func render() -> [UInt8] {
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("viewBox", "0 0 " + Self.n(width) + " " + Self.n(height)),
        ("width", Self.n(width)), ("height", Self.n(height)), ("class", "timeline"),
      ])
    svg.textElement("title", [], model.title)
    svg.textElement("desc", [], model.summary)
    svg.line("<style>")
    for line in TimelineSVGStyle.css { svg.line(line) }
    svg.line("</style>")
    svg.element(
      "rect",
      [("class", "canvas"), ("x", "0"), ("y", "0"), ("width", Self.n(width)), ("height", Self.n(height))])
    header()
    rowBackgrounds()
    axis()
    modeBands()
    for row in rows {
      switch row.content {
      case .modes: modeRow(row)
      case .lane(let lane): laneRow(lane, row)
      case .expectations: expectationRow(row)
      }
    }
    svg.close("svg")
    return svg.bytes
  }

  // MARK: Frame

  mutating func header() {
    svg.textElement("text", [("class", "title"), ("x", Self.n(margin)), ("y", "24")], model.title)
    var y: Int64 = 400
    let exact = TraceName.same(model.summary, model.readableSummary) ? nil : model.summary
    for line in summaryLines {
      svg.element(
        "text", [("class", "summary"), ("x", Self.n(margin)), ("y", Self.n(y))], content: line, title: exact)
      y += 170
    }
  }

  /// Alternating row bands with each row's label, and its kind where the
  /// label column is wide enough to spare room for it.
  mutating func rowBackgrounds() {
    let showsKind = width >= 9000
    let labelCharacters = Int((plotLeft - margin - (showsKind ? 700 : 160)) / Self.characterWidth)
    for (index, row) in rows.enumerated() {
      svg.element(
        "rect",
        [
          ("class", index % 2 == 0 ? "row" : "row alt"), ("x", Self.n(margin)), ("y", Self.n(row.top)),
          ("width", Self.n(width - 2 * margin)), ("height", Self.n(row.height)),
        ])
      let label = TimelineTextLayout.truncateMiddle(row.label, to: labelCharacters)
      // Where the kind has no room, the label's tooltip says it, with the
      // whole label if it was shortened.
      let hover =
        showsKind
        ? (TraceName.same(label, row.label) ? nil : row.label) : Self.hover(row.label, kind: row.kind)
      svg.element(
        "text", [("class", "label"), ("x", Self.n(margin + 60)), ("y", Self.n(row.middle + 40))],
        content: label,
        title: hover)
      if showsKind && !row.kind.isEmpty {
        svg.textElement(
          "text", [("class", "kind"), ("x", Self.n(plotLeft - 80)), ("y", Self.n(row.middle + 35))], row.kind)
      }
    }
  }

  /// Grid lines at the ticks through every row, and the axis under them
  /// with labels in seconds.
  mutating func axis() {
    let scale = self.scale
    let step = scale.tickStep { step, gap in
      gap >= 640 && gap >= Int64(Self.longestLabel(scale.ticks(step: step)) + 3) * Self.characterWidth
    }
    let axisY = rowsBottom + 60
    svg.open("g", [("class", "axis")])
    svg.element(
      "line",
      [
        ("class", "axis-line"), ("x1", Self.n(plotLeft)), ("y1", Self.n(axisY)), ("x2", Self.n(plotRight)),
        ("y2", Self.n(axisY)),
      ])
    for tick in scale.ticks(step: step) {
      let x = Self.n(x(tick))
      svg.element(
        "line",
        [("class", "grid"), ("x1", x), ("y1", Self.n(rowsTop)), ("x2", x), ("y2", Self.n(rowsBottom))])
      svg.element(
        "line", [("class", "tick"), ("x1", x), ("y1", Self.n(axisY)), ("x2", x), ("y2", Self.n(axisY + 50))])
      svg.textElement(
        "text", [("class", "tick-label"), ("x", x), ("y", Self.n(axisY + 200))], tick.secondsText + " s")
    }
    svg.close("g")
  }

  /// A row label's tooltip when the kind column is left out: `graceTimer
  /// (timer)`.
  static func hover(_ label: String, kind: String) -> String? {
    kind.isEmpty ? nil : label + " (" + kind + ")"
  }

  static func longestLabel(_ ticks: [VirtualTime]) -> Int {
    ticks.map { $0.secondsText.count + 2 }.max() ?? 3
  }

  /// Tracking shaded behind every row.
  mutating func modeBands() {
    for span in model.modes {
      svg.element(
        "rect",
        [
          ("class", "mode-band " + span.label), ("x", Self.n(x(span.start))), ("y", Self.n(rowsTop)),
          ("width", Self.n(max(x(span.end) - x(span.start), 10))), ("height", Self.n(rowsBottom - rowsTop)),
        ])
    }
  }

  // MARK: Rows

  mutating func modeRow(_ row: Row) {
    svg.open("g", [("class", "lane mode")])
    for span in model.modes {
      svg.element(
        "rect",
        [
          ("id", idPrefix + span.id), ("class", "mode " + span.label + " " + span.outcome.name),
          ("x", Self.n(x(span.start))),
          ("y", Self.n(row.middle - 70)), ("width", Self.n(max(x(span.end) - x(span.start), 10))),
          ("height", "14"),
        ],
        title: span.label + " mode from " + span.start.secondsText + " s"
          + (span.outcome == .pending ? " to the end" : " to " + span.end.secondsText + " s"))
      if x(span.end) - x(span.start) >= 700 {
        svg.textElement(
          "text",
          [("class", "span-label"), ("x", Self.n(x(span.start) + 40)), ("y", Self.n(row.middle + 35))],
          span.label)
      }
    }
    svg.close("g")
  }

  mutating func laneRow(_ lane: TimelineLane, _ row: Row) {
    var classes = "lane " + lane.kind.name
    switch lane.content {
    case .numeric: classes += " numeric"
    case .flag: classes += " flag"
    case .text: classes += " text"
    case .spans, .calls: break
    }
    svg.open("g", [("id", idPrefix + lane.id), ("class", classes)])
    switch lane.content {
    case .spans(let spans):
      for span in spans { self.span(span, kind: lane.kind.name, row: row) }
    case .numeric(let samples, let low, let high):
      curve(samples, low: low, high: high, lane: lane, row: row)
    case .flag(let samples):
      flag(samples, lane: lane, row: row)
    case .text(let samples):
      changes(samples, lane: lane, row: row)
    case .calls(let ticks):
      callTicks(ticks, lane: lane, row: row)
    }
    svg.close("g")
  }

  /// A line per call; calls that fall on the same tenth of a pixel share
  /// one line, whose tooltip counts them and names the first few (a
  /// scroll view's observers are called several times a frame, and a line
  /// each would be most of the figure's weight for nothing a reader sees).
  mutating func callTicks(_ ticks: [TimelineTick], lane: TimelineLane, row: Row) {
    let top = row.top + 50
    let bottom = row.bottom - 50
    var index = 0
    while index < ticks.count {
      let first = ticks[index]
      let position = x(first.time)
      var end = index + 1
      while end < ticks.count && x(ticks[end].time) == position { end += 1 }
      svg.startTag("line")
      svg.attribute("id", idPrefix, tick: first.tickID)
      svg.attribute("class", plain: "call")
      svg.attribute("x1", tenths: position)
      svg.attribute("y1", tenths: top)
      svg.attribute("x2", tenths: position)
      svg.attribute("y2", tenths: bottom)
      svg.startTitle()
      svg.seconds(first.time)
      svg.plain(" s ")
      svg.escaped(lane.label)
      if end - index == 1 {
        svg.plain(".")
        svg.escaped(first.method)
        svg.plain(" on ")
        svg.escaped(first.thread)
      } else {
        svg.plain(": ")
        svg.decimal(end - index)
        svg.plain(" calls — ")
        for offset in index..<min(end, index + 4) {
          if offset > index { svg.plain(", ") }
          svg.escaped(ticks[offset].method)
        }
        if end - index > 4 { svg.plain(", …") }
      }
      svg.endTitle(closing: "line")
      index = end
    }
  }

  /// A bar from start to end; past a late span's due time the overdue part
  /// and a due mark; then how it ended.
  mutating func span(_ span: TimelineSpan, kind: String, row: Row) {
    let late = span.isLate ? " late" : ""
    svg.open("g", [("id", idPrefix + span.id), ("class", "span " + kind + " " + span.outcome.name + late)])
    svg.textElement("title", [], Self.tooltip(span))
    let left = x(span.start)
    let right = max(x(span.end), left + 10)
    svg.element(
      "rect",
      [
        ("class", kind + " " + span.outcome.name + late), ("x", Self.n(left)), ("y", Self.n(row.middle - 50)),
        ("width", Self.n(right - left)), ("height", "10"), ("rx", "2"),
      ])
    if span.isLate, let due = span.due {
      let dueX = max(x(due), left)
      svg.element(
        "rect",
        [
          ("class", "overdue"), ("x", Self.n(dueX)), ("y", Self.n(row.middle - 50)),
          ("width", Self.n(right - dueX)), ("height", "10"),
        ])
      svg.element(
        "line",
        [
          ("class", "due"), ("x1", Self.n(dueX)), ("y1", Self.n(row.middle - 90)), ("x2", Self.n(dueX)),
          ("y2", Self.n(row.middle + 90)),
        ])
    }
    let y = row.middle
    switch span.outcome {
    case .fired:
      svg.element(
        "circle", [("class", "marker fired"), ("cx", Self.n(right)), ("cy", Self.n(y)), ("r", "4.5")])
    case .invalidated, .cancelled, .interrupted:
      let d =
        "M" + Self.n(right - 40) + " " + Self.n(y - 40) + "L" + Self.n(right + 40) + " " + Self.n(y + 40)
        + "M"
        + Self.n(right + 40) + " " + Self.n(y - 40) + "L" + Self.n(right - 40) + " " + Self.n(y + 40)
      svg.element("path", [("class", "marker " + span.outcome.name), ("d", d)])
    case .finished:
      svg.element(
        "line",
        [
          ("class", "marker finished"), ("x1", Self.n(right)), ("y1", Self.n(y - 70)), ("x2", Self.n(right)),
          ("y2", Self.n(y + 70)),
        ])
    case .pending:
      let d =
        "M" + Self.n(right) + " " + Self.n(y - 50) + "L" + Self.n(right + 60) + " " + Self.n(y) + "L"
        + Self.n(right) + " " + Self.n(y + 50) + "Z"
      svg.element("path", [("class", "marker pending"), ("d", d)])
    }
    svg.close("g")
  }

  static func tooltip(_ span: TimelineSpan) -> String {
    var text = span.label + ": from " + span.start.secondsText + " s"
    if let due = span.due { text += ", due " + due.secondsText + " s" }
    if span.outcome == .pending {
      text += ", still pending at the end"
    } else {
      text += ", " + span.outcome.name + " at " + span.end.secondsText + " s"
    }
    if span.isLate, let due = span.due { text += " (" + (span.end - due).secondsText + " s late)" }
    if !span.detail.isEmpty { text += " — " + span.detail }
    return text
  }

  /// A numeric observable as a step line from its first sample to the end
  /// (each value holds until the next), over a faint area, scaled from
  /// `low` (bottom) to `high` (top).
  mutating func curve(_ samples: [TimelineSample], low: Double, high: Double, lane: TimelineLane, row: Row) {
    let bottom = row.bottom - 60
    let band = row.height - 120
    func y(_ number: Double) -> Int64 {
      let fraction = min(max((number - low) / (high - low), 0), 1)
      return bottom - Int64((fraction * Double(band)).rounded())
    }
    var points: [(Int64, Int64)] = []
    func add(_ point: (Int64, Int64)) {
      if let last = points.last, last == point { return }
      points.append(point)
    }
    for sample in samples {
      guard let number = sample.number else { continue }
      let x = x(sample.time)
      if let last = points.last { add((x, last.1)) }
      add((x, y(number)))
    }
    guard let first = points.first, let last = points.last else { return }
    add((plotRight, last.1))
    var line = ""
    for (index, point) in points.enumerated() {
      line += (index == 0 ? "" : " ") + Self.n(point.0) + "," + Self.n(point.1)
    }
    let area =
      line + " " + Self.n(plotRight) + "," + Self.n(bottom) + " " + Self.n(first.0) + "," + Self.n(bottom)
    svg.element(
      "line",
      [
        ("class", "baseline"), ("x1", Self.n(plotLeft)), ("y1", Self.n(bottom)), ("x2", Self.n(plotRight)),
        ("y2", Self.n(bottom)),
      ])
    svg.element("polygon", [("class", "observable-area"), ("points", area)])
    svg.element(
      "polyline", [("class", "observable numeric"), ("points", line)],
      title: lane.label + ", from " + "\(low)" + " (bottom) to " + "\(high)" + " (top)")
    // The range the band spans, at its right end, so that a curve can be
    // read as numbers.
    for (value, y) in [(high, bottom - band + 35), (low, bottom)] {
      svg.textElement(
        "text",
        [("class", "observable value range"), ("x", Self.n(plotRight + 40)), ("y", Self.n(y))],
        Self.rangeText(value))
    }
  }

  /// A range label: at most one decimal, no trailing `.0`.
  static func rangeText(_ value: Double) -> String {
    let tenths = Int64((value * 10).rounded())
    let whole = tenths / 10
    let fraction = (tenths % 10).magnitude
    let sign = tenths < 0 && whole == 0 ? "-" : ""
    return sign + String(whole) + (fraction == 0 ? "" : "." + String(fraction))
  }

  /// A flag as on-spells over an off line from its first sample.
  mutating func flag(_ samples: [TimelineSample], lane: TimelineLane, row: Row) {
    guard let first = samples.first else { return }
    svg.element(
      "line",
      [
        ("class", "observable flag off"), ("x1", Self.n(x(first.time))), ("y1", Self.n(row.middle + 40)),
        ("x2", Self.n(plotRight)), ("y2", Self.n(row.middle + 40)),
      ])
    for (index, sample) in samples.enumerated() where sample.isOn {
      let until = index + 1 < samples.count ? samples[index + 1].time : model.end
      let left = x(sample.time)
      svg.element(
        "rect",
        [
          ("class", "observable flag on"), ("x", Self.n(left)), ("y", Self.n(row.middle - 60)),
          ("width", Self.n(max(x(until) - left, 10))), ("height", "10"),
        ],
        title: lane.label + " on from " + sample.time.secondsText + " s to " + until.secondsText + " s")
    }
  }

  /// Any other observable (a state, a label's text): a diamond where it
  /// changed, and the value written after it for as long as it held, as
  /// far as there is room.
  mutating func changes(_ samples: [TimelineSample], lane: TimelineLane, row: Row) {
    for (index, sample) in samples.enumerated() {
      let until = index + 1 < samples.count ? x(samples[index + 1].time) : plotRight
      let x = x(sample.time)
      let y = row.middle
      let d =
        "M" + Self.n(x) + " " + Self.n(y - 50) + "L" + Self.n(x + 50) + " " + Self.n(y) + "L" + Self.n(x)
        + " "
        + Self.n(y + 50) + "L" + Self.n(x - 50) + " " + Self.n(y) + "Z"
      svg.element(
        "path", [("class", "observable change"), ("d", d)],
        title: sample.time.secondsText + " s " + lane.label + " = " + sample.value.text)
      let text = Self.fitted(sample.value.text, width: until - x - 80)
      guard !text.isEmpty else { continue }
      svg.textElement(
        "text", [("class", "observable value"), ("x", Self.n(x + 70)), ("y", Self.n(y + 35))], text)
    }
  }

  /// As much of `text` as fits `width` tenths of a pixel at the value
  /// labels' size (about 6.5 pixels a character; two for a wide one), with
  /// an ellipsis when cut; empty when not even one character and the
  /// ellipsis fit.
  static func fitted(_ text: String, width: Int64) -> String {
    var used: Int64 = 0
    var kept = ""
    var cut = false
    for character in text {
      let advance: Int64 = character.isASCII ? 65 : 130
      if used + advance > width - 65 {
        cut = true
        break
      }
      used += advance
      kept.append(character)
    }
    guard cut else { return kept }
    return kept.isEmpty ? "" : kept + "…"
  }

  /// A marker per timed expectation, with a guide line up through every
  /// row to show what it looked at.
  mutating func expectationRow(_ row: Row) {
    for marker in model.expectations {
      let expectation = marker.expectation
      guard let time = expectation.time else { continue }
      let verdict = expectation.passed ? "pass" : "fail"
      svg.open("g", [("id", idPrefix + marker.id), ("class", "expectation " + verdict)])
      var title = (expectation.passed ? "PASS" : "FAIL") + " line " + String(expectation.line) + ": "
      title += expectation.text + " (at " + time.secondsText + " s)"
      if !expectation.detail.isEmpty { title += " — " + expectation.detail }
      svg.textElement("title", [], title)
      let x = x(time)
      let y = row.middle
      svg.element(
        "line",
        [
          ("class", "expectation-guide"), ("x1", Self.n(x)), ("y1", Self.n(rowsTop)), ("x2", Self.n(x)),
          ("y2", Self.n(y - 60)),
        ])
      svg.element(
        "circle", [("class", "expectation-mark"), ("cx", Self.n(x)), ("cy", Self.n(y)), ("r", "6")])
      let d =
        expectation.passed
        ? "M" + Self.n(x - 30) + " " + Self.n(y) + "L" + Self.n(x - 5) + " " + Self.n(y + 25) + "L"
          + Self.n(x + 30) + " " + Self.n(y - 25)
        : "M" + Self.n(x - 25) + " " + Self.n(y - 25) + "L" + Self.n(x + 25) + " " + Self.n(y + 25) + "M"
          + Self.n(x + 25) + " " + Self.n(y - 25) + "L" + Self.n(x - 25) + " " + Self.n(y + 25)
      svg.element("path", [("class", "expectation-symbol"), ("d", d)])
      svg.close("g")
    }
  }
}
