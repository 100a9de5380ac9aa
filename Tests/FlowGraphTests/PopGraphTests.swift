import Diagnostics
import FlowGraphs
import SourceAnalysis
import Testing

/// Pop's three figures from the code: the class hierarchy, the animator's
/// structure (display link and pending-list observer into the writes) and
/// an animation's lifecycle from its flags; and the flags machine on a
/// small inline class.
@Suite("Pop's graphs, and a class's flags as one machine")
struct PopGraphTests {
  @Test("the hierarchy: POPAnimation, its property animations and the custom one")
  func hierarchy() throws {
    let edges = edgeList(try GraphBuilder.hierarchy(in: Replicas.index, of: "POPAnimation"))
    for expected in [
      "POPPropertyAnimation -inherits-> POPAnimation", "POPCustomAnimation -inherits-> POPAnimation",
      "POPBasicAnimation -inherits-> POPPropertyAnimation",
      "POPSpringAnimation -inherits-> POPPropertyAnimation",
      "POPDecayAnimation -inherits-> POPPropertyAnimation",
    ] {
      #expect(edges.contains(expected), "\(expected)")
    }
  }

  @Test("the structure: the display link and the pending list's observer lead into the writes, exactly")
  func structure() throws {
    let graph = try GraphBuilder.paths(
      in: Replicas.index, from: .methods(["POPAnimator.init", "POPAnimator.addAnimation"]),
      into: "POPAnimator.updateAnimatable")
    #expect(
      edgeList(graph) == [
        "init(kernel:) -schedules-> displayLink", "displayLink -fires-> render()",
        "render() -call-> renderTime(_:)", "renderTime(_:) -call-> renderTime(_:items:)",
        "addAnimation(_:forObject:key:) -call-> scheduleProcessPendingList()",
        "scheduleProcessPendingList() -schedules-> pendingListObserver",
        "pendingListObserver -fires-> processPendingList()",
        "processPendingList() -call-> renderTime(_:items:)",
        "renderTime(_:items:) -call-> renderTime(_:item:)",
        "renderTime(_:item:) -call-> applyAnimationTime(_:_:_:)",
        "renderTime(_:item:) -call-> applyAnimationToValue(_:_:)",
        "applyAnimationTime(_:_:_:) -call-> updateAnimatable(_:_:avoidExtraneousWrite:)",
        "applyAnimationToValue(_:_:) -call-> updateAnimatable(_:_:avoidExtraneousWrite:)",
      ])
    let observer = graph.node("timer-POPAnimator-pendingListObserver")
    #expect(observer?.kind == .timer)
    #expect(observer?.detail == "run-loop observer held in POPAnimator.pendingListObserver")
  }

  @Test("the animator's time sources: the display link and the observer, who makes and ends each")
  func timers() throws {
    let edges = edgeList(try GraphBuilder.timers(in: Replicas.index, of: "POPAnimator"))
    for expected in [
      "scheduleProcessPendingList() -schedules-> pendingListObserver",
      "pendingListObserver -fires-> processPendingList()",
      "clearPendingListObserver() -invalidates-> pendingListObserver",
      "init(kernel:) -schedules-> displayLink", "displayLink -fires-> render()",
    ] {
      #expect(edges.contains(expected), "\(expected)")
    }
  }

  @Test("the lifecycle: started, reached, stopped and restarted, from the flags and the callers' guards")
  func lifecycle() throws {
    let graph = try GraphBuilder.states(
      in: Replicas.index, of: "POPAnimation", methods: ["startIfNeeded", "advanceTime", "stop", "setToValue"])
    let initial = graph.nodes.filter { $0.kind == .initial }
    #expect(initial.map(\.label) == ["paused"])
    func labels(_ from: String, _ to: String) -> String? {
      graph.edges.first { graph.node($0.from)?.label == from && graph.node($0.to)?.label == to }?.label
    }
    #expect(
      labels("paused", "active")
        == "startIfNeeded(_:_:_:)\nwhen startTime == 0\n&& time >= beginTimeStorage + offset")
    #expect(
      labels("active", "active · reached") == "advanceTime(_:_:)\nwhen advanced\n&& hasValue\n&& reached")
    #expect(labels("active · reached", "paused · reached") == "stop(_:_:)\nwhen removing")
    #expect(labels("active · reached", "active · paused · reached") == "stop(_:_:)\nwhen !removing")
    #expect(labels("active · paused · reached", "active") == "setToValue(_:)\nwhen value != toVec")
    // The animator advances only an active, unpaused animation.
    #expect(labels("paused", "reached") == nil)
    #expect(labels("paused", "paused · reached") == nil)
    #expect(graph.nodes.count == 6)
  }

  @Test("methods= names a method that makes transitions, with a did-you-mean")
  func unknownMethod() {
    let text = errorText { () throws(Diagnostic) in
      try GraphBuilder.states(in: Replicas.index, of: "POPAnimation", methods: ["startIfNeded"])
    }
    #expect(text?.hasPrefix("unknown method 'startIfNeded'") ?? false, "\(text ?? "")")
    #expect(text?.contains("did you mean 'startIfNeeded'?") ?? false, "\(text ?? "")")
    let onEnum = errorText { () throws(Diagnostic) in
      try GraphBuilder.states(in: Replicas.index, of: "MJRefreshState", methods: ["setState"])
    }
    #expect(onEnum?.hasPrefix("methods= picks the transitions of a class's flags") ?? false)
  }

  static let lamp = """
    /// @state
    final class Lamp {
      /// @state
      var on = false
      /// @state broken
      var failed = false
      var power = 0

      func setOn(_ value: Bool) {
        if value != on { on = value }
      }

      /// @entry
      func press() {
        guard !failed else { return }
        setOn(!on)
      }

      /// @entry
      func surge() {
        if on && power > 10 {
          failed = true
          setOn(false)
        }
      }
    }

    final class Switch {
      let lamp: Lamp = Lamp()

      /// @entry
      func flip() {
        lamp.press()
      }
    }
    """

  @Test(
    "a class's flags: states reached from the initial values, a method's writes and calls as one transition")
  func lamp() throws {
    let index = SourceAnalyzer.analyze([SourceAnalyzer.File(path: "Lamp.swift", text: Self.lamp)])
    #expect(index.diagnostics.isEmpty, "\(index.diagnostics.map(\.rendered))")
    let graph = try GraphBuilder.states(in: index, of: "Lamp")
    #expect(
      edgeList(graph) == [
        "none -transition-> on", "on -transition-> none", "on -transition-> broken",
      ])
    func label(_ from: String, _ to: String) -> String? {
      graph.edges.first { graph.node($0.from)?.label == from && graph.node($0.to)?.label == to }?.label
    }
    #expect(label("on", "broken") == "surge()\nwhen power > 10")
    #expect(label("none", "on") == "press()")
    #expect(graph.nodes.first { $0.kind == .initial }?.label == "none")
  }
}
