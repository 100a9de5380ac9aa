import ScenarioCatalog
import SimKernel

/// Checks expectations against a finished run's trace.
///
/// Observables are read from their `observe` events: the value at a time is
/// the last one recorded at or before it, so "at 0.6" means after
/// everything that happened at 0.6.
struct ExpectationEvaluator {
  let records: [TraceRecord]
  let end: VirtualTime
  let values: [String: VirtualDuration]
  /// The names the replica's calls are traced under (a class family has
  /// several); `nil` matches any object (a `replica` script, whose
  /// instances are named by the script).
  let objectNames: [String]?
  /// The trace's calls with the length of their methods' base names
  /// (`hideAnimated` of `hideAnimated(_:afterDelay:)`), worked out once:
  /// a scroll view's run makes thousands of calls, and every call claim
  /// reads them all. Names are compared and searched by their bytes
  /// (`TraceName`).
  private let calls: [Call]

  private struct Call {
    let object: String
    let method: String
    /// UTF-8 bytes of `method` before its `(`.
    let baseLength: Int
    let time: VirtualTime

    /// Whether the method's base name is `name`.
    func isCall(of name: String) -> Bool {
      baseLength == name.utf8.count && TraceName.starts(method, with: name)
    }
  }

  init(
    records: [TraceRecord], end: VirtualTime, values: [String: VirtualDuration], objectNames: [String]?
  ) {
    self.records = records
    self.end = end
    self.values = values
    self.objectNames = objectNames
    var calls: [Call] = []
    for record in records {
      guard case .call(let object, let method, _) = record.event else { continue }
      calls.append(
        Call(
          object: object, method: method, baseLength: TraceName.count(of: method, before: UInt8(ascii: "(")),
          time: record.time))
    }
    self.calls = calls
  }

  func evaluate(_ expectation: ScenarioExpectation) -> ExpectationResult {
    let (passed, detail, time) = check(expectation.claim)
    return ExpectationResult(
      line: expectation.line, text: expectation.text, passed: passed, detail: passed ? "" : detail, time: time
    )
  }

  /// The time `expression` names; the runner checked every expectation's
  /// times before the run (`ScenarioExpectation.times`).
  private func at(_ expression: TimeExpression) -> VirtualTime {
    VirtualTime.zero + expression.checkedValue(values)
  }

  private func check(_ claim: ScenarioExpectation.Claim) -> (Bool, String, VirtualTime?) {
    switch claim {
    case .observable(let name, let condition, let when):
      return checkObservable(name, condition, when)
    case .callCount(let method, let count, let by):
      let limit = by.map(at)
      let calls = callTimes(method).filter { time in limit.map { time <= $0 } ?? true }
      let suffix = limit.map { " by \($0.secondsText) s" } ?? ""
      return (
        calls.count == count,
        "\(method) was called \(calls.count) time\(calls.count == 1 ? "" : "s")\(suffix)\(list(calls))",
        limit
      )
    case .calledAt(let method, let time, let tolerance):
      let moment = at(time)
      let calls = callTimes(method)
      guard let tolerance else {
        return (
          calls.contains(moment), "\(method) was not called at \(moment.secondsText) s\(list(calls))", moment
        )
      }
      let room = at(tolerance).nanoseconds
      let near = calls.contains { abs($0.nanoseconds - moment.nanoseconds) <= room }
      return (
        near,
        "\(method) was not called within \(at(tolerance).secondsText) s of \(moment.secondsText) s\(list(calls))",
        moment
      )
    case .timer(let name, let event, let time):
      return checkTimer(name, event, time.map(at))
    case .order(let items):
      return checkOrder(items)
    case .notification(let name, let object, let count, let time):
      return checkNotification(name, object, count, time.map(at))
    case .animation(let key, let finished, let count, let by):
      return checkAnimation(key, finished, count, by.map(at))
    }
  }

  /// Each call after the one before it, in trace order (calls at one
  /// instant keep the order they were made in).
  private func checkOrder(_ items: [(object: String?, method: String)]) -> (Bool, String, VirtualTime?) {
    var next = 0
    var last: VirtualTime?
    for call in calls where next < items.count {
      let item = items[next]
      let objectMatches =
        item.object.map { TraceName.same($0, call.object) } ?? isReplica(call.object)
      if objectMatches && call.isCall(of: item.method) {
        next += 1
        last = call.time
      }
    }
    guard next < items.count else { return (true, "", last) }
    let missing = items[next]
    let name = (missing.object.map { $0 + "." } ?? "") + missing.method
    let after =
      next == 0 ? "" : " after " + (items[next - 1].object.map { $0 + "." } ?? "") + items[next - 1].method
    return (false, "\(name) was not called\(after)", last)
  }

  private func checkNotification(_ name: String, _ object: String?, _ count: Int?, _ time: VirtualTime?)
    -> (Bool, String, VirtualTime?)
  {
    var posted: [VirtualTime] = []
    for record in records {
      guard case .notification(let posting, let poster) = record.event, TraceName.same(posting, name) else {
        continue
      }
      if let object, !TraceName.same(poster, object) { continue }
      posted.append(record.time)
    }
    let what = name + (object.map { " with object \"\($0)\"" } ?? "")
    if let count {
      let within = posted.filter { moment in time.map { moment <= $0 } ?? true }
      let suffix = time.map { " by \($0.secondsText) s" } ?? ""
      return (
        within.count == count,
        "\(what) was posted \(within.count) time\(within.count == 1 ? "" : "s")\(suffix)\(list(within))", time
      )
    }
    let moment = time ?? end
    return (
      posted.contains(moment), "\(what) was not posted at \(moment.secondsText) s\(list(posted))", moment
    )
  }

  private func checkAnimation(_ key: String, _ finished: Bool, _ count: Int, _ by: VirtualTime?)
    -> (Bool, String, VirtualTime?)
  {
    var ofKey: Set<ObjectRef> = []
    var ended: [VirtualTime] = []
    for record in records {
      switch record.event {
      case .animationBegan(let ref, _, let property, _, _, _, _, _):
        if AnimatableProperty.named(property)?.layerKey == key { ofKey.insert(ref) }
      case .animationEnded(let ref, let wasFinished) where ofKey.contains(ref) && wasFinished == finished:
        if by.map({ record.time <= $0 }) ?? true { ended.append(record.time) }
      default: break
      }
    }
    let outcome = finished ? "finished" : "were interrupted"
    let suffix = by.map { " by \($0.secondsText) s" } ?? ""
    return (
      ended.count == count,
      "\(ended.count) \(key) animation\(ended.count == 1 ? "" : "s") \(outcome)\(suffix)\(list(ended))", by
    )
  }

  private func list(_ times: [VirtualTime]) -> String {
    guard !times.isEmpty else { return "" }
    var text = " (at"
    for (index, time) in times.prefix(6).enumerated() { text += (index == 0 ? " " : ", ") + time.secondsText }
    if times.count > 6 { text += ", …" }
    return text + ")"
  }

  /// Times of the calls whose method's base name is `method`.
  private func callTimes(_ method: String) -> [VirtualTime] {
    var times: [VirtualTime] = []
    for call in calls where call.isCall(of: method) && isReplica(call.object) {
      times.append(call.time)
    }
    return times
  }

  /// Whether calls on `object` are the replica's (`objectNames`).
  private func isReplica(_ object: String) -> Bool {
    objectNames?.contains { TraceName.same($0, object) } ?? true
  }

  private func history(_ name: String) -> [(VirtualTime, TraceValue)] {
    var points: [(VirtualTime, TraceValue)] = []
    for record in records {
      if case .observed(let observed, let value) = record.event, TraceName.same(observed, name) {
        points.append((record.time, value))
      }
    }
    return points
  }

  private func value(in points: [(VirtualTime, TraceValue)], at time: VirtualTime) -> TraceValue? {
    var current: TraceValue?
    for (moment, value) in points where moment <= time { current = value }
    return current
  }

  private func checkObservable(
    _ name: String, _ condition: ScenarioExpectation.Condition, _ when: ScenarioExpectation.When
  ) -> (Bool, String, VirtualTime?) {
    let points = history(name)
    switch when {
    case .at(let expression):
      let time = at(expression)
      let observed = value(in: points, at: time)
      return (condition.holds(observed), "\(name) was \(text(observed)) at \(time.secondsText) s", time)
    case .atEnd:
      let observed = points.last?.1
      return (
        condition.holds(observed), "\(name) was \(text(observed)) at the end (\(end.secondsText) s)", end
      )
    case .by(let expression):
      let time = at(expression)
      let held = points.contains { $0.0 <= time && condition.holds($0.1) }
      return (held, "\(name) never met the condition by \(time.secondsText) s", time)
    case .during(let fromExpression, let toExpression):
      let from = at(fromExpression)
      let to = at(toExpression)
      if !condition.holds(value(in: points, at: from)) {
        return (false, "\(name) was \(text(value(in: points, at: from))) at \(from.secondsText) s", from)
      }
      for (moment, observed) in points where moment > from && moment <= to && !condition.holds(observed) {
        return (false, "\(name) became \(text(observed)) at \(moment.secondsText) s", from)
      }
      return (true, "", from)
    case .never:
      for (moment, observed) in points where condition.holds(observed) {
        return (false, "\(name) was \(text(observed)) at \(moment.secondsText) s", moment)
      }
      return (true, "", nil)
    }
  }

  private func checkTimer(_ name: String, _ event: ScenarioExpectation.TimerEvent, _ time: VirtualTime?)
    -> (Bool, String, VirtualTime?)
  {
    var fired: [VirtualTime] = []
    var invalidated: [VirtualTime] = []
    for record in records {
      switch record.event {
      case .timerFired(let ref, _) where TraceName.same(ref.label, name): fired.append(record.time)
      case .timerInvalidated(let ref) where TraceName.same(ref.label, name): invalidated.append(record.time)
      default: break
      }
    }
    switch event {
    case .fired:
      let moment = time ?? end
      return (fired.contains(moment), "\(name) did not fire at \(moment.secondsText) s\(list(fired))", moment)
    case .invalidated:
      let moment = time ?? end
      return (
        invalidated.contains(moment),
        "\(name) was not invalidated at \(moment.secondsText) s\(list(invalidated))",
        moment
      )
    case .neverFired:
      return (fired.isEmpty, "\(name) fired\(list(fired))", fired.first)
    case .firedTimes(let count):
      let within = fired.filter { moment in time.map { moment <= $0 } ?? true }
      let suffix = time.map { " by \($0.secondsText) s" } ?? ""
      return (
        within.count == count,
        "\(name) fired \(within.count) time\(within.count == 1 ? "" : "s")\(suffix)\(list(within))", time
      )
    case .pending(let expected):
      let moment = time ?? end
      let pending = isPending(name, at: moment)
      return (
        pending == expected, "\(name) was \(pending ? "" : "not ")pending at \(moment.secondsText) s", moment
      )
    }
  }

  /// Whether a timer labelled `name` is scheduled at `time` (after
  /// everything at that instant): added to the run loop, and neither fired
  /// (if it does not repeat) nor invalidated since.
  private func isPending(_ name: String, at time: VirtualTime) -> Bool {
    var live: [ObjectRef: Bool] = [:]
    for record in records where record.time <= time {
      switch record.event {
      case .timerScheduled(let ref, _, _, let repeats, _, _) where TraceName.same(ref.label, name):
        live[ref] = repeats
      case .timerFired(let ref, _) where TraceName.same(ref.label, name):
        if live[ref] == false { live[ref] = nil }
      case .timerInvalidated(let ref) where TraceName.same(ref.label, name): live[ref] = nil
      default: break
      }
    }
    return !live.isEmpty
  }

  private func text(_ value: TraceValue?) -> String {
    value?.text ?? "not yet observed"
  }
}
