/// A point on the simulation's clock: integer nanoseconds since the kernel
/// started.
///
/// Integers, not `Double` seconds, so that `0.1 + 0.2` seconds is exactly
/// `0.3` seconds and a trace is the same on every target. `Int64` because
/// `Int` is 32 bits on wasm32.
public struct VirtualTime: Hashable, Comparable, Sendable {
  public var nanoseconds: Int64

  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  public static let zero = VirtualTime(nanoseconds: 0)

  public static func seconds(_ seconds: Int64) -> VirtualTime {
    VirtualTime(nanoseconds: seconds.saturatingMultiplied(by: VirtualDuration.nanosecondsPerSecond))
  }

  public static func milliseconds(_ milliseconds: Int64) -> VirtualTime {
    VirtualTime(nanoseconds: milliseconds.saturatingMultiplied(by: 1_000_000))
  }

  public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  /// Saturating (see `saturatingAdding`): a time past the clock's range
  /// stays at its end, beyond every run's bound.
  public static func + (lhs: VirtualTime, rhs: VirtualDuration) -> VirtualTime {
    VirtualTime(nanoseconds: lhs.nanoseconds.saturatingAdding(rhs.nanoseconds))
  }

  public static func - (lhs: VirtualTime, rhs: VirtualTime) -> VirtualDuration {
    VirtualDuration(nanoseconds: lhs.nanoseconds.saturatingSubtracting(rhs.nanoseconds))
  }

  /// Seconds as the shortest exact decimal: `0`, `0.5`, `1.25`, `0.016666667`.
  public var secondsText: String { DecimalSeconds.format(nanoseconds) }

  /// `secondsText`'s bytes, appended to `bytes`: for markup written as
  /// bytes, where a figure writes a time per call tick.
  public func appendSecondsText(to bytes: inout [UInt8]) {
    DecimalSeconds.append(nanoseconds, to: &bytes)
  }

  /// Seconds as a reader reads them (`DecimalSeconds.readable`): `0.517`
  /// for 0.516666666 s. Figures print this and keep `secondsText` for
  /// hover and for tables.
  public var readableSecondsText: String { DecimalSeconds.readable(nanoseconds) }
}

/// A length of virtual time in integer nanoseconds. It may be negative as the
/// result of a subtraction; the kernel's scheduling APIs clamp negative
/// delays the way the originals do (see each API).
public struct VirtualDuration: Hashable, Comparable, Sendable {
  public static let nanosecondsPerSecond: Int64 = 1_000_000_000

  public var nanoseconds: Int64

  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  public static let zero = VirtualDuration(nanoseconds: 0)

  public static func seconds(_ seconds: Int64) -> VirtualDuration {
    VirtualDuration(nanoseconds: seconds.saturatingMultiplied(by: nanosecondsPerSecond))
  }

  public static func milliseconds(_ milliseconds: Int64) -> VirtualDuration {
    VirtualDuration(nanoseconds: milliseconds.saturatingMultiplied(by: 1_000_000))
  }

  public static func microseconds(_ microseconds: Int64) -> VirtualDuration {
    VirtualDuration(nanoseconds: microseconds.saturatingMultiplied(by: 1_000))
  }

  /// `NSTimeInterval` seconds, rounded to the nanosecond; values beyond
  /// about 292 years (such as `CGFLOAT_MAX`) saturate.
  public init(secondsValue seconds: Double) {
    let nanoseconds = seconds * 1e9
    if nanoseconds >= 9.2e18 {
      self.nanoseconds = .max
    } else if nanoseconds <= -9.2e18 {
      self.nanoseconds = .min
    } else {
      self.nanoseconds = Int64(nanoseconds.rounded())
    }
  }

  /// Parses a decimal number of seconds (`2`, `0.5`, `1.016666667`) exactly,
  /// without passing through floating point. Returns `nil` for anything
  /// else, including more than nine decimals (finer than a nanosecond) and
  /// values that overflow.
  public init?(seconds text: String) {
    guard let value = DecimalSeconds.parse(text) else { return nil }
    self.nanoseconds = value
  }

  public static func < (lhs: VirtualDuration, rhs: VirtualDuration) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  public static func + (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
    VirtualDuration(nanoseconds: lhs.nanoseconds.saturatingAdding(rhs.nanoseconds))
  }

  public static func * (lhs: VirtualDuration, rhs: Int64) -> VirtualDuration {
    VirtualDuration(nanoseconds: lhs.nanoseconds.saturatingMultiplied(by: rhs))
  }

  public var secondsText: String { DecimalSeconds.format(nanoseconds) }

  public var readableSecondsText: String { DecimalSeconds.readable(nanoseconds) }
}

/// Exact conversion between nanoseconds and decimal-seconds text.
enum DecimalSeconds {
  static func format(_ nanoseconds: Int64) -> String {
    FixedPoint.text(nanoseconds, fractionDigits: 9)
  }

  /// `format`'s bytes, appended to `bytes`.
  static func append(_ nanoseconds: Int64, to bytes: inout [UInt8]) {
    FixedPoint.append(nanoseconds, fractionDigits: 9, to: &bytes)
  }

  /// Rounded to the millisecond, half away from zero, which is what a
  /// screen's frames (16.7 ms) and a HUD's delays can be told apart by; a
  /// non-zero time under half a millisecond keeps microseconds instead of
  /// reading as `0`.
  static func readable(_ nanoseconds: Int64) -> String {
    let magnitude = nanoseconds.magnitude
    let unit: UInt64 = magnitude >= 500_000 || magnitude == 0 ? 1_000_000 : 1_000
    let rounded = Int64((magnitude + unit / 2) / unit)
    let digits = unit == 1_000_000 ? 3 : 6
    return FixedPoint.text(nanoseconds < 0 ? -rounded : rounded, fractionDigits: digits)
  }

  static func parse(_ text: String) -> Int64? {
    var whole: Int64 = 0
    var fraction: Int64 = 0
    var fractionDigits = 0
    var sawDigit = false
    var inFraction = false
    var negative = false
    var index = 0
    for byte in text.utf8 {
      defer { index += 1 }
      switch byte {
      case UInt8(ascii: "-") where index == 0:
        negative = true
      case UInt8(ascii: "."):
        guard !inFraction else { return nil }
        inFraction = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        sawDigit = true
        let digit = Int64(byte - UInt8(ascii: "0"))
        if inFraction {
          fractionDigits += 1
          guard fractionDigits <= 9 else { return nil }
          fraction = fraction * 10 + digit
        } else {
          let (times10, o1) = whole.multipliedReportingOverflow(by: 10)
          let (sum, o2) = times10.addingReportingOverflow(digit)
          guard !o1, !o2 else { return nil }
          whole = sum
        }
      default:
        return nil
      }
    }
    guard sawDigit else { return nil }
    for _ in fractionDigits..<9 { fraction *= 10 }
    let (scaled, o1) = whole.multipliedReportingOverflow(by: VirtualDuration.nanosecondsPerSecond)
    let (total, o2) = scaled.addingReportingOverflow(fraction)
    guard !o1, !o2 else { return nil }
    return negative ? -total : total
  }
}
