/// The arithmetic of a scroll view under a finger and after it: how far
/// content follows a drag past its edge, how it decelerates, and how it
/// springs back. UIKit documents none of these formulas; each is a
/// modelling choice, stated here and in docs/engine.md, and pinned by
/// `ScrollViewTests` with exact numbers. Only `+ - * /` and
/// `DeterministicMath.exp` are used, so that native and WebAssembly runs
/// agree to the bit.
public enum ScrollPhysics {
  /// The rubber band's stiffness: past an edge, content follows the finger
  /// less and less, never further than the view's own size. UIKit's
  /// curve is not public; this is the commonly reproduced fit of it,
  /// c = 0.55.
  public static let rubberBandCoefficient = 0.55

  /// How far content shows past its edge when the finger has pulled
  /// `distance` past it, in a view `dimension` points tall (or wide):
  /// `(1 − 1 / (distance × c / dimension + 1)) × dimension`.
  public static func rubberBand(_ distance: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    return (1 - 1 / (distance * rubberBandCoefficient / dimension + 1)) * dimension
  }

  /// The finger's distance past the edge that shows `overshoot`: the
  /// inverse of `rubberBand`, so that a drag can go on from an offset code
  /// has set.
  public static func fingerDistance(showing overshoot: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let shown = min(overshoot, dimension * 0.999_999)
    return shown * dimension / (rubberBandCoefficient * (dimension - shown))
  }

  /// `UIScrollViewDecelerationRate`: the fraction of its velocity a
  /// decelerating scroll view keeps per millisecond (UIKit's documented
  /// `normal` 0.998 and `fast` 0.99), with its natural logarithm written
  /// out, as no portable `log` gives the same bits everywhere.
  public enum DecelerationRate: Hashable, Sendable {
    case normal
    case fast

    public var perMillisecond: Double {
      switch self {
      case .normal: return 0.998
      case .fast: return 0.99
      }
    }

    /// ln(perMillisecond).
    var logarithm: Double {
      switch self {
      case .normal: return -0.002_002_002_670_673_079_3
      case .fast: return -0.010_050_335_853_501_441
      }
    }
  }

  /// Deceleration from `velocity` (points per second along the offset):
  /// after `elapsed` seconds the velocity is `velocity × rate^(1000 t)` and
  /// the offset has moved by its integral,
  /// `velocity × (rate^(1000 t) − 1) / (1000 ln rate)`.
  public static func deceleration(
    velocity: Double, elapsed: Double, rate: DecelerationRate
  ) -> (distance: Double, velocity: Double) {
    let decay = DeterministicMath.exp(1000 * elapsed * rate.logarithm)
    return (velocity * (decay - 1) / (1000 * rate.logarithm), velocity * decay)
  }

  /// A decelerating scroll view stops when its speed falls below this, in
  /// points per second (half a point in a tenth of a second).
  public static let restingSpeed = 5.0

  /// The bounce's spring: critically damped, with natural frequency ω per
  /// second, so that content let go 80 points past its edge is back within
  /// half a point after about 0.47 s, as UIKit's bounce looks.
  public static let bounceFrequency = 15.0

  /// The bounce `elapsed` seconds after it began `displacement` points past
  /// the edge moving at `velocity`: x(t) = (x₀ + (v₀ + ω x₀) t) e^(−ω t), and
  /// its velocity.
  public static func bounce(
    displacement: Double, velocity: Double, elapsed: Double
  ) -> (displacement: Double, velocity: Double) {
    let omega = bounceFrequency
    let decay = DeterministicMath.exp(-omega * elapsed)
    let linear = displacement + (velocity + omega * displacement) * elapsed
    let x = linear * decay
    let v = (velocity + omega * displacement) * decay - omega * linear * decay
    return (x, v)
  }

  /// A bounce ends, and the offset snaps to the edge, when both the
  /// distance and the speed are below these.
  public static let bounceRestingDistance = 0.5
  public static let bounceRestingSpeed = 5.0
}
