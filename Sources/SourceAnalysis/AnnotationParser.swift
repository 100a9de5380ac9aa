import Diagnostics

/// Reads one annotation line (`@key value`) of a doc comment.
///
/// A key is letters only and is followed by a space or the end of the
/// line; what follows is the value, whose form depends on the key (see
/// docs/annotations.md).
enum AnnotationParser {
  static func parse(_ text: String, at location: SourceLocation) -> Result<Annotation, Diagnostic> {
    let afterAt = text.dropFirst()
    let key = String(afterAt.prefix { $0.isLetter })
    guard !key.isEmpty else {
      return .failure(Diagnostic(at: location, "expected an annotation key after '@'"))
    }
    let rest = afterAt.dropFirst(key.count)
    if let next = rest.first, next != " " {
      let column = SourceLocation(
        file: location.file, line: location.line, column: location.column + 1 + key.count)
      return .failure(Diagnostic(at: column, "unexpected '\(next)' after '@\(key)'"))
    }
    guard let known = AnnotationKey(rawValue: key) else {
      return .failure(
        Diagnostic.unknown(
          "annotation", "@" + key, among: AnnotationKey.allCases.map { "@" + $0.rawValue }, at: location))
    }
    let leading = rest.prefix { $0 == " " }.count
    let value = String(rest.dropFirst(leading)).trimmingTrailingSpaces
    let valueLocation = SourceLocation(
      file: location.file, line: location.line, column: location.column + 1 + key.count + leading)
    switch known.arity {
    case .required where value.isEmpty:
      return .failure(Diagnostic(at: location, "'@\(key)' needs a value"))
    case .none where !value.isEmpty:
      return .failure(Diagnostic(at: valueLocation, "'@\(key)' takes no value (found '\(value)')"))
    default:
      break
    }
    if let problem = check(value, for: known) {
      return .failure(Diagnostic(at: valueLocation, problem))
    }
    return .success(Annotation(key: known, value: value, location: location))
  }

  /// The value's form, per key.
  private static func check(_ value: String, for key: AnnotationKey) -> String? {
    switch key {
    case .timer where !value.isEmpty && !isIdentifier(value):
      return "a timer name is one identifier, not '\(value)'"
    case .state where !value.isEmpty && !isIdentifier(value):
      return "a state's name is one identifier, not '\(value)'"
    case .handler where !value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }):
      return "a handler names a timer or a selector, not '\(value)'"
    case .original:
      let symbol = value.split(separator: " ").first.map(String.init) ?? ""
      if (symbol.hasPrefix("-[") || symbol.hasPrefix("+[")) && !value.contains("]") {
        return "unbalanced '[' in the original selector '\(value)'"
      }
      return nil
    default:
      return nil
    }
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
