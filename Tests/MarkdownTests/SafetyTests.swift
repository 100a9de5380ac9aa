import Markdown
import Testing

/// docs/articles.md, "Raw HTML and links".
@Suite("Safety policy")
struct SafetyTests {
  /// `(markdown on the body's first line, column of the link or image, scheme, what)`.
  @Test(
    "links and images to javascript:, vbscript: and data: are refused however they are written",
    arguments: [
      ("[x](javascript:alert(1))", 1, "javascript", "links to"),
      ("[x](JavaScript:alert(1))", 1, "javascript", "links to"),
      ("[x](<  javascript:alert(1)>)", 1, "javascript", "links to"),
      ("[x](&#1;javascript:alert(1))", 1, "javascript", "links to"),
      ("[x](java&#9;script:alert(1))", 1, "javascript", "links to"),
      ("[x](java&#10;script:alert(1))", 1, "javascript", "links to"),
      ("[x](vbscript:msgbox)", 1, "vbscript", "links to"),
      ("[x](data:text/html;base64,PHNjcmlwdD4=)", 1, "data", "links to"),
      ("![x](data:image/png;base64,AAAA)", 1, "data", "images from"),
      ("<javascript:alert(1)>", 1, "javascript", "links to"),
      ("[x][ref]\n\n[ref]: javascript:alert(1)", 1, "javascript", "links to"),
      ("[![x](data:image/png,AA)](https://example.com)", 2, "data", "images from"),
      ("中文[链接](javascript:x)", 3, "javascript", "links to"),
    ])
  func forbidden(markdown: String, column: Int, scheme: String, what: String) {
    #expect(
      Articles.diagnostics(Articles.article(markdown + "\n"))
        == ["12:\(column): error: \(what) '\(scheme):' URLs are not allowed"])
  }

  @Test(
    "ordinary destinations pass",
    arguments: [
      "https://example.com", "mailto:a@b.c", "javascript.md", "./data/x.png", "#data:1", "a/javascript:x",
      "datafile", "",
    ])
  func allowed(destination: String) throws {
    let article = try Articles.parse("[x](<\(destination)>) ![y](<\(destination)>)\n")
    #expect(article.document.children.count == 1)
  }

  @Test("raw HTML is refused unless raw_html is true, and is never emitted when refused")
  func rawHTML() throws {
    let body = "<!-- a comment -->\n\nText <span title=x>with</span> HTML.\n"
    #expect(
      Articles.diagnostics(Articles.article(body)) == [
        "12:1: error: a raw HTML block is not allowed; set 'raw_html: true' in the front matter to allow it",
        "14:6: error: inline raw HTML is not allowed; set 'raw_html: true' in the front matter to allow it",
        "14:24: error: inline raw HTML is not allowed; set 'raw_html: true' in the front matter to allow it",
      ])
    #expect(
      Articles.diagnostics(Articles.article(body, extra: "raw_html: false")).count == 3)
    let allowed = try Articles.render(body, extra: "raw_html: true").html
    #expect(allowed == "<!-- a comment -->\n<p>Text <span title=x>with</span> HTML.</p>\n")
  }

  @Test("HTML-looking text in code and escapes is text, not raw HTML")
  func notRaw() throws {
    let html = try Articles.render("`<b>` \\<i> &lt;u&gt;\n\n```\n<div>\n```\n").html
    #expect(
      html == "<p><code>&lt;b&gt;</code> &lt;i&gt; &lt;u&gt;</p>\n<pre><code>&lt;div&gt;\n</code></pre>\n")
  }
}
