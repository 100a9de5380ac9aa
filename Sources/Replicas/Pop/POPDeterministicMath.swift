/// The few libm functions pop's arithmetic calls (`pow`, `powf`, `log`),
/// computed with `+ − × /` only so that native and WebAssembly builds give
/// the same bits.
///
/// glibc (native) and wasi-libc (WebAssembly) implement `pow` and `log`
/// differently and may disagree in the last bit; IEEE `+ − × /` and `sqrt`
/// are exactly rounded everywhere. These functions are not libm: each is
/// accurate to well under one ulp, and where libm's result is the correctly
/// rounded one (the usual case) they return the same bits, but near a
/// rounding tie either may differ from Apple's libm by one ulp. Pop's
/// `pow(x, 2)`, `pow(x, 3)` and `powf` are all rounded once from a much
/// more precise value here. Against glibc this gave the same bits at every
/// point the tests pin but one: `powf(0.998f, 2646.5086f)`, whose exact
/// value lies 0.495 float ulp from one float and 0.505 from the next;
/// glibc returns the farther one, the replica the nearer (the decay's
/// velocity at its computed duration, see `PopDecayTests`). `exp` itself
/// may be one ulp of double off (e¹ comes out one ulp high); it only feeds
/// `powf`, whose float rounding hides that except next to a tie.
///
/// @original math.h (libm)
public enum POPDeterministicMath {
  /// ln 2 split for Cody–Waite reduction: `ln2High` has its low 32 bits
  /// zero, so `k · ln2High` is exact for every binary exponent `k`.
  static let ln2High = 6.931_471_803_691_238_164_90e-01
  static let ln2Low = 1.908_214_929_270_587_700_02e-10

  /// `a · b` as an exact sum `high + low` (Dekker's product, with
  /// Veltkamp's split instead of a fused multiply-add, which WebAssembly
  /// lacks). Exact unless the product overflows or underflows.
  static func twoProduct(_ a: Double, _ b: Double) -> (high: Double, low: Double) {
    let product = a * b
    let (aHigh, aLow) = split(a)
    let (bHigh, bLow) = split(b)
    let error = ((aHigh * bHigh - product) + aHigh * bLow + aLow * bHigh) + aLow * bLow
    return (product, error)
  }

  /// Veltkamp's split of `a` into two halves of 26 bits each.
  static func split(_ a: Double) -> (high: Double, low: Double) {
    let scaled = 134_217_729.0 * a
    let high = scaled - (scaled - a)
    return (high, a - high)
  }

  /// x², correctly rounded: the one rounding of `x * x`, which is what
  /// `pow(x, 2)` returns.
  public static func square(_ x: Double) -> Double {
    x * x
  }

  /// x³ rounded once from the exact x² (a double-double) times x: the
  /// correctly rounded cube except, at worst, next to a rounding tie. A
  /// plain `x * x * x` rounds twice and can differ from `pow(x, 3)`.
  public static func cube(_ x: Double) -> Double {
    let (squareHigh, squareLow) = twoProduct(x, x)
    let (cubeHigh, cubeLow) = twoProduct(squareHigh, x)
    return cubeHigh + (cubeLow + squareLow * x)
  }

  /// e^x, for x up to about ±700, to within about one ulp.
  public static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.8 { return .infinity }
    if x < -745.2 { return 0 }
    if x == 0 { return 1 }
    let kDouble = x / (ln2High + ln2Low)
    let k = Int(kDouble >= 0 ? kDouble + 0.5 : kDouble - 0.5)
    let r = (x - Double(k) * ln2High) - Double(k) * ln2Low
    // e^r by its Taylor series in Horner form; |r| ≤ 0.35, so 20 terms
    // leave the truncation far below one ulp.
    var sum = 1.0
    var n = 20
    while n >= 1 {
      sum = 1.0 + r * sum / Double(n)
      n -= 1
    }
    return scaleByPowerOfTwo(sum, k)
  }

  /// `value · 2^k`, exact while the result stays normal.
  static func scaleByPowerOfTwo(_ value: Double, _ k: Int) -> Double {
    var result = value
    var remaining = k
    while remaining > 1000 {
      result *= Double(sign: .plus, exponent: 1000, significand: 1)
      remaining -= 1000
    }
    while remaining < -1000 {
      result *= Double(sign: .plus, exponent: -1000, significand: 1)
      remaining += 1000
    }
    return result * Double(sign: .plus, exponent: remaining, significand: 1)
  }

  /// The natural logarithm, to within about one ulp; `log(0)` is −∞, a
  /// negative argument gives NaN, as in C.
  public static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x == .infinity { return x }
    // x = m · 2^e with m in [√½, √2).
    var e = Int(x.exponent)
    var m = x.significand
    if m > 1.414_213_562_373_095_1 {
      m /= 2
      e += 1
    }
    // ln m = 2·atanh(s) with s = (m − 1)/(m + 1), |s| ≤ 0.172.
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    var series = 0.0
    var n = 27
    while n >= 3 {
      series = s2 * (1.0 / Double(n) + series)
      n -= 2
    }
    let logM = 2 * s + 2 * s * series
    return Double(e) * ln2High + (Double(e) * ln2Low + logM)
  }

  /// C's `powf(x, y)` for the decay animation: `x^y` computed in double as
  /// e^(y·ln x) and rounded once to float, which is the correctly rounded
  /// float result except next to a float rounding tie. Covers the cases
  /// pop meets (x > 0); `x = 0` gives 0 for y > 0 and ∞ for y < 0, a
  /// negative x gives NaN unless y is an integer.
  public static func powf(_ x: Float, _ y: Float) -> Float {
    if y == 0 || x == 1 { return 1 }
    if x.isNaN || y.isNaN { return .nan }
    if x == 0 { return y > 0 ? 0 : .infinity }
    if x < 0 {
      guard y == y.rounded() else { return .nan }
      let magnitude = powf(-x, y)
      let odd = (y / 2) != (y / 2).rounded()
      return odd ? -magnitude : magnitude
    }
    return Float(exp(Double(y) * log(Double(x))))
  }
}
