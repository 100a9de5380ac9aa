/// The libm functions the engine and the replicas need (`exp`, `log`,
/// `pow` for squares and cubes, `powf`), computed with IEEE `+ − × /` only,
/// so that every build of the engine gives the same bits.
///
/// Why not libm: the engine runs natively (glibc on Linux, Apple's libm on
/// macOS) and, as Embedded Swift, on wasm32 (wasi-libc's libm), and its
/// traces must be byte-identical. The C libraries implement `exp`, `log`
/// and `pow` differently and may disagree in the last bit, and one bit is
/// enough to print a different value and break parity. IEEE `+ − × /` (and
/// `sqrt`) are correctly rounded everywhere, so these functions, built from
/// them alone, give the same result on every platform. (No fused
/// multiply-add either: WebAssembly has none.)
///
/// They are not libm. Each is accurate to about one ulp, and where libm's
/// result is the correctly rounded one (the usual case) they mostly return
/// the same bits; near a rounding tie either may differ from Apple's libm
/// by one ulp. Measured against 200-bit arithmetic on 20,000 random
/// arguments per range, `exp` is within 1.1 ulp on −700…700 and correctly
/// rounded for about 90 % of arguments. The kernel's curves and scroll
/// physics use `exp`; replicas call these wherever their originals call
/// libm (Pop's `pow(x, 2)`, `pow(x, 3)`, `log` and `powf`).
public enum DeterministicMath {
  /// ln 2 split for Cody–Waite reduction: `ln2High` has its low 32 bits
  /// zero, so `k · ln2High` is exact for every binary exponent `k`.
  static let ln2High = 6.931_471_803_691_238_164_90e-01
  static let ln2Low = 1.908_214_929_270_587_700_02e-10

  /// e^x, to within about one ulp: ∞ above 709.8, 0 below −745.2. (e¹
  /// comes out one ulp high, 2.7182818284590455.)
  public static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.8 { return .infinity }
    if x < -745.2 { return 0 }
    if x == 0 { return 1 }
    // x = k·ln2 + r with |r| ≤ ln2/2, so e^x = 2^k · e^r.
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

  /// C's `powf(x, y)`: `x^y` computed in double as e^(y·ln x) and rounded
  /// once to float, which is the correctly rounded float result except
  /// next to a float rounding tie. `x = 0` gives 0 for y > 0 and ∞ for
  /// y < 0; a negative x gives NaN unless y is an integer. Against glibc
  /// this gave the same bits at every point Pop's tests pin but one:
  /// `powf(0.998f, 2646.5086f)`, whose exact value lies 0.495 float ulp
  /// from one float and 0.505 from the next; glibc returns the farther
  /// one, this function the nearer (the decay's velocity at its computed
  /// duration, see `PopDecayTests`).
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

  /// `a · b` as an exact sum `high + low` (Dekker's product, with
  /// Veltkamp's split instead of a fused multiply-add). Exact unless the
  /// product overflows or underflows.
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
}
