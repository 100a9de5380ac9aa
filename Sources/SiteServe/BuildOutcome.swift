import Diagnostics
import Foundation

/// What one build gave.
public enum BuildOutcome: Sendable, Equatable {
  case built(pages: Int, articles: Int, files: Int, seconds: Double)
  /// The diagnostics, or why the files could not be written or why the
  /// build process stopped (as a diagnostic). The output is unchanged.
  case failed([Diagnostic])
}

/// Builds the site, one build at a time, for the rebuild loop: in this
/// process (`SiteRebuilder`) or in a child process that a crash cannot
/// take the server down with (`WorkerRebuilder`).
public protocol Rebuilding: Sendable {
  func rebuild() async -> BuildOutcome
}

extension BuildOutcome {
  /// The outcome as one line of JSON, as the build worker answers.
  var line: String {
    let wire: Wire
    switch self {
    case .built(let pages, let articles, let files, let seconds):
      wire = Wire(built: .init(pages: pages, articles: articles, files: files, seconds: seconds), failed: nil)
    case .failed(let diagnostics):
      wire = Wire(built: nil, failed: diagnostics.map(Wire.Problem.init))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings and numbers cannot fail.
    return String(decoding: (try? encoder.encode(wire)) ?? Data(), as: UTF8.self)
  }

  /// The outcome a worker's answer line describes; nil when the line is not
  /// one (the worker is then not trusted further).
  init?(line: some StringProtocol) {
    guard let wire = try? JSONDecoder().decode(Wire.self, from: Data(line.utf8)) else { return nil }
    switch (wire.built, wire.failed) {
    case (let built?, nil):
      self = .built(pages: built.pages, articles: built.articles, files: built.files, seconds: built.seconds)
    case (nil, let problems?): self = .failed(problems.map(\.diagnostic))
    default: return nil
    }
  }

  /// The JSON shape of an outcome; a diagnostic's fields as they are.
  private struct Wire: Codable {
    struct Built: Codable {
      let pages, articles, files: Int
      let seconds: Double
    }

    struct Problem: Codable {
      struct Note: Codable {
        let message: String
        let line, column: Int
      }

      let file: String
      let line, column: Int
      let warning: Bool
      let message: String
      let notes: [Note]
      let replacement: String?
      let length: Int?

      init(_ diagnostic: Diagnostic) {
        file = diagnostic.file
        line = diagnostic.line
        column = diagnostic.column
        warning = diagnostic.severity == .warning
        message = diagnostic.message
        notes = diagnostic.notes.map { Note(message: $0.message, line: $0.line, column: $0.column) }
        replacement = diagnostic.fix?.replacement
        length = diagnostic.fix?.length
      }

      var diagnostic: Diagnostic {
        Diagnostic(
          file: file, line: line, column: column, severity: warning ? .warning : .error, message: message,
          notes: notes.map { Diagnostic.Note($0.message, line: $0.line, column: $0.column) },
          fix: replacement.map { Diagnostic.Fix(replacement: $0, length: length ?? 0) })
      }
    }

    let built: Built?
    let failed: [Problem]?
  }
}
