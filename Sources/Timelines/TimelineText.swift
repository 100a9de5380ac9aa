import SimKernel

/// The timeline for a terminal: plain text that reads at a glance in 80
/// columns (or any width from `minimumWidth` up), without colour.
///
/// ```
/// title
/// 0 to 1.5 s, 1 column = 25 ms
/// summary, wrapped
///
/// graceTimer#9     │==✕
/// minShowTimer#13  │            ====================~~~~~~~~~~~~●
/// HUD.visible      │▁▁▁▁▁▁▁▁▁▁▁▁████████████████████████████████████████▁▁▁▁
///                  └┬───────┬───────┬───────┬───────┬───────┬───────┬─────
///                   0       0.2     0.4     0.6     0.8     1       1.2
/// legend of the symbols used
///
/// the event table: time, event, subject
/// ```
///
/// One `Character` is one column: the symbols are ASCII, box-drawing and
/// block characters, which terminals draw one column wide.
public enum TimelineText {
  /// Narrower requests are drawn at this width.
  public static let minimumWidth = 40

  public static func render(_ model: TimelineModel, width: Int = 80) -> String {
    let width = max(width, minimumWidth)
    var lines: [String] = [TimelineTextLayout.truncate(model.title, to: width)]
    let rows = self.rows(of: model)
    let labelWidth = min(max(rows.map { $0.label.count }.max() ?? 0, 6), width / 4)
    let scale = TimelineScale(model, columns: width - labelWidth - 2)
    let columns = Int(scale.length)
    var range = "0 to " + model.end.secondsText + " s"
    if !scale.isInstant { range += ", 1 column = " + duration(scale.span / scale.length) }
    lines.append(TimelineTextLayout.truncate(range, to: width))
    lines += TimelineTextLayout.wrap(model.readableSummary, width: width)
    lines.append("")
    var symbols: [Character] = []
    for row in rows {
      var cells = TimelineTextRow(columns: columns)
      row.draw(&cells, scale)
      for symbol in cells.symbols where !symbols.contains(symbol) { symbols.append(symbol) }
      let label = TimelineTextLayout.truncateMiddle(row.label, to: labelWidth)
      lines.append(TimelineTextLayout.pad(label, to: labelWidth) + " │" + cells.text)
    }
    lines += axis(scale, indent: labelWidth + 1)
    let legend = self.legend(symbols, lanes: model.lanes)
    if !legend.isEmpty {
      lines += wrap(items: legend, width: width)
    }
    lines.append("")
    lines += TimelineTextTable.render(model, width: width)
    var text = ""
    for line in lines {
      text += TimelineTextLayout.trimTrailing(line)
      text += "\n"
    }
    return text
  }

  /// A row: its label and how to draw its bar area.
  private struct Row {
    let label: String
    let draw: (inout TimelineTextRow, TimelineScale) -> Void
  }

  /// The tracking spans, every lane, then the expectations that have a
  /// time.
  private static func rows(of model: TimelineModel) -> [Row] {
    var rows: [Row] = []
    var modeNames: [String] = []
    for span in model.modes where !modeNames.contains(span.label) { modeNames.append(span.label) }
    for name in modeNames {
      let spans = model.modes.filter { $0.label == name }
      rows.append(
        Row(label: name) { cells, scale in
          for span in spans {
            cells.fill("░", from: scale.column(span.start), through: scale.column(span.end), rank: .body)
          }
        })
    }
    for lane in model.lanes {
      let label = lane.kind == .calls ? lane.label + " calls" : lane.label
      rows.append(
        Row(label: label) { cells, scale in
          switch lane.content {
          case .spans(let spans): cells.draw(spans, on: scale)
          case .numeric(let samples, let low, let high):
            cells.draw(numeric: samples, low: low, high: high, on: scale)
          case .flag(let samples): cells.draw(flag: samples, on: scale)
          case .text(let samples): cells.draw(changes: samples, on: scale)
          case .calls(let ticks): cells.draw(calls: ticks, on: scale)
          }
        })
    }
    let timed = model.expectations.filter { $0.expectation.time != nil }
    if !timed.isEmpty {
      rows.append(
        Row(label: "expectations") { cells, scale in
          for marker in timed {
            let column = scale.column(marker.expectation.time ?? .zero)
            let passed = marker.expectation.passed
            cells.put(passed ? "✓" : "✗", at: column, rank: passed ? 1 : 2)
          }
        })
    }
    return rows
  }

  /// The axis line with a `┬` per tick, and the tick labels (seconds)
  /// under them. Ticks fall on whole columns, at least a label's width
  /// apart; a last label that would run off the edge is moved left or left
  /// out.
  private static func axis(_ scale: TimelineScale, indent: Int) -> [String] {
    let columnStep = scale.span / scale.length
    let step = scale.tickStep { step, gap in
      step % columnStep == 0 && gap >= 3 && gap >= Int64(longestLabel(scale.ticks(step: step)) + 2)
    }
    let columns = Int(scale.length)
    var line = Array(repeating: Character("─"), count: columns)
    var labels = Array(repeating: Character(" "), count: columns)
    var free = 0
    for tick in scale.ticks(step: step) where scale.position(tick) < scale.length {
      let column = scale.column(tick)
      line[column] = "┬"
      let label = Array(tick.secondsText)
      let start = min(column, columns - label.count)
      guard start >= free else { continue }
      for (offset, character) in label.enumerated() { labels[start + offset] = character }
      free = start + label.count + 1
    }
    let padding = String(repeating: " ", count: indent)
    return [padding + "└" + String(line), padding + " " + String(labels)]
  }

  private static func longestLabel(_ ticks: [VirtualTime]) -> Int {
    ticks.map { $0.secondsText.count }.max() ?? 1
  }

  /// A round duration in the largest unit it reaches: `25 ms`, `2.5 ms`,
  /// `1 s`.
  static func duration(_ nanoseconds: Int64) -> String {
    let units: [(Int64, String)] = [(1_000_000_000, "s"), (1_000_000, "ms"), (1_000, "µs"), (1, "ns")]
    var unit = units[units.count - 1]
    for candidate in units where nanoseconds >= candidate.0 {
      unit = candidate
      break
    }
    // Whole units and a fraction trimmed of trailing zeros, as
    // `secondsText` prints nanoseconds.
    let scaled = VirtualTime(nanoseconds: nanoseconds.saturatingMultiplied(by: 1_000_000_000 / unit.0))
    return scaled.secondsText + " " + unit.1
  }

  /// What each symbol drawn means, in a fixed order. The levels of
  /// observables get one entry each for curves and flags, whatever levels
  /// were drawn.
  private static func legend(_ symbols: [Character], lanes: [TimelineLane]) -> [String] {
    let entries: [(Character, String)] = [
      ("░", "░ tracking"), ("=", "= waiting/running"), ("~", "~ overdue"), ("●", "● fired"),
      ("✕", "✕ invalidated/cancelled"), ("]", "] finished"), (">", "> pending"), ("|", "| call"),
      ("*", "* changed"), ("✓", "✓ passed"), ("✗", "✗ failed"),
    ]
    var items: [String] = []
    for (symbol, item) in entries where symbols.contains(symbol) { items.append(item) }
    if symbols.contains(where: { "23456789+".contains($0) }) { items.append("2-9/+ calls") }
    var shapes: (numeric: Bool, flag: Bool) = (false, false)
    for lane in lanes {
      switch lane.content {
      case .numeric: shapes.numeric = true
      case .flag: shapes.flag = true
      case .spans, .text, .calls: break
      }
    }
    if shapes.numeric { items.append("▁▂▃▄▅▆▇█ value low…high") }
    if shapes.flag { items.append("█ on ▁ off") }
    return items
  }

  /// Legend items on as few lines as fit, two spaces apart.
  private static func wrap(items: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for item in items {
      if line.isEmpty {
        line = item
      } else if line.count + 2 + item.count <= width {
        line += "  " + item
      } else {
        lines.append(line)
        line = item
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
