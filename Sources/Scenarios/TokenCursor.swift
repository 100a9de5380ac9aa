import Diagnostics
import ScenarioCatalog

/// Reading one line's tokens left to right, with diagnostics that point at
/// the token at fault, or just past the end of the line when something is
/// missing.
struct TokenCursor {
  let line: ScenarioLexer.Line
  private var index = 0
  /// How many expressions the parser is inside on this line: the depth of
  /// the tree it is building (`ScriptNesting.maxExpressionDepth`).
  private(set) var depth = 0

  init(line: ScenarioLexer.Line) {
    self.line = line
  }

  var peek: ScenarioToken? { index < line.tokens.count ? line.tokens[index] : nil }
  var atEnd: Bool { index >= line.tokens.count }

  /// Whether the token after the next is `:` (an argument label).
  var followedByColon: Bool {
    index + 1 < line.tokens.count && line.tokens[index + 1].text == ":"
  }

  mutating func advance() {
    index += 1
  }

  /// The rest of the statement as written, without a trailing comment,
  /// for reports.
  var remainingText: String {
    guard let first = peek, let last = line.tokens.last else { return "" }
    return text(from: first, to: last)
  }

  /// The line as written from `start` up to the last token read.
  func textRead(since start: ScenarioToken) -> String {
    guard index > 0 else { return "" }
    return text(from: start, to: line.tokens[index - 1])
  }

  private func text(from first: ScenarioToken, to last: ScenarioToken) -> String {
    line.text(fromColumn: first.column, length: last.column + last.length - first.column)
  }

  mutating func next(expecting what: String) throws(Diagnostic) -> ScenarioToken {
    guard let token = peek else { throw errorAtEnd("expected \(what)") }
    index += 1
    return token
  }

  mutating func word(expecting what: String) throws(Diagnostic) -> ScenarioToken {
    let token = try next(expecting: what)
    guard token.kind == .word else { throw error(at: token, "expected \(what), not '\(token.text)'") }
    return token
  }

  mutating func keyword(_ word: String) throws(Diagnostic) {
    let token = try next(expecting: "'\(word)'")
    guard token.kind == .word, token.text == word else {
      throw error(at: token, "expected '\(word)', not '\(token.text)'")
    }
  }

  @discardableResult
  mutating func symbol(_ symbol: String) throws(Diagnostic) -> ScenarioToken {
    let token = try next(expecting: "'\(symbol)'")
    guard token.kind == .symbol, token.text == symbol else {
      throw error(at: token, "expected '\(symbol)', not '\(token.text)'")
    }
    return token
  }

  /// Consumes `symbol` if it comes next.
  mutating func skip(_ symbol: String) -> Bool {
    guard let token = peek, token.kind == .symbol, token.text == symbol else { return false }
    index += 1
    return true
  }

  /// Goes one level deeper into the expression at `token`, or refuses to
  /// when that would pass `ScriptNesting.maxExpressionDepth`; the caller
  /// restores the depth it saved with `leave(to:)` once that level is
  /// built.
  mutating func enter(at token: ScenarioToken) throws(Diagnostic) {
    guard depth < ScriptNesting.maxExpressionDepth else {
      throw error(at: token, "nesting deeper than \(ScriptNesting.maxExpressionDepth)")
    }
    depth += 1
  }

  mutating func leave(to saved: Int) {
    depth = saved
  }

  func expectEnd() throws(Diagnostic) {
    guard let token = peek else { return }
    throw error(at: token, "unexpected '\(token.text)' at the end of the statement")
  }

  func error(at token: ScenarioToken, _ message: String) -> Diagnostic {
    Diagnostic(line: token.line, column: token.column, message: message)
  }

  func errorAtEnd(_ message: String) -> Diagnostic {
    let column = line.tokens.last.map { $0.column + $0.text.count + ($0.kind == .string ? 2 : 0) } ?? 1
    return Diagnostic(line: line.number, column: column, message: message)
  }
}
