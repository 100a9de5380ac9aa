/// The cubic Bézier timing curve from (0, 0) to (1, 1), solved the way
/// WebKit's `UnitBezier` solves it, which pop copies.
///
/// A timing function gives progress y for a time fraction x, but the
/// curve is parametric in s: x(s) and y(s). Solving x(s) = x for s takes
/// up to 8 Newton steps from s = x, returning as soon as |x(s) − x| is
/// below the tolerance and giving up on Newton when the slope falls under
/// 1e-6; then bisection on [0, 1], starting again at s = x, to the same
/// tolerance. Pop's tolerance is coarse (`1 / (1000 · duration)`, 0.0025
/// at 0.4 s), so even the linear curve is not exact: 0.25 → 0.2500488….
/// Newton may leave [0, 1] when x does; the result is then y at that s.
///
/// Every operation is rounded on its own, as the C++ is written. The
/// Horner forms are single C expressions, so a build of pop that lets the
/// compiler fuse `a * s + b` into one multiply-add (clang's
/// `-ffp-contract=on`, on arm64) would round them differently in the last
/// bits, and a Newton step could then land elsewhere within the
/// tolerance; the tests pin a build without contraction.
///
/// @original WebCore::UnitBezier pop/WebCore/UnitBezier.h
public struct POPUnitBezier: Sendable {
  let ax: Double
  let bx: Double
  let cx: Double
  let ay: Double
  let by: Double
  let cy: Double

  /// The polynomial coefficients for control points (p1x, p1y) and
  /// (p2x, p2y): c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b.
  public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
    let cx = 3.0 * p1x
    let bx = 3.0 * (p2x - p1x) - cx
    self.cx = cx
    self.bx = bx
    ax = 1.0 - cx - bx
    let cy = 3.0 * p1y
    let by = 3.0 * (p2y - p1y) - cy
    self.cy = cy
    self.by = by
    ay = 1.0 - cy - by
  }

  /// x(s) by Horner's rule.
  ///
  /// @original WebCore::UnitBezier::sampleCurveX pop/WebCore/UnitBezier.h:46
  public func sampleCurveX(_ s: Double) -> Double {
    ((ax * s + bx) * s + cx) * s
  }

  /// y(s) by Horner's rule.
  ///
  /// @original WebCore::UnitBezier::sampleCurveY pop/WebCore/UnitBezier.h:52
  public func sampleCurveY(_ s: Double) -> Double {
    ((ay * s + by) * s + cy) * s
  }

  /// dx/ds.
  ///
  /// @original WebCore::UnitBezier::sampleCurveDerivativeX pop/WebCore/UnitBezier.h:57
  public func sampleCurveDerivativeX(_ s: Double) -> Double {
    (3.0 * ax * s + 2.0 * bx) * s + cx
  }

  /// The parameter s whose x(s) is within `epsilon` of `x`.
  ///
  /// @original WebCore::UnitBezier::solveCurveX pop/WebCore/UnitBezier.h:63
  public func solveCurveX(_ x: Double, epsilon: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = sampleCurveX(s) - x
      if abs(error) < epsilon { return s }
      let slope = sampleCurveDerivativeX(s)
      if abs(slope) < 1e-6 { break }
      s = s - error / slope
    }
    var low = 0.0
    var high = 1.0
    s = x
    if s < low { return low }
    if s > high { return high }
    while low < high {
      let sampled = sampleCurveX(s)
      if abs(sampled - x) < epsilon { return s }
      if x > sampled { low = s } else { high = s }
      s = (high - low) * 0.5 + low
    }
    return s
  }

  /// y for time fraction x.
  ///
  /// @original WebCore::UnitBezier::solve pop/WebCore/UnitBezier.h:108
  public func solve(_ x: Double, epsilon: Double) -> Double {
    sampleCurveY(solveCurveX(x, epsilon: epsilon))
  }
}

/// A basic animation's timing function as pop holds it: four control
/// point coordinates (p1x, p1y, p2x, p2y) in double.
///
/// Pop reads a `CAMediaTimingFunction`'s control points as floats and
/// widens them, so the named functions' points are `Float(0.42)` and so
/// on, not the double literals; a custom function made from doubles goes
/// through the same float array.
///
/// @original timingControlPoints pop/POPBasicAnimationInternal.h
public struct POPTimingFunction: Equatable, Sendable {
  public let controlPoints: (Double, Double, Double, Double)

  /// The curve through (p1x, p1y) and (p2x, p2y), each coordinate passed
  /// through float as pop's `updatedTimingFunction` does.
  ///
  /// @original -[CAMediaTimingFunction functionWithControlPoints::::] (QuartzCore)
  public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
    controlPoints = (
      Double(Float(p1x)), Double(Float(p1y)), Double(Float(p2x)), Double(Float(p2y))
    )
  }

  public static func == (a: POPTimingFunction, b: POPTimingFunction) -> Bool {
    a.controlPoints == b.controlPoints
  }

  /// `kCAMediaTimingFunctionDefault`, which pop installs when none is set.
  ///
  /// @original kCAMediaTimingFunctionDefault (QuartzCore)
  public static let `default` = POPTimingFunction(0.25, 0.1, 0.25, 1.0)
  /// @original kCAMediaTimingFunctionLinear (QuartzCore)
  public static let linear = POPTimingFunction(0, 0, 1, 1)
  /// @original kCAMediaTimingFunctionEaseIn (QuartzCore)
  public static let easeIn = POPTimingFunction(0.42, 0, 1, 1)
  /// @original kCAMediaTimingFunctionEaseOut (QuartzCore)
  public static let easeOut = POPTimingFunction(0, 0, 0.58, 1)
  /// @original kCAMediaTimingFunctionEaseInEaseOut (QuartzCore)
  public static let easeInEaseOut = POPTimingFunction(0.42, 0, 0.58, 1)

  /// Progress at time fraction `t` to within `epsilon` in x.
  ///
  /// @original POPTimingFunctionSolve pop/POPMath.mm:22
  public func solve(_ t: Double, epsilon: Double) -> Double {
    let (p1x, p1y, p2x, p2y) = controlPoints
    return POPUnitBezier(p1x, p1y, p2x, p2y).solve(t, epsilon: epsilon)
  }
}

/// One frame of a basic animation's timing.
///
/// @original _POPBasicAnimationState pop/POPBasicAnimationInternal.h
public enum POPBasicTiming {
  /// The default duration, 0.4 s.
  ///
  /// @original kPOPAnimationDurationDefault pop/POPBasicAnimationInternal.h:15
  public static let defaultDuration = 0.4
  /// How close to 1 the time fraction must come to be done.
  ///
  /// @original kPOPProgressThreshold pop/POPBasicAnimationInternal.h:18
  public static let progressThreshold = 1e-6

  /// Progress and time fraction `localTime` seconds after the start: the
  /// time fraction is capped at 1 and solved with the duration's
  /// tolerance; a duration of zero or less jumps to 1. The value is then
  /// `POPMath.interpolate(from, to, progress)`, always from the from-value.
  ///
  /// @original _POPBasicAnimationState::advance pop/POPBasicAnimationInternal.h:71
  public static func progress(localTime: Double, duration: Double, timingFunction: POPTimingFunction) -> (
    progress: Double, timeProgress: Double
  ) {
    guard duration > 0.0 else { return (1.0, 1.0) }
    let t = POPMath.foundationMin(localTime, duration) / duration
    return (timingFunction.solve(t, epsilon: POPMath.solveEpsilon(duration: duration)), t)
  }

  /// Done once the time fraction is within `progressThreshold` of 1.
  ///
  /// @original _POPBasicAnimationState::isDone pop/POPBasicAnimationInternal.h:54
  public static func isDone(timeProgress: Double) -> Bool {
    timeProgress + progressThreshold >= 1.0
  }
}
