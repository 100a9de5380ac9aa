import Diagnostics
import Scenarios
import ShippedCatalogs
import Testing

/// Pop's API as scripts use it to restate pop's own tests: the values as
/// `NSValue`s, the blocks with pop's arguments, the category on every
/// object, the suite's fixture and its OCMock delegate, and the mistakes
/// a script can make with them.
@Suite("Pop's script API")
struct PopScriptAPITests {
  static func run(_ body: String, until: String = "0.05") throws -> ScenarioRun {
    try ScenarioParser.parse("replica Pop 1.0.11\nat 0 {\n" + body + "\n}\nrun until " + until + "\n").run()
  }

  static func failures(_ run: ScenarioRun) -> String {
    run.results.filter { !$0.passed }.map { "\($0.line): \($0.text) — \($0.detail)" }.joined(separator: "; ")
      + (run.stopped ?? "")
  }

  @Test("the completion block names pop's arguments: the animation, and whether it finished")
  func completionArguments() throws {
    let run = try Self.run(
      """
        let test = POPBaseAnimationTests()
        let removed = test.linearPositionAnimation()
        removed.completionBlock = { anim, finished in
          check !finished
          check anim == removed
        }
        test.layer1.pop_addAnimation(removed, forKey: "key")
        test.layer1.pop_removeAllAnimations()
        let ended = test.linearPositionAnimation()
        ended.completionBlock = { anim, finished in
          check finished
        }
        test.layer1.pop_addAnimation(ended, forKey: "key")
        test.renderTime(0)
        test.renderTime(1)
      """)
    #expect(Self.failures(run).isEmpty, "\(Self.failures(run))")
    #expect(run.results.count == 3)
    #expect(run.results.allSatisfy { $0.detail.isEmpty || $0.passed })
  }

  @Test("a block that names the wrong number of arguments is an error that lists them")
  func wrongArgumentCount() throws {
    #expect {
      _ = try ScenarioParser.parse(
        """
        replica Pop 1.0.11
        at 0 {
          let anim = POPBasicAnimation.animation()
          anim.completionBlock = { finished in
          }
        }
        """)
    } throws: { error in
      (error as? Diagnostic)?.rendered
        == "4:28: error: 'completionBlock' is called with 2 arguments (anim: a POPAnimation, finished: true or false), and this block names 1"
    }
  }

  @Test("numbers bridge to NSNumber, values compare by value, and a point does not order")
  func values() throws {
    let run = try Self.run(
      """
        let anim = POPSpringAnimation.animation()
        anim.toValue = 1
        check anim.toValue == 1
        check anim.toValue > 0.5
        let moved = POPSpringAnimation.animation()
        moved.velocity = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        check moved.velocity == NSValue(cgPoint: CGPoint(x: 1, y: 2))
        check moved.velocity != NSValue(cgRect: CGRect(x: 1, y: 2, width: 0, height: 0))
        check throws anim.velocity = NSValue(cgPoint: CGPoint(x: 1, y: 2))
      """)
    #expect(Self.failures(run).isEmpty, "\(Self.failures(run))")
    let ordered = try Self.run(
      """
        let point = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        check point > 0
      """)
    #expect(ordered.stopped?.contains("-[NSConcreteValue compare:]: unrecognized selector") == true)
  }

  @Test("a transform is refused with an exception, which 'check throws' catches on an assignment")
  func refusedValue() throws {
    let run = try Self.run(
      """
        let anim = POPSpringAnimation.animation()
        check throws anim.fromValue = NSValue(caTransform3D: .CATransform3DIdentity)
        check anim.fromValue == nil
      """)
    #expect(Self.failures(run).isEmpty, "\(Self.failures(run))")
    let uncaught = try Self.run(
      """
        let anim = POPSpringAnimation.animation()
        anim.fromValue = NSValue(caTransform3D: .CATransform3DIdentity)
      """)
    #expect(uncaught.stopped?.contains("Animating CATransform3D values is not supported") == true)
  }

  @Test("a built-in property's animation added to an object that is not a view raises, and runs nothing")
  func builtInOnNonView() throws {
    let run = try Self.run(
      """
        let test = POPBaseAnimationTests()
        let anim = POPBasicAnimation.animationWithPropertyNamed("opacity")
        test.pop_addAnimation(anim, forKey: "key")
      """)
    #expect(run.stopped?.contains("-[POPBaseAnimationTests opacity]: unrecognized selector") == true)
    let later = try Self.run(
      """
        let circle = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        let anim = POPBasicAnimation.animation()
        circle.pop_addAnimation(anim, forKey: "key")
        anim.property = POPAnimatableProperty.propertyWithName("position")
      """)
    #expect(later.stopped?.contains("unrecognized selector") == true)
  }

  @Test("an unmet expectation of the OCMock delegate raises at verify, naming the call")
  func mockVerify() throws {
    let run = try Self.run(
      """
        let test = POPBaseAnimationTests()
        let anim = test.linearPositionAnimation()
        let delegate = OCMockObject.niceMockForProtocol(.POPAnimationDelegate)
        delegate.expect(.pop_animationDidStop, anim, finished: false)
        anim.delegate = delegate
        test.layer1.pop_addAnimation(anim, forKey: "key")
        test.renderTime(0)
        test.renderTime(1)
        delegate.verify()
      """)
    #expect(
      run.stopped?.contains("expected method was not invoked: pop_animationDidStop:anim finished:NO") == true,
      "\(run.stopped ?? "")")
  }

  @Test("the render helper is bounded: a step of 0 or too many frames raise instead of hanging")
  func renderBounds() throws {
    let zero = try Self.run("  let test = POPBaseAnimationTests()\n  test.renderDuration(1, step: 0)")
    #expect(zero.stopped?.contains("unexpected step 0") == true)
    let many = try Self.run(
      "  let test = POPBaseAnimationTests()\n  test.renderDuration(1000000, step: 0.001)")
    #expect(many.stopped?.contains("more than 100000 frames") == true)
  }

  @Test("a tracer kept without its animation keeps the animation alive")
  func tracerOutlivesName() throws {
    let run = try Self.run(
      """
        let tracer = POPSpringAnimation.animation().tracer
        tracer.start()
        tracer.reset()
        check tracer.allEvents.count == 0
        check tracer.eventsWithType(.didStart).count == 0
      """)
    #expect(Self.failures(run).isEmpty, "\(Self.failures(run))")
  }

  @Test("POPAnimatable records its radius writes, as numbers a list holds")
  func recordedRadii() throws {
    let run = try Self.run(
      """
        let test = POPBaseAnimationTests()
        let circle = POPAnimatable()
        let anim = POPBasicAnimation.linearAnimation()
        anim.property = test.radiusProperty
        anim.fromValue = 0
        anim.toValue = 2
        anim.duration = 1
        circle.startRecording()
        circle.pop_addAnimation(anim, forKey: nil)
        test.renderDuration(1, step: 0.5)
        let radii = circle.recordedValuesForKey("radius")
        check radii.count == 3
        check radii.first == 0
        check radii.contains(1)
        check radii.last == 2
        check circle.recordedValuesForKey("position").count == 0
      """)
    #expect(Self.failures(run).isEmpty, "\(Self.failures(run))")
  }
}
