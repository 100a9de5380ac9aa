import Diagnostics

/// A problem the site build found, at a place in one of its inputs (an
/// article, a replica source, a scenario, a theme file): the one
/// `Diagnostic` type, under the name the site's code has used for it until
/// every user says `Diagnostic`. The build collects every diagnostic it can
/// before failing, so one run shows all that is wrong.
public typealias SiteDiagnostic = Diagnostic

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
