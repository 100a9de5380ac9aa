import Foundation

/// A directive as the site resolves it: the Markdown stage's invocation
/// with the article it is in. Arguments are checked here, against what
/// each directive accepts, so that a misspelt key gets the nearest name.
struct DirectiveCall {
  let file: String
  let name: String
  let positional: [String]
  let named: [(String, String)]
  let body: String
  let line: Int
  let column: Int
  /// The article line of the body's first line.
  let bodyLine: Int

  func error(_ message: String) -> SiteDiagnostic {
    SiteDiagnostic(file: file, line: line, column: column, message: message)
  }

  func value(_ key: String) -> String? {
    named.first { $0.0 == key }?.1
  }

  /// Errors for keys outside `known`, for more positional arguments than
  /// `positional` allows, and for a body where none belongs.
  func check(known: [String], positional maximum: Int, bodyAllowed: Bool = false) -> [SiteDiagnostic] {
    var found: [SiteDiagnostic] = []
    for (key, _) in named where !known.contains(key) {
      let message = SiteDiagnostic.unknown(
        "'@\(name)' argument", key, among: known, file: file, line: line, column: column
      ).message
      found.append(error(message + (known.isEmpty ? "" : " (arguments: \(known.joined(separator: ", ")))")))
    }
    if positional.count > maximum {
      found.append(
        error(
          "'@\(name)' takes at most \(maximum) word(s) before its key=value arguments, not \(positional.count)"
        ))
    }
    if !bodyAllowed && !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      found.append(
        SiteDiagnostic(
          file: file, line: bodyLine, column: 1, message: "'@\(name)' takes no body; leave the block empty"))
    }
    return found
  }
}
