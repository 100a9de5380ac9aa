import SimKernel

/// The timeline as a Chrome Trace Event file, to open in Perfetto or
/// `chrome://tracing` and zoom into a run with a real trace viewer.
///
/// One process (pid 1) named after the title; one thread per row, named by
/// `thread_name` metadata and kept in the timeline's order by
/// `thread_sort_index`: the run-loop mode, every lane, the expectations.
/// Spans are complete events (`X`) with their outcome in `args`; fires,
/// invalidations, late due times, calls and expectations are thread-scoped
/// instant events (`i`); numeric observables are counters (`C`); a flag's
/// on-spells are complete events. Timestamps are microseconds, exact to the
/// nanosecond (three decimals computed with integers).
public enum TimelineChromeTrace {
  public static func render(_ model: TimelineModel) -> String {
    var events: [TimelineJSONValue] = [
      metadata("process_name", tid: 0, args: [("name", .string(model.title))])
    ]
    var tid: Int64 = 0
    if !model.modes.isEmpty {
      tid += 1
      events += thread("run loop mode", tid: tid)
      for span in model.modes {
        events.append(complete(span.label, category: "mode", span: span, tid: tid, args: []))
      }
    }
    for lane in model.lanes {
      tid += 1
      events += thread(lane.label, tid: tid)
      events += self.events(of: lane, tid: tid, end: model.end)
    }
    let timed = model.expectations.filter { $0.expectation.time != nil }
    if !timed.isEmpty {
      tid += 1
      events += thread("expectations", tid: tid)
      for marker in timed {
        let expectation = marker.expectation
        let verdict = expectation.passed ? "PASS" : "FAIL"
        events.append(
          instant(
            verdict + " line " + String(expectation.line) + ": " + expectation.text, category: "expectation",
            at: expectation.time ?? model.end, tid: tid,
            args: [
              ("id", .string(marker.id)), ("passed", .bool(expectation.passed)),
              ("detail", .string(expectation.detail)),
            ]))
      }
    }
    var text = "{\"traceEvents\":["
    for (index, event) in events.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      text += event.compact
    }
    text += "\n],\"displayTimeUnit\":\"ms\"}\n"
    return text
  }

  private static func events(of lane: TimelineLane, tid: Int64, end: VirtualTime) -> [TimelineJSONValue] {
    var events: [TimelineJSONValue] = []
    let category = lane.kind.name
    switch lane.content {
    case .spans(let spans):
      for span in spans {
        var args: [(String, TimelineJSONValue)] = [
          ("id", .string(span.id)), ("outcome", .string(span.outcome.name)),
        ]
        if let due = span.due { args.append(("due_ns", .int(due.nanoseconds))) }
        args.append(("late", .bool(span.isLate)))
        args.append(("detail", .string(span.detail)))
        events.append(complete(span.label, category: category, span: span, tid: tid, args: args))
        if span.isLate, let due = span.due {
          events.append(instant("due " + span.label, category: category, at: due, tid: tid, args: []))
        }
        if let verb = endVerb(span.outcome) {
          events.append(
            instant(verb + " " + span.label, category: category, at: span.end, tid: tid, args: []))
        }
      }
    case .numeric(let samples, _, _):
      for sample in samples {
        guard let number = sample.number else { continue }
        events.append(
          .object([
            ("name", .string(lane.label)), ("ph", .string("C")), ("ts", timestamp(sample.time)),
            ("pid", .int(1)), ("tid", .int(tid)), ("args", .object([("value", .number(number))])),
          ]))
      }
    case .flag(let samples):
      for (index, sample) in samples.enumerated() where sample.value == .bool(true) {
        let until = index + 1 < samples.count ? samples[index + 1].time : end
        let on = TimelineSpan(
          id: lane.id, label: lane.label, start: sample.time, due: nil, end: until, outcome: .finished,
          detail: "")
        events.append(complete(lane.label, category: category, span: on, tid: tid, args: []))
      }
    case .text(let samples):
      for sample in samples {
        events.append(
          instant(
            lane.label + " = " + sample.value.text, category: category, at: sample.time, tid: tid, args: []))
      }
    case .calls(let ticks):
      for tick in ticks {
        events.append(
          instant(
            lane.label + "." + tick.method, category: category, at: tick.time, tid: tid,
            args: [("id", .string(tick.id)), ("thread", .string(tick.thread))]))
      }
    }
    return events
  }

  /// The instant that marks how a span ended, if it ended by an event.
  private static func endVerb(_ outcome: TimelineOutcome) -> String? {
    switch outcome {
    case .fired: return "fire"
    case .invalidated: return "invalidate"
    case .cancelled: return "cancel"
    case .interrupted: return "interrupt"
    case .finished, .pending: return nil
    }
  }

  private static func thread(_ name: String, tid: Int64) -> [TimelineJSONValue] {
    [
      metadata("thread_name", tid: tid, args: [("name", .string(name))]),
      metadata("thread_sort_index", tid: tid, args: [("sort_index", .int(tid))]),
    ]
  }

  private static func metadata(
    _ name: String, tid: Int64, args: [(String, TimelineJSONValue)]
  ) -> TimelineJSONValue {
    .object([
      ("name", .string(name)), ("ph", .string("M")), ("pid", .int(1)), ("tid", .int(tid)),
      ("args", .object(args)),
    ])
  }

  private static func complete(
    _ name: String, category: String, span: TimelineSpan, tid: Int64, args: [(String, TimelineJSONValue)]
  ) -> TimelineJSONValue {
    .object([
      ("name", .string(name)), ("cat", .string(category)), ("ph", .string("X")),
      ("ts", timestamp(span.start)),
      ("dur", .fixed(max((span.end - span.start).nanoseconds, 0), fractionDigits: 3)), ("pid", .int(1)),
      ("tid", .int(tid)),
      ("args", .object(args)),
    ])
  }

  private static func instant(
    _ name: String, category: String, at time: VirtualTime, tid: Int64, args: [(String, TimelineJSONValue)]
  ) -> TimelineJSONValue {
    .object([
      ("name", .string(name)), ("cat", .string(category)), ("ph", .string("i")), ("s", .string("t")),
      ("ts", timestamp(time)), ("pid", .int(1)), ("tid", .int(tid)), ("args", .object(args)),
    ])
  }

  /// Microseconds: nanoseconds read as thousandths.
  private static func timestamp(_ time: VirtualTime) -> TimelineJSONValue {
    .fixed(time.nanoseconds, fractionDigits: 3)
  }
}
