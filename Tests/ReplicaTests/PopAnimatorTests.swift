import Replicas
import SimKernel
import Testing

/// A delegate that writes down what it is told, with the render time.
final class PopLog: POPAnimationDelegate {
  var entries: [String] = []
  let kernel: Kernel

  init(kernel: Kernel) {
    self.kernel = kernel
  }

  func log(_ text: String) {
    entries.append(kernel.now.secondsText + " " + text)
  }

  func popAnimationDidStart(_ anim: POPAnimation) { log("didStart") }
  func popAnimationDidReachToValue(_ anim: POPAnimation) { log("didReachToValue") }
  func popAnimationDidStop(_ anim: POPAnimation, finished: Bool) { log("didStop " + String(finished)) }
  func popAnimationDidApply(_ anim: POPAnimation) { log("didApply") }

  /// Blocks that log after the delegate, tagged with `tag`.
  func attachBlocks(_ anim: POPAnimation, tag: String) {
    anim.delegate = self
    anim.animationDidStartBlock = { _ in self.log(tag + " startBlock") }
    anim.animationDidReachToValueBlock = { _ in self.log(tag + " reachBlock") }
    anim.animationDidApplyBlock = { _ in self.log(tag + " applyBlock") }
    anim.completionBlock = { _, finished in self.log(tag + " completion " + String(finished)) }
  }
}

/// A box in the stage's view.
func popBox(_ stage: Stage) -> SimView {
  let box = stage.kernel.view(label: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
  stage.view.addSubview(box)
  return box
}

/// A stage with a box, the kernel's animator and a log.
struct PopStage {
  let stage = Stage()
  let box: SimView
  let animator: POPAnimator
  let log: PopLog

  init() {
    box = popBox(stage)
    animator = POPAnimator.shared(stage.kernel)
    log = PopLog(kernel: stage.kernel)
  }

  /// Adds `anim` to the box under "fade" at 0.1 s, runs to `until`
  /// milliseconds, and returns the box's alpha values with their times.
  func run(_ anim: POPAnimation, until: Int64 = 1000) throws -> [(String, Double)] {
    stage.at(100) { animator.addAnimation(anim, forObject: box, key: "fade") }
    try stage.run(until: until)
    return popValues(stage.kernel, "box#3", "alpha")
  }
}

/// `time kind subject` lines of the trace, for the kinds asked.
func popTrace(_ kernel: Kernel, _ kinds: Set<String>) -> [String] {
  kernel.trace.records.compactMap { record in
    let kind = record.event.kind
    guard kinds.contains(kind) else { return nil }
    switch record.event {
    case .observerCallout(let ref, _, let order):
      return record.time.secondsText + " " + kind + " " + ref.label + " " + String(order)
    case .valueChanged(let object, let property, let value):
      return record.time.secondsText + " " + kind + " " + object + "." + property + "=" + value.text
    case .displayLinkPaused(let ref, let paused):
      return record.time.secondsText + " " + kind + " " + ref.label + " " + String(paused)
    default:
      return record.time.secondsText + " " + kind
    }
  }
}

/// The values of `property` the trace recorded for `object`, with times.
func popValues(_ kernel: Kernel, _ object: String, _ property: String) -> [(String, Double)] {
  kernel.trace.records.compactMap { record in
    guard case .valueChanged(let changed, let name, .double(let value)) = record.event,
      changed == object && name == property
    else { return nil }
    return (record.time.secondsText, value)
  }
}

@Suite("Pop's animator on the engine")
struct PopAnimatorTests {
  @Test("one animator per kernel, its display link created paused in the common modes")
  func sharedAnimator() {
    let stage = Stage()
    let animator = POPAnimator.shared(stage.kernel)
    #expect(POPAnimator.shared(stage.kernel) === animator)
    #expect(animator.isDisplayLinkPaused)
    #expect(POPAnimator.shared(Kernel()) !== animator)
  }

  @Test("a new animation writes its from-value in the turn it is added, before Core Animation commits")
  func fromValueBeforeCommit() throws {
    let pop = PopStage()
    let (stage, box, animator) = (pop.stage, pop.box, pop.animator)
    stage.at(100) {
      let anim = POPBasicAnimation(kernel: stage.kernel, propertyNamed: POPAnimatableProperty.viewAlpha)
      anim.fromValue = POPVector([0.25])
      anim.toValue = POPVector([1])
      animator.addAnimation(anim, forObject: box, key: "fade")
      box.setNeedsLayout()  // work for the commit, so that it is traced
    }
    try stage.run(until: 100)
    let lines = popTrace(stage.kernel, ["observer.callout", "value", "ca.commit", "displaylink.pause"])
    #expect(
      lines == [
        "0 displaylink.pause displayLink true",
        "0.1 displaylink.pause displayLink false",
        "0.1 observer.callout pendingListObserver 1999999",
        "0.1 value box#3.alpha=0.25",
        "0.1 ca.commit",
      ])
  }

  @Test("the display link runs while an animation does and pauses at the end of the pass that finishes it")
  func displayLinkPausesWhenIdle() throws {
    let pop = PopStage()
    let (stage, box, animator) = (pop.stage, pop.box, pop.animator)
    stage.at(100) {
      let anim = POPBasicAnimation(kernel: stage.kernel, propertyNamed: POPAnimatableProperty.viewAlpha)
      anim.toValue = POPVector([0])
      anim.duration = 0.1
      animator.addAnimation(anim, forObject: box, key: "fade")
    }
    try stage.run(until: 1000)
    #expect(
      popTrace(stage.kernel, ["displaylink.pause"]) == [
        "0 displaylink.pause displayLink true",
        "0.1 displaylink.pause displayLink false",
        "0.2 displaylink.pause displayLink true",
      ])
    #expect(box.alpha == 0)
    #expect(animator.animationKeys(forObject: box).isEmpty)
    let frames = stage.kernel.trace.records.filter { $0.event.kind == "displaylink.frame" }
    #expect(frames.count == 6)
  }

  @Test("spring 4/12 on alpha: the values written at each frame are the solver's for the frames' media times")
  func springOnAlpha() throws {
    let stage = Stage()
    let box = popBox(stage)
    box.alpha = 0
    let animator = POPAnimator.shared(stage.kernel)
    let log = PopLog(kernel: stage.kernel)
    stage.at(100) {
      let anim = POPSpringAnimation(kernel: stage.kernel, propertyNamed: POPAnimatableProperty.viewAlpha)
      anim.toValue = POPVector([1])
      log.attachBlocks(anim, tag: "spring")
      animator.addAnimation(anim, forObject: box, key: "spring")
    }
    try stage.run(until: 2000)
    // The first is `box.alpha = 0` above; the start frame writes 0 again,
    // which the engine does not trace (the value does not change).
    let written = Array(popValues(stage.kernel, "box#3", "alpha").dropFirst())
    // The same loop by hand: a start frame of dt 0 at 0.1 s, then one frame
    // per vsync (k/60 s, rounded down to the nanosecond), in media time.
    let dynamics = POPSpringDynamics.convert(bounciness: 4, speed: 12)
    var solver = POPSpringSolver(k: 1, b: 1, m: 1)
    solver.setThreshold(0)
    solver.setConstants(k: dynamics.tension, b: dynamics.friction, m: dynamics.mass)
    solver.setThreshold(POPThresholds.opacity)
    var value = POPVector4.zero
    var velocity = POPVector4.zero
    func media(_ nanoseconds: Int64) -> Double { Double(nanoseconds) / 1_000_000_000 + 1000 }
    var last = media(100_000_000)
    var expected: [(String, Double)] = []
    solver.advanceAnimation(value: &value, velocity: &velocity, to: POPVector4(1), dt: 0)
    expected.append(("0.1", value.x))
    for k in Int64(7)...Int64(200) {
      let nanoseconds = k * 1_000_000_000 / 60
      let time = media(nanoseconds)
      solver.advanceAnimation(value: &value, velocity: &velocity, to: POPVector4(1), dt: time - last)
      last = time
      expected.append((VirtualTime(nanoseconds: nanoseconds).secondsText, value.x))
    }
    #expect(written.count > 20)
    for (index, (time, alpha)) in written.dropLast().enumerated() {
      #expect(time == expected[index + 1].0)
      #expect(alpha == expected[index + 1].1)
    }
    // Against pop's own 60 Hz run (dt exactly 1/60): within 1e-7.
    let reference = popSpringRun(bounciness: 4, speed: 12, threshold: 0.01, frames: 40)
    for (index, (_, alpha)) in written.dropLast().enumerated() {
      #expect(abs(alpha - reference.values[index + 1]) < 1e-7)
    }
    #expect(written.last?.1 == 1)
    #expect(log.entries.last == written.last!.0 + " spring completion true")
  }

  /// A linear alpha animation from `from` to `to` over `duration`.
  func linearAlpha(_ stage: Stage, from: Double, to: Double, duration: Double) -> POPBasicAnimation {
    let anim = POPBasicAnimation(kernel: stage.kernel, timingFunction: .linear)
    anim.property = POPAnimatableProperty.property(named: POPAnimatableProperty.viewAlpha)
    anim.fromValue = POPVector([from])
    anim.toValue = POPVector([to])
    anim.duration = duration
    return anim
  }

  /// Adds a linear fade from 0.5 at 0.1 s and, in the same turn, removes
  /// it with `remove`; runs to 1 s.
  func addAndRemove(_ remove: @escaping (POPAnimator, SimView) -> Void) throws -> (
    PopStage, POPBasicAnimation
  ) {
    let pop = PopStage()
    let anim = linearAlpha(pop.stage, from: 0.5, to: 1, duration: 0.4)
    pop.log.attachBlocks(anim, tag: "fade")
    pop.stage.at(100) {
      pop.animator.addAnimation(anim, forObject: pop.box, key: "fade")
      remove(pop.animator, pop.box)
    }
    try pop.stage.run(until: 1000)
    return (pop, anim)
  }

  @Test("removeAllAnimations leaves the item in the pending list: it still starts and writes its from-value")
  func removeAllLeavesPendingItem() throws {
    let (pop, anim) = try addAndRemove { $0.removeAllAnimations(forObject: $1) }
    let (stage, box, animator, log) = (pop.stage, pop.box, pop.animator, pop.log)
    #expect(
      log.entries == [
        // removed before it started: start and stop reported, not finished
        "0.1 didStart", "0.1 fade startBlock", "0.1 didStop false", "0.1 fade completion false",
        // the pending pass starts it anyway, and writes its from-value once
        "0.1 didStart", "0.1 fade startBlock", "0.1 didApply", "0.1 fade applyBlock",
      ])
    #expect(popValues(stage.kernel, "box#3", "alpha").map { $0.1 } == [0.5])
    #expect(anim.active)
    #expect(animator.animationKeys(forObject: box).isEmpty)
    #expect(animator.isDisplayLinkPaused)
  }

  @Test("removeAnimation(forKey:) takes the item out of the pending list too: nothing starts")
  func removeByKeyClearsPendingItem() throws {
    let (pop, _) = try addAndRemove { $0.removeAnimation(forObject: $1, key: "fade") }
    let (stage, log) = (pop.stage, pop.log)
    #expect(
      log.entries == [
        "0.1 didStart", "0.1 fade startBlock", "0.1 didStop false", "0.1 fade completion false",
      ])
    #expect(popValues(stage.kernel, "box#3", "alpha").isEmpty)
  }

  @Test("callbacks in pop's order: start, apply per frame, reach, the to-value's apply, stop, completion")
  func callbackOrder() throws {
    let pop = PopStage()
    let (stage, log) = (pop.stage, pop.log)
    // 0.049 s: at the third frame (0.15 s) the time fraction is exactly 1.
    let anim = linearAlpha(stage, from: 0, to: 1, duration: 0.049)
    log.attachBlocks(anim, tag: "fade")
    let values = try pop.run(anim)
    #expect(
      log.entries == [
        "0.1 didStart", "0.1 fade startBlock", "0.1 didApply", "0.1 fade applyBlock",
        "0.116666666 didApply", "0.116666666 fade applyBlock",
        "0.133333333 didApply", "0.133333333 fade applyBlock",
        "0.15 didReachToValue", "0.15 fade reachBlock", "0.15 didApply", "0.15 fade applyBlock",
        "0.15 didApply", "0.15 fade applyBlock", "0.15 didStop true", "0.15 fade completion true",
      ])
    #expect(values.last?.1 == 1)
    #expect(anim.progress == 1)
  }

  @Test("autoreverses: there and back, a stop and a start between the segments, finished only at the end")
  func autoreverse() throws {
    let pop = PopStage()
    let (stage, log) = (pop.stage, pop.log)
    let anim = linearAlpha(stage, from: 0, to: 1, duration: 0.049)
    anim.autoreverses = true
    #expect(anim.repeatCount == 1)
    anim.delegate = log
    let values = try pop.run(anim)
    let events = log.entries.filter { !$0.hasSuffix("didApply") }
    #expect(
      events == [
        "0.1 didStart", "0.15 didReachToValue", "0.15 didStop false", "0.15 didStart",
        "0.2 didReachToValue", "0.2 didStop true",
      ])
    #expect(values.last?.0 == "0.2")
    #expect(values.last?.1 == 0)
    #expect(anim.fromValue == POPVector([1]))
    #expect(anim.toValue == POPVector([0]))
  }

  @Test(
    "repeatCount without autoreverse runs the segment again from the from-value; set before autoreverses it counts segments"
  )
  func repeatCount() throws {
    let pop = PopStage()
    let (stage, log) = (pop.stage, pop.log)
    let anim = linearAlpha(stage, from: 0, to: 1, duration: 0.049)
    anim.repeatCount = 2
    anim.delegate = log
    let values = try pop.run(anim)
    #expect(log.entries.filter { $0.contains("Stop") } == ["0.15 didStop false", "0.2 didStop true"])
    #expect(values.first?.1 == 0)
    #expect(values.filter { $0.1 == 1 }.count == 2)
    #expect(anim.fromValue == POPVector([0]))

    let order = linearAlpha(stage, from: 0, to: 1, duration: 0.1)
    order.repeatCount = 4
    order.autoreverses = true
    #expect(order.repeatCount == 2)
    let reversed = linearAlpha(stage, from: 0, to: 1, duration: 0.1)
    reversed.autoreverses = true
    reversed.repeatCount = 4
    #expect(reversed.repeatCount == 4)
  }

  @Test("an animation added from a completion block starts in the same turn, at the pending pass")
  func addFromCallback() throws {
    let stage = Stage()
    let box = popBox(stage)
    let other = stage.kernel.view(label: "other", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.view.addSubview(other)
    let animator = POPAnimator.shared(stage.kernel)
    let log = PopLog(kernel: stage.kernel)
    let first = linearAlpha(stage, from: 0, to: 1, duration: 0.049)
    let second = linearAlpha(stage, from: 0.5, to: 0, duration: 0.049)
    first.completionBlock = { _, _ in animator.addAnimation(second, forObject: other, key: "next") }
    second.animationDidStartBlock = { _ in log.log("second started") }
    stage.at(100) { animator.addAnimation(first, forObject: box, key: "fade") }
    try stage.run(until: 1000)
    #expect(log.entries == ["0.15 second started"])
    #expect(popValues(stage.kernel, "other#4", "alpha").first?.0 == "0.15")
    #expect(popValues(stage.kernel, "other#4", "alpha").first?.1 == 0.5)
    let callouts = popTrace(stage.kernel, ["observer.callout"])
    #expect(
      callouts == [
        "0.1 observer.callout pendingListObserver 1999999",
        "0.15 observer.callout pendingListObserver 1999999",
      ])
  }

  @Test("a begin time in the future defers the start; the display link runs meanwhile")
  func beginTimeInTheFuture() throws {
    let pop = PopStage()
    let (stage, box, animator, log) = (pop.stage, pop.box, pop.animator, pop.log)
    let anim = linearAlpha(stage, from: 0, to: 1, duration: 0.049)
    anim.beginTime = POPAnimator.mediaTimeOffset + 0.3
    anim.delegate = log
    stage.at(100) { animator.addAnimation(anim, forObject: box, key: "fade") }
    try stage.run(until: 290)
    #expect(log.entries.isEmpty)
    #expect(!animator.isDisplayLinkPaused)
    try stage.run(until: 1000)
    #expect(log.entries.first == "0.3 didStart")
    #expect(log.entries.last == "0.35 didStop true")
    #expect(popValues(stage.kernel, "box#3", "alpha").first?.0 == "0.3")
  }

  @Test(
    "paused: no frame advances it; resumed, it starts again (didStart twice) and a basic animation runs its whole duration from the from-value"
  )
  func pauseAndResume() throws {
    let pop = PopStage()
    let (stage, box, animator, log) = (pop.stage, pop.box, pop.animator, pop.log)
    let anim = linearAlpha(stage, from: 0, to: 1, duration: 0.499)
    anim.delegate = log
    stage.at(100) { animator.addAnimation(anim, forObject: box, key: "fade") }
    stage.at(300) { anim.paused = true }
    stage.at(600) { anim.paused = false }
    try stage.run(until: 2000)
    let values = popValues(stage.kernel, "box#3", "alpha")
    // The frames while paused (vsyncs 19…35) write nothing.
    let pausedFrames = (19...35).map { VirtualTime(nanoseconds: Int64($0) * 1_000_000_000 / 60).secondsText }
    #expect(!values.contains { pausedFrames.contains($0.0) })
    // The resume at 0.6 s comes before that instant's frame, which starts
    // the animation again, from its from-value.
    #expect(
      log.entries.filter { !$0.hasSuffix("didApply") } == [
        "0.1 didStart", "0.6 didStart", "1.1 didReachToValue", "1.1 didStop true",
      ])
    #expect(values.first { $0.0 == "0.6" }?.1 == 0)
    #expect(values.last?.0 == "1.1")
  }
}
