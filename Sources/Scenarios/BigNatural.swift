/// A natural number of any size, for the exact comparisons that round a
/// long decimal literal to a `Double` (see `DecimalLiteral`).
///
/// Limbs are 32 bits, least significant first, with no zero limb on top,
/// so that equal numbers have equal limbs. A limb times a limb plus a carry
/// fits in a `UInt64`: no 128-bit arithmetic, which the WebAssembly build
/// has no runtime support for.
struct BigNatural: Comparable {
  private(set) var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = []
    var rest = value
    while rest != 0 {
      limbs.append(UInt32(truncatingIfNeeded: rest))
      rest >>= 32
    }
  }

  /// The largest power of five a limb holds, 5¹³, to multiply by powers of
  /// five thirteen at a time.
  private static let fiveToThe13: UInt32 = 1_220_703_125

  /// `self × factor + addend`, in place; `factor` is not zero.
  mutating func multiply(by factor: UInt32, adding addend: UInt32 = 0) {
    var carry = UInt64(addend)
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry != 0 { limbs.append(UInt32(carry)) }
  }

  /// `self × 5^exponent`, in place; `exponent` is not negative.
  mutating func multiply(byPowerOfFive exponent: Int) {
    var rest = exponent
    while rest >= 13 {
      multiply(by: Self.fiveToThe13)
      rest -= 13
    }
    var factor: UInt32 = 1
    for _ in 0..<rest { factor *= 5 }
    multiply(by: factor)
  }

  /// `self × 2^bits`; `bits` is not negative.
  func shiftedLeft(by bits: Int) -> BigNatural {
    guard !limbs.isEmpty else { return self }
    let wholeLimbs = bits / 32
    let partBits = UInt32(bits % 32)
    var shifted = BigNatural(0)
    shifted.limbs = Array(repeating: 0, count: wholeLimbs)
    shifted.limbs.reserveCapacity(wholeLimbs + limbs.count + 1)
    var carry: UInt32 = 0
    for limb in limbs {
      shifted.limbs.append(partBits == 0 ? limb : limb << partBits | carry)
      carry = partBits == 0 ? 0 : limb >> (32 - partBits)
    }
    if carry != 0 { shifted.limbs.append(carry) }
    return shifted
  }

  static func < (left: BigNatural, right: BigNatural) -> Bool {
    guard left.limbs.count == right.limbs.count else { return left.limbs.count < right.limbs.count }
    for index in left.limbs.indices.reversed() where left.limbs[index] != right.limbs[index] {
      return left.limbs[index] < right.limbs[index]
    }
    return false
  }
}
