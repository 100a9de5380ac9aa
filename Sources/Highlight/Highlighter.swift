import Diagnostics

/// Build-time syntax highlighting of Swift and Objective-C to HTML.
///
/// The site highlights at build time so pages carry no highlighting script
/// and every reader sees the same colours; the output is plain spans with
/// `hl-` classes, styled by the theme. The text of the output (tags
/// stripped, entities decoded) is always exactly the input: highlighting
/// may colour code wrongly, never change it.
public enum Highlighter {
  /// HTML for a code block's contents: the code escaped (`&`, `<`, `>`,
  /// `"`), with `<span class="hl-…">` runs; no `<pre>` wrapper.
  public static func html(_ code: String, language: Language) -> String {
    withRuns(code, language) { HTMLRenderer.html($0, $1) }
  }

  /// The same, one HTML string per source line, every line's spans closed
  /// and re-opened so each line stands alone (for annotated source pages
  /// with per-line anchors). Lines are split on `\n`; a final empty line
  /// after a trailing `\n` is not returned, and an empty input is one empty
  /// line.
  public static func lines(_ code: String, language: Language) -> [String] {
    withRuns(code, language) { HTMLRenderer.lines($0, $1) }
  }

  /// Every CSS class the highlighter can emit, so a theme can be checked
  /// for styling all of them.
  public static let cssClasses: [String] = HighlightClass.allCases.map(\.cssClass)

  /// Classifies `code` and hands its UTF-8 bytes and runs to `render`.
  /// Swift nested beyond `SwiftNestingLimit` is not parsed (the parser
  /// would take exponential time) and comes out uncoloured; the stages that
  /// hand such code to the highlighter report it (`SourceAnalyzer`, the
  /// article renderer).
  static func withRuns<Result>(
    _ code: String, _ language: Language,
    _ render: (UnsafeBufferPointer<UInt8>, [HighlightRun]) -> Result
  ) -> Result {
    let parsable = language != .swift || SwiftNestingLimit.check(code) == nil
    var code = code
    return code.withUTF8 { text in
      switch language {
      case .swift: render(text, parsable ? SwiftClassifier.runs(text) : [])
      case .objc: render(text, ObjCLexer.runs(text))
      }
    }
  }
}
