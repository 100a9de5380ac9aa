import Diagnostics

extension Diagnostic {
  /// An error at a place the analysis found in a source file.
  public init(at location: SourceLocation, _ message: String) {
    self.init(file: location.file, line: location.line, column: location.column, message: message)
  }

  /// `Diagnostic.unknown` at a place in a source file, its message after
  /// `prefix` (which says where the name was looked up).
  static func unknown(
    _ what: String, _ name: String, among candidates: [String], at location: SourceLocation,
    prefix: String = ""
  ) -> Diagnostic {
    var diagnostic = Diagnostic.unknown(
      what, name, among: candidates, file: location.file, line: location.line, column: location.column)
    diagnostic.message = prefix + diagnostic.message
    return diagnostic
  }
}
