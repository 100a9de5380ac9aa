/// Every problem found in one input, in file order.
///
/// A parser that reports all it can find in one go (a bad date does not
/// hide a `javascript:` link further down; a misspelt command does not
/// hide a misspelt property three lines on) throws this, not a single
/// diagnostic: `ArticleParser.parse`, `ScenarioParser.parseReportingAllErrors`.
public struct DiagnosticList: Error, Hashable, Sendable {
  /// Sorted by line, then column; never empty.
  public let diagnostics: [Diagnostic]

  /// Sorts `diagnostics` into file order and drops exact repeats.
  public init(_ diagnostics: [Diagnostic]) {
    precondition(!diagnostics.isEmpty, "DiagnosticList holds at least one diagnostic")
    var seen = Set<Diagnostic>()
    self.diagnostics = diagnostics.filter { seen.insert($0).inserted }
      .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// One `file:line:col: error: message` line per diagnostic.
  public func rendered(file: String? = nil) -> String {
    diagnostics.map { diagnostic in file.map { diagnostic.located(in: $0) }?.rendered ?? diagnostic.rendered }
      .joined(separator: "\n")
  }
}
