import Diagnostics

/// Reads a directive's info string — `@name arg key=value key="a b"` — as
/// written in the file.
///
/// The text comes from the source line, not from libcmark's info string:
/// CommonMark applies backslash escapes there, which would turn
/// `caption="say \"hi\""` into unbalanced quotes, and columns in the raw line
/// are exact. Inside double quotes `\"` is a quote and `\\` a backslash; any
/// other backslash is kept as written. Outside quotes, a word runs to the
/// next space or tab.
///
/// The first syntax error ends the parse: after an unterminated quote or a
/// stray `=`, where the next argument starts is guesswork.
struct DirectiveInfoParser {
  private let scalars: [Unicode.Scalar]
  private let line: Int
  private let firstColumn: Int
  private var index = 0

  /// `info` starts with the `@`, which is at `line`:`column` of the article.
  static func parse(
    _ info: Substring, line: Int, column: Int
  ) throws(Diagnostic) -> (name: String, arguments: [DirectiveArgument]) {
    var parser = DirectiveInfoParser(scalars: Array(info.unicodeScalars), line: line, firstColumn: column)
    return try parser.parse()
  }

  private init(scalars: [Unicode.Scalar], line: Int, firstColumn: Int) {
    self.scalars = scalars
    self.line = line
    self.firstColumn = firstColumn
  }

  private mutating func parse() throws(Diagnostic) -> (name: String, arguments: [DirectiveArgument]) {
    precondition(scalars.first == "@", "a directive's info string starts with '@'")
    index = 1
    let name = word()
    guard !name.isEmpty else {
      throw error(at: 0, "a directive needs a name right after '@', like '@source'")
    }
    if let stray = current, !Self.isSpace(stray) {
      throw error(at: index, "unexpected '\(stray)' in the directive name; arguments come after a space")
    }
    var arguments: [DirectiveArgument] = []
    var keyColumns: [String: Int] = [:]
    while true {
      while let scalar = current, Self.isSpace(scalar) { index += 1 }
      guard let first = current else { break }
      let start = index
      let argument: DirectiveArgument
      if first == "\"" {
        argument = DirectiveArgument(key: nil, value: try quoted(), column: column(start))
      } else if first == "=" {
        throw error(at: index, "'=' needs a key before it, as in key=value")
      } else {
        let key = word()
        switch current {
        case "=":
          if let earlier = keyColumns[key] {
            throw error(at: start, "duplicate argument '\(key)' (already given at column \(earlier))")
          }
          keyColumns[key] = column(start)
          index += 1
          argument = DirectiveArgument(key: key, value: try value(of: key), column: column(start))
        case "\"":
          throw error(at: index, "unexpected '\"' inside a word; quote the whole value, as in key=\"a b\"")
        default:
          argument = DirectiveArgument(key: nil, value: key, column: column(start))
        }
      }
      if let next = current, !Self.isSpace(next) {
        throw error(at: index, "expected a space after the argument, not '\(next)'")
      }
      arguments.append(argument)
    }
    return (name, arguments)
  }

  /// The value after `key=`: quoted, or a word that may itself contain `=`.
  private mutating func value(of key: String) throws(Diagnostic) -> String {
    guard let first = current, !Self.isSpace(first) else {
      throw error(at: index - 1, "'\(key)=' has no value; write \(key)=\"\" for an empty one")
    }
    if first == "\"" { return try quoted() }
    var value = ""
    while let scalar = current, !Self.isSpace(scalar) {
      if scalar == "\"" {
        throw error(at: index, "unexpected '\"' inside a word; quote the whole value, as in key=\"a b\"")
      }
      value.unicodeScalars.append(scalar)
      index += 1
    }
    return value
  }

  /// A double-quoted value, from its opening quote (the current scalar) to
  /// its closing one.
  private mutating func quoted() throws(Diagnostic) -> String {
    let opening = index
    index += 1
    var value = ""
    while let scalar = current {
      index += 1
      if scalar == "\"" { return value }
      if scalar == "\\", let next = current, next == "\"" || next == "\\" {
        value.unicodeScalars.append(next)
        index += 1
      } else {
        value.unicodeScalars.append(scalar)
      }
    }
    throw error(at: opening, "this quote is never closed; add a '\"' at the end of the value")
  }

  /// Scalars up to the next space, tab, `=` or `"`.
  private mutating func word() -> String {
    var text = ""
    while let scalar = current, !Self.isSpace(scalar), scalar != "=", scalar != "\"" {
      text.unicodeScalars.append(scalar)
      index += 1
    }
    return text
  }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private func column(_ offset: Int) -> Int { firstColumn + offset }

  private func error(at offset: Int, _ message: String) -> Diagnostic {
    Diagnostic(line: line, column: column(offset), message: message)
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
}
