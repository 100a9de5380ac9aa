import SimKernel

/// Pop's decay: a velocity that shrinks by the factor `deceleration` every
/// millisecond, and the distance it covers.
///
/// With d the deceleration and v₀ the velocity in units per millisecond,
/// after `ms` milliseconds the velocity is v₀·dᵐˢ and the position has
/// moved v₀·d·(1 − dᵐˢ)/(1 − d) (the geometric series of per-millisecond
/// steps). Pop evaluates this partly in **float**: dᵐˢ is `powf`, the
/// distance factor and v₀ are stored as floats, and the products v₀·dᵐˢ and
/// v₀·factor are float products, widened only when added to the double
/// position. The replica keeps every one of those roundings, so its values
/// carry pop's float error (about 1e-7 relative), not a double's.
///
/// @original decay_position pop/POPDecayAnimationInternal.h
public enum POPDecay {
  /// The default deceleration, 0.998 per millisecond.
  ///
  /// @original kPOPAnimationDecayDecelerationDefault pop/POPDecayAnimationInternal.h:20
  public static let defaultDeceleration = 0.998
  /// The animation stops once every velocity component is below the
  /// property's threshold times this (units per second).
  ///
  /// @original kPOPAnimationDecayMinimalVelocityFactor pop/POPDecayAnimationInternal.h:17
  public static let minimalVelocityFactor = 5.0

  /// Moves the first `count` components of `position` and `velocity`
  /// (units per second) on by `dt` seconds. `powf` is the one libm call:
  /// see `DeterministicMath.powf` for where it may differ by an ulp of
  /// float. A `dt` of zero still rounds the velocity through float.
  ///
  /// @original decay_position pop/POPDecayAnimationInternal.h:22
  public static func position(
    _ position: inout POPVector4, _ velocity: inout POPVector4, count: Int, dt: Double, deceleration: Double
  ) {
    let ms = dt * 1000
    let kv = DeterministicMath.powf(Float(deceleration), Float(ms))
    let kx = Float(deceleration * Double(1 - kv) / (1 - deceleration))
    for index in 0..<count {
      let v0 = Float(velocity[index] / 1000.0)
      velocity[index] = Double(v0 * kv) * 1000.0
      position[index] = position[index] + Double(v0 * kx)
    }
  }

  /// How long until the slowest-decaying component falls below the rest
  /// velocity (`threshold × 5` units/s): per component
  /// ln(|k / (vᵢ/1000)|) / (1000 · ln d) with k = threshold × 5 / 1000, the
  /// largest wins (Foundation's `MAX`, so a component of zero velocity,
  /// −∞, drops out); NaN or negative gives 0. Uses all four lanes, as pop
  /// does. `log` is deterministic here (see `DeterministicMath.log`),
  /// which can differ from libm's in the last bit of the result.
  ///
  /// @original _POPDecayAnimationState::computeDuration pop/POPDecayAnimationInternal.h:71
  public static func duration(velocity: POPVector4, threshold: Double, deceleration: Double) -> Double {
    let scaledVelocity = velocity / 1000.0
    let k = threshold * minimalVelocityFactor / 1000.0
    let d = DeterministicMath.log(deceleration) * 1000.0
    func component(_ v: Double) -> Double {
      DeterministicMath.log(abs(k / v)) / d
    }
    let duration = POPMath.foundationMax(
      POPMath.foundationMax(
        POPMath.foundationMax(component(scaledVelocity.x), component(scaledVelocity.y)),
        component(scaledVelocity.z)),
      component(scaledVelocity.w))
    if duration.isNaN || duration < 0 { return 0 }
    return duration
  }

  /// Where the decay ends: `from` moved on by one step of the whole
  /// `duration` (pop's `computeToValue`, whose single big float step can
  /// differ from the sum of the per-frame steps).
  ///
  /// @original _POPDecayAnimationState::computeToValue pop/POPDecayAnimationInternal.h:90
  public static func toValue(
    from: POPVector4, velocity: POPVector4, count: Int, duration: Double, deceleration: Double
  ) -> POPVector4 {
    var position = from
    var velocityCopy = velocity
    Self.position(&position, &velocityCopy, count: count, dt: duration, deceleration: deceleration)
    return position
  }

  /// Done when every one of the first `count` velocity components is
  /// below `threshold × 5`.
  ///
  /// @original _POPDecayAnimationState::isDone pop/POPDecayAnimationInternal.h:56
  public static func isDone(velocity: POPVector4, count: Int, threshold: Double) -> Bool {
    let f = threshold * minimalVelocityFactor
    for index in 0..<count where abs(velocity[index]) >= f {
      return false
    }
    return true
  }
}
