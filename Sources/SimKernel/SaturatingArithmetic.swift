/// Arithmetic on nanoseconds that neither traps nor wraps: a result beyond
/// the clock's range (±292 years) stays at the range's end.
///
/// A time that large comes only from input (`afterDelay 9223372036`, a
/// huge `graceTime`) and lies beyond every run's bound, so a timer or block
/// scheduled there is never reached: the run stops at its bound, with the
/// bound's message, instead of the arithmetic trapping (Swift) or wrapping
/// into the past (C). Scripts check their own sums and report them at
/// their place (`TimeExpression`); this is the engine's floor.
extension Int64 {
  public func saturatingAdding(_ other: Int64) -> Int64 {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }

  public func saturatingSubtracting(_ other: Int64) -> Int64 {
    let (difference, overflow) = subtractingReportingOverflow(other)
    guard overflow else { return difference }
    return other < 0 ? .max : .min
  }

  public func saturatingMultiplied(by other: Int64) -> Int64 {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    guard overflow else { return product }
    return (self < 0) == (other < 0) ? .max : .min
  }

  /// `self × numerator ÷ denominator` without overflow in between, the
  /// quotient saturated; `denominator` must be positive.
  public func saturatingScaled(by numerator: Int64, over denominator: Int64) -> Int64 {
    let product = multipliedFullWidth(by: numerator)
    // The quotient fits in 64 bits when the product's high word is within
    // half the denominator (a product below denominator × 2⁶³).
    let half = denominator >> 1
    guard product.high < half && product.high >= -half else { return product.high >= 0 ? .max : .min }
    return denominator.dividingFullWidth(product).quotient
  }
}
