import SimKernel

/// `NSDate`: an instant on the simulated device's wall clock, in whole
/// nanoseconds since 1970-01-01 00:00:00 UTC (so that dates compare and
/// add exactly on every target).
///
/// @original NSDate (Foundation)
public struct SimDate: Hashable, Comparable, Sendable {
  public var nanosecondsSince1970: Int64

  public init(nanosecondsSince1970: Int64) {
    self.nanosecondsSince1970 = nanosecondsSince1970
  }

  /// The instant that reads `year-month-day hour:minute:second` on a clock
  /// `utcOffsetSeconds` ahead of UTC (Gregorian calendar).
  public init(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0, utcOffsetSeconds: Int64
  ) {
    let days = CivilDateTime.days(year: Int64(year), month: Int64(month), day: Int64(day))
    let seconds =
      days * 86_400 + Int64(hour) * 3_600 + Int64(minute) * 60 + Int64(second) - utcOffsetSeconds
    nanosecondsSince1970 = seconds * VirtualDuration.nanosecondsPerSecond
  }

  public static func < (lhs: SimDate, rhs: SimDate) -> Bool {
    lhs.nanosecondsSince1970 < rhs.nanosecondsSince1970
  }

  public static func + (lhs: SimDate, rhs: VirtualDuration) -> SimDate {
    SimDate(nanosecondsSince1970: lhs.nanosecondsSince1970 + rhs.nanoseconds)
  }
}

/// A date and time of day as a Gregorian calendar in one time zone reads
/// it (`NSDateComponents` with year, month, day, hour, minute, second).
///
/// @original NSDateComponents (Foundation)
public struct CivilDateTime: Hashable, Sendable {
  public var year: Int
  public var month: Int
  public var day: Int
  public var hour: Int
  public var minute: Int
  public var second: Int

  public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The components of `date` on a clock `utcOffsetSeconds` ahead of UTC:
  /// whole days since 1970 and the seconds into the day, then the civil
  /// date of that day (proleptic Gregorian, any year).
  public init(_ date: SimDate, utcOffsetSeconds: Int64) {
    let seconds =
      Self.floorDivide(date.nanosecondsSince1970, VirtualDuration.nanosecondsPerSecond) + utcOffsetSeconds
    let days = Self.floorDivide(seconds, 86_400)
    let secondOfDay = seconds - days * 86_400
    let civil = Self.civil(days: days)
    self.init(
      year: Int(civil.year), month: Int(civil.month), day: Int(civil.day), hour: Int(secondOfDay / 3_600),
      minute: Int(secondOfDay % 3_600 / 60), second: Int(secondOfDay % 60))
  }

  /// Days from 1970-01-01 to the given Gregorian date. The year is counted
  /// from March, so that the leap day ends it: a 400-year era has 146 097
  /// days, a year of the era `365 × y + y/4 − y/100` days before it, and a
  /// day of the March-based year `(153 × m + 2) / 5 + d − 1`.
  static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
    let marchYear = month <= 2 ? year - 1 : year
    let era = floorDivide(marchYear, 400)
    let yearOfEra = marchYear - era * 400
    let marchMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * marchMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    // 719 468 days lie between 0000-03-01 and 1970-01-01.
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The inverse of `days(year:month:day:)`.
  static func civil(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = floorDivide(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let marchMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
    let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }
}

/// The simulated device's wall clock (`[NSDate date]`, `NSCalendar`'s
/// current time zone): a stated date at virtual time zero, advancing with
/// the kernel's clock. Nothing reads the host's clock.
///
/// One per kernel (`WallClock.of(kernel)`). Set `start` and
/// `utcOffsetSeconds` before anything reads the clock; by default the app
/// starts at 2024-03-26 14:07:00 in a UTC+08:00 zone without daylight
/// saving time (China Standard Time).
public final class WallClock {
  /// The wall-clock instant at virtual time zero.
  public var start: SimDate
  /// The device's time zone, as seconds ahead of UTC.
  public var utcOffsetSeconds: Int64

  public static let defaultUTCOffsetSeconds: Int64 = 8 * 3_600
  public static let defaultStart = SimDate(
    year: 2024, month: 3, day: 26, hour: 14, minute: 7, utcOffsetSeconds: defaultUTCOffsetSeconds)

  public init(
    start: SimDate = WallClock.defaultStart, utcOffsetSeconds: Int64 = WallClock.defaultUTCOffsetSeconds
  ) {
    self.start = start
    self.utcOffsetSeconds = utcOffsetSeconds
  }

  /// The kernel's clock (made with the defaults on first use).
  public static func of(_ kernel: Kernel) -> WallClock {
    kernel.singleton("WallClock") { WallClock() }
  }

  /// `[NSDate date]` in `kernel`'s app.
  public static func now(_ kernel: Kernel) -> SimDate {
    of(kernel).date(at: kernel.now)
  }

  /// The wall-clock instant at a virtual time.
  public func date(at time: VirtualTime) -> SimDate {
    SimDate(nanosecondsSince1970: start.nanosecondsSince1970 + time.nanoseconds)
  }

  /// `-[NSCalendar components:fromDate:]` for the Gregorian calendar in the
  /// device's time zone.
  public func components(of date: SimDate) -> CivilDateTime {
    CivilDateTime(date, utcOffsetSeconds: utcOffsetSeconds)
  }
}

/// `NSDateFormatter` for the fixed, all-numeric patterns replicas use, in
/// the device's time zone: `yyyy`, `MM`, `dd`, `HH`, `mm`, `ss` are
/// replaced by zero-padded numbers; every other character is copied.
/// (Quoted text and the other pattern letters are not needed here.)
///
/// @original NSDateFormatter (Foundation)
public enum SimDateFormat {
  public static func string(_ pattern: String, _ components: CivilDateTime) -> String {
    var result = ""
    let characters = Array(pattern)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      var run = 1
      while index + run < characters.count && characters[index + run] == character { run += 1 }
      switch (character, run) {
      case ("y", 4): result += padded(components.year, 4)
      case ("M", 2): result += padded(components.month, 2)
      case ("d", 2): result += padded(components.day, 2)
      case ("H", 2): result += padded(components.hour, 2)
      case ("m", 2): result += padded(components.minute, 2)
      case ("s", 2): result += padded(components.second, 2)
      default:
        for _ in 0..<run { result.append(character) }
      }
      index += run
    }
    return result
  }

  static func padded(_ value: Int, _ width: Int) -> String {
    var digits = String(value < 0 ? -value : value)
    while digits.count < width { digits = "0" + digits }
    return value < 0 ? "-" + digits : digits
  }
}
