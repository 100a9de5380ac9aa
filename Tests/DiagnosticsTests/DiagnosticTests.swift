import Diagnostics
import Testing

/// The one diagnostic type: its renderings and its suggestions.
@Suite("Diagnostics")
struct DiagnosticTests {
  static let script = "hud MBProgressHUD 1.2.0\r\nat 0 showAnimted true\r\nrun until 2\r\n"

  static let unknown = Diagnostic.unknown(
    "action", "showAnimted", among: ["hideAnimated", "showAnimated", "showUsingAnimation"],
    file: "a.scenario", line: 2, column: 6)

  @Test("one line: file:line:col: severity: message; did you mean, with what is known of the place")
  func oneLine() {
    #expect(
      Self.unknown.rendered
        == "a.scenario:2:6: error: unknown action 'showAnimted'; did you mean 'showAnimated'?")
    #expect(Diagnostic(line: 3, column: 1, message: "m").rendered == "3:1: error: m")
    #expect(Diagnostic(file: "site.yml", line: 0, column: 0, message: "m").rendered == "site.yml: error: m")
    #expect(Diagnostic(line: 0, column: 0, severity: .warning, message: "m").rendered == "warning: m")
    #expect(Diagnostic(line: 2, column: 6, message: "m").located(in: "b").rendered == "b:2:6: error: m")
  }

  @Test("the terminal form shows the source line, a caret under the column and ~ under the fix's span")
  func terminal() {
    #expect(
      Self.unknown.rendered(source: Self.script) == """
        a.scenario:2:6: error: unknown action 'showAnimted'; did you mean 'showAnimated'?
        2 | at 0 showAnimted true
          |      ^~~~~~~~~~~
        """)
    let far = Diagnostic.unknown(
      "action", "frobnicate", among: ["show", "hide"], file: "a", line: 9, column: 1)
    #expect(
      far.rendered(source: Self.script)
        == "a:9:1: error: unknown action 'frobnicate' (expected one of: hide, show)")
    let repeated = Diagnostic.unknown(
      "action", "frobnicate", among: ["show", "hide", "show"], file: "a", line: 9, column: 1)
    #expect(repeated.message == "unknown action 'frobnicate' (expected one of: hide, show)")
    let noted = Diagnostic(
      file: "a", line: 1, column: 1, message: "m", notes: [.init("first here", line: 1, column: 4)])
    #expect(
      noted.rendered(source: "abc def") == "a:1:1: error: m\n1 | abc def\n  | ^\na:1:4: note: first here")
    let tabbed = Diagnostic(line: 1, column: 3, message: "m")
    #expect(tabbed.rendered(source: "\tx y") == "1:3: error: m\n1 | \tx y\n  | \t ^")
  }

  @Test("the overlay form escapes everything it shows")
  func overlay() {
    let diagnostic = Diagnostic(
      file: "<a>.md", line: 1, column: 2, message: "bad <b>", fix: .init(replacement: "<i>", length: 1))
    #expect(
      diagnostic.overlayHTML(source: "x<b>")
        == "<li class=\"diagnostic error\"><span class=\"place\">&lt;a&gt;.md:1:2</span> <span class=\"severity\">error:</span> "
        + "<span class=\"message\">bad &lt;b&gt;</span> <span class=\"fix\">did you mean <code>&lt;i&gt;</code>?</span>"
        + "<pre class=\"excerpt\">1 | x&lt;b&gt;\n  |  ^</pre></li>")
  }

  @Test("suggestions: the nearest plausible name, ties to the first in byte order whatever the input order")
  func suggestions() {
    #expect(Suggestion.nearest(to: "alpah", in: ["alpha", "beta"]) == "alpha")
    #expect(Suggestion.nearest(to: "cat", in: ["bat", "cab", "car"]) == "bat")
    #expect(Suggestion.nearest(to: "cat", in: ["car", "cab", "bat"]) == "bat")
    #expect(Suggestion.nearest(to: "zzzzzz", in: ["alpha"]) == nil)
    #expect(Suggestion.nearest(to: "alpha", in: ["alpha"]) == nil)
  }

  @Test("diagnostics sort by file, place, severity and message")
  func order() {
    let list = [
      Diagnostic(file: "b", line: 1, column: 1, message: "x"),
      Diagnostic(file: "a", line: 2, column: 1, message: "x"),
      Diagnostic(file: "a", line: 1, column: 5, severity: .warning, message: "w"),
      Diagnostic(file: "a", line: 1, column: 5, message: "z"),
    ]
    #expect(
      list.sorted().map(\.rendered) == [
        "a:1:5: error: z", "a:1:5: warning: w", "a:2:1: error: x", "b:1:1: error: x",
      ])
  }
}

/// Reading inputs as text, the one way.
@Suite("Source text")
struct SourceTextTests {
  @Test("a byte-order mark is dropped; LF, CRLF and CR end lines alike")
  func linesAndMark() throws {
    let text = try SourceText.decode([0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\nd\n".utf8))
    #expect(text == "a\r\nb\rc\nd\n")
    #expect(SourceText.lines(text) == ["a", "b", "c", "d"])
    #expect(SourceText.lines("a\n\nb") == ["a", "", "b"])
  }

  @Test("bad bytes are errors at their line and column, counted over any line endings")
  func badBytes() {
    let cases: [([UInt8], String)] = [
      (Array("ab\r\ncd".utf8) + [0xC3], "f:2:3: error: the file is not valid UTF-8 here (byte 0xC3)"),
      (Array("宽\rx".utf8) + [0x00], "f:2:2: error: the file holds a NUL byte here"),
      ([0xED, 0xA0, 0x80], "f:1:1: error: the file is not valid UTF-8 here (byte 0xED)"),
      ([0xC0, 0xAF], "f:1:1: error: the file is not valid UTF-8 here (byte 0xC0)"),
      ([0xF4, 0x90, 0x80, 0x80], "f:1:1: error: the file is not valid UTF-8 here (byte 0xF4)"),
    ]
    for (bytes, expected) in cases {
      #expect(throws: Diagnostic.self) { try SourceText.decode(bytes, file: "f") }
      do {
        _ = try SourceText.decode(bytes, file: "f")
      } catch {
        #expect(error.rendered == expected)
      }
    }
  }

  /// `decode` lets the standard library decide what is valid and walks the
  /// bytes itself only to say where the problem is; the two must agree, or
  /// a file would be rejected with no place to show. Every lead byte that
  /// starts a multi-byte sequence, every second byte, and the continuation
  /// bytes' edge values after them (the second byte's ranges differ per lead, so it takes every value; the later ones only need to be in or out of 0x80...0xBF), each after an ASCII byte so that the
  /// column is checked too.
  @Test("the standard library's UTF-8 validation and the walk that places the error agree")
  func validationAgreesWithTheWalk() {
    let edges: [UInt8] = [0x41, 0x80, 0xBF, 0xC0]
    var rejected = 0
    for lead in UInt8(0xC0)...0xFF {
      for second in UInt8(0)...0xFF {
        for third in edges {
          for fourth in edges {
            let bytes: [UInt8] = [0x61, lead, second, third, fourth]
            let valid = String(validating: bytes, as: UTF8.self) != nil && !bytes.contains(0)
            do {
              _ = try SourceText.decode(bytes, file: "f")
              if !valid { Issue.record("accepted \(bytes)") }
            } catch {
              rejected += 1
              if valid { Issue.record("rejected \(bytes): \(error.rendered)") }
              if !error.rendered.hasPrefix("f:1:") { Issue.record("placed \(bytes) at \(error.rendered)") }
            }
          }
        }
      }
    }
    #expect(rejected > 0)
  }
}
