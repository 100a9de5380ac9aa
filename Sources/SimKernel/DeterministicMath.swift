/// The few transcendental functions the animation curves need, computed
/// with `+ - * /` only.
///
/// The C library's `exp` may differ in the last bit between glibc (native)
/// and wasi-libc (WebAssembly), and one bit is enough to print a different
/// presentation value and break trace parity. IEEE arithmetic is exact and
/// identical everywhere, so these are too.
enum DeterministicMath {
  static let ln2 = 0.693_147_180_559_945_3

  /// e^x for |x| up to about 700, to within a few ulps.
  static func exp(_ x: Double) -> Double {
    if x == 0 { return 1 }
    // x = k·ln2 + r with |r| ≤ ln2/2, so e^x = 2^k · e^r.
    let kDouble = x / ln2
    var k = Int64(kDouble >= 0 ? kDouble + 0.5 : kDouble - 0.5)
    if k > 1000 { k = 1000 }
    if k < -1000 { k = -1000 }
    let r = x - Double(k) * ln2
    var term = 1.0
    var sum = 1.0
    for n in 1...18 {
      term = term * r / Double(n)
      sum += term
    }
    var scale = 1.0
    let factor = k >= 0 ? 2.0 : 0.5
    for _ in 0..<k.magnitude { scale *= factor }
    return sum * scale
  }

  /// y at x on the CSS/Core Animation cubic Bézier from (0,0) to (1,1) with
  /// control points (x1, y1) and (x2, y2), for x in 0…1; solved by
  /// bisection, which needs no derivative and always converges.
  static func cubicBezier(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
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
