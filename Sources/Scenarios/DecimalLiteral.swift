/// A decimal literal as a script writes it (`0.4`, `3`,
/// `3501.792236328125`), kept exactly as significant digits and a power of
/// ten, then rounded once to the nearest `Double`.
///
/// A script must be able to write any number a `Double` holds, as the
/// original prints it (pop's `0.30000000000000004`), and get that very
/// `Double` on every target. The C library's `strtod` is not there in
/// WebAssembly, so the rounding is done here, with exact integer
/// arithmetic; it agrees bit for bit with `Double(String)` where that
/// exists (the tests compare them).
struct DecimalLiteral {
  /// The significant digits, 0 to 9, without leading or trailing zeros;
  /// empty for zero.
  let digits: [UInt8]
  /// The literal is `digits × 10^exponent`.
  let exponent: Int

  /// Digits past these cannot change the rounding, provided a nonzero digit
  /// stands in for them. A point halfway between two neighbouring
  /// `Double`s, `(2m + 1) × 2^(e − 1)` with `m < 2⁵³` and `e ≥ −1074`, has at
  /// most 768 significant digits (`2⁵⁴ × 5¹⁰⁷⁵ < 10⁷⁶⁸`): a literal cut after
  /// 800 digits, with a 1 in place of what was cut, stays on the same side
  /// of every such point, and the arithmetic stays small however long the
  /// token is.
  static let keptDigits = 800

  /// Reads digits with at most one `.` (`3`, `0.25`, `007.500`); nil for
  /// anything else.
  init?(_ text: String) {
    var digits: [UInt8] = []
    var exponent = 0
    var sawDigit = false
    var sawDot = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: ".") {
        guard !sawDot else { return nil }
        sawDot = true
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      sawDigit = true
      if sawDot { exponent -= 1 }
      if byte != UInt8(ascii: "0") || !digits.isEmpty { digits.append(byte - UInt8(ascii: "0")) }
    }
    guard sawDigit else { return nil }
    while digits.last == 0 {
      digits.removeLast()
      exponent += 1
    }
    if digits.count > Self.keptDigits {
      // The last digit kept is not zero, so what is cut is not zero either.
      exponent += digits.count - Self.keptDigits - 1
      digits.removeLast(digits.count - Self.keptDigits)
      digits.append(1)
    }
    self.digits = digits
    self.exponent = digits.isEmpty ? 0 : exponent
  }

  /// The `Double` nearest the literal, the even one of two equally near
  /// (IEEE 754's rounding, as `Double(String)` does it); nil when that is
  /// infinity, the literal being at least halfway from the largest
  /// `Double` to 2¹⁰²⁴.
  var nearestDouble: Double? {
    guard !digits.isEmpty else { return 0 }
    // The literal lies in [10^(magnitude − 1), 10^magnitude).
    let magnitude = digits.count + exponent
    // At least 10³⁰⁹: beyond the largest Double, about 1.8 × 10³⁰⁸.
    if magnitude > 309 { return nil }
    // Below 10⁻³²⁴: less than half the least Double, about 4.9 × 10⁻³²⁴.
    if magnitude < -323 { return 0 }
    return fastPath ?? corrected(estimate)
  }

  /// Clinger's fast path: when the digits (below 10¹⁵ < 2⁵³) and the power
  /// of ten (at most 10²²) are both exact `Double`s, one IEEE
  /// multiplication or division rounds their exact product correctly.
  private var fastPath: Double? {
    guard digits.count <= 15, exponent >= -22, exponent <= 22 else { return nil }
    let significand = Double(leadingDigitsValue(digits.count))
    let power = Self.powerOfTen(exponent < 0 ? -exponent : exponent)
    return exponent < 0 ? significand / power : significand * power
  }

  /// A `Double` a few units in the last place from the literal: its first
  /// 19 digits (they fit a `UInt64`), scaled by powers of ten, each step
  /// rounding once. `corrected` makes it exact.
  private var estimate: Double {
    let count = min(digits.count, 19)
    var value = Double(leadingDigitsValue(count))
    var power = exponent + digits.count - count
    while power > 22 {
      value *= Self.powerOfTen(22)
      power -= 22
    }
    while power < -22 {
      value /= Self.powerOfTen(22)
      power += 22
    }
    value = power < 0 ? value / Self.powerOfTen(-power) : value * Self.powerOfTen(power)
    return min(value, .greatestFiniteMagnitude)
  }

  /// Where the literal lies with respect to a point halfway between two
  /// neighbouring `Double`s.
  private enum Side {
    case below, on, above
  }

  /// The Double nearest the literal, found from `estimate` one `Double` at a
  /// time (AlgorithmR's idea, with exact comparisons): the answer is the
  /// `Double` whose halfway points to its neighbours enclose the literal,
  /// a tie going to the even one. For positive `Double`s the next one up
  /// has the next bit pattern, up to infinity's.
  private func corrected(_ estimate: Double) -> Double? {
    let literal = scaledDigits
    let infinity = Double.infinity.bitPattern
    var candidate = estimate.bitPattern
    while candidate < infinity {
      let isOdd = candidate & 1 == 1
      let upward = side(of: literal, toHalfwayBetween: candidate, and: candidate + 1)
      if upward == .above || (upward == .on && isOdd) {
        candidate += 1
        continue
      }
      if candidate > 0 {
        let downward = side(of: literal, toHalfwayBetween: candidate - 1, and: candidate)
        if downward == .below || (downward == .on && isOdd) {
          candidate -= 1
          continue
        }
      }
      return Double(bitPattern: candidate)
    }
    return nil
  }

  /// `literal`, which is `digits × 5^max(exponent, 0)`, against the point
  /// halfway between the `Double`s with bit patterns `lower` and `upper`,
  /// both scaled to integers: the literal is `digits × 5^exponent ×
  /// 2^exponent`, the halfway point `h × 2^(e − 1)`, and the powers of two
  /// common to both are left out.
  private func side(of literal: BigNatural, toHalfwayBetween lower: UInt64, and upper: UInt64) -> Side {
    let (lowerSignificand, lowerExponent) = Self.parts(ofBitPattern: lower)
    let (upperSignificand, upperExponent) = Self.parts(ofBitPattern: upper)
    let common = min(lowerExponent, upperExponent)
    var halfway = BigNatural(
      lowerSignificand << (lowerExponent - common) + upperSignificand << (upperExponent - common))
    halfway.multiply(byPowerOfFive: max(-exponent, 0))
    let halfwayPowerOfTwo = common - 1
    let literalTwos = max(exponent, 0) + max(-halfwayPowerOfTwo, 0)
    let halfwayTwos = max(-exponent, 0) + max(halfwayPowerOfTwo, 0)
    let shared = min(literalTwos, halfwayTwos)
    let left = literal.shiftedLeft(by: literalTwos - shared)
    let right = halfway.shiftedLeft(by: halfwayTwos - shared)
    return left < right ? .below : left == right ? .on : .above
  }

  /// `digits × 5^max(exponent, 0)`, the literal's side of every comparison
  /// but for powers of two.
  private var scaledDigits: BigNatural {
    var value = BigNatural(0)
    var index = 0
    while index < digits.count {
      // Nine digits at a time: 10⁹ fits a limb.
      let end = min(index + 9, digits.count)
      var chunk: UInt32 = 0
      var scale: UInt32 = 1
      for digit in digits[index..<end] {
        chunk = chunk * 10 + UInt32(digit)
        scale *= 10
      }
      value.multiply(by: scale, adding: chunk)
      index = end
    }
    value.multiply(byPowerOfFive: max(exponent, 0))
    return value
  }

  /// The first `count` digits (at most 19) as an integer.
  private func leadingDigitsValue(_ count: Int) -> UInt64 {
    var value: UInt64 = 0
    for digit in digits[0..<count] { value = value * 10 + UInt64(digit) }
    return value
  }

  /// 10^power for a power up to 22, exact: every step's product is a
  /// `Double` (5²² < 2⁵³).
  private static func powerOfTen(_ power: Int) -> Double {
    var value = 1.0
    for _ in 0..<power { value *= 10 }
    return value
  }

  /// A positive `Double`'s bit pattern as `significand × 2^exponent`
  /// (infinity's as 2¹⁰²⁴, the `Double` after the largest).
  private static func parts(ofBitPattern bits: UInt64) -> (significand: UInt64, exponent: Int) {
    let fractionBits: UInt64 = 1 << 52 - 1
    let biasedExponent = Int(bits >> 52)
    guard biasedExponent > 0 else { return (bits & fractionBits, -1074) }
    return ((bits & fractionBits) | 1 << 52, biasedExponent - 1075)
  }
}
