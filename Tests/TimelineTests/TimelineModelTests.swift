import SimKernel
import Testing
import Timelines

@Suite("Timeline model")
struct TimelineModelTests {
  typealias F = TimelineFixtures

  func spans(_ model: TimelineModel, _ label: String) -> [TimelineSpan] {
    guard let lane = model.lanes.first(where: { $0.label == label }), case .spans(let spans) = lane.content
    else { return [] }
    return spans
  }

  @Test("lanes are grouped by kind: calls, timers, animations, observables")
  func laneOrder() throws {
    let model = TimelineModel(try F.hudInput())
    #expect(
      model.lanes.map { $0.kind.name + " " + $0.label } == [
        "calls HUD", "timer graceTimer (1)", "timer graceTimer (2)", "timer minShowTimer",
        "animation animateIn", "animation animateOut", "observable HUD.visible",
        "observable HUD.visibleAlpha",
      ])
    #expect(
      model.lanes.map(\.id) == [
        "calls-HUD", "timer-graceTimer", "timer-graceTimer-2", "timer-minShowTimer",
        "animation-animateIn", "animation-animateOut", "observable-HUD-visible",
        "observable-HUD-visibleAlpha",
      ])
    #expect(model.end == F.at(1500))
  }

  @Test("a timer invalidated before its due time, one fired, one fired late after a drag")
  func timerOutcomes() throws {
    let model = TimelineModel(try F.hudInput())
    #expect(
      spans(model, "graceTimer (1)") == [
        TimelineSpan(
          id: "timer-graceTimer-1", label: "graceTimer", start: .zero, due: F.at(100), end: F.at(50),
          outcome: .invalidated, detail: "once, common modes")
      ])
    let grace = try #require(spans(model, "graceTimer (2)").first)
    #expect(grace.outcome == .fired && !grace.isLate && grace.end == F.at(300))
    let minShow = try #require(spans(model, "minShowTimer").first)
    #expect(minShow.outcome == .fired && minShow.isLate)
    #expect(minShow.start == F.at(300) && minShow.due == F.at(800) && minShow.end == F.at(1100))
    #expect(minShow.detail == "once, default mode")
    #expect(
      model.modes == [
        TimelineSpan(
          id: "mode-tracking", label: "tracking", start: F.at(600), due: nil, end: F.at(1100),
          outcome: .finished, detail: "tracking mode")
      ])
  }

  @Test("a repeating timer has a wait per fire: late, then on time, and none after invalidating itself")
  func repeatingTimer() throws {
    let model = TimelineModel(TimelineInput(title: "poll", records: try F.repeatingTrace()))
    let waits = spans(model, "poll")
    #expect(
      waits.map { [$0.start, $0.due ?? .zero, $0.end] } == [
        [.zero, F.at(100), F.at(350)], [F.at(350), F.at(400), F.at(400)], [F.at(400), F.at(500), F.at(500)],
      ])
    #expect(waits.map(\.outcome) == [.fired, .fired, .fired])
    #expect(waits.map(\.isLate) == [true, false, false])
    #expect(waits.map(\.id) == ["timer-poll-1", "timer-poll-2", "timer-poll-3"])
  }

  @Test("performs, asyncAfter, background work, animations and timers end as they did")
  func delayedWork() throws {
    let model = TimelineModel(TimelineInput(title: "work", records: try F.workTrace(), end: F.at(600)))
    func outcomes(_ label: String) -> [String] {
      spans(model, label).map { $0.label + " " + $0.outcome.name + " " + $0.end.secondsText }
    }
    #expect(outcomes("HUD.hideDelayed:") == ["HUD.hideDelayed:#3 fired 0.1"])
    #expect(outcomes("HUD.cleanUp") == ["HUD.cleanUp#4 cancelled 0.2"])
    #expect(outcomes("dispatchAfter") == ["dispatchAfter#6 fired 0.15"])
    #expect(outcomes("work") == ["work#7 finished 0.25"])
    #expect(outcomes("fade") == ["fade#14 interrupted 0.1", "fade#16 finished 0.4"])
    #expect(outcomes("tick") == ["tick fired 0.1", "tick fired 0.2", "tick invalidated 0.25"])
    #expect(outcomes("watchdog") == ["watchdog pending 0.6"])
    #expect(spans(model, "watchdog").first?.due == F.at(1000))
    #expect(spans(model, "fade").first?.due == F.at(300))
    #expect(model.lanes.map(\.kind).contains(.background))
    #expect(
      model.summary
        == "2 timers: tick fired 2 times, then invalidated; watchdog pending. 2 delayed performs: "
        + "1 fired, 1 cancelled. 1 asyncAfter block: 1 fired. 1 background task: 1 finished. "
        + "2 animations: 1 finished, 1 interrupted. 1 call to Worker.")
  }

  @Test("observables become a flag lane and a numeric lane in 0…1")
  func observables() throws {
    let model = TimelineModel(try F.hudInput())
    let flag = try #require(model.lanes.first { $0.label == "HUD.visible" })
    guard case .flag(let samples) = flag.content else {
      Issue.record("HUD.visible is not a flag lane")
      return
    }
    #expect(samples.map(\.value) == [.bool(false), .bool(true), .bool(false)])
    #expect(samples.map(\.time) == [.zero, F.at(300), F.at(1300)])
    let curve = try #require(model.lanes.first { $0.label == "HUD.visibleAlpha" })
    guard case .numeric(let values, let low, let high) = curve.content else {
      Issue.record("HUD.visibleAlpha is not a numeric lane")
      return
    }
    #expect(low == 0 && high == 1)
    #expect(values.first?.value == .double(0) && values.count > 20)
  }

  @Test("calls are ticks with stable ids; the events table leaves out numeric samples")
  func callsAndEvents() throws {
    let model = TimelineModel(try F.hudInput())
    guard case .calls(let ticks) = model.lanes[0].content else {
      Issue.record("the first lane is not the calls lane")
      return
    }
    #expect(ticks.map(\.method).first == "show(animated:)")
    #expect(
      ticks.map(\.id).prefix(4) == [
        "call-HUD-show-animated", "call-HUD-hide-animated", "call-HUD-show-animated-2",
        "call-HUD-handleGraceTimer",
      ])
    #expect(!model.events.contains { $0.subject == "HUD.visibleAlpha" })
    #expect(
      model.events.first { $0.action == "fire" && $0.subject == "minShowTimer#13" }?.detail
        == "late by 0.3 s (due 0.8)")
    #expect(
      model.expectations.map(\.id) == ["expectation-line-12", "expectation-line-18", "expectation-line-20"])
  }

  /// The ids of every call tick, in trace order.
  func callIDs(_ calls: [(object: String, method: String)]) throws -> [String] {
    let kernel = Kernel()
    for call in calls { kernel.reportCall(object: call.object, method: call.method) }
    try kernel.run(until: .milliseconds(1))
    let model = TimelineModel(TimelineInput(title: "calls", records: kernel.trace.records))
    var ticks: [TimelineTick] = []
    for lane in model.lanes {
      if case .calls(let laneTicks) = lane.content { ticks += laneTicks }
    }
    return ticks.sorted { $0.seq < $1.seq }.map(\.id)
  }

  @Test("calls of one base are numbered in trace order, across methods and objects")
  func callNumbering() throws {
    #expect(
      try callIDs([("HUD", "show()"), ("HUD", "show(_:)"), ("Other", "show()"), ("HUD", "show()")]) == [
        "call-HUD-show", "call-HUD-show-2", "call-Other-show", "call-HUD-show-3",
      ])
  }

  @Test("a call whose base is another's numbered id takes the next free number, as every id does")
  func callNumberingAroundATakenID() throws {
    #expect(
      try callIDs([("a", "b()"), ("a", "b()"), ("a-b", "2"), ("a", "b()")]) == [
        "call-a-b", "call-a-b-2", "call-a-b-2-2", "call-a-b-3",
      ])
    #expect(
      try callIDs([("a-b", "2"), ("a", "b()"), ("a", "b()"), ("a", "b()")]) == [
        "call-a-b-2", "call-a-b", "call-a-b-3", "call-a-b-4",
      ])
  }

  @Test("every id is unique and uses only letters, digits, _ and -")
  func ids() throws {
    for input in [try F.hudInput(), TimelineInput(title: "work", records: try F.workTrace())] {
      let model = TimelineModel(input)
      var ids = model.lanes.map(\.id) + model.modes.map(\.id) + model.expectations.map(\.id)
      for lane in model.lanes {
        switch lane.content {
        case .spans(let spans): ids += spans.map(\.id)
        case .calls(let ticks): ids += ticks.map(\.id)
        case .numeric, .flag, .text: break
        }
      }
      #expect(Set(ids).count == ids.count)
      #expect(
        ids.allSatisfy {
          $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        })
    }
  }

  @Test("an empty trace gives an empty timeline")
  func empty() {
    let model = TimelineModel(TimelineInput(title: "nothing", records: []))
    #expect(model.lanes.isEmpty && model.modes.isEmpty && model.events.isEmpty)
    #expect(model.end == .zero)
    #expect(model.summary == "Nothing happened.")
  }
}
