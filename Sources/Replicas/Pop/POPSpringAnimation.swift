import ReplicaSupport
import SimKernel

/// A property animation on a damped spring: every frame the RK4 solver
/// (`POPSpringSolver`) moves the value towards the to-value, keeping its
/// velocity, until the last written values or the solver come to rest
/// within the property's threshold, and the to-value is written.
///
/// The dynamics come from bounciness and speed (4 and 12) through
/// `POPSpringDynamics`, or from tension, friction and mass set directly;
/// whichever kind was set last wins.
///
/// @original POPSpringAnimation pop/POPSpringAnimation.mm
public final class POPSpringAnimation: POPPropertyAnimation {
  override public class var traceName: String { "POPSpringAnimation" }

  var solver: POPSpringSolver
  var springSpeedStorage = 12.0
  var springBouncinessStorage = 4.0
  var dynamicsTensionStorage = 0.0
  var dynamicsFrictionStorage = 0.0
  var dynamicsMassStorage = 0.0

  /// A spring animation with no property: the solver starts as (1, 1, 1)
  /// with threshold 0, then takes the dynamics of bounciness 4, speed 12.
  ///
  /// @original -[POPSpringAnimation init] pop/POPSpringAnimation.mm:36
  public init(kernel: Kernel) {
    solver = POPSpringSolver(k: 1, b: 1, m: 1)
    super.init(kernel: kernel, type: .spring)
    updatedDynamicsThreshold()
    updatedBouncinessAndSpeed()
  }

  /// A spring animation of a built-in property (none for an unknown name).
  ///
  /// @original +[POPSpringAnimation animationWithPropertyNamed:] pop/POPSpringAnimation.mm:24
  public convenience init(kernel: Kernel, propertyNamed name: String) {
    self.init(kernel: kernel)
    property = POPAnimatableProperty.property(named: name)
  }

  // MARK: Public properties

  /// The velocity now (it decays as the spring settles); setting it also
  /// sets the original velocity.
  ///
  /// @original velocity pop/POPSpringAnimation.h:35
  public var velocity: POPVector? {
    get { velocityVec }
    set { setVelocity(newValue) }
  }

  /// @original -[POPSpringAnimation setVelocity:] pop/POPSpringAnimation.mm:62
  func setVelocity(_ value: POPVector?) {
    enter(#function)
    defer { leave() }
    _ = storeVelocity(value)
  }

  /// 0…20 (4).
  ///
  /// @original springBounciness pop/POPSpringAnimation.h:41
  public var springBounciness: Double {
    get { springBouncinessStorage }
    set { setSpringBounciness(newValue) }
  }

  /// 0…20 (12).
  ///
  /// @original springSpeed pop/POPSpringAnimation.h:47
  public var springSpeed: Double {
    get { springSpeedStorage }
    set { setSpringSpeed(newValue) }
  }

  /// @original dynamicsTension pop/POPSpringAnimation.h:53
  public var dynamicsTension: Double {
    get { dynamicsTensionStorage }
    set {
      guard newValue != dynamicsTensionStorage else { return }
      dynamicsTensionStorage = newValue
      updatedDynamicsTension()
    }
  }

  /// @original dynamicsFriction pop/POPSpringAnimation.h:59
  public var dynamicsFriction: Double {
    get { dynamicsFrictionStorage }
    set {
      guard newValue != dynamicsFrictionStorage else { return }
      dynamicsFrictionStorage = newValue
      updatedDynamicsFriction()
    }
  }

  /// @original dynamicsMass pop/POPSpringAnimation.h:65
  public var dynamicsMass: Double {
    get { dynamicsMassStorage }
    set {
      guard newValue != dynamicsMassStorage else { return }
      dynamicsMassStorage = newValue
      updatedDynamicsMass()
    }
  }

  /// @original -[POPSpringAnimation setSpringBounciness:] pop/POPSpringAnimation.mm:96
  func setSpringBounciness(_ value: Double) {
    enter(#function)
    defer { leave() }
    if userSpecifiedDynamics || value != springBouncinessStorage {
      springBouncinessStorage = value
      userSpecifiedDynamics = false
      updatedBouncinessAndSpeed()
      if tracing { tracer.record(.bouncinessUpdate, [Double(Float(value))]) }
    }
  }

  /// @original -[POPSpringAnimation setSpringSpeed:] pop/POPSpringAnimation.mm:82
  func setSpringSpeed(_ value: Double) {
    enter(#function)
    defer { leave() }
    if userSpecifiedDynamics || value != springSpeedStorage {
      springSpeedStorage = value
      userSpecifiedDynamics = false
      updatedBouncinessAndSpeed()
      if tracing { tracer.record(.speedUpdate, [Double(Float(value))]) }
    }
  }

  /// @original -[POPSpringAnimation _updatedDynamicsTension] pop/POPSpringAnimation.mm:126
  func updatedDynamicsTension() {
    enter(#function)
    defer { leave() }
    userSpecifiedDynamics = true
    if tracing { tracer.record(.tensionUpdate, [Double(Float(dynamicsTensionStorage))]) }
    updatedDynamics()
  }

  /// @original -[POPSpringAnimation _updatedDynamicsFriction] pop/POPSpringAnimation.mm:135
  func updatedDynamicsFriction() {
    enter(#function)
    defer { leave() }
    userSpecifiedDynamics = true
    if tracing { tracer.record(.frictionUpdate, [Double(Float(dynamicsFrictionStorage))]) }
    updatedDynamics()
  }

  /// @original -[POPSpringAnimation _updatedDynamicsMass] pop/POPSpringAnimation.mm:144
  func updatedDynamicsMass() {
    enter(#function)
    defer { leave() }
    userSpecifiedDynamics = true
    if tracing { tracer.record(.massUpdate, [Double(Float(dynamicsMassStorage))]) }
    updatedDynamics()
  }

  // MARK: The state's methods

  /// @original _POPSpringAnimationState::updatedDynamics pop/POPSpringAnimationInternal.h:66
  func updatedDynamics() {
    enter(#function)
    defer { leave() }
    solver.setConstants(k: dynamicsTensionStorage, b: dynamicsFrictionStorage, m: dynamicsMassStorage)
  }

  /// The property's threshold also sets the solver's.
  ///
  /// @original _POPSpringAnimationState::updatedDynamicsThreshold pop/POPSpringAnimationInternal.h:73
  override func updatedDynamicsThreshold() {
    enter(#function)
    defer { leave() }
    super.updatedDynamicsThreshold()
    solver.setThreshold(dynamicsThreshold)
  }

  /// @original _POPSpringAnimationState::updatedBouncinessAndSpeed pop/POPSpringAnimationInternal.h:81
  func updatedBouncinessAndSpeed() {
    enter(#function)
    defer { leave() }
    let dynamics = POPSpringDynamics.convert(bounciness: springBouncinessStorage, speed: springSpeedStorage)
    dynamicsTensionStorage = dynamics.tension
    dynamicsFrictionStorage = dynamics.friction
    dynamicsMassStorage = dynamics.mass
    updatedDynamics()
  }

  /// At rest by the written values: rounded, the last two writes equal
  /// each other and the to-value; unrounded, both within a fifth of the
  /// threshold of the to-value and of each other.
  ///
  /// @original _POPSpringAnimationState::hasConverged pop/POPSpringAnimationInternal.h:35
  func hasConverged() -> Bool {
    enter(#function)
    defer { leave() }
    if roundingFactor != 0 {
      return previous2Vec == previousVec && previousVec == toVec
    }
    guard let previousVec, let previous2Vec else { return false }
    let t = dynamicsThreshold / 5
    let to = toVec?.vector4 ?? .zero
    for index in 0..<valueCount {
      if abs(to[index] - previousVec[index]) >= t || abs(previous2Vec[index] - previousVec[index]) >= t {
        return false
      }
    }
    return true
  }

  /// @original _POPSpringAnimationState::isDone pop/POPSpringAnimationInternal.h:59
  override func isDone() -> Bool {
    enter(#function)
    defer { leave() }
    if super.isDone() { return true }
    return solver.started && (hasConverged() || solver.hasConverged)
  }

  /// One solver frame on the displacement to the to-value, then clamping.
  ///
  /// @original _POPSpringAnimationState::advance pop/POPSpringAnimationInternal.h:86
  override func advance(_ time: Double, _ dt: Double, _ object: AnyObject) -> Bool {
    enter(#function)
    defer { leave() }
    guard let current = currentVec else { return false }
    var value = current.vector4
    var velocity = velocityVec?.vector4 ?? .zero
    solver.advanceAnimation(value: &value, velocity: &velocity, to: toVec?.vector4 ?? .zero, dt: dt)
    currentVec = makeVector(value)
    if velocityVec != nil { velocityVec = makeVector(velocity) }
    clampCurrentValue()
    return true
  }

  /// Also puts the constants back into the solver and resets it.
  ///
  /// @original _POPSpringAnimationState::reset pop/POPSpringAnimationInternal.h:122
  override func reset(_ all: Bool) {
    enter(#function)
    defer { leave() }
    super.reset(all)
    solver.setConstants(k: dynamicsTensionStorage, b: dynamicsFrictionStorage, m: dynamicsMassStorage)
    solver.reset()
  }
}
