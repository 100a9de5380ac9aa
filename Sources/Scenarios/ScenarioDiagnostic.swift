import Diagnostics

/// A problem in a scenario script, at a line and column (both 1-based, the
/// column counted in characters), phrased for the person who wrote it.
public struct ScenarioDiagnostic: Error, Hashable, Sendable {
  public let line: Int
  public let column: Int
  public let message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line:col: error: message`, or with a file name in front,
  /// `file:line:col: error: message`.
  public func rendered(file: String? = nil) -> String {
    let position = String(line) + ":" + String(column)
    let prefix = file.map { $0 + ":" + position } ?? position
    return prefix + ": error: " + message
  }

  /// The message with a "did you mean" for `name` among `candidates`, or the
  /// list of valid names when none is close.
  static func unknown(
    _ what: String, _ name: String, among candidates: [String], at line: Int, _ column: Int
  ) -> ScenarioDiagnostic {
    if let near = Suggestion.nearest(to: name, in: candidates) {
      return ScenarioDiagnostic(
        line: line, column: column, message: "unknown \(what) '\(name)'; did you mean '\(near)'?")
    }
    var list = ""
    for (index, candidate) in candidates.enumerated() {
      if index > 0 { list += ", " }
      list += candidate
    }
    return ScenarioDiagnostic(
      line: line, column: column, message: "unknown \(what) '\(name)' (expected one of: \(list))")
  }
}
