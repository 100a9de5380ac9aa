import SimKernel

/// The one-paragraph account of a timeline that heads the text rendering
/// and is the SVG's `<desc>`: which timers fired or were invalidated, what
/// else was scheduled, how long the observables were on, whether the run
/// loop tracked, and how the expectations came out — so a reader (or a
/// screen reader) gets the story without the picture.
enum TimelineSummary {
  /// Timers are named one by one up to this many; more are counted.
  static let namedTimers = 4

  /// How the paragraph prints durations: `readable` rounds them for the
  /// figure's text (`0.783 s`), `exact` keeps every nanosecond for the
  /// hover, the `<desc>` and the JSON.
  enum Times {
    case readable
    case exact

    func text(_ nanoseconds: Int64) -> String {
      let time = VirtualTime(nanoseconds: nanoseconds)
      switch self {
      case .readable: return time.readableSecondsText
      case .exact: return time.secondsText
      }
    }
  }

  static func describe(_ model: TimelineModel, times style: Times) -> String {
    var sentences: [String] = []
    let timers = model.lanes.filter { $0.kind == .timer }
    if !timers.isEmpty {
      sentences.append(timerSentence(timers))
    }
    for kind in [TimelineLaneKind.perform, .after, .background, .animation] {
      let kindSpans = model.lanes.filter { $0.kind == kind }.flatMap { Self.spans(of: $0) }
      guard !kindSpans.isEmpty else { continue }
      sentences.append(count(kindSpans.count, noun(kind)) + ": " + outcomes(kindSpans) + ".")
    }
    let callLanes = model.lanes.filter { $0.kind == .calls }
    let calls = callLanes.reduce(0) { total, lane in
      guard case .calls(let ticks) = lane.content else { return total }
      return total + ticks.count
    }
    if calls > 0 {
      let target = callLanes.count == 1 ? callLanes[0].label : String(callLanes.count) + " objects"
      sentences.append(count(calls, "call") + " to " + target + ".")
    }
    for lane in model.lanes where lane.kind == .observable {
      if let sentence = observableSentence(lane, end: model.end, times: style) { sentences.append(sentence) }
    }
    if !model.modes.isEmpty {
      var total: Int64 = 0
      for mode in model.modes { total += (mode.end - mode.start).nanoseconds }
      sentences.append(
        "The run loop tracked " + times(model.modes.count) + ", for "
          + style.text(total) + " s.")
    }
    if !model.expectations.isEmpty {
      let failed = model.expectations.filter { !$0.expectation.passed }.count
      let all = model.expectations.count
      if failed == 0 {
        sentences.append(
          all == 1 ? "The expectation passed." : "All " + String(all) + " expectations passed.")
      } else {
        sentences.append(
          "Expectations: " + String(all - failed) + " passed, " + String(failed) + " failed.")
      }
    }
    if sentences.isEmpty { return "Nothing happened." }
    return sentences.joined(separator: " ")
  }

  private static func spans(of lane: TimelineLane) -> [TimelineSpan] {
    guard case .spans(let spans) = lane.content else { return [] }
    return spans
  }

  /// "2 timers: graceTimer#3 invalidated; minShowTimer#4 fired late."
  private static func timerSentence(_ timers: [TimelineLane]) -> String {
    let head = count(timers.count, "timer") + ": "
    guard timers.count <= namedTimers else {
      return head + outcomes(timers.flatMap { Self.spans(of: $0) }) + "."
    }
    var parts: [String] = []
    for lane in timers {
      let spans = Self.spans(of: lane)
      var phrases: [String] = []
      let fired = spans.filter { $0.outcome == .fired }
      if !fired.isEmpty {
        let late = fired.filter { $0.isLate }.count
        var phrase = fired.count == 1 ? "fired" : "fired " + String(fired.count) + " times"
        if late > 0 {
          phrase += fired.count == 1 ? " late" : " (" + String(late) + " late)"
        }
        phrases.append(phrase)
      }
      if let last = spans.last, last.outcome != .fired {
        phrases.append(last.outcome.name)
      }
      parts.append(lane.label + " " + phrases.joined(separator: ", then "))
    }
    return head + parts.joined(separator: "; ") + "."
  }

  /// "1 fired (1 late), 1 cancelled", in the order of the outcomes' life.
  private static func outcomes(_ spans: [TimelineSpan]) -> String {
    var parts: [String] = []
    let order: [TimelineOutcome] = [.fired, .finished, .invalidated, .cancelled, .interrupted, .pending]
    for outcome in order {
      let matching = spans.filter { $0.outcome == outcome }
      guard !matching.isEmpty else { continue }
      var part = String(matching.count) + " " + outcome.name
      let late = matching.filter { $0.isLate }.count
      if late > 0 { part += " (" + String(late) + " late)" }
      parts.append(part)
    }
    return parts.joined(separator: ", ")
  }

  /// How long a flag was on, or how high a number went.
  private static func observableSentence(_ lane: TimelineLane, end: VirtualTime, times style: Times)
    -> String?
  {
    switch lane.content {
    case .flag(let samples):
      var total: Int64 = 0
      var spells = 0
      for (index, sample) in samples.enumerated() where sample.isOn {
        let until = index + 1 < samples.count ? samples[index + 1].time : end
        if index == 0 || !samples[index - 1].isOn { spells += 1 }
        total += (until - sample.time).nanoseconds
      }
      if spells == 0 { return lane.label + " was never on." }
      return lane.label + " was on " + times(spells) + ", for " + style.text(total) + " s."
    case .numeric(let samples, _, _):
      var highest: Double?
      for sample in samples {
        guard let number = sample.number else { continue }
        if let current = highest, current >= number { continue }
        highest = number
      }
      guard let highest else { return nil }
      return lane.label + " reached at most " + DisplayedNumber.text(highest) + "."
    case .spans, .text, .calls:
      return nil
    }
  }

  private static func noun(_ kind: TimelineLaneKind) -> String {
    switch kind {
    case .perform: return "delayed perform"
    case .after: return "asyncAfter block"
    case .background: return "background task"
    case .animation: return "animation"
    case .calls: return "call"
    case .timer: return "timer"
    case .observable: return "observable"
    }
  }

  static func count(_ number: Int, _ noun: String) -> String {
    String(number) + " " + noun + (number == 1 ? "" : "s")
  }

  private static func times(_ number: Int) -> String {
    switch number {
    case 1: return "once"
    case 2: return "twice"
    default: return String(number) + " times"
    }
  }
}
