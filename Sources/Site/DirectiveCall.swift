import Diagnostics
import Foundation

/// A directive as the site resolves it: the Markdown stage's invocation
/// with the article it is in. Arguments are checked here, against what
/// each directive accepts, so that a misspelt key gets the nearest name —
/// reported at the argument itself.
struct DirectiveCall {
  /// One argument and the article column where it starts.
  struct Argument {
    let key: String?
    let value: String
    let column: Int
  }

  let file: String
  let name: String
  let arguments: [Argument]
  let body: String
  let line: Int
  let column: Int
  /// The article line of the body's first line.
  let bodyLine: Int
  /// The article column where the body's lines start (after a list item's
  /// indentation or a quote's `> `).
  let bodyColumn: Int

  var positional: [String] { arguments.filter { $0.key == nil }.map { $0.value } }
  var named: [(String, String)] {
    arguments.compactMap { argument in argument.key.map { ($0, argument.value) } }
  }

  /// An error about the whole directive, at its `@`.
  func error(_ message: String) -> Diagnostic {
    Diagnostic(file: file, line: line, column: column, message: message)
  }

  /// An error about the `key=` argument (or the whole directive if absent).
  func error(_ message: String, at key: String) -> Diagnostic {
    Diagnostic(
      file: file, line: line, column: arguments.first { $0.key == key }?.column ?? column, message: message)
  }

  /// An error about the positional argument at `index`.
  func error(_ message: String, atPositional index: Int) -> Diagnostic {
    let positional = arguments.filter { $0.key == nil }
    let place = index < positional.count ? positional[index].column : column
    return Diagnostic(file: file, line: line, column: place, message: message)
  }

  func value(_ key: String) -> String? {
    arguments.first { $0.key == key }?.value
  }

  /// Errors for keys outside `known`, for more positional arguments than
  /// `positional` allows, and for a body where none belongs.
  func check(known: [String], positional maximum: Int, bodyAllowed: Bool = false) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for argument in arguments {
      guard let key = argument.key, !known.contains(key) else { continue }
      let message = Diagnostic.unknown(
        "'@\(name)' argument", key, among: known, file: file, line: line, column: column
      ).text
      found.append(
        Diagnostic(
          file: file, line: line, column: argument.column,
          message: message + (known.isEmpty ? "" : " (arguments: \(known.joined(separator: ", ")))")))
    }
    if positional.count > maximum {
      found.append(
        error(
          "'@\(name)' takes at most \(maximum) word(s) before its key=value arguments, not \(positional.count)",
          atPositional: maximum))
    }
    if !bodyAllowed && !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      found.append(
        Diagnostic(
          file: file, line: bodyLine, column: bodyColumn,
          message: "'@\(name)' takes no body; leave the block empty"))
    }
    return found
  }
}
