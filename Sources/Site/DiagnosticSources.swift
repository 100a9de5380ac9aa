import Diagnostics
import Foundation

/// The texts diagnostics point into, for the renderings that quote the
/// source line (`Diagnostic.rendered(source:)`, `overlayHTML(source:)`).
///
/// A file is read as every input is read (`SourceText`: BOM dropped, line
/// endings kept), so the column a diagnostic counts lands on the same
/// character; one that is gone or does not read gives nil, and the
/// diagnostic is then shown without its line.
public struct DiagnosticSources {
  /// Where a diagnostic's relative file name is found.
  public let root: URL
  private var texts: [String: String?]

  /// `known`: texts at hand that are not files (standard input, a script
  /// read before), by the name diagnostics give them.
  public init(root: URL, known: [String: String] = [:]) {
    self.root = root
    texts = known.mapValues { $0 }
  }

  public mutating func text(of file: String) -> String? {
    guard !file.isEmpty else { return nil }
    if let known = texts[file] { return known }
    let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
    let text = FileManager.default.contents(atPath: url.path).flatMap {
      try? SourceText.decode(Array($0), file: file)
    }
    texts[file] = text
    return text
  }
}
