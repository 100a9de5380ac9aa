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
enum ScenarioLexer {
  struct Line {
    let number: Int
    let tokens: [ScenarioToken]
    /// The line as written, for quoting a statement in a report.
    var characters: [Character] = []
  }

  static func lines(of source: String) throws(Diagnostic) -> [Line] {
    let (lines, problems) = linesAndProblems(of: source)
    if let first = problems.first { throw first }
    return lines
  }

  /// The lines that read, and a diagnostic for each line that did not (an
  /// unterminated string), which is left out, so that a parser can go on
  /// and report the script's other mistakes too.
  static func linesAndProblems(of source: String) -> (lines: [Line], problems: [Diagnostic]) {
    var result: [Line] = []
    var problems: [Diagnostic] = []
    var lineNumber = 0
    for rawLine in source.split(omittingEmptySubsequences: false, whereSeparator: SourceText.isLineBreak) {
      lineNumber += 1
      let characters = Array(rawLine)
      do throws(Diagnostic) {
        let tokens = try tokens(of: characters, line: lineNumber)
        if !tokens.isEmpty { result.append(Line(number: lineNumber, tokens: tokens, characters: characters)) }
      } catch {
        problems.append(error)
      }
    }
    return (result, problems)
  }

  private static func tokens(of characters: [Character], line: Int) throws(Diagnostic)
    -> [ScenarioToken]
  {
    var tokens: [ScenarioToken] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let column = index + 1
      if character == " " || character == "\t" || character == "\r" {
        index += 1
      } else if character == "#" {
        break
      } else if isWordStart(character) {
        let start = index
        while index < characters.count && isWordPart(characters[index]) { index += 1 }
        tokens.append(token(.word, characters[start..<index], line, column))
      } else if isDigit(character) {
        let start = index
        while index < characters.count
          && (isDigit(characters[index]) || characters[index] == "." || isLetter(characters[index]))
        {
          index += 1
        }
        tokens.append(token(.number, characters[start..<index], line, column))
      } else if character == "\"" {
        var text = ""
        index += 1
        var closed = false
        while index < characters.count {
          let next = characters[index]
          if next == "\"" {
            closed = true
            index += 1
            break
          }
          if next == "\\" && index + 1 < characters.count {
            let escaped = characters[index + 1]
            text.append(escaped == "n" ? "\n" : escaped)
            index += 2
          } else {
            text.append(next)
            index += 1
          }
        }
        guard closed else {
          throw Diagnostic(line: line, column: column, message: "unterminated string")
        }
        tokens.append(
          ScenarioToken(kind: .string, text: text, line: line, column: column, length: index - column + 1))
      } else if let symbol = symbol(at: index, in: characters) {
        tokens.append(
          ScenarioToken(kind: .symbol, text: symbol, line: line, column: column, length: symbol.count))
        index += symbol.count
      } else {
        throw Diagnostic(
          line: line, column: column, message: "unexpected character '\(String(character))'")
      }
    }
    return tokens
  }

  private static func symbol(at index: Int, in characters: [Character]) -> String? {
    let character = characters[index]
    let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
    switch character {
    case "<", ">", "!", "=":
      if next == "=" { return String(character) + "=" }
      return String(character)
    case ",", "+", "-", "{", "}", "(", ")", "[", "]", ".", ":", "?":
      return String(character)
    default:
      return nil
    }
  }

  private static func token(
    _ kind: ScenarioToken.Kind, _ characters: ArraySlice<Character>, _ line: Int, _ column: Int
  ) -> ScenarioToken {
    var text = ""
    for character in characters { text.append(character) }
    return ScenarioToken(kind: kind, text: text, line: line, column: column, length: characters.count)
  }

  static func isLetter(_ character: Character) -> Bool {
    guard let byte = character.asciiValue else { return false }
    return (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90)
  }

  static func isDigit(_ character: Character) -> Bool {
    guard let byte = character.asciiValue else { return false }
    return byte >= 48 && byte <= 57
  }

  private static func isWordStart(_ character: Character) -> Bool {
    isLetter(character) || character == "_"
  }

  private static func isWordPart(_ character: Character) -> Bool {
    isLetter(character) || isDigit(character) || character == "_"
  }
}
