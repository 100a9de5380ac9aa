/// How an animation's presentation value moves from its start to its end.
public enum AnimationCurve: Hashable, Sendable {
  case linear
  /// UIKit's default, `UIViewAnimationCurveEaseInOut`: cubic Bézier
  /// (0.42, 0, 0.58, 1).
  case easeInOut
  case easeIn
  case easeOut
  /// `usingSpringWithDamping:1.0 initialSpringVelocity:v`: a critically
  /// damped spring that settles within the duration.
  ///
  /// Modelling choice: UIKit does not document how it maps a duration to a
  /// spring's stiffness. Here the spring's natural frequency ω is chosen so
  /// that 0.1 % of the distance remains at the end of the duration
  /// ((1 + ωd)·e^(−ωd) = 0.001, ωd ≈ 9.2335); the value then snaps to the
  /// end. `initialVelocity` is in distances per second, as UIKit's.
  case criticallyDampedSpring(initialVelocity: Double)

  /// The fraction of the way from start to end at `progress` (0…1) of the
  /// duration.
  public func fraction(at progress: Double, duration: VirtualDuration) -> Double {
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    switch self {
    case .linear:
      return progress
    case .easeInOut:
      return CubicBezier.y(atX: progress, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    case .easeIn:
      return CubicBezier.y(atX: progress, x1: 0.42, y1: 0, x2: 1, y2: 1)
    case .easeOut:
      return CubicBezier.y(atX: progress, x1: 0, y1: 0, x2: 0.58, y2: 1)
    case .criticallyDampedSpring(let velocity):
      let seconds = Double(duration.nanoseconds) / 1e9
      let omega = Self.springSettling / seconds
      let t = progress * seconds
      // x(t) = 1 − e^(−ωt)·(1 + (ω − v₀)·t) for a unit distance.
      return 1 - DeterministicMath.exp(-omega * t) * (1 + (omega - velocity) * t)
    }
  }

  /// ωd for which (1 + ωd)·e^(−ωd) = 0.001.
  static let springSettling = 9.233_413_476_451_585

  /// The curve's name in the trace.
  public var name: String {
    switch self {
    case .linear: return "linear"
    case .easeInOut: return "easeInOut"
    case .easeIn: return "easeIn"
    case .easeOut: return "easeOut"
    case .criticallyDampedSpring(let velocity): return "spring(damping=1,velocity=\(velocity))"
    }
  }
}
