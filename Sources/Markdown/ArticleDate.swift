/// An article's publication date: a calendar day, no time or zone, because
/// the site only sorts and prints it. Kept as numbers rather than a
/// Foundation `Date` so that it prints back exactly as written.
public struct ArticleDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// `YYYY-MM-DD`, as it is written in front matter.
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
  }

  public static func < (lhs: ArticleDate, rhs: ArticleDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Reads `YYYY-MM-DD` (exactly four, two and two digits) and checks that
  /// the day exists, leap years included. The error says what is wrong, in
  /// words, for a diagnostic.
  static func parse(_ text: String) -> Result<ArticleDate, DateError> {
    let bytes = Array(text.utf8)
    let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D,
      bytes[0..<4].allSatisfy(isDigit), bytes[5..<7].allSatisfy(isDigit), bytes[8..<10].allSatisfy(isDigit)
    else {
      return .failure(.shape)
    }
    let number = { (range: Range<Int>) in bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
    let year = number(0..<4)
    let month = number(5..<7)
    let day = number(8..<10)
    guard (1...12).contains(month) else { return .failure(.month(month)) }
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...lengths[month - 1]).contains(day) else {
      return .failure(.day(day, monthLength: lengths[month - 1]))
    }
    return .success(ArticleDate(year: year, month: month, day: day))
  }

  /// Why a date was refused.
  enum DateError: Error, Equatable {
    case shape
    case month(Int)
    case day(Int, monthLength: Int)

    var explanation: String {
      switch self {
      case .shape: "write it as YYYY-MM-DD"
      case .month(let month): "there is no month \(month)"
      case .day(let day, let length): "day \(day) is not in that month, which has \(length) days"
      }
    }
  }
}
