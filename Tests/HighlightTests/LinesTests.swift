import Highlight
import Testing

/// `Highlighter.lines`: one standalone fragment per source line.
@Suite("Per-line highlighting")
struct LinesTests {
  @Test(
    "line counts: a trailing newline adds no line, an empty input is one empty line",
    arguments: [
      ("", 1), ("a", 1), ("a\n", 1), ("a\n\n", 2), ("a\nb", 2), ("\n", 1), ("\n\n\n", 3), ("a\r\nb\r\n", 2),
    ])
  func lineCounts(code: String, count: Int) {
    for language in Highlighter.Language.allCases {
      #expect(Highlighter.lines(code, language: language).count == count)
    }
  }

  @Test("a comment spanning lines is closed and reopened on each line")
  func spansReopen() {
    let lines = Highlighter.lines("/* one\n   two\n\n   three */ x", language: .swift)
    #expect(
      lines == [
        #"<span class="hl-comment">/* one</span>"#,
        #"<span class="hl-comment">   two</span>"#,
        "",
        #"<span class="hl-comment">   three */</span> x"#,
      ])
  }

  @Test("annotation spans nest inside their doc span on each line")
  func nestedReopen() {
    let lines = Highlighter.lines("/// @handler graceTimer\n  /// @entry\n", language: .swift)
    #expect(
      lines == [
        #"<span class="hl-doc">/// <span class="hl-annotation">@handler</span> graceTimer</span>"#,
        #"  <span class="hl-doc">/// <span class="hl-annotation">@entry</span></span>"#,
      ])
  }

  @Test("each line of every replica stands alone and matches html(…) line by line")
  func standAlone() {
    for (path, code) in TestSources.replicas {
      let lines = Highlighter.lines(code, language: .swift)
      let sourceLines = code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let trailingBreak = code.utf8.last == UInt8(ascii: "\n")
      #expect(lines.count == sourceLines.count - (trailingBreak ? 1 : 0), "\(path)")
      for (index, line) in lines.enumerated() {
        let h = HighlightedHTML(line)
        #expect(h.problems.isEmpty, "\(path):\(index + 1): \(h.problems)")
        #expect(h.bytes == Array(sourceLines[index]), "\(path):\(index + 1)")
        #expect(!line.contains("\n"))
      }
      let whole = HighlightedHTML(Highlighter.html(code, language: .swift))
      // The same classes for every byte but line breaks, which the whole
      // block may keep inside a multi-line span.
      let joined = HighlightedHTML(lines.joined(separator: "\n") + (trailingBreak ? "\n" : ""))
      #expect(whole.bytes == joined.bytes)
      for i in whole.bytes.indices where whole.bytes[i] != UInt8(ascii: "\n") {
        #expect(whole.classes[i] == joined.classes[i], "\(path): byte \(i)")
      }
    }
  }
}
