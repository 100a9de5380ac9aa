import Diagnostics

/// The diagnostics of a failed build. The build collects every diagnostic
/// it can before failing, so one run shows all that is wrong.
public struct SiteBuildFailure: Error, Sendable {
  public let diagnostics: [Diagnostic]
}

extension Result where Failure == SiteBuildFailure {
  /// A failure made of `diagnostics`.
  static func problems(_ diagnostics: [Diagnostic]) -> Self {
    .failure(SiteBuildFailure(diagnostics: diagnostics))
  }
}
