/// Exact decimal text of a fixed-point integer: `value` counts units of
/// 10^-`fractionDigits`, and the text has no trailing zeros and no exponent
/// (`1500` with 3 digits is `1.5`, `-7` is `-0.007`). Times print as
/// nanoseconds with 9 digits, Chrome's microsecond stamps as thousandths;
/// both must be the same bytes natively and in WebAssembly, so no
/// floating point is involved.
public enum FixedPoint {
  public static func text(_ value: Int64, fractionDigits: Int) -> String {
    var unit: UInt64 = 1
    for _ in 0..<fractionDigits { unit *= 10 }
    let magnitude = value.magnitude
    var text = value < 0 ? "-" : ""
    text += String(magnitude / unit)
    var fraction = magnitude % unit
    guard fraction != 0 else { return text }
    var digits = fractionDigits
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += "."
    for _ in fractionText.utf8.count..<digits { text += "0" }
    return text + fractionText
  }
}
