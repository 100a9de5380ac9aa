import Suggestions

/// A problem the site build found, at a place in one of its inputs (an
/// article, a replica source, a scenario, a theme file), with a "did you
/// mean" when a near name exists. The build collects every diagnostic it
/// can before failing, so one run shows all that is wrong.
public struct SiteDiagnostic: Error, Hashable, Sendable, Comparable {
  /// The input file, relative to the project root (`articles/mbprogresshud.md`).
  public let file: String
  /// 1-based; 0 when the problem is about the whole file.
  public let line: Int
  public let column: Int
  public let message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:col: error: message`.
  public var rendered: String {
    line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
  }

  public static func < (lhs: SiteDiagnostic, rhs: SiteDiagnostic) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.message)
  }

  /// "unknown WHAT 'NAME'; did you mean 'NEAR'?" when a candidate is near.
  static func unknown(
    _ what: String, _ name: String, among candidates: [String], file: String, line: Int, column: Int
  ) -> SiteDiagnostic {
    let hint = Suggestion.nearest(to: name, in: candidates.sorted()).map { "; did you mean '\($0)'?" } ?? ""
    return SiteDiagnostic(file: file, line: line, column: column, message: "unknown \(what) '\(name)'\(hint)")
  }
}

/// The diagnostics of a failed build.
public struct SiteBuildFailure: Error, Sendable {
  public let diagnostics: [SiteDiagnostic]
}

extension Result where Failure == SiteBuildFailure {
  /// A failure made of `diagnostics`.
  static func problems(_ diagnostics: [SiteDiagnostic]) -> Self {
    .failure(SiteBuildFailure(diagnostics: diagnostics))
  }
}
