import Ccmark
import Foundation
import Markdown
import Testing

/// Apart from its hooks, heading ids and the safety policy, the renderer
/// writes what libcmark's own HTML renderer writes, the CommonMark spec's
/// reference output. These tests hold it to that on hand-picked documents
/// and on a few hundred generated ones.
@Suite("Reference HTML")
struct ReferenceHTMLTests {
  /// libcmark's rendering, raw HTML let through.
  static func reference(_ markdown: String) -> String {
    let html = cmark_markdown_to_html(markdown, markdown.utf8.count, CMARK_OPT_UNSAFE)!
    defer { free(html) }
    return String(cString: html)
  }

  /// Ours, with raw HTML allowed and heading ids removed.
  static func ours(_ markdown: String) throws -> String {
    let html = try Articles.render(markdown, extra: "raw_html: true").html
    return html.replacing(#/<h([1-6]) id="[^"]*">/#) { "<h\($0.1)>" }
  }

  static let documents = [
    "Hello *world* and **strong** and ***both*** and _under_ and __score__.",
    "- a\n- b\n\n  c\n- d",
    "1. one\n2. two\n   - nested\n     > quote\n3. three",
    "7) seven\n8) eight",
    "> # Heading in quote\n> para\n>\n> - item\n>\n>       indented code",
    "```js title\nconst a = 1 < 2 && \"x\";\n```\n\n~~~\nplain\n~~~",
    "    indented\n      more\n\n    after blank",
    "Setext 1\n===\n\nSetext 2\n---\n\n### ATX ###\n\n#",
    "***\n---\n___",
    "hard  \nbreak\\\nagain\nsoft",
    "[link](http://x.y/a_b?c=d&e=f \"title & 'quotes'\") <http://auto.link/x?y=z> <me@example.com>",
    "![alt *emph* `code`](a%20b.png 'Title')",
    "[ref] and [Ref][] and [text][ref]\n\n[ref]: /url/\"quoted\" \"Ref & title\"",
    "&amp; &copy; &#35; &#x22; &nbsp; &bogus;",
    "\\*not emph\\* \\<not html\\> \\[not link\\]",
    "`` code with ` backtick `` and ` spaced `",
    "<div>\n*raw* block\n</div>\n\ntext <span class=\"x\">inline</span> <!-- comment -->",
    "中文段落，带标点。\n第二行 *强调* 和 [链接](https://例子.cn/路径?查询=值)。",
    "- [ ] not a task list\n- [x] still not",
    "* a\n\n\n* b",
    "- \n  foo\n-\n- bar",
    "1. a\n\n   b\n2. c",
    "> a\nlazy continuation\n> b",
    "<http://a.b/c\\[d>",
    "[a](<b)c>)",
    "[a](b \"t\\\"t\")",
    "Tab\there and \ttab",
    "line one\n\n\n\nline after blanks",
    "",
  ]

  @Test("hand-picked documents render as libcmark renders them", arguments: documents)
  func handPicked(markdown: String) throws {
    #expect(try Self.ours(markdown) == Self.reference(markdown))
  }

  /// Lines that combine into most block and inline situations.
  static let lines = [
    "plain text with *emphasis* and **strong**", "- bullet", "  - nested bullet", "1. ordered",
    "3) start three", "> quote", "> - quoted item", "", "", "", "```js", "```", "    indented code",
    "# Heading", "Setext", "---", "***", "a & b < c > d \"q\" 'a'",
    "[link](http://x.y/a_b?c=d&e=f \"title\")", "![img](<a b.png> 'alt title')", "<http://auto.link/x>",
    "hard break  ", "backslash\\", "`code ``span`", "<span>inline html</span>", "<div>", "</div>",
    "&amp; &copy; &#35;", "中文段落，带标点。", "[ref]", "[ref]: /url 'Ref Title'", "\\*not emph\\*",
    "**_mixed_**", "\t- tab item", "- [x](y)", "+ plus list", "10. ten", ">", "~~~", "~~~ python",
    "   - three-space item", "> > nested quote", "1. \n", "***bold italic***", "_a_b_",
  ]

  @Test("generated documents render as libcmark renders them")
  func generated() throws {
    var random = SeededRandom(seed: 20_261_122)
    var mismatches: [String] = []
    for _ in 0..<400 {
      let count = Int(random.next() % 24) + 1
      let markdown = (0..<count).map { _ in Self.lines[Int(random.next() % UInt64(Self.lines.count))] }
        .joined(separator: "\n")
      if try Self.ours(markdown) != Self.reference(markdown) { mismatches.append(markdown) }
    }
    #expect(mismatches.isEmpty, "first mismatch: \(mismatches.first ?? "")")
  }
}

/// A small deterministic generator (SplitMix64), so generated inputs are
/// the same on every run.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
