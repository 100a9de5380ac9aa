import Diagnostics
import Markdown
import Testing

/// No input crashes or hangs the parser or the renderer: nesting is bounded
/// before any recursion can exhaust a thread's stack, and random and
/// mutated inputs end in a result or in diagnostics inside the file.
@Suite("Robustness")
struct RobustnessTests {
  static let nestingMessage = "Markdown nested more than 64 levels deep is not supported"

  @Test(
    "nesting beyond 64 levels is one diagnostic, at the first node too deep",
    arguments: [
      (String(repeating: "> ", count: 200) + "deep", 12, 129),
      (String(repeating: "- ", count: 200) + "deep", 12, 65),
      (String(repeating: "![", count: 300) + "x" + String(repeating: "](y)", count: 300), 12, 127),
      (String(repeating: "*", count: 3000) + "x" + String(repeating: "*", count: 3000), 12, 1),
    ])
  func deepMarkdown(body: String, line: Int, column: Int) {
    let diagnostics = Articles.diagnostics(Articles.article(body + "\n"))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.hasSuffix(Self.nestingMessage) == true)
    #expect(diagnostics.first?.hasPrefix("\(line):\(column):") == true, "\(diagnostics)")
  }

  @Test("nesting within the bound renders")
  func deepButAllowed() throws {
    let html = try Articles.render(String(repeating: "> ", count: 60) + "deep\n").html
    #expect(html.components(separatedBy: "<blockquote>").count == 61)
  }

  @Test(
    "deeply nested YAML is refused before Yams composes it",
    arguments: [
      "tags: " + String(repeating: "[", count: 500), String(repeating: "- ", count: 3000) + "x",
      String(repeating: "? ", count: 3000) + "x", "tags: [" + String(repeating: "a: ", count: 200) + "]",
    ])
  func deepYAML(yaml: String) {
    let diagnostics = Articles.diagnostics("---\n" + yaml + "\n---\nBody.\n")
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.contains("more than 100 YAML structure markers") == true)
  }

  @Test("front matter larger than 64 KiB is refused")
  func hugeFrontMatter() {
    let yaml = "summary: " + String(repeating: "long ", count: 14_000)
    #expect(
      Articles.diagnostics("---\n" + yaml + "\n---\n") == [
        "1:1: error: the front matter is larger than 64 KiB"
      ])
  }

  /// Characters that mean something to YAML, Markdown or HTML, plus text.
  static let alphabet = Array(
    "---\n\n\n  \t:[]{}-?#*_`~>|\"'\\<>!()&;=@/.1aZ 中文，。\r\u{0}\u{1}\u{7F}\u{FEFF}\u{200B}é")

  @Test("random text never crashes; diagnostics stay inside the file")
  func randomText() {
    var random = SeededRandom(seed: 7)
    for round in 0..<600 {
      let length = Int(random.next() % 400)
      var text = String(
        (0..<length).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] })
      if round % 2 == 0 { text = Articles.article(text) }
      check(text)
    }
  }

  @Test("mutated articles never crash; diagnostics stay inside the file")
  func mutations() {
    let original = Articles.article(
      """
      # 标题 Title

      Some *text* with [a link](other.md) and `code`.

      ```@graph paths from=public into=MBProgressHUD.animateIn caption="Every path"
      ```

      - one
      - two

      > quote
      """)
    var random = SeededRandom(seed: 11)
    for _ in 0..<600 {
      var scalars = Array(original.unicodeScalars)
      for _ in 0..<Int(random.next() % 4) + 1 {
        let position = Int(random.next() % UInt64(scalars.count))
        switch random.next() % 3 {
        case 0: scalars.remove(at: position)
        case 1:
          scalars.insert(
            Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))].unicodeScalars.first!,
            at: position)
        default: scalars.insert(scalars[position], at: position)
        }
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      check(text)
    }
  }

  /// Parses `text`; diagnostics must lie inside it, and a clean parse must
  /// render to HTML whose only tags are the renderer's own.
  private func check(_ text: String) {
    let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
      .count
    do throws(DiagnosticList) {
      let article = try ArticleParser.parse(text)
      let html = HTMLRenderer(hooks: RenderHooks(directive: { _ in "<figure></figure>" })).render(article)
        .html
      let allowed: Set<Substring> = [
        "p", "em", "strong", "code", "pre", "a", "img", "ul", "ol", "li", "blockquote", "hr", "br", "h1",
        "h2",
        "h3", "h4", "h5", "h6", "figure",
      ]
      let tags = html.split(separator: "<").dropFirst().map { $0.prefix { $0.isLetter || $0.isNumber } }
      let foreign = tags.filter { !$0.isEmpty && !allowed.contains($0) && !article.frontMatter.rawHTML }
      #expect(foreign.isEmpty, "tags not made by the renderer in \(html)")
    } catch {
      for diagnostic in error.diagnostics {
        #expect(
          (1...max(1, lineCount + 1)).contains(diagnostic.line), "\(diagnostic) in \(text.debugDescription)")
        #expect(diagnostic.column >= 1)
      }
    }
  }
}
