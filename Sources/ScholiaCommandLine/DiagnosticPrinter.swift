import Diagnostics
import Foundation
import Site

/// Writes diagnostics to standard error in the one terminal form
/// (`Diagnostic.rendered(source:)`: the `file:line:col` line, then the
/// source line with a caret under the column, then the notes).
struct DiagnosticPrinter {
  private var sources: DiagnosticSources

  /// `root`: where relative file names are found; `known`: texts that are
  /// not files (standard input), by name.
  init(root: String = ".", known: [String: String] = [:]) {
    sources = DiagnosticSources(root: URL(fileURLWithPath: root), known: known)
  }

  mutating func print(_ diagnostic: Diagnostic) {
    printError(diagnostic.rendered(source: sources.text(of: diagnostic.file)))
  }

  mutating func print(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { print(diagnostic) }
  }
}
