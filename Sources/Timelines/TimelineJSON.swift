import SimKernel

/// The timeline model as a stable JSON document, for pages that draw their
/// own timeline and for golden files: keys in a fixed order, times in
/// integer nanoseconds, one span, sample, call or event per line.
///
/// ```
/// {
///   "title": "…",
///   "start": 0,
///   "end": 1200000000,
///   "summary": "…",
///   "modes": [{"id": "mode-tracking", "mode": "tracking", "start": …, "end": …, "outcome": "finished"}],
///   "lanes": [{"id": "timer-graceTimer-3", "kind": "timer", "label": "graceTimer#3", "shape": "spans",
///              "spans": [{"id": …, "label": …, "start": …, "due": …, "end": …, "outcome": "fired",
///                         "late": false, "detail": …}]}, …],
///   "expectations": [{"id": …, "line": 12, "text": …, "t": … or null, "passed": true, "detail": …}],
///   "events": [{"seq": 4, "t": …, "action": "fire", "subject": "graceTimer#3", "detail": …}]
/// }
/// ```
///
/// Numeric lanes carry `low`/`high` (the drawn range) and `samples`
/// (`seq`, `t`, `value`); flag and text lanes carry `samples`; call lanes
/// carry `ticks` (`id`, `seq`, `t`, `method`, `thread`).
public enum TimelineJSON {
  public static func render(_ model: TimelineModel) -> String {
    let document = TimelineJSONValue.object([
      ("title", .string(model.title)),
      ("start", .int(model.start.nanoseconds)),
      ("end", .int(model.end.nanoseconds)),
      ("summary", .string(model.summary)),
      ("modes", .array(model.modes.map(mode))),
      ("lanes", .array(model.lanes.map(lane))),
      ("expectations", .array(model.expectations.map(expectation))),
      ("events", .array(model.events.map(event))),
    ])
    return document.pretty
  }

  private static func mode(_ span: TimelineSpan) -> TimelineJSONValue {
    .object([
      ("id", .string(span.id)), ("mode", .string(span.label)), ("start", .int(span.start.nanoseconds)),
      ("end", .int(span.end.nanoseconds)), ("outcome", .string(span.outcome.name)),
    ])
  }

  private static func lane(_ lane: TimelineLane) -> TimelineJSONValue {
    var members: [(String, TimelineJSONValue)] = [
      ("id", .string(lane.id)), ("kind", .string(lane.kind.name)), ("label", .string(lane.label)),
    ]
    switch lane.content {
    case .spans(let spans):
      members.append(("shape", .string("spans")))
      members.append(("spans", .array(spans.map(span))))
    case .numeric(let samples, let low, let high):
      members.append(("shape", .string("numeric")))
      members.append(("low", .number(low)))
      members.append(("high", .number(high)))
      members.append(("samples", .array(samples.map(sample))))
    case .flag(let samples):
      members.append(("shape", .string("flag")))
      members.append(("samples", .array(samples.map(sample))))
    case .text(let samples):
      members.append(("shape", .string("text")))
      members.append(("samples", .array(samples.map(sample))))
    case .calls(let ticks):
      members.append(("shape", .string("calls")))
      members.append(("ticks", .array(ticks.map(tick))))
    }
    return .object(members)
  }

  private static func span(_ span: TimelineSpan) -> TimelineJSONValue {
    .object([
      ("id", .string(span.id)), ("label", .string(span.label)), ("start", .int(span.start.nanoseconds)),
      ("due", span.due.map { .int($0.nanoseconds) } ?? .null), ("end", .int(span.end.nanoseconds)),
      ("outcome", .string(span.outcome.name)), ("late", .bool(span.isLate)), ("detail", .string(span.detail)),
    ])
  }

  private static func sample(_ sample: TimelineSample) -> TimelineJSONValue {
    .object([
      ("seq", .int(Int64(sample.seq))), ("t", .int(sample.time.nanoseconds)),
      ("value", TimelineJSONValue(sample.value)),
    ])
  }

  private static func tick(_ tick: TimelineTick) -> TimelineJSONValue {
    .object([
      ("id", .string(tick.id)), ("seq", .int(Int64(tick.seq))), ("t", .int(tick.time.nanoseconds)),
      ("method", .string(tick.method)), ("thread", .string(tick.thread)),
    ])
  }

  private static func expectation(_ marker: TimelineMarker) -> TimelineJSONValue {
    let expectation = marker.expectation
    return .object([
      ("id", .string(marker.id)), ("line", .int(Int64(expectation.line))),
      ("text", .string(expectation.text)),
      ("t", expectation.time.map { .int($0.nanoseconds) } ?? .null), ("passed", .bool(expectation.passed)),
      ("detail", .string(expectation.detail)),
    ])
  }

  private static func event(_ event: TimelineEvent) -> TimelineJSONValue {
    .object([
      ("seq", .int(Int64(event.seq))), ("t", .int(event.time.nanoseconds)), ("action", .string(event.action)),
      ("subject", .string(event.subject)), ("detail", .string(event.detail)),
    ])
  }
}
