import ReplicaSupport
import SimKernel

/// A property animation that keeps a velocity and lets it decay by the
/// factor `deceleration` every millisecond (`POPDecay`), until it falls
/// below five times the property's threshold. Its to-value and duration
/// are computed, not set.
///
/// Differences: pop accepts velocities of some value types only and logs
/// others; a `POPVector` is always accepted. `setToValue` is a no-op, as
/// in pop, with a note in the trace where pop logs.
///
/// @original POPDecayAnimation pop/POPDecayAnimation.mm
public final class POPDecayAnimation: POPPropertyAnimation {
  override public class var traceName: String { "POPDecayAnimation" }

  var decelerationStorage = POPDecay.defaultDeceleration
  var durationStorage = 0.0

  /// A decay animation with no property.
  ///
  /// @original +[POPDecayAnimation animation] pop/POPDecayAnimation.mm:25
  public init(kernel: Kernel) {
    super.init(kernel: kernel, type: .decay)
  }

  /// A decay animation of a built-in property (none for an unknown name).
  ///
  /// @original +[POPDecayAnimation animationWithPropertyNamed:] pop/POPDecayAnimation.mm:30
  public convenience init(kernel: Kernel, propertyNamed name: String) {
    self.init(kernel: kernel)
    property = POPAnimatableProperty.property(named: name)
  }

  /// Per millisecond (0.998); a new one forgets the computed to-value.
  ///
  /// @original deceleration pop/POPDecayAnimation.h:47
  public var deceleration: Double {
    get { decelerationStorage }
    set {
      guard newValue != decelerationStorage else { return }
      decelerationStorage = newValue
      toVec = nil
    }
  }

  /// Seconds until the velocity falls below the rest velocity, computed
  /// when first asked.
  ///
  /// @original duration pop/POPDecayAnimation.h:53
  public var duration: Double {
    ensureComputedProperties()
    return durationStorage
  }

  /// Where the decay ends, computed when first asked; setting it does
  /// nothing.
  ///
  /// @original toValue pop/POPDecayAnimation.mm:53
  override public var toValue: POPVector? {
    get {
      ensureComputedProperties()
      return toVec
    }
    set { setToValue(newValue) }
  }

  /// The velocity now, in units per second.
  ///
  /// @original velocity pop/POPDecayAnimation.h:35
  public var velocity: POPVector? {
    get { velocityVec }
    set { setVelocity(newValue) }
  }

  /// The velocity as set.
  ///
  /// @original originalVelocity pop/POPDecayAnimation.h:41
  public var originalVelocity: POPVector? { originalVelocityVec }

  /// The original velocity negated, for autoreversing.
  ///
  /// @original -[POPDecayAnimation reversedVelocity] pop/POPDecayAnimation.mm:77
  public var reversedVelocity: POPVector? {
    guard let original = originalVelocityVec else { return nil }
    return POPVector(count: original.count, original.vector4 * -1)
  }

  /// @original -[POPDecayAnimation setFromValue:] pop/POPDecayAnimation.mm:65
  override func setFromValue(_ value: POPVector?) {
    enter(#function)
    defer { leave() }
    super.setFromValue(value)
    invalidateComputedProperties()
  }

  /// @original -[POPDecayAnimation setToValue:] pop/POPDecayAnimation.mm:71
  override func setToValue(_ value: POPVector?) {
    enter(#function)
    defer { leave() }
    kernel.note("ignoring to value on decay animation")
  }

  /// A new velocity forgets the computed values; an active animation that
  /// came to rest forgets its from-value and runs on from where it is.
  ///
  /// @original -[POPDecayAnimation setVelocity:] pop/POPDecayAnimation.mm:127
  func setVelocity(_ value: POPVector?) {
    enter(#function)
    defer { leave() }
    if storeVelocity(value) {
      invalidateComputedProperties()
      if active && pausedStorage {
        fromVec = nil
        setPaused(false)
      }
    }
  }

  /// @original -[POPDecayAnimation _ensureComputedProperties] pop/POPDecayAnimation.mm:158
  func ensureComputedProperties() {
    enter(#function)
    defer { leave() }
    if toVec == nil {
      computeDuration()
      computeToValue()
    }
  }

  /// @original -[POPDecayAnimation _invalidateComputedProperties] pop/POPDecayAnimation.mm:166
  func invalidateComputedProperties() {
    enter(#function)
    defer { leave() }
    toVec = nil
    durationStorage = 0
  }

  /// @original _POPDecayAnimationState::computeDuration pop/POPDecayAnimationInternal.h:71
  func computeDuration() {
    enter(#function)
    defer { leave() }
    durationStorage = POPDecay.duration(
      velocity: velocityVec?.vector4 ?? .zero, threshold: dynamicsThreshold, deceleration: decelerationStorage
    )
  }

  /// One decay step of the whole duration from the current (or from-)
  /// value.
  ///
  /// @original _POPDecayAnimationState::computeToValue pop/POPDecayAnimationInternal.h:90
  func computeToValue() {
    enter(#function)
    defer { leave() }
    guard let from = currentVec ?? fromVec else { return }
    if durationStorage == 0 { computeDuration() }
    let end = POPDecay.toValue(
      from: from.vector4, velocity: velocityVec?.vector4 ?? .zero, count: from.count,
      duration: durationStorage,
      deceleration: decelerationStorage)
    toVec = POPVector(count: from.count, end)
  }

  /// Done when every velocity component is below the rest velocity.
  ///
  /// @original _POPDecayAnimationState::isDone pop/POPDecayAnimationInternal.h:56
  override func isDone() -> Bool {
    enter(#function)
    defer { leave() }
    if super.isDone() { return true }
    return POPDecay.isDone(
      velocity: velocityVec?.vector4 ?? .zero, count: valueCount, threshold: dynamicsThreshold)
  }

  /// One decay step of the frame's `dt`, clamped so that it never passes
  /// the to-value.
  ///
  /// @original _POPDecayAnimationState::advance pop/POPDecayAnimationInternal.h:111
  override func advance(_ time: Double, _ dt: Double, _ object: AnyObject) -> Bool {
    enter(#function)
    defer { leave() }
    guard let current = currentVec else { return false }
    var position = current.vector4
    var velocity = velocityVec?.vector4 ?? .zero
    POPDecay.position(&position, &velocity, count: valueCount, dt: dt, deceleration: decelerationStorage)
    currentVec = makeVector(position)
    velocityVec = makeVector(velocity)
    clampCurrentValue(clampMode.union(.end))
    return true
  }
}
