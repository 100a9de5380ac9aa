/// A problem found in an input — a scenario script, an annotation, an
/// article, a theme file, a command-line flag — at a place in it, phrased
/// for the person who wrote it. Every stage reports with this one type, so
/// every problem is rendered, sorted and suggested for in one way.
///
/// Embedded-compatible (the page's engine reports script errors with it).
public struct Diagnostic: Error, Hashable, Sendable, Comparable {
  public enum Severity: String, Sendable, Comparable {
    case error, warning

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .error && rhs == .warning
    }
  }

  /// More about the problem: where the other half of a conflict is, or
  /// what would have been valid.
  public struct Note: Hashable, Sendable {
    public var message: String
    /// 0 when the note has no place of its own.
    public var line: Int
    public var column: Int

    public init(_ message: String, line: Int = 0, column: Int = 0) {
      self.message = message
      self.line = line
      self.column = column
    }
  }

  /// A suggested edit: `replacement` in place of the `length` characters
  /// at the diagnostic's line and column ("did you mean 'X'?").
  public struct Fix: Hashable, Sendable {
    public var replacement: String
    public var length: Int

    public init(replacement: String, length: Int) {
      self.replacement = replacement
      self.length = length
    }
  }

  /// The input, as the user named it or relative to the project root;
  /// empty while the input has no name yet (a script parsed from text),
  /// until `located(in:)` gives it one.
  public var file: String
  /// 1-based; 0 when the problem is about the whole input.
  public var line: Int
  /// 1-based, in characters.
  public var column: Int
  public var severity: Severity
  public var message: String
  public var notes: [Note]
  public var fix: Fix?

  public init(
    file: String = "", line: Int, column: Int, severity: Severity = .error, message: String,
    notes: [Note] = [], fix: Fix? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.notes = notes
    self.fix = fix
  }

  /// The same diagnostic, in `file`.
  public func located(in file: String) -> Diagnostic {
    var copy = self
    copy.file = file
    return copy
  }

  /// "unknown WHAT 'NAME'", with the nearest of `candidates` as a fix
  /// when one is close, else with the valid names, each once, when they are
  /// few enough to read on the same line. Candidates may repeat (a name two
  /// sources offer); the list names each once.
  public static func unknown(
    _ what: String, _ name: String, among candidates: [String], file: String = "", line: Int, column: Int
  ) -> Diagnostic {
    var diagnostic = Diagnostic(file: file, line: line, column: column, message: "unknown \(what) '\(name)'")
    if let near = Suggestion.nearest(to: name, in: candidates) {
      diagnostic.fix = Fix(replacement: near, length: name.count)
    } else {
      var names: [String] = []
      for candidate in Suggestion.sorted(candidates) where candidate != names.last { names.append(candidate) }
      if !names.isEmpty && names.count <= 12 {
        diagnostic.message += " (expected one of: " + names.joined(separator: ", ") + ")"
      }
    }
    return diagnostic
  }

  /// By file, place, severity, then message: the order a build prints them.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    if lhs.file != rhs.file { return Suggestion.precedes(lhs.file, rhs.file) }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    if lhs.column != rhs.column { return lhs.column < rhs.column }
    if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
    return Suggestion.precedes(lhs.message, rhs.message)
  }
}
