import ReplicaSupport
import SimKernel

/// Which kind of animation, pop's type tag.
///
/// @original POPAnimationType pop/POPAnimationPrivate.h
public enum POPAnimationType: Int, Sendable {
  case spring = 0
  case decay = 1
  case basic = 2
  case custom = 3
}

/// Facebook Pop 1.0.11 (facebook/pop @ 87d1f8b7, BSD, © 2014 Facebook):
/// the base of every animation. It holds the timing state pop keeps in
/// `_POPAnimationState`, and the start, stop, advance and callback logic
/// that the animator drives pass by pass.
///
/// Pop splits each animation into a thin Objective-C class and a C++
/// state struct whose virtual methods do the work; the replica puts both
/// in one class hierarchy, the struct's virtual methods being the
/// classes' overridable methods, in the same order of effects.
///
/// Times are media times (`POPAnimator.currentRenderTime()`), and as in
/// pop a start time of 0 means "not started"; the animator's clock never
/// reads 0 (see `POPAnimator.mediaTimeOffset`).
///
/// Differences: the delegate is held strongly (Embedded Swift has no weak
/// references; an animation's delegate is usually the view controller that
/// outlives it); the delegate's optional methods have empty defaults, so
/// pop's "responds to" flags are not needed; `ActionEnabler` (implicit
/// actions back on around callouts) has nothing to do on the engine, which
/// has no implicit layer actions; key-value coding of undefined keys and
/// `NSCopying` are left out. Animations take the kernel they trace into.
///
/// @state
/// @original POPAnimation pop/POPAnimation.mm
public class POPAnimation: ReplicaTracing {
  public class var traceName: String { "POPAnimation" }
  public let kernel: Kernel
  /// The type tag.
  ///
  /// @original type pop/POPAnimationInternal.h:48
  public let type: POPAnimationType

  /// @original name pop/POPAnimation.h:27
  public var name: String?
  /// The begin time as set (media time; 0 = start at once).
  var beginTimeStorage = 0.0
  /// The render time of the start frame; 0 until started.
  var startTime = 0.0
  /// The render time of the last frame that advanced the animation.
  var lastTime = 0.0
  /// Held strongly: see the type's doc comment.
  ///
  /// @original delegate pop/POPAnimation.h:39
  public var delegate: POPAnimationDelegate?
  /// @original animationDidStartBlock pop/POPAnimation.h:50
  public var animationDidStartBlock: ((POPAnimation) -> Void)?
  /// @original animationDidReachToValueBlock pop/POPAnimation.h:55
  public var animationDidReachToValueBlock: ((POPAnimation) -> Void)?
  /// @original completionBlock pop/POPAnimation.h:60
  public var completionBlock: ((POPAnimation, Bool) -> Void)?
  /// @original animationDidApplyBlock pop/POPAnimation.h:65
  public var animationDidApplyBlock: ((POPAnimation) -> Void)?
  var tracerStorage: POPAnimationTracer?
  /// How far the animation has come, 0…1.
  ///
  /// @original progress pop/POPAnimationInternal.h:213
  public internal(set) var progress = 0.0
  /// Segments left to run, doubled when autoreversing (pop's internal
  /// count; `repeatCount` reads it back).
  var repeatCountStorage = 0
  /// @state
  /// @original active pop/POPAnimationInternal.h:216
  public internal(set) var active = false
  /// Paused until the animator starts it.
  ///
  /// @state paused
  var pausedStorage = true
  /// @original removedOnCompletion pop/POPAnimation.h:71
  public var removedOnCompletion = true
  /// @state reached
  var didReachToValue = false
  /// Whether the tracer records (`tracer.start()`).
  var tracing = false
  var userSpecifiedDynamics = false
  var autoreversesStorage = false
  /// @original repeatForever pop/POPAnimation.h:105
  public var repeatForever = false
  /// A custom animation's block returned false.
  var customFinished = false

  init(kernel: Kernel, type: POPAnimationType) {
    self.kernel = kernel
    self.type = type
  }

  // MARK: Public properties

  /// When to start, in media time; 0 starts at the first pass.
  ///
  /// @original beginTime pop/POPAnimation.h:33
  public var beginTime: Double {
    get { beginTimeStorage }
    set { beginTimeStorage = newValue }
  }

  /// Created on first use.
  ///
  /// @original tracer pop/POPAnimation.h:45
  public var tracer: POPAnimationTracer {
    if let tracerStorage { return tracerStorage }
    let made = POPAnimationTracer(animation: self)
    tracerStorage = made
    return made
  }

  /// True until the animator starts the animation; setting it to false
  /// resets the start time, so the next pass starts it again.
  ///
  /// @original paused pop/POPAnimation.h:77
  public var paused: Bool {
    get { pausedStorage }
    set { setPaused(newValue) }
  }

  /// How many times to run, round trips when autoreversing.
  ///
  /// @original repeatCount pop/POPAnimation.h:99
  public var repeatCount: Int {
    get { autoreversesStorage ? repeatCountStorage / 2 : repeatCountStorage }
    set {
      guard newValue > 0 else { return }
      let capped = newValue > Int.max / 2 ? Int.max / 2 : newValue
      repeatCountStorage = autoreversesStorage ? capped * 2 : capped
    }
  }

  /// Run back to the from-value after each segment; turning it on with no
  /// repeat count makes it 1 (one round trip).
  ///
  /// @original autoreverses pop/POPAnimation.h:87
  public var autoreverses: Bool {
    get { autoreversesStorage }
    set {
      autoreversesStorage = newValue
      if newValue && repeatCountStorage == 0 { repeatCount = 1 }
    }
  }

  // MARK: The state's methods

  var isStarted: Bool { startTime != 0 }

  /// @original _POPAnimationState::setPaused pop/POPAnimationInternal.h:305
  func setPaused(_ f: Bool) {
    enter(#function)
    defer { leave() }
    if f != pausedStorage {
      pausedStorage = f
      if !pausedStorage { reset(false) }
    }
  }

  /// Starts the animation if it has not started and its begin time has
  /// come; then makes sure a running animation has its values.
  ///
  /// @original _POPAnimationState::startIfNeeded pop/POPAnimationInternal.h:319
  @discardableResult
  func startIfNeeded(_ object: AnyObject, _ time: Double, _ offset: Double) -> Bool {
    enter(#function)
    defer { leave() }
    var started = false
    if startTime == 0 && time >= beginTimeStorage + offset {
      active = true
      setPaused(false)
      startTime = time
      lastTime = time
      started = true
    }
    let running = active && !pausedStorage
    if running { willRun(started, object) }
    if started { handleDidStart() }
    return started
  }

  /// Stops: reports the stop (and, for an animation that never started,
  /// the start first, as Core Animation does), then pauses.
  ///
  /// @original _POPAnimationState::stop pop/POPAnimationInternal.h:349
  func stop(_ removing: Bool, _ done: Bool) {
    enter(#function)
    defer { leave() }
    if active {
      if done { delegateProgress() }
      if removing { active = false }
      handleDidStop(done)
    } else if !isStarted {
      handleDidStart()
      handleDidStop(false)
    }
    setPaused(true)
  }

  /// Delegate, block, tracer.
  ///
  /// @original _POPAnimationState::handleDidStart pop/POPAnimationInternal.h:375
  func handleDidStart() {
    enter(#function)
    defer { leave() }
    delegate?.popAnimationDidStart(self)
    if let block = animationDidStartBlock { block(self) }
    if tracing { tracer.record(.didStart) }
  }

  /// Delegate, completion block, tracer.
  ///
  /// @original _POPAnimationState::handleDidStop pop/POPAnimationInternal.h:393
  func handleDidStop(_ done: Bool) {
    enter(#function)
    defer { leave() }
    delegate?.popAnimationDidStop(self, finished: done)
    if let block = completionBlock { block(self, done) }
    if tracing { tracer.record(.didStop, [done ? 1 : 0]) }
  }

  /// Done: a custom animation when its block said so; property animations
  /// add their own tests.
  ///
  /// @original _POPAnimationState::isDone pop/POPAnimationInternal.h:413
  func isDone() -> Bool {
    enter(#function)
    defer { leave() }
    if type == .custom { return customFinished }
    return false
  }

  /// One frame: `dt` is the time since the last frame (0 on the start
  /// frame, never clamped); the type advances, progress is estimated
  /// (Basic computes its own), progress and reach callbacks follow, and
  /// the frame's time becomes the last time.
  ///
  /// @original _POPAnimationState::advanceTime pop/POPAnimationInternal.h:421
  func advanceTime(_ time: Double, _ object: AnyObject) -> Bool {
    enter(#function)
    defer { leave() }
    var advanced = false
    var computedProgress = false
    let dt = time - lastTime
    switch type {
    case .spring, .decay:
      advanced = advance(time, dt, object)
    case .basic:
      advanced = advance(time, dt, object)
      computedProgress = true
    case .custom:
      customFinished = !advanceCustom(object, time, dt)
      advanced = true
    }
    if advanced {
      if !computedProgress { computeProgress() }
      delegateProgress()
      lastTime = time
    }
    return advanced
  }

  /// Called on running animations before they advance.
  ///
  /// @original _POPAnimationState::willRun pop/POPAnimationInternal.h:464
  func willRun(_ started: Bool, _ object: AnyObject) {}

  /// @original _POPAnimationState::advance pop/POPAnimationInternal.h:465
  func advance(_ time: Double, _ dt: Double, _ object: AnyObject) -> Bool { false }

  /// @original -[POPAnimation _advance:currentTime:elapsedTime:] pop/POPAnimation.mm:177
  func advanceCustom(_ object: AnyObject, _ currentTime: Double, _ elapsedTime: Double) -> Bool { true }

  /// @original _POPAnimationState::computeProgress pop/POPAnimationInternal.h:466
  func computeProgress() {}

  /// @original _POPAnimationState::delegateProgress pop/POPAnimationInternal.h:467
  func delegateProgress() {}

  /// Delegate, then block.
  ///
  /// @original _POPAnimationState::delegateApply pop/POPAnimationInternal.h:469
  func delegateApply() {
    enter(#function)
    defer { leave() }
    delegate?.popAnimationDidApply(self)
    if let block = animationDidApplyBlock { block(self) }
  }

  /// Forgets the start, so the animation can be run again.
  ///
  /// @original _POPAnimationState::reset pop/POPAnimationInternal.h:482
  func reset(_ all: Bool) {
    enter(#function)
    defer { leave() }
    startTime = 0
    lastTime = 0
  }
}
