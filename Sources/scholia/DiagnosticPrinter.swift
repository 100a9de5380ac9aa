import Diagnostics
import Foundation

/// Writes diagnostics to standard error in the one terminal form
/// (`Diagnostic.rendered(source:)`: the `file:line:col` line, then the
/// source line with a caret under the column, then the notes), reading each
/// named file once to show its line.
struct DiagnosticPrinter {
  /// Where a diagnostic's relative file name is found.
  let root: String
  /// Texts already at hand (standard input, a script read before), by the
  /// name diagnostics give them.
  private var sources: [String: String]

  init(root: String = ".", sources: [String: String] = [:]) {
    self.root = root
    self.sources = sources
  }

  mutating func print(_ diagnostic: Diagnostic) {
    printError(diagnostic.rendered(source: source(of: diagnostic.file)))
  }

  mutating func print(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { print(diagnostic) }
  }

  /// The text of `file` as every input is read (`SourceText`), so that
  /// columns count as the diagnostic's do; nil when it has no name or does
  /// not read (the diagnostic then stands alone).
  private mutating func source(of file: String) -> String? {
    guard !file.isEmpty else { return nil }
    if let known = sources[file] { return known }
    let path = file.hasPrefix("/") ? file : (root as NSString).appendingPathComponent(file)
    guard let data = FileManager.default.contents(atPath: path),
      let text = try? SourceText.decode(Array(data), file: file)
    else { return nil }
    sources[file] = text
    return text
  }
}
