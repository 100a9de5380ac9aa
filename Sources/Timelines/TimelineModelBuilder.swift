import SimKernel

/// Reads a trace once, in order, and builds a `TimelineModel`: a lane per
/// timer, per kind of delayed work, per observable and per called object;
/// the mode spans; and the event table, unless the rendering has no use
/// for it (an SVG).
///
/// Spans are opened by a scheduling event and closed by the event that
/// ends them; whatever is still open at the end is pending until the
/// timeline's end. Trace ids are unique within a kernel, so the open spans
/// of every kind share one table keyed by id.
struct TimelineModelBuilder {
  private let input: TimelineInput
  private let end: VirtualTime
  /// Each observable's shape, known before the pass so that its events can
  /// go into the table (Booleans and text) or stay out (numbers).
  private let shapes: [TraceName: Shape]
  /// Whether to fill the event table; a figure does not show it, and it
  /// holds a row per call.
  private let tabulatesEvents: Bool
  private var ids = TimelineIDs()
  private var callIDs = TimelineCallIDs()
  /// Each called object's lane, found without building its key.
  private var callLanes = TraceNameTable<Int>()
  /// Each called method's lane and base in `callIDs`, by method within
  /// object.
  private var callSlots = TraceNameTable<(lane: Int, base: Int)>()
  /// Each observable's lane, and whether its samples go into the table.
  private var observableLanes = TraceNameTable<(lane: Int, tabulated: Bool)>()
  private var drafts: [Draft] = []
  private var draftIndex: [TraceName: Int] = [:]
  private var open: [Int: Opening] = [:]
  private var repeatIntervals: [Int: Int64] = [:]
  private var modes: [TimelineSpan] = []
  private var events: [TimelineEvent] = []

  private enum Shape {
    case numeric
    case flag
    case text
  }

  /// A lane while it is being filled.
  private struct Draft {
    let kind: TimelineLaneKind
    let id: String
    let label: String
    var spans: [TimelineSpan] = []
    var samples: [TimelineSample] = []
    var ticks: [TimelineTick] = []
  }

  private enum Opening {
    case span(lane: Int, index: Int)
    /// A repeating timer between a fire and its next wait. The wait is only
    /// added once something ends it, so that a timer invalidated in its own
    /// callback gets no empty wait after its last fire.
    case rearming(lane: Int, since: VirtualTime, due: VirtualTime, detail: String)
  }

  init(_ input: TimelineInput, tabulatingEvents: Bool) {
    self.input = input
    self.tabulatesEvents = tabulatingEvents
    var end = input.end
    var shapes: [TraceName: Shape] = [:]
    for record in input.records {
      if record.time > end { end = record.time }
      guard case .observed(let name, let value) = record.event else { continue }
      let shape = Self.shape(of: value)
      if let known = shapes[TraceName(name)], known != shape {
        shapes[TraceName(name)] = .text
      } else {
        shapes[TraceName(name)] = shape
      }
    }
    for expectation in input.expectations {
      if let time = expectation.time, time > end { end = time }
    }
    self.end = end
    self.shapes = shapes
  }

  private static func shape(of value: TraceValue) -> Shape {
    switch value {
    case .bool: return .flag
    case .int, .double: return .numeric
    case .string, .time, .duration: return .text
    }
  }

  consuming func build() -> TimelineModel {
    for record in input.records { read(record) }
    if callIDs.mayCollide { renumberCalls() }
    // Dictionary order must not reach the output: finish in id order.
    for key in open.keys.sorted() {
      guard case .rearming(let lane, let since, let due, let detail) = open[key] else { continue }
      append(lane: lane, id: timerSpanID(lane), start: since, due: due, detail: detail)
    }
    var markers: [TimelineMarker] = []
    for expectation in input.expectations {
      let id = ids.make("expectation", "line-" + String(expectation.line))
      markers.append(TimelineMarker(id: id, expectation: expectation))
    }
    var model = TimelineModel(
      title: input.title, start: .zero, end: end, lanes: lanes(), modes: modes, expectations: markers,
      events: events, summary: "", readableSummary: "")
    model.summary = TimelineSummary.describe(model, times: .exact)
    model.readableSummary = TimelineSummary.describe(model, times: .readable)
    return model
  }

  /// The drafts as lanes, grouped by kind in the order of
  /// `TimelineLaneKind.allCases`, each group in order of first appearance.
  private func lanes() -> [TimelineLane] {
    let ranks = TimelineLaneKind.allCases
    let order = drafts.indices.sorted { a, b in
      let rankA = ranks.firstIndex(of: drafts[a].kind) ?? 0
      let rankB = ranks.firstIndex(of: drafts[b].kind) ?? 0
      return rankA != rankB ? rankA < rankB : a < b
    }
    let repeated = Self.repeatedLabels(drafts)
    var seen: [TraceName: Int] = [:]
    return order.map { index in
      let draft = drafts[index]
      var label = draft.label
      let key = TraceName(draft.kind.name + ":" + label)
      if repeated.contains(key) {
        let ordinal = seen[key, default: 0] + 1
        seen[key] = ordinal
        label += " (" + String(ordinal) + ")"
      }
      let content: TimelineLaneContent
      switch draft.kind {
      case .calls:
        content = .calls(draft.ticks)
      case .observable:
        switch shapes[TraceName(draft.label)] ?? .text {
        case .flag: content = .flag(draft.samples)
        case .text: content = .text(draft.samples)
        case .numeric:
          var low = 0.0
          var high = 1.0
          for sample in draft.samples {
            guard let number = sample.number else { continue }
            low = min(low, number)
            high = max(high, number)
          }
          content = .numeric(draft.samples, low: low, high: high)
        }
      case .timer, .perform, .after, .background, .animation:
        content = .spans(draft.spans)
      }
      return TimelineLane(kind: draft.kind, id: draft.id, label: label, content: content)
    }
  }

  /// Lane labels shared by more than one lane of a kind: a timer made again
  /// under the same name (a HUD shown twice schedules two `graceTimer`s)
  /// gets a lane each, told apart as `graceTimer (1)`, `graceTimer (2)` in
  /// the order they appear, instead of by the kernel's object ids.
  private static func repeatedLabels(_ drafts: [Draft]) -> Set<TraceName> {
    var counts: [TraceName: Int] = [:]
    for draft in drafts { counts[TraceName(draft.kind.name + ":" + draft.label), default: 0] += 1 }
    return Set(counts.filter { $0.value > 1 }.keys)
  }

  // MARK: Reading the trace

  private mutating func read(_ record: TraceRecord) {
    let time = record.time
    switch record.event {
    case .timerScheduled(let ref, let fireDate, let interval, let repeats, let modes, let runLoop):
      scheduleTimer(ref, at: time, fireDate: fireDate, interval: interval, repeats: repeats, modes: modes)
      note(
        record, "schedule", ref.text,
        "due " + fireDate.secondsText + ", " + Self.timerDetail(interval, repeats, modes)
          + Self.runLoopText(runLoop))
    case .timerFired(let ref, let fireDate):
      let late = fireTimer(ref, at: time, due: fireDate)
      note(record, "fire", ref.text, late)
    case .timerInvalidated(let ref):
      invalidateTimer(ref, at: time)
      note(record, "invalidate", ref.text, "")
    case .performScheduled(let ref, let due, let modes, let object, let runLoop):
      var detail = Self.modesText(modes)
      if let object { detail += ", object " + object.text }
      detail += Self.runLoopText(runLoop)
      let lane = draft(.perform, key: ref.label, label: ref.label)
      openSpan(ref, lane: lane, start: time, due: due, detail: detail)
      note(record, "perform", ref.text, "due " + due.secondsText + ", " + detail)
    case .performFired(let ref):
      let detail = close(ref, at: time, as: .fired)
      note(record, "fire", ref.text, detail)
    case .performCancelled(let ref):
      let detail = close(ref, at: time, as: .cancelled)
      note(record, "cancel", ref.text, detail)
    case .blockEnqueued(let ref, let queue, let due, _):
      guard TraceName.same(queue, "main"), due > time else { return }
      let lane = draft(.after, key: ref.label, label: ref.label)
      openSpan(ref, lane: lane, start: time, due: due, detail: "main queue")
      note(record, "after", ref.text, "due " + due.secondsText)
    case .blockStarted(let ref, _):
      guard open[ref.id] != nil else { return }
      let detail = close(ref, at: time, as: .fired)
      note(record, "run", ref.text, detail)
    case .backgroundEnqueued(let ref, let queue, let start, let workEnd):
      let lane = draft(.background, key: ref.label, label: ref.label)
      openSpan(ref, lane: lane, start: start, due: workEnd, detail: "on " + queue)
      note(
        record, "background", ref.text,
        "on " + queue + ", " + start.secondsText + " to " + workEnd.secondsText)
    case .backgroundFinished(let ref, _):
      let detail = close(ref, at: time, as: .finished)
      note(record, "finish", ref.text, detail)
    case .animationBegan(
      let ref, let view, let property, let from, let to, let duration, let delay, let curve):
      var detail =
        view.text + "." + property + " " + DisplayedNumber.text(from) + " → " + DisplayedNumber.text(to)
      detail += " in " + duration.secondsText + " s, " + curve
      if delay > .zero { detail += ", delay " + delay.secondsText + " s" }
      let lane = draft(.animation, key: ref.label, label: ref.label)
      openSpan(ref, lane: lane, start: time, due: time + delay + duration, detail: detail)
      note(record, "animate", ref.text, detail)
    case .animationEnded(let ref, let finished):
      close(ref, at: time, as: finished ? .finished : .interrupted)
      note(record, finished ? "finish" : "interrupt", ref.text, "")
    case .observed(let name, let value):
      let (lane, tabulated) = observableLane(name)
      drafts[lane].samples.append(TimelineSample(seq: record.seq, time: time, value: value))
      if tabulated { note(record, "observe", name, "= " + value.text) }
    case .call(let object, let method, let thread):
      let (lane, base) = callSlot(object, method)
      drafts[lane].ticks.append(
        TimelineTick(id: callIDs.next(base), seq: record.seq, time: time, method: method, thread: thread))
      note(record, "call", object + "." + method, Kernel.isMainThread(thread) ? "" : "on " + thread)
    case .modeChanged(let from, let to):
      changeMode(to: to, at: time)
      note(record, "mode", "main run loop", from.name + " → " + to.name)
    case .notification(let name, let object):
      note(record, "notify", name, "object " + object)
    case .note(let text):
      note(record, "note", text, "")
    case .sourceScheduled, .sourceFired, .observerCallout, .commit, .displayLinkAdded, .displayLinkPaused,
      .displayLinkInvalidated, .frame, .viewAdded, .viewRemoved, .presentation, .valueChanged:
      return
    }
  }

  /// A row of the event table; its texts are only made for a table.
  private mutating func note(
    _ record: TraceRecord, _ action: String, _ subject: @autoclosure () -> String,
    _ detail: @autoclosure () -> String
  ) {
    guard tabulatesEvents else { return }
    events.append(
      TimelineEvent(seq: record.seq, time: record.time, action: action, subject: subject(), detail: detail()))
  }

  // MARK: Calls

  /// The lane of a call and its base in `callIDs`, made on first use.
  private mutating func callSlot(_ object: String, _ method: String) -> (lane: Int, base: Int) {
    if let known = callSlots.value(for: method, in: object) { return known }
    let slot = (lane: callLane(object), base: callIDs.base(object: object, method: method))
    callSlots.insert(slot, for: method, in: object)
    return slot
  }

  /// The lane of `object`'s calls, made on first use.
  private mutating func callLane(_ object: String) -> Int {
    if let lane = callLanes.value(for: object) { return lane }
    let lane = draft(.calls, key: object, label: object)
    callLanes.insert(lane, for: object)
    return lane
  }

  /// The lane of observable `name`, made on first use, and whether its
  /// samples are rows of the event table (all but numbers').
  private mutating func observableLane(_ name: String) -> (lane: Int, tabulated: Bool) {
    if let known = observableLanes.value(for: name) { return known }
    let found = (
      lane: draft(.observable, key: name, label: name), tabulated: shapes[TraceName(name)] != .numeric
    )
    observableLanes.insert(found, for: name)
    return found
  }

  /// Gives every call the id `TimelineIDs` hands out, in trace order: what
  /// `TimelineCallIDs` numbered by count is right only when no base can be
  /// another's numbered id.
  private mutating func renumberCalls() {
    var order: [(seq: Int, lane: Int, index: Int)] = []
    for (lane, draft) in drafts.enumerated() {
      for (index, tick) in draft.ticks.enumerated() { order.append((tick.seq, lane, index)) }
    }
    order.sort { $0.seq < $1.seq }
    var exact = TimelineIDs()
    for (_, lane, index) in order {
      let subject = drafts[lane].label + "." + drafts[lane].ticks[index].method
      drafts[lane].ticks[index].tickID = TimelineTickID(exact.make("call", subject))
    }
  }

  // MARK: Timers

  private mutating func scheduleTimer(
    _ ref: ObjectRef, at time: VirtualTime, fireDate: VirtualTime, interval: VirtualDuration,
    repeats: Bool, modes: RunLoopModes
  ) {
    let detail = Self.timerDetail(interval, repeats, modes)
    if repeats { repeatIntervals[ref.id] = interval.nanoseconds }
    switch open[ref.id] {
    case .span(let lane, let index):
      // Added again for more modes: the same wait, in wider modes.
      drafts[lane].spans[index].detail = detail
    case .rearming(let lane, let since, let due, _):
      open[ref.id] = .rearming(lane: lane, since: since, due: due, detail: detail)
    case nil:
      let lane = draft(.timer, key: "#" + String(ref.id), label: ref.label)
      let index = append(lane: lane, id: timerSpanID(lane), start: time, due: fireDate, detail: detail)
      open[ref.id] = .span(lane: lane, index: index)
    }
  }

  /// Ends the timer's wait as fired and, for a repeating timer, starts
  /// waiting for the next fire date NSTimer picks: the first
  /// `fireDate + k × interval` after now. Returns the table detail.
  private mutating func fireTimer(_ ref: ObjectRef, at time: VirtualTime, due: VirtualTime) -> String {
    let lane: Int
    let index: Int
    var detail = ""
    switch open[ref.id] {
    case .span(let openLane, let openIndex):
      lane = openLane
      index = openIndex
    case .rearming(let openLane, let since, _, let waitDetail):
      lane = openLane
      detail = waitDetail
      index = append(lane: lane, id: timerSpanID(lane), start: since, due: due, detail: waitDetail)
    case nil:
      // The trace began after the timer was scheduled.
      lane = draft(.timer, key: "#" + String(ref.id), label: ref.label)
      index = append(lane: lane, id: timerSpanID(lane), start: time, due: due, detail: "")
    }
    drafts[lane].spans[index].due = due
    drafts[lane].spans[index].end = time
    drafts[lane].spans[index].outcome = .fired
    if detail.isEmpty { detail = drafts[lane].spans[index].detail }
    if let interval = repeatIntervals[ref.id], interval > 0 {
      let missed = (time.nanoseconds - due.nanoseconds) / interval
      let next = VirtualTime(
        nanoseconds: due.nanoseconds.saturatingAdding((missed + 1).saturatingMultiplied(by: interval)))
      open[ref.id] = .rearming(lane: lane, since: time, due: next, detail: detail)
    } else {
      open[ref.id] = nil
    }
    return Self.lateness(drafts[lane].spans[index])
  }

  private mutating func invalidateTimer(_ ref: ObjectRef, at time: VirtualTime) {
    switch open[ref.id] {
    case .span:
      close(ref, at: time, as: .invalidated)
    case .rearming(let lane, let since, let due, let detail):
      guard since < time else { break }
      let index = append(lane: lane, id: timerSpanID(lane), start: since, due: due, detail: detail)
      drafts[lane].spans[index].end = time
      drafts[lane].spans[index].outcome = .invalidated
    case nil:
      break
    }
    open[ref.id] = nil
  }

  private static func timerDetail(_ interval: VirtualDuration, _ repeats: Bool, _ modes: RunLoopModes)
    -> String
  {
    (repeats ? "every " + interval.secondsText + " s, " : "once, ") + modesText(modes)
  }

  /// ", on the run loop of THREAD, which nothing runs" off the main
  /// thread; nothing on it.
  private static func runLoopText(_ runLoop: String) -> String {
    Kernel.isMainThread(runLoop) ? "" : ", on the run loop of " + runLoop + ", which nothing runs"
  }

  private static func modesText(_ modes: RunLoopModes) -> String {
    modes == .common ? "common modes" : modes.name + " mode"
  }

  // MARK: Spans

  /// The lane for `kind` and `key`, made on first use.
  private mutating func draft(_ kind: TimelineLaneKind, key: String, label: String) -> Int {
    let fullKey = TraceName(kind.name + ":" + key)
    if let index = draftIndex[fullKey] { return index }
    let id = ids.make(kind.name, label)
    drafts.append(Draft(kind: kind, id: id, label: label))
    draftIndex[fullKey] = drafts.count - 1
    return drafts.count - 1
  }

  /// Adds a pending span to a lane; it lasts until the timeline's end
  /// unless something closes it. Every span of a lane names the lane's
  /// object except in grouped lanes, where `openSpan` names it.
  @discardableResult
  private mutating func append(
    lane: Int, id: String, label: String? = nil, start: VirtualTime, due: VirtualTime?, detail: String
  ) -> Int {
    let span = TimelineSpan(
      id: id, label: label ?? drafts[lane].label, start: start, due: due, end: end, outcome: .pending,
      detail: detail)
    drafts[lane].spans.append(span)
    return drafts[lane].spans.count - 1
  }

  /// A timer's waits are numbered: `timer-graceTimer-3-1`, `-2`… (the lane
  /// is `timer-graceTimer-3`).
  private mutating func timerSpanID(_ lane: Int) -> String {
    ids.make("timer", drafts[lane].label + "-" + String(drafts[lane].spans.count + 1))
  }

  /// Opens the span of one object in a lane that groups objects by label;
  /// its id names the object: `perform-HUD-hideDelayed-15`.
  private mutating func openSpan(
    _ ref: ObjectRef, lane: Int, start: VirtualTime, due: VirtualTime, detail: String
  ) {
    let id = ids.make(drafts[lane].kind.name, ref.text)
    let index = append(lane: lane, id: id, label: ref.text, start: start, due: due, detail: detail)
    open[ref.id] = .span(lane: lane, index: index)
  }

  /// Ends the open span of `ref`, if any; returns the table detail (how
  /// late it fired).
  @discardableResult
  private mutating func close(_ ref: ObjectRef, at time: VirtualTime, as outcome: TimelineOutcome) -> String {
    guard case .span(let lane, let index) = open[ref.id] else { return "" }
    open[ref.id] = nil
    drafts[lane].spans[index].end = time
    drafts[lane].spans[index].outcome = outcome
    return Self.lateness(drafts[lane].spans[index])
  }

  private static func lateness(_ span: TimelineSpan) -> String {
    guard span.isLate, let due = span.due else { return "" }
    return "late by " + (span.end - due).secondsText + " s (due " + due.secondsText + ")"
  }

  // MARK: Modes

  private mutating func changeMode(to mode: RunLoopMode, at time: VirtualTime) {
    if let last = modes.indices.last, modes[last].outcome == .pending {
      modes[last].end = time
      modes[last].outcome = .finished
    }
    guard mode != .default else { return }
    modes.append(
      TimelineSpan(
        id: ids.make("mode", mode.name), label: mode.name, start: time, due: nil, end: end, outcome: .pending,
        detail: mode.name + " mode"))
  }
}
