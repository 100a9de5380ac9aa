import Diagnostics

/// A token of the scenario language, with where it starts.
public struct ScenarioToken: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// A name or keyword: letters, digits, `_`, starting with a letter or `_`.
    case word
    /// Digits with dots and maybe a unit: `0.5`, `300ms`, `2s`, `1.2.0`.
    case number
    /// A double-quoted string; `text` holds its unescaped content.
    case string
    /// `=`, `,`, `+`, `-`, `<`, `>`, `<=`, `>=`, `!=`, `==`, `!`, and the
    /// punctuation of blocks: `{`, `}`, `(`, `)`, `.`, `:`.
    case symbol
  }

  public let kind: Kind
  public let text: String
  public let line: Int
  public let column: Int
  /// How many characters it spans as written (a string with its quotes
  /// and escapes).
  public let length: Int
}

/// Splits a script into lines of tokens. Comments (`#` to the end of the
/// line) and blank lines disappear; each statement is one line.
///
/// A line is read as bytes when it is all ASCII, the common case, and as
/// `Character`s otherwise, so that columns count what an editor shows
/// (`"宽限"` is two columns) while most lines skip grapheme breaking, which
/// was a seventh of the run of a figure with hundreds of statements.
enum ScenarioLexer {
  struct Line {
    let number: Int
    let tokens: [ScenarioToken]
    /// The line as written, for quoting a statement in a report.
    let written: ArraySlice<UInt8>
    /// Whether `written` is all ASCII, so that a column is a byte.
    let isASCII: Bool

    /// A line that holds no tokens.
    static func empty(number: Int) -> Line {
      Line(number: number, tokens: [], written: [], isASCII: true)
    }

    /// The text from column `start` for `length` characters, as written.
    func text(fromColumn start: Int, length: Int) -> String {
      if isASCII {
        let from = written.startIndex + start - 1
        return String(decoding: written[from..<(from + length)], as: UTF8.self)
      }
      let characters = Array(String(decoding: written, as: UTF8.self))
      var text = ""
      for character in characters[(start - 1)..<(start - 1 + length)] { text.append(character) }
      return text
    }
  }

  static func lines(of source: String) throws(Diagnostic) -> [Line] {
    let (lines, problems) = linesAndProblems(of: source)
    if let first = problems.first { throw first }
    return lines
  }

  /// The one line of a value given on its own (`--set task=0.9`), numbered
  /// `number`.
  static func valueLine(_ text: String, number: Int) throws(Diagnostic) -> Line {
    guard let line = try lines(of: text).first else { return .empty(number: number) }
    return Line(number: number, tokens: line.tokens, written: line.written, isASCII: line.isASCII)
  }

  /// The lines that read, and a diagnostic for each line that did not (an
  /// unterminated string), which is left out, so that a parser can go on
  /// and report the script's other mistakes too.
  static func linesAndProblems(of source: String) -> (lines: [Line], problems: [Diagnostic]) {
    var result: [Line] = []
    var problems: [Diagnostic] = []
    let bytes = Array(source.utf8)
    var lineNumber = 0
    var start = 0
    while start <= bytes.count {
      var end = start
      var isASCII = true
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") && bytes[end] != UInt8(ascii: "\r") {
        if bytes[end] >= 0x80 { isASCII = false }
        end += 1
      }
      lineNumber += 1
      let written = bytes[start..<end]
      do throws(Diagnostic) {
        let tokens =
          isASCII
          ? try tokens(of: written, line: lineNumber)
          : try tokens(of: ArraySlice(Array(String(decoding: written, as: UTF8.self))), line: lineNumber)
        if !tokens.isEmpty {
          result.append(Line(number: lineNumber, tokens: tokens, written: written, isASCII: isASCII))
        }
      } catch {
        problems.append(error)
      }
      let crlf =
        end + 1 < bytes.count && bytes[end] == UInt8(ascii: "\r") && bytes[end + 1] == UInt8(ascii: "\n")
      start = end + (crlf ? 2 : 1)
    }
    return (result, problems)
  }

  private static func tokens<Unit: LexedUnit>(of units: ArraySlice<Unit>, line: Int) throws(Diagnostic)
    -> [ScenarioToken]
  {
    var tokens: [ScenarioToken] = []
    let first = units.startIndex
    var index = first
    while index < units.endIndex {
      let unit = units[index]
      let byte = unit.ascii
      let column = index - first + 1
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        index += 1
      } else if byte == UInt8(ascii: "#") {
        break
      } else if let byte, isWordStart(byte) {
        let start = index
        while index < units.endIndex, let next = units[index].ascii, isWordPart(next) { index += 1 }
        tokens.append(token(.word, units[start..<index], line, column))
      } else if let byte, isDigit(byte) {
        let start = index
        while index < units.endIndex, let next = units[index].ascii,
          isDigit(next) || next == UInt8(ascii: ".") || isLetter(next)
        {
          index += 1
        }
        tokens.append(token(.number, units[start..<index], line, column))
      } else if byte == UInt8(ascii: "\"") {
        var text = ""
        index += 1
        var closed = false
        while index < units.endIndex {
          let next = units[index]
          if next.ascii == UInt8(ascii: "\"") {
            closed = true
            index += 1
            break
          }
          if next.ascii == UInt8(ascii: "\\") && index + 1 < units.endIndex {
            let escaped = units[index + 1]
            if escaped.ascii == UInt8(ascii: "n") { text.append("\n") } else { escaped.append(to: &text) }
            index += 2
          } else {
            next.append(to: &text)
            index += 1
          }
        }
        guard closed else {
          throw Diagnostic(line: line, column: column, message: "unterminated string")
        }
        tokens.append(
          ScenarioToken(
            kind: .string, text: text, line: line, column: column, length: index - first - column + 1))
      } else if let byte,
        let symbol = symbol(byte, followedBy: index + 1 < units.endIndex ? units[index + 1].ascii : nil)
      {
        tokens.append(
          ScenarioToken(kind: .symbol, text: symbol, line: line, column: column, length: symbol.utf8.count))
        index += symbol.utf8.count
      } else {
        var text = ""
        unit.append(to: &text)
        throw Diagnostic(line: line, column: column, message: "unexpected character '\(text)'")
      }
    }
    return tokens
  }

  private static func symbol(_ byte: UInt8, followedBy next: UInt8?) -> String? {
    let text = String(Character(Unicode.Scalar(byte)))
    switch byte {
    case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "="):
      return next == UInt8(ascii: "=") ? text + "=" : text
    case UInt8(ascii: ","), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "{"), UInt8(ascii: "}"),
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "."),
      UInt8(ascii: ":"), UInt8(ascii: "?"):
      return text
    default:
      return nil
    }
  }

  private static func token<Unit: LexedUnit>(
    _ kind: ScenarioToken.Kind, _ units: ArraySlice<Unit>, _ line: Int, _ column: Int
  ) -> ScenarioToken {
    ScenarioToken(kind: kind, text: Unit.text(of: units), line: line, column: column, length: units.count)
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 48 && byte <= 57
  }

  private static func isWordStart(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == UInt8(ascii: "_")
  }

  private static func isWordPart(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
  }
}

/// What the lexer reads a line as: a byte of an all-ASCII line, or a
/// `Character` of any other line.
private protocol LexedUnit {
  /// The unit's ASCII code, or nil for any other character.
  var ascii: UInt8? { get }
  func append(to text: inout String)
  static func text(of units: ArraySlice<Self>) -> String
}

extension UInt8: LexedUnit {
  fileprivate var ascii: UInt8? { self }

  fileprivate func append(to text: inout String) {
    text.unicodeScalars.append(Unicode.Scalar(self))
  }

  fileprivate static func text(of units: ArraySlice<UInt8>) -> String {
    String(decoding: units, as: UTF8.self)
  }
}

extension Character: LexedUnit {
  fileprivate var ascii: UInt8? { asciiValue }

  fileprivate func append(to text: inout String) {
    text.append(self)
  }

  fileprivate static func text(of units: ArraySlice<Character>) -> String {
    var text = ""
    for character in units { text.append(character) }
    return text
  }
}
