import Diagnostics
import Markdown
import Yams

/// Reads a YAML mapping key by key, so that every problem — a missing key,
/// a misspelt one, a value of the wrong kind — is reported at its line and
/// column in the file (Yams' decoder reports paths, not places).
struct YAMLFields {
  let file: String
  /// Added to Yams' 1-based lines: the YAML's first line in the file, minus one.
  let lineOffset: Int
  let node: Node
  private(set) var diagnostics: [Diagnostic] = []

  /// Parses `text`; a syntax error becomes the one diagnostic.
  static func parse(_ text: String, file: String, lineOffset: Int = 0) -> Result<Node, Diagnostic> {
    do {
      guard let node = try Yams.compose(yaml: text) else {
        return .failure(
          Diagnostic(file: file, line: 1 + lineOffset, column: 1, message: "the YAML is empty"))
      }
      return .success(node)
    } catch let error as YamlError {
      return .failure(diagnostic(error, file: file, lineOffset: lineOffset))
    } catch {
      return .failure(
        Diagnostic(file: file, line: 1 + lineOffset, column: 1, message: "malformed YAML: \(error)"))
    }
  }

  private static func diagnostic(_ error: YamlError, file: String, lineOffset: Int) -> Diagnostic {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return Diagnostic(
        file: file, line: mark.line + lineOffset, column: mark.column, message: "malformed YAML: \(problem)")
    default:
      return Diagnostic(file: file, line: 1 + lineOffset, column: 1, message: "malformed YAML: \(error)")
    }
  }

  /// A whole YAML file as fields; a syntax error is the failure's one
  /// diagnostic.
  static func file(_ text: String, file: String) -> Result<YAMLFields, SiteBuildFailure> {
    switch parse(text, file: file) {
    case .success(let node): return .success(YAMLFields(file: file, lineOffset: 0, node: node))
    case .failure(let diagnostic): return .failure(SiteBuildFailure(diagnostics: [diagnostic]))
    }
  }

  init(file: String, lineOffset: Int, node: Node) {
    self.file = file
    self.lineOffset = lineOffset
    self.node = node
  }

  func diagnostic(_ node: Node?, _ message: String) -> Diagnostic {
    let mark = node?.mark ?? self.node.mark
    return Diagnostic(
      file: file, line: (mark?.line ?? 1) + lineOffset, column: mark?.column ?? 1, message: message)
  }

  /// Checks that the mapping has only `known` keys (with a did-you-mean)
  /// and every `required` one.
  mutating func checkKeys(known: [String], required: [String]) -> Bool {
    guard let mapping = node.mapping else {
      diagnostics.append(diagnostic(node, "expected a mapping of keys to values"))
      return false
    }
    var seen: [String] = []
    for (key, _) in mapping {
      guard let name = key.string else {
        diagnostics.append(diagnostic(key, "a key must be a plain name"))
        continue
      }
      if !known.contains(name) {
        let near = Diagnostic.unknown("key", name, among: known, file: file, line: 0, column: 0).text
        diagnostics.append(diagnostic(key, near))
      }
      seen.append(name)
    }
    for name in required where !seen.contains(name) {
      diagnostics.append(diagnostic(node, "missing required key '\(name)'"))
    }
    return true
  }

  /// Records a problem with `node`, at its place.
  mutating func report(_ node: Node?, _ message: String) {
    diagnostics.append(diagnostic(node, message))
  }

  func value(_ key: String) -> Node? {
    node.mapping?.first { $0.key.string == key }?.value
  }

  mutating func string(_ key: String) -> String? {
    guard let value = value(key) else { return nil }
    guard let scalar = value.scalar else {
      diagnostics.append(diagnostic(value, "'\(key)' must be text"))
      return nil
    }
    return scalar.string
  }

  /// Text that becomes a link, passing the articles' link policy (no
  /// `javascript:`, `vbscript:` or `data:` URL).
  mutating func url(_ key: String) -> String? {
    guard let text = string(key) else { return nil }
    if let scheme = LinkDestination.forbiddenScheme(of: text) {
      diagnostics.append(diagnostic(value(key), "'\(key)' links to a '\(scheme):' URL, which is not allowed"))
      return nil
    }
    return text
  }

  mutating func bool(_ key: String) -> Bool? {
    guard let value = value(key) else { return nil }
    guard let bool = value.bool else {
      diagnostics.append(
        diagnostic(value, "'\(key)' must be true or false, not '\(value.string ?? "a list")'"))
      return nil
    }
    return bool
  }

  mutating func list(_ key: String) -> [Node]? {
    guard let value = value(key) else { return nil }
    guard let sequence = value.sequence else {
      diagnostics.append(diagnostic(value, "'\(key)' must be a list"))
      return nil
    }
    return Array(sequence)
  }

  mutating func absorb(_ other: YAMLFields) {
    diagnostics += other.diagnostics
  }
}
