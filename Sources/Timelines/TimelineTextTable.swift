import SimKernel

/// The event table under the terminal timeline: the important events and
/// the expectations, one per line, in time order — the exact times and
/// names that a picture in columns can only approximate.
///
/// ```
/// time  event       subject
///    0  call        HUD.show(animated:)
///    0  schedule    graceTimer#3  due 0.5, once, common modes
///  0.1  invalidate  graceTimer#3
///  0.6  PASS        line 12: HUD.visible stays false
/// ```
enum TimelineTextTable {
  /// An event's action column is cut to this many columns.
  static let actionWidth = 10

  private struct Line {
    let time: String
    let action: String
    let subject: String
    let detail: String
  }

  static func render(_ model: TimelineModel, width: Int) -> [String] {
    let lines = self.lines(of: model)
    guard !lines.isEmpty else { return ["No events."] }
    let timeWidth = max(lines.map { $0.time.count }.max() ?? 0, 4)
    let action = min(max(lines.map { $0.action.count }.max() ?? 0, 5), actionWidth)
    let header = Line(time: "time", action: "event", subject: "subject", detail: "")
    var rows: [String] = []
    for line in [header] + lines { rows += self.rows(line, timeWidth, action, width) }
    return rows
  }

  /// One line when it fits; otherwise the detail goes on the next lines,
  /// under the subject, since it is often the point (why an expectation
  /// failed, how late a timer fired).
  private static func rows(_ line: Line, _ timeWidth: Int, _ actionWidth: Int, _ width: Int) -> [String] {
    var text = TimelineTextLayout.padLeft(line.time, to: timeWidth) + "  "
    text += TimelineTextLayout.pad(TimelineTextLayout.truncate(line.action, to: actionWidth), to: actionWidth)
    text += "  "
    let indent = text.count
    let whole = line.detail.isEmpty ? line.subject : line.subject + "  " + line.detail
    guard indent + whole.count > width, !line.detail.isEmpty else {
      return [TimelineTextLayout.truncate(text + whole, to: width)]
    }
    var rows = [TimelineTextLayout.truncate(text + line.subject, to: width)]
    let padding = String(repeating: " ", count: indent)
    for part in TimelineTextLayout.wrap(line.detail, width: width - indent) { rows.append(padding + part) }
    return rows
  }

  /// The model's events with each timed expectation after the events of
  /// its time, then the expectations about the whole run.
  private static func lines(of model: TimelineModel) -> [Line] {
    var timed = model.expectations.filter { $0.expectation.time != nil }
    timed = timed.enumerated().sorted { a, b in
      let timeA = a.element.expectation.time ?? .zero
      let timeB = b.element.expectation.time ?? .zero
      return timeA != timeB ? timeA < timeB : a.offset < b.offset
    }.map { $0.element }
    var lines: [Line] = []
    var next = 0
    for event in model.events {
      while next < timed.count, let time = timed[next].expectation.time, time < event.time {
        lines.append(line(timed[next]))
        next += 1
      }
      lines.append(
        Line(time: event.time.secondsText, action: event.action, subject: event.subject, detail: event.detail)
      )
    }
    while next < timed.count {
      lines.append(line(timed[next]))
      next += 1
    }
    for marker in model.expectations where marker.expectation.time == nil {
      lines.append(line(marker))
    }
    return lines
  }

  private static func line(_ marker: TimelineMarker) -> Line {
    let expectation = marker.expectation
    return Line(
      time: expectation.time?.secondsText ?? "-", action: expectation.passed ? "PASS" : "FAIL",
      subject: "line " + String(expectation.line) + ": " + expectation.text, detail: expectation.detail)
  }
}
