import Replicas
import SimKernel
import Testing

/// A model object with one number, for custom properties.
final class PopModel {
  var value = 0.0
  var written: [Double] = []
}

@Suite("Pop's decay, custom animations and custom properties on the engine")
struct PopAnimationTests {
  @Test(
    "decay of view.center at 1000 pt/s: duration and to-value as POPDecay computes them, frames by its steps, the to-value last"
  )
  func decayOnCenter() throws {
    let pop = PopStage()
    let anim = POPDecayAnimation(kernel: pop.stage.kernel, propertyNamed: POPAnimatableProperty.viewCenter)
    anim.fromValue = POPVector([50, 50])
    anim.velocity = POPVector([1000, 0])
    #expect(popClose(anim.duration, 2.646_508_641))
    #expect(anim.duration == POPDecay.duration(velocity: POPVector4(1000), threshold: 1, deceleration: 0.998))
    let to = try #require(anim.toValue)
    #expect(abs(to[0] - (50 + 496.504_821_777)) < 1e-6)
    #expect(to[1] == 50)
    pop.stage.at(100) { pop.animator.addAnimation(anim, forObject: pop.box, key: "decay") }
    try pop.stage.run(until: 4000)
    let xs = popValues(pop.stage.kernel, "box#3", "center.x")
    // By hand: the start frame (dt 0), then one step per vsync.
    var position = POPVector4(50, 50)
    var velocity = POPVector4(1000, 0)
    var last = 1000.1
    var expected: [Double] = []
    POPDecay.position(&position, &velocity, count: 2, dt: 0, deceleration: 0.998)
    expected.append(position.x)
    for k in Int64(7)...Int64(30) {
      let time = Double(k * 1_000_000_000 / 60) / 1_000_000_000 + 1000
      POPDecay.position(&position, &velocity, count: 2, dt: time - last, deceleration: 0.998)
      last = time
      expected.append(position.x)
    }
    for index in 0..<expected.count {
      #expect(xs[index].1 == expected[index])
    }
    #expect(xs.last?.1 == to[0])
    // The start frame and 159 frames (vsyncs 7…165): the last one passes the
    // to-value, is clamped to it, and the to-value's write is then skipped
    // because the view already holds it.
    #expect(xs.count == 160)
    #expect(xs[xs.count - 2].1 < to[0])
    #expect(xs.last?.0 == "2.75")
    #expect(pop.animator.isDisplayLinkPaused)
  }

  @Test(
    "a custom animation: its block every frame with the render time and the time since the last frame, until it returns false"
  )
  func customAnimation() throws {
    let pop = PopStage()
    var calls: [(Double, Double)] = []
    var targets: [AnyObject] = []
    let anim = POPCustomAnimation(kernel: pop.stage.kernel) { target, animation in
      targets.append(target)
      calls.append((animation.currentTime - animation.beginTime, animation.elapsedTime))
      return calls.count < 4
    }
    pop.log.attachBlocks(anim, tag: "custom")
    _ = try pop.run(anim)
    #expect(calls.count == 4)
    #expect(targets.allSatisfy { $0 === pop.box })
    #expect(calls[0] == (0, 0))
    for call in calls.dropFirst() {
      #expect(abs(call.1 - 1.0 / 60) < 1e-9)
    }
    #expect(abs(calls[3].0 - 0.05) < 1e-9)
    #expect(pop.log.entries.first == "0.1 didStart")
    #expect(pop.log.entries.suffix(2) == ["0.15 didStop true", "0.15 custom completion true"])
    #expect(anim.beginTime == 1000.1)
  }

  @Test("a custom property has threshold 1: a spring from 0 to 1 rests early and jumps to 1")
  func customPropertyThreshold() throws {
    let pop = PopStage()
    let model = PopModel()
    let property = try #require(
      POPAnimatableProperty.customProperty(
        named: "model.value", readBlock: { POPVector4(($0 as! PopModel).value) },
        writeBlock: { object, values in
          let model = object as! PopModel
          model.value = values.x
          model.written.append(values.x)
        }))
    #expect(property.threshold == 1)
    #expect(POPAnimatableProperty.property(named: "model.value") == nil)
    let anim = POPSpringAnimation(kernel: pop.stage.kernel)
    anim.property = property
    anim.toValue = POPVector([1])
    pop.stage.at(100) { pop.animator.addAnimation(anim, forObject: model, key: nil) }
    try pop.stage.run(until: 2000)
    #expect(model.written.count == 11)
    #expect(abs(model.written[model.written.count - 2] - 0.84) < 0.05)
    #expect(model.written.last == 1)
    #expect(pop.animator.animationKeys(forObject: model).isEmpty)
  }

  @Test("the same instance under the same key is left alone; another one replaces it, which stops unfinished")
  func addUnderSameKey() throws {
    let pop = PopStage()
    let first = POPBasicAnimation(kernel: pop.stage.kernel, propertyNamed: POPAnimatableProperty.viewAlpha)
    first.toValue = POPVector([0])
    let second = POPBasicAnimation(kernel: pop.stage.kernel, propertyNamed: POPAnimatableProperty.viewAlpha)
    second.toValue = POPVector([0.5])
    first.delegate = pop.log
    pop.stage.at(100) {
      pop.animator.addAnimation(first, forObject: pop.box, key: "fade")
      pop.animator.addAnimation(first, forObject: pop.box, key: "fade")
    }
    pop.stage.at(200) { pop.animator.addAnimation(second, forObject: pop.box, key: "fade") }
    try pop.stage.run(until: 1000)
    #expect(pop.log.entries.filter { !$0.hasSuffix("didApply") } == ["0.1 didStart", "0.2 didStop false"])
    #expect(pop.box.alpha == 0.5)
    #expect(pop.animator.animation(forObject: pop.box, key: "fade") == nil)
  }
}

/// Counts the passes it is told of.
final class PopPassCounter: POPAnimatorObserving {
  var passes = 0
  func animatorDidAnimate(_ animator: POPAnimator) { passes += 1 }
}

@Suite("Pop's animator: observers, keys, the tracer, continuation and rounding")
struct PopAnimatorDetailTests {
  @Test("an observer keeps the display link running with no animation, and hears every pass")
  func observerKeepsLinkRunning() throws {
    let pop = PopStage()
    let counter = PopPassCounter()
    pop.stage.at(100) { pop.animator.addObserver(counter) }
    pop.stage.at(200) { pop.animator.removeObserver(counter) }
    try pop.stage.run(until: 1000)
    #expect(
      popTrace(pop.stage.kernel, ["displaylink.pause"]) == [
        "0 displaylink.pause displayLink true",
        "0.1 displaylink.pause displayLink false",
        "0.2 displaylink.pause displayLink true",
      ])
    // vsyncs 7…11, and 12 at 0.2 s comes after the removal (scheduled first)
    #expect(counter.passes == 5)
  }

  @Test("animations added without a key each get their own")
  func nilKeys() throws {
    let pop = PopStage()
    for _ in 0..<2 {
      let anim = POPBasicAnimation(kernel: pop.stage.kernel, propertyNamed: POPAnimatableProperty.viewAlpha)
      anim.toValue = POPVector([0])
      pop.animator.addAnimation(anim, forObject: pop.box, key: nil)
    }
    #expect(pop.animator.animationKeys(forObject: pop.box) == ["POPAnimatorKey#1", "POPAnimatorKey#2"])
  }

  @Test("the tracer records reads, writes, start, reach and stop, with times since the start")
  func tracer() throws {
    let pop = PopStage()
    let anim = POPBasicAnimation(kernel: pop.stage.kernel, timingFunction: .linear)
    anim.property = POPAnimatableProperty.property(named: POPAnimatableProperty.viewAlpha)
    anim.duration = 0.049
    anim.tracer.start()
    anim.toValue = POPVector([0])
    _ = try pop.run(anim)
    let types = anim.tracer.allEvents.map { $0.type }
    #expect(
      types == [
        .toValueUpdate, .propertyRead, .didStart, .propertyWrite, .propertyWrite, .propertyWrite,
        .didReachToValue, .propertyWrite, .didStop,
      ])
    #expect(anim.tracer.events(ofType: .propertyRead).first?.values == [1])
    #expect(anim.tracer.events(ofType: .didStop).first?.values == [1])
    #expect(abs((anim.tracer.allEvents.last?.time ?? 0) - 0.05) < 1e-9)
  }

  @Test(
    "removedOnCompletion false: the spring stays, paused; a new to-value starts it again from where it is")
  func continuation() throws {
    let pop = PopStage()
    let anim = POPSpringAnimation(kernel: pop.stage.kernel, propertyNamed: POPAnimatableProperty.viewAlpha)
    anim.toValue = POPVector([0])
    anim.removedOnCompletion = false
    anim.delegate = pop.log
    pop.stage.at(100) { pop.animator.addAnimation(anim, forObject: pop.box, key: "spring") }
    try pop.stage.run(until: 1500)
    #expect(pop.animator.animationKeys(forObject: pop.box) == ["spring"])
    #expect(anim.paused && anim.active)
    #expect(pop.box.alpha == 0)
    pop.stage.at(1600) { anim.toValue = POPVector([1]) }
    try pop.stage.run(until: 3000)
    let starts = pop.log.entries.filter { $0.hasSuffix("didStart") }
    #expect(starts.count == 2)
    #expect(starts.last?.hasPrefix("1.6") == true)
    #expect(pop.box.alpha == 1)
  }

  @Test(
    "a rounding factor of 1 writes whole numbers, and a rounded spring rests when the writes equal the to-value"
  )
  func roundingFactor() throws {
    let pop = PopStage()
    let anim = POPSpringAnimation(kernel: pop.stage.kernel, propertyNamed: POPAnimatableProperty.viewCenter)
    anim.toValue = POPVector([250, 50])
    anim.roundingFactor = 1
    _ = try pop.run(anim, until: 3000)
    let xs = popValues(pop.stage.kernel, "box#3", "center.x").map { $0.1 }
    #expect(xs.allSatisfy { $0 == $0.rounded() })
    #expect(xs.suffix(2) == [250, 250])
    #expect(pop.box.center == Point(x: 250, y: 50))
  }

  @Test("an animation added during the pending pass loses its pending entry: it starts at the next frame")
  func addDuringPendingPass() throws {
    let pop = PopStage()
    let first = POPBasicAnimation(kernel: pop.stage.kernel, propertyNamed: POPAnimatableProperty.viewAlpha)
    first.toValue = POPVector([0])
    let second = POPBasicAnimation(kernel: pop.stage.kernel, propertyNamed: POPAnimatableProperty.viewScaleXY)
    second.toValue = POPVector([2, 2])
    first.animationDidStartBlock = { _ in pop.animator.addAnimation(second, forObject: pop.box, key: "grow") }
    second.animationDidStartBlock = { _ in pop.log.log("second started") }
    pop.stage.at(100) { pop.animator.addAnimation(first, forObject: pop.box, key: "fade") }
    try pop.stage.run(until: 1000)
    #expect(pop.log.entries == ["0.116666666 second started"])
    #expect(
      popTrace(pop.stage.kernel, ["observer.callout"]) == ["0.1 observer.callout pendingListObserver 1999999"]
    )
    #expect(pop.box.scale == 2)
  }

  @Test("additive: each frame adds the animation's change since the last write to what the view holds")
  func additive() throws {
    let pop = PopStage()
    pop.box.alpha = 0.2
    let anim = POPBasicAnimation(kernel: pop.stage.kernel, timingFunction: .linear)
    anim.property = POPAnimatableProperty.property(named: POPAnimatableProperty.viewAlpha)
    anim.fromValue = POPVector([0])
    anim.toValue = POPVector([0.5])
    anim.duration = 0.049
    anim.additive = true
    let values = try pop.run(anim)
    // 0.2 set above; the start frame adds 0 (no write traced), three frames add the rest
    #expect(values.count == 4)
    #expect(abs(pop.box.alpha - 0.7) < 1e-12)
  }

  @Test("a colour is four components: a view without one reads as zeros, and all four animate, to 0.01")
  func backgroundColor() throws {
    let pop = PopStage()
    let property = try #require(
      POPAnimatableProperty.property(named: POPAnimatableProperty.viewBackgroundColor))
    #expect(property.threshold == POPThresholds.color)
    #expect(property.readBlock?(pop.box) == .zero)
    pop.box.layerBackgroundColor = Color(red: 0, green: 0.5, blue: 1, alpha: 1)
    let anim = POPBasicAnimation(kernel: pop.stage.kernel, timingFunction: .linear)
    anim.property = property
    anim.toValue = POPVector([1, 0.5, 0, 0.5])
    anim.duration = 0.1
    _ = try pop.run(anim)
    let reds = popValues(pop.stage.kernel, "box#3", "backgroundColor.red")
    let blues = popValues(pop.stage.kernel, "box#3", "backgroundColor.blue")
    let alphas = popValues(pop.stage.kernel, "box#3", "backgroundColor.alpha")
    // Red rises while blue falls by as much; green, unchanged, is traced
    // only when first set; alpha falls at half the rate.
    #expect(reds.count == blues.count && reds.count == alphas.count && reds.count > 4)
    for ((_, red), ((_, blue), (_, alpha))) in zip(reds, zip(blues, alphas)) {
      #expect(abs(red + blue - 1) < 1e-12)
      #expect(abs(alpha - (1 - red / 2)) < 1e-12)
    }
    #expect(popValues(pop.stage.kernel, "box#3", "backgroundColor.green").count == 1)
    #expect(pop.box.layerBackgroundColor == Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
  }
}
