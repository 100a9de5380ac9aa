import SimKernel

/// Pop's small arithmetic helpers, in the same order of operations.
///
/// `CGFloat` is `Double` on every device pop runs on today, so these are
/// double arithmetic; the one float literal among them (`1.f` in the
/// linear interpolation) is exactly 1 and changes nothing. Pop compiles
/// them as C and C++: a compiler allowed to contract `a * b + c` into one
/// fused multiply-add (clang's `-ffp-contract=on` on arm64) could round
/// `MIX` and the quadratic-out mapping once instead of twice; the replica
/// rounds every operation, as pop's code is written.
///
/// @original POPMath pop/POPMath.mm
public enum POPMath {
  /// `round(f · sub) / sub`: `f` to the nearest multiple of `1 / sub`,
  /// halves away from zero (C's `round`, which is Swift's `rounded()`).
  ///
  /// @original POPSubRound pop/POPMath.h:26
  public static func subRound(_ f: Double, _ sub: Double) -> Double {
    (f * sub).rounded() / sub
  }

  /// `a + f · (b − a)`: pop's linear mix, which is exact at `f = 0` but not
  /// always at `f = 1`.
  ///
  /// @original MIX pop/POPMath.h:31
  public static func mix(_ a: Double, _ b: Double, _ f: Double) -> Double {
    a + f * (b - a)
  }

  /// The timing-function solver's tolerance for an animation of `duration`
  /// seconds: `1 / (1000 · duration)`, so longer animations solve finer
  /// (0.0025 at the default 0.4 s).
  ///
  /// @original SOLVE_EPS pop/POPMath.h:34
  public static func solveEpsilon(duration: Double) -> Double {
    1.0 / (1000.0 * duration)
  }

  /// Mixes the first `count` components of two values at `f`.
  ///
  /// @original POPInterpolateVector pop/POPMath.mm:15
  public static func interpolate(_ from: POPVector, _ to: POPVector, _ f: Double) -> POPVector {
    var result = from
    for index in 0..<from.count { result[index] = mix(from[index], to[index], f) }
    return result
  }

  /// `(value − start) / (end − start)`.
  ///
  /// @original POPNormalize pop/POPMath.mm:28
  public static func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double {
    (value - start) / (end - start)
  }

  /// `start + n · (end − start)`.
  ///
  /// @original POPProjectNormal pop/POPMath.mm:33
  public static func projectNormal(_ n: Double, _ start: Double, _ end: Double) -> Double {
    start + (n * (end - start))
  }

  /// `t · end + (1 − t) · start`.
  ///
  /// @original linear_interpolation pop/POPMath.mm:38
  static func linearInterpolation(_ t: Double, _ start: Double, _ end: Double) -> Double {
    t * end + (1.0 - t) * start
  }

  /// Maps `t` in 0…1 through `2t − t²` (fast at first, flat at the end)
  /// onto `start…end`: how bounciness moves friction from "no bounce"
  /// towards the friction floor.
  ///
  /// @original POPQuadraticOutInterpolation pop/POPMath.mm:43
  public static func quadraticOutInterpolation(_ t: Double, _ start: Double, _ end: Double) -> Double {
    linearInterpolation(2 * t - t * t, start, end)
  }

  /// The Quartz Composer "Bouncy 3" friction that just avoids overshoot at
  /// a given (QC-scaled) tension: three cubic fits, joined at 18 and 44.
  ///
  /// Pop writes the powers as `pow(x, 3)` and `pow(x, 2)`; the replica
  /// uses correctly rounded cubes and squares (see `DeterministicMath`),
  /// which is what a libm `pow` returns for these arguments except, rarely,
  /// in the last bit.
  ///
  /// @original POPBouncy3NoBounce pop/POPMath.mm:63
  public static func bouncy3NoBounce(_ tension: Double) -> Double {
    let x = tension
    if x <= 18.0 {
      return (0.0007 * DeterministicMath.cube(x)) - (0.031 * DeterministicMath.square(x)) + 0.64 * x
        + 1.28
    } else if x > 18 && x <= 44 {
      return (0.000044 * DeterministicMath.cube(x)) - (0.006 * DeterministicMath.square(x)) + 0.36 * x
        + 2.0
    } else if x > 44 {
      return (0.000_000_45 * DeterministicMath.cube(x)) - (0.000332 * DeterministicMath.square(x))
        + 0.1078 * x + 5.84
    }
    // NaN: pop asserts and, without assertions, returns its initial 0.
    return 0
  }

  /// The two roots of `a·x² + b·x + c = 0`, the "plus" root first (`sqrt`
  /// is correctly rounded in IEEE arithmetic, so it is exact to use).
  ///
  /// @original POPQuadraticSolve pop/POPMath.mm:78
  public static func quadraticSolve(_ a: Double, _ b: Double, _ c: Double) -> (x1: Double, x2: Double) {
    let discriminant = (b * b - 4 * a * c).squareRoot()
    return ((-b + discriminant) / (2 * a), (-b - discriminant) / (2 * a))
  }

  /// Foundation's `MAX(a, b)`: `a < b ? b : a`, so a NaN first argument
  /// wins and a NaN second one loses.
  static func foundationMax(_ a: Double, _ b: Double) -> Double {
    a < b ? b : a
  }

  /// Foundation's `MIN(a, b)`: `a < b ? a : b`.
  static func foundationMin(_ a: Double, _ b: Double) -> Double {
    a < b ? a : b
  }
}
