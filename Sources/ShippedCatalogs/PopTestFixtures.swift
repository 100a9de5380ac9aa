import Replicas
import ScenarioCatalog
import SimKernel

/// What pop's test target (pop-tests at 1.0.11, BSD, © Facebook) builds
/// its tests from, as script classes, so that a restated test reads as the
/// original: the base class's fixture (`POPBaseAnimationTests`: two
/// layers, the shared animator, the begin time, the `radius` property)
/// and its render helpers, the `POPAnimatable` test object that records
/// what is written to it, and the OCMock delegate the tests expect calls
/// of and verify.
extension PopCatalog {
  static let fixtureClasses: [ScriptClass] = [fixtureClass, animatableClass, mockClass]

  /// The most frames one render helper may render, so that a script's
  /// `renderDuration(1e9, step: 1e-9)` ends with an error, not a hang.
  static let maxRenderedFrames = 100_000

  static let fixtureClass = ScriptClass.of(
    PopTestFixture.self, "POPBaseAnimationTests", superclass: "NSObject",
    members: [
      .classMethod("init", [], returns: .object("POPBaseAnimationTests")) { _, context in
        .object(PopTestFixture(context.kernel))
      },
      .property("layer1", .object("CALayer"), of: PopTestFixture.self) { test, _ in .object(test.layer1) },
      .property("layer2", .object("CALayer"), of: PopTestFixture.self) { test, _ in .object(test.layer2) },
      .property("animator", .object("POPAnimator"), of: PopTestFixture.self) { test, _ in
        .object(test.animator)
      },
      .property("beginTime", .number, of: PopTestFixture.self) { test, _ in .number(test.beginTime) },
      .property("radiusProperty", .object("POPAnimatableProperty"), of: PopTestFixture.self) { test, _ in
        .object(test.radiusProperty)
      },
      // `POPAnimatorRenderTime(self.animator, self.beginTime, time)`.
      .method("renderTime", [ScriptParameter(nil, .number)], of: PopTestFixture.self) { test, arguments, _ in
        test.animator.renderTime(test.beginTime + (arguments[0]?.number ?? 0))
        return .void
      },
      // `POPAnimatorRenderDuration(self.animator, self.beginTime + after,
      // duration, step)`: every step from 0 up to the duration.
      .method(
        "renderDuration",
        [
          ScriptParameter(nil, .number), ScriptParameter("step", .number),
          ScriptParameter("after", .number, optional: true),
        ],
        of: PopTestFixture.self
      ) { test, arguments, context in
        let duration = arguments[0]?.number ?? 0
        let step = arguments[1]?.number ?? 0
        guard step > 0 else {
          context.raise("NSInternalInconsistencyException: unexpected step \(step)")
          return .void
        }
        guard duration / step < Double(maxRenderedFrames) else {
          context.raise("renderDuration would render more than \(maxRenderedFrames) frames")
          return .void
        }
        test.renderDuration(duration, step: step, from: test.beginTime + (arguments[2]?.number ?? 0))
        return .void
      },
      // `POPAnimationEventsContainValue(events, value)`: whether an
      // event's value is equal to it.
      .method(
        "eventsContainValue",
        [
          ScriptParameter(nil, .list(.object("POPAnimationEvent"))),
          ScriptParameter(nil, .object("NSValue")),
        ],
        returns: .bool, of: PopTestFixture.self
      ) { _, arguments, _ in
        let value = arguments[1] ?? .null
        return .bool(events(arguments[0]).contains { eventValue($0).equals(value) })
      },
      // `POPAnimationCountLastEventValues(events, value, epsilon)`: how
      // many events from the end in a row carry the value (within epsilon,
      // compared as floats, when it is not 0).
      .method(
        "countLastEventValues",
        [
          ScriptParameter(nil, .list(.object("POPAnimationEvent"))),
          ScriptParameter(nil, .object("NSValue")),
          ScriptParameter("epsilon", .number, optional: true),
        ],
        returns: .integer, of: PopTestFixture.self
      ) { _, arguments, _ in
        let value = arguments[1] ?? .null
        let epsilon = Float(arguments[2]?.number ?? 0)
        var count = 0
        for event in events(arguments[0]).reversed() {
          let eventValue = eventValue(event)
          let match =
            epsilon == 0
            ? eventValue.equals(value) : abs(Float(eventValue.number) - Float(value.number)) < epsilon
          guard match else { break }
          count += 1
        }
        return .number(Double(count))
      },
      // The loop some tests run over the write events, comparing each
      // value with the one before (`compare:`): whether they never go
      // down, or never go up.
      monotonic("eventValuesNeverDecrease") { $0 <= $1 },
      monotonic("eventValuesNeverIncrease") { $0 >= $1 },
      // `FBTestLinearPositionAnimation(self.beginTime + after)`.
      .method(
        "linearPositionAnimation", [ScriptParameter("after", .number, optional: true)],
        returns: .object("POPBasicAnimation"), of: PopTestFixture.self
      ) { test, arguments, context in
        .object(test.linearPositionAnimation(beginTime: test.beginTime + (arguments[0]?.number ?? 0)))
      },
    ])

  static let animatableClass = ScriptClass.of(
    PopTestAnimatable.self, "POPAnimatable", superclass: "NSObject",
    members: [
      .classMethod("init", [], returns: .object("POPAnimatable")) { _, context in
        .object(PopTestAnimatable(kernel: context.kernel, label: "POPAnimatable"))
      },
      .property(
        "radius", .number, of: PopTestAnimatable.self, get: { object, _ in .number(Double(object.radius)) },
        set: { object, value, _ in object.setRadius(Float(value.number)) }),
      .method("startRecording", [], of: PopTestAnimatable.self) { object, _, _ in
        object.recording = true
        return .void
      },
      .method("stopRecording", [], of: PopTestAnimatable.self) { object, _, _ in
        object.recording = false
        return .void
      },
      // Only `radius` is recorded (the position is not animated by any
      // test); another key gives an empty list.
      .method(
        "recordedValuesForKey", [ScriptParameter(nil, .string)], returns: .list(.number),
        of: PopTestAnimatable.self
      ) { object, arguments, _ in
        .list(arguments[0]?.string == "radius" ? object.recordedRadii.map { .number(Double($0)) } : [])
      },
    ])

  static let delegateSelectors = [
    "pop_animationDidStart", "pop_animationDidReachToValue", "pop_animationDidStop", "pop_animationDidApply",
  ]

  /// `[OCMockObject niceMockForProtocol:@protocol(POPAnimationDelegate)]`:
  /// `expect(…)` states a call the animation must make, `verify()` raises
  /// as OCMock does when one was not made; calls nobody expects are
  /// allowed (a nice mock). The blocks the tests forward to it call its
  /// delegate methods by name.
  static let mockClass = ScriptClass.of(
    OCMockDelegate.self, "OCMockObject", superclass: "NSObject",
    members: [
      .classMethod(
        "niceMockForProtocol", [ScriptParameter(nil, .choice(["POPAnimationDelegate"]))],
        returns: .object("OCMockObject")
      ) {
        _, context in .object(OCMockDelegate(kernel: context.kernel))
      },
      .method(
        "expect",
        [
          ScriptParameter(nil, .choice(delegateSelectors)), ScriptParameter(nil, .object("POPAnimation")),
          ScriptParameter("finished", .bool, optional: true),
        ],
        of: OCMockDelegate.self
      ) { mock, arguments, _ in
        guard let animation = arguments[1]?.object as? POPAnimation else { return .void }
        mock.expect(arguments[0]?.string ?? "", animation, finished: arguments[2].map { $0.bool })
        return .void
      },
      .method("verify", [], of: OCMockDelegate.self) { mock, _, context in
        if let missing = mock.firstUnmet() {
          context.raise("OCMockObject[POPAnimationDelegate]: expected method was not invoked: \(missing)")
        }
        return .void
      },
      forwarder("pop_animationDidStart") { mock, animation, _ in mock.popAnimationDidStart(animation) },
      forwarder("pop_animationDidReachToValue") { mock, animation, _ in
        mock.popAnimationDidReachToValue(animation)
      },
      forwarder("pop_animationDidApply") { mock, animation, _ in mock.popAnimationDidApply(animation) },
      forwarder("pop_animationDidStop", finished: true) { mock, animation, finished in
        mock.popAnimationDidStop(animation, finished: finished)
      },
    ])

  static func monotonic(_ name: String, _ inOrder: @escaping @Sendable (Double, Double) -> Bool)
    -> ScriptMember
  {
    .method(
      name, [ScriptParameter(nil, .list(.object("POPAnimationEvent")))], returns: .bool,
      of: PopTestFixture.self
    ) { _, arguments, _ in
      let values = events(arguments[0]).map { eventValue($0).number }
      return .bool(zip(values, values.dropFirst()).allSatisfy { inOrder($0, $1) })
    }
  }

  static func events(_ list: ScriptValue?) -> [POPAnimationEvent] {
    guard case .list(let items)? = list else { return [] }
    return items.compactMap { $0.object as? POPAnimationEvent }
  }

  /// A delegate method called on the mock by a script's block.
  static func forwarder(
    _ name: String, finished: Bool = false,
    call: @escaping @Sendable (OCMockDelegate, POPAnimation, Bool) -> Void
  ) -> ScriptMember {
    var parameters = [ScriptParameter(nil, .object("POPAnimation"))]
    if finished { parameters.append(ScriptParameter("finished", .bool)) }
    return .method(name, parameters, of: OCMockDelegate.self) { mock, arguments, _ in
      guard let animation = arguments[0]?.object as? POPAnimation else { return .void }
      call(mock, animation, arguments.count > 1 ? arguments[1]?.bool ?? false : false)
      return .void
    }
  }
}

/// `POPBaseAnimationTests`' `setUp`: two layers, the shared animator
/// with its begin time set to now (so that the pending pass renders there),
/// and the `radius` property of `POPAnimatable` with threshold 0.01.
final class PopTestFixture {
  let layer1: SimView
  let layer2: SimView
  let animator: POPAnimator
  let beginTime: Double
  let radiusProperty: POPAnimatableProperty

  init(_ kernel: Kernel) {
    layer1 = kernel.view(label: "layer1")
    layer2 = kernel.view(label: "layer2")
    animator = POPAnimator.shared(kernel)
    let radius = POPAnimatableProperty.property(named: "radius") { property in
      property.readBlock = { object in POPVector4(Double((object as? PopTestAnimatable)?.radius ?? 0)) }
      property.writeBlock = { object, values in (object as? PopTestAnimatable)?.setRadius(Float(values.x)) }
      property.threshold = 0.01
    }
    guard let radius else { fatalError("pop makes a custom property whenever an initializer is given") }
    radiusProperty = radius
    beginTime = animator.currentRenderTime()
    animator.beginTime = beginTime
  }

  /// `POPAnimatorRenderDuration`: renders at `begin`, then every `step`
  /// while the time added stays within `duration`, the animator's begin
  /// time set to `begin` meanwhile.
  func renderDuration(_ duration: Double, step: Double, from begin: Double) {
    let initialTime = animator.beginTime
    animator.beginTime = begin
    var time = 0.0
    while time <= duration {
      animator.renderTime(begin + time)
      time += step
    }
    animator.beginTime = initialTime
  }

  /// `FBTestLinearPositionAnimation`: a linear basic animation of the
  /// layer's position from (0, 0) to (100, 100) over one second.
  func linearPositionAnimation(beginTime: Double) -> POPBasicAnimation {
    let animation = POPBasicAnimation(kernel: animator.kernel, timingFunction: .linear)
    animation.property = POPAnimatableProperty.property(named: POPAnimatableProperty.layerPosition)
    animation.fromValue = POPVector([0, 0])
    animation.toValue = POPVector([100, 100])
    animation.duration = 1
    animation.beginTime = beginTime
    return animation
  }
}

/// pop-tests' `POPAnimatable`: a `float` radius whose writes it records
/// between `startRecording` and `stopRecording`, and a position. A view
/// here, so that its position is the built-in position properties'
/// (`kPOPLayerPositionX` animates it in pop's spring tests).
final class PopTestAnimatable: SimView {
  private(set) var radius: Float = 0
  var recording = false
  private(set) var recordedRadii: [Float] = []

  func setRadius(_ radius: Float) {
    self.radius = radius
    if recording { recordedRadii.append(radius) }
  }
}

/// The OCMock delegate: records the calls it is told to expect, matches
/// each call it receives against the first unmet expectation of the same
/// method, animation and flag, and reports every call into the trace
/// under its script name.
///
/// An expectation names its animation by identity, not by a reference:
/// the replica's `delegate` is strong (pop's is weak; Embedded Swift has no
/// `weak`), so a mock that held the animation it is the delegate of would
/// keep both, and the run's kernel, alive after the run. A test holds
/// the animations it expects calls from, as pop's tests do, so no other
/// object takes an expected one's identity while it is expected.
final class OCMockDelegate: POPAnimationDelegate {
  let kernel: Kernel
  private var expectations:
    [(selector: String, animation: ObjectIdentifier, animationName: String, finished: Bool?, met: Bool)] = []

  init(kernel: Kernel) {
    self.kernel = kernel
  }

  func expect(_ selector: String, _ animation: POPAnimation, finished: Bool?) {
    let name = kernel.scriptName(of: animation) ?? "anim"
    expectations.append((selector, ObjectIdentifier(animation), name, finished, false))
  }

  /// The first expectation not met, as OCMock's failure names it.
  func firstUnmet() -> String? {
    guard let unmet = expectations.first(where: { !$0.met }) else { return nil }
    let flag = unmet.finished.map { " finished:" + ($0 ? "YES" : "NO") } ?? ""
    return unmet.selector + ":" + unmet.animationName + flag
  }

  private func receive(_ selector: String, _ animation: POPAnimation, finished: Bool? = nil) {
    kernel.reportBlock(object: kernel.scriptName(of: self) ?? "delegate", label: selector)
    let identity = ObjectIdentifier(animation)
    guard
      let index = expectations.firstIndex(where: {
        !$0.met && $0.selector == selector && $0.animation == identity
          && ($0.finished == nil || $0.finished == finished)
      })
    else { return }
    expectations[index].met = true
  }

  func popAnimationDidStart(_ anim: POPAnimation) { receive("pop_animationDidStart", anim) }
  func popAnimationDidReachToValue(_ anim: POPAnimation) { receive("pop_animationDidReachToValue", anim) }
  func popAnimationDidStop(_ anim: POPAnimation, finished: Bool) {
    receive("pop_animationDidStop", anim, finished: finished)
  }
  func popAnimationDidApply(_ anim: POPAnimation) { receive("pop_animationDidApply", anim) }
}
