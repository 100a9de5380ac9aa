import Diagnostics

/// A problem the analysis found, at a place in a source file, with a
/// "did you mean" when a near name exists.
public struct AnalysisDiagnostic: Error, Hashable, Sendable, Comparable {
  public let location: SourceLocation
  public let message: String

  public init(_ location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  /// `file:line:col: error: message`.
  public var rendered: String { location.text + ": error: " + message }

  public static func < (lhs: AnalysisDiagnostic, rhs: AnalysisDiagnostic) -> Bool {
    (lhs.location, lhs.message) < (rhs.location, rhs.message)
  }

  static func unknown(
    _ what: String, _ name: String, among candidates: [String], at location: SourceLocation,
    prefix: String = ""
  ) -> AnalysisDiagnostic {
    if let near = Suggestion.nearest(to: name, in: candidates.sorted()) {
      return AnalysisDiagnostic(location, prefix + "unknown \(what) '\(name)'; did you mean '\(near)'?")
    }
    return AnalysisDiagnostic(location, prefix + "unknown \(what) '\(name)'")
  }
}
