/// The CSS / Core Animation timing curve: a cubic Bézier from (0, 0) to
/// (1, 1) with control points (x1, y1) and (x2, y2), as UIKit's ease-in,
/// ease-out and ease-in-out curves are.
///
/// Solved by bisection with `+ − × /` only, which needs no derivative,
/// always converges, and gives the same bits natively and in WebAssembly
/// (see `DeterministicMath`).
enum CubicBezier {
  /// y at `x` (0…1) on the curve; 0 before it, 1 after it.
  static func y(atX x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    var s = x
    for _ in 0..<60 {
      s = (low + high) / 2
      if coordinate(s, x1, x2) < x { low = s } else { high = s }
    }
    return coordinate(s, y1, y2)
  }
}
