/// The one way every input is read as text: scenario scripts, articles,
/// annotated sources, theme files.
///
/// UTF-8, with or without a byte-order mark (dropped); a NUL byte, or a
/// byte that is not part of valid UTF-8, is an error at its line and
/// column, since either would otherwise be replaced or cut silently and the
/// author could not see why the text means something else. Lines end with
/// LF, CRLF or CR, as editors on every system write them.
public enum SourceText {
  /// The text of `bytes`, without a leading byte-order mark.
  ///
  /// Valid text, the common case, is checked once, by the standard
  /// library's validation as it makes the `String`; only text that fails
  /// it is walked byte by byte (`firstProblem`) to say where.
  public static func decode(_ bytes: [UInt8], file: String = "") throws(Diagnostic) -> String {
    let start = startsWithByteOrderMark(bytes.prefix(3)) ? 3 : 0
    if !bytes.contains(0), let text = String(validating: bytes[start...], as: UTF8.self) { return text }
    throw firstProblem(bytes, from: start, file: file)
  }

  /// Checks text that is already a `String` (so valid Unicode): no NUL,
  /// and drops a leading byte-order mark.
  public static func checked(_ text: String, file: String = "") throws(Diagnostic) -> String {
    if !text.utf8.contains(0) && !startsWithByteOrderMark(text.utf8.prefix(3)) { return text }
    return try decode(Array(text.utf8), file: file)
  }

  private static func startsWithByteOrderMark(_ prefix: some Collection<UInt8>) -> Bool {
    prefix.elementsEqual([0xEF, 0xBB, 0xBF])
  }

  /// The diagnostic for the first NUL or invalid UTF-8 sequence of `bytes`
  /// from `start`, which the caller found there is.
  private static func firstProblem(_ bytes: [UInt8], from start: Int, file: String) -> Diagnostic {
    var line = 1
    var column = 1
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      let length = sequenceLength(bytes, at: index)
      guard length > 0 else {
        return Diagnostic(
          file: file, line: line, column: column,
          message: "the file is not valid UTF-8 here (byte 0x" + hex(byte) + ")")
      }
      if byte == 0 {
        return Diagnostic(file: file, line: line, column: column, message: "the file holds a NUL byte here")
      }
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r")
          && !(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")))
      {
        line += 1
        column = 1
      } else if byte != UInt8(ascii: "\r") {
        column += 1
      }
      index += length
    }
    preconditionFailure("SourceText.firstProblem: the standard library rejected text this walk accepts")
  }

  /// The lines of `text`, split at LF, CRLF or CR; a final line break does
  /// not start another line.
  public static func lines(_ text: String) -> [Substring] {
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak)
    if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Whether `character` ends a line: LF, CR, or CRLF (one `Character`).
  public static func isLineBreak(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r"
  }

  /// The length of the UTF-8 sequence at `index`, or 0 if it is not valid
  /// UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
  private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let first = bytes[index]
    let length: Int
    let low: UInt8
    let high: UInt8
    switch first {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
    case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
    case 0xED: (length, low, high) = (3, 0x80, 0x9F)
    case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
    case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
    case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
    case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    guard bytes[index + 1] >= low && bytes[index + 1] <= high else { return 0 }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
    return length
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits: [Character] = [
      "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F",
    ]
    return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
  }
}
