/// Exact decimal text of a fixed-point integer: `value` counts units of
/// 10^-`fractionDigits`, and the text has no trailing zeros and no exponent
/// (`1500` with 3 digits is `1.5`, `-7` is `-0.007`). Times print as
/// nanoseconds with 9 digits, Chrome's microsecond stamps as thousandths;
/// both must be the same bytes natively and in WebAssembly, so no
/// floating point is involved.
///
/// The text is written as UTF-8 bytes and made a `String` once: a figure
/// prints a time per call tick, and joining `String`s digit group by digit
/// group was a visible part of what drawing one cost in the page.
public enum FixedPoint {
  public static func text(_ value: Int64, fractionDigits: Int) -> String {
    var bytes: [UInt8] = []
    append(value, fractionDigits: fractionDigits, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text(value, fractionDigits:)`'s bytes, appended to `bytes`.
  public static func append(_ value: Int64, fractionDigits: Int, to bytes: inout [UInt8]) {
    var unit: UInt64 = 1
    for _ in 0..<fractionDigits { unit *= 10 }
    let magnitude = value.magnitude
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDecimal(magnitude / unit, to: &bytes)
    var fraction = magnitude % unit
    guard fraction != 0 else { return }
    var digits = fractionDigits
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    bytes.append(UInt8(ascii: "."))
    var divisor: UInt64 = 1
    for _ in 1..<digits { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
      divisor /= 10
    }
  }

  /// An integer's decimal digits, with a `-` before a negative one.
  public static func append(_ value: Int64, to bytes: inout [UInt8]) {
    append(value, fractionDigits: 0, to: &bytes)
  }

  /// A count's decimal digits.
  public static func appendDecimal(_ value: UInt64, to bytes: inout [UInt8]) {
    var divisor: UInt64 = 1
    while value / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
      divisor /= 10
    }
  }
}
