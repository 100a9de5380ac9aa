import Diagnostics

extension Diagnostic {
  /// "unknown WHAT 'NAME'" at a place in a script, in the parser's order of
  /// arguments: what, the name, the valid names, then line and column.
  static func unknownInScript(
    _ what: String, _ name: String, among candidates: [String], at line: Int, _ column: Int
  ) -> Diagnostic {
    Diagnostic.unknown(what, name, among: candidates, line: line, column: column)
  }
}
