import Markdown
import Testing

@Suite("HTML rendering")
struct RendererTests {
  @Test("text is escaped in content, attributes and code")
  func escaping() throws {
    let html = try Articles.render(
      #"""
      5 < 6 & "quotes" > 'single' \<b\>

      `a < b && c`

      [x](https://a.b/?q=1&r='2' "a \"title\" <t>")

      ```c
      if (a < b && c > "d") {}
      ```
      """#
    ).html
    #expect(
      html == #"""
        <p>5 &lt; 6 &amp; &quot;quotes&quot; &gt; 'single' &lt;b&gt;</p>
        <p><code>a &lt; b &amp;&amp; c</code></p>
        <p><a href="https://a.b/?q=1&amp;r=&#x27;2&#x27;" title="a &quot;title&quot; &lt;t&gt;">x</a></p>
        <pre><code class="language-c">if (a &lt; b &amp;&amp; c &gt; &quot;d&quot;) {}
        </code></pre>

        """#)
  }

  @Test("URLs are percent-encoded where they must be, and kept where already encoded")
  func urls() throws {
    let html = try Articles.render("[a](<a b/中.html#x y>) ![i](%20x[1].png)\n").html
    #expect(
      html
        == "<p><a href=\"a%20b/%E4%B8%AD.html#x%20y\">a</a> <img src=\"%20x%5B1%5D.png\" alt=\"i\" /></p>\n")
  }

  @Test("tight lists hold their text without <p>; loose lists wrap it")
  func tightAndLoose() throws {
    let tight = try Articles.render("- one\n- two\n  - nested\n").html
    #expect(tight == "<ul>\n<li>one</li>\n<li>two\n<ul>\n<li>nested</li>\n</ul>\n</li>\n</ul>\n")
    let loose = try Articles.render("- one\n\n- two\n").html
    #expect(loose == "<ul>\n<li>\n<p>one</p>\n</li>\n<li>\n<p>two</p>\n</li>\n</ul>\n")
    let tree = try Articles.parse("- one\n- two\n\n1. a\n\n   b\n").document.children.map(\.kind)
    #expect(tree == [.bulletList(tight: true), .orderedList(start: 1, tight: false)])
  }

  @Test("ordered lists keep their start number")
  func orderedStart() throws {
    #expect(
      try Articles.render("3. three\n4. four\n").html
        == "<ol start=\"3\">\n<li>three</li>\n<li>four</li>\n</ol>\n")
    #expect(try Articles.render("1) one\n").html == "<ol>\n<li>one</li>\n</ol>\n")
    #expect(try Articles.render("0. zero\n").html == "<ol start=\"0\">\n<li>zero</li>\n</ol>\n")
  }

  @Test("quotes, breaks, emphasis, images and rules")
  func blocksAndInlines() throws {
    let html = try Articles.render(
      """
      > *em* **strong** ***both***
      > soft
      > hard\\
      > two spaces  
      > end

      ***

      ![a *diagram* of `x`](d.svg "The title")
      """
    ).html
    #expect(
      html == """
        <blockquote>
        <p><em>em</em> <strong>strong</strong> <em><strong>both</strong></em>
        soft
        hard<br />
        two spaces<br />
        end</p>
        </blockquote>
        <hr />
        <p><img src="d.svg" alt="a diagram of x" title="The title" /></p>

        """)
  }

  @Test("a code block without a language has no class; an indented one neither")
  func plainCode() throws {
    #expect(try Articles.render("```\nx\n```\n").html == "<pre><code>x\n</code></pre>\n")
    #expect(try Articles.render("    x\n").html == "<pre><code>x\n</code></pre>\n")
    #expect(
      try Articles.render("``` swift  extra\nx\n```\n").html
        == "<pre><code class=\"language-swift\">x\n</code></pre>\n")
  }

  @Test("headings get ids from their text: Chinese kept, ASCII lowercased, the rest one dash")
  func headingIDs() throws {
    let rendered = try Articles.render(
      """
      # MBProgressHUD 1.2.0: Every Path
      ## 宽限计时器（graceTimer）的作用
      ## `showAnimated:` — 入口
      ### 宽限计时器（graceTimer）的作用
      ### ???
      #### Über Timers
      ## MBProgressHUD 1.2.0 every path
      ## mbprogresshud-1-2-0-every-path-2

      Setext
      ------
      """)
    #expect(
      rendered.headings.map(\.id) == [
        "mbprogresshud-1-2-0-every-path",
        "宽限计时器-gracetimer-的作用",
        "showanimated-入口",
        "宽限计时器-gracetimer-的作用-2",
        "section",
        "über-timers",
        "mbprogresshud-1-2-0-every-path-2",
        "mbprogresshud-1-2-0-every-path-2-2",
        "setext",
      ])
    #expect(rendered.headings.map(\.level) == [1, 2, 2, 3, 3, 4, 2, 2, 2])
    #expect(rendered.headings[2].text == "showAnimated: — 入口")
    #expect(rendered.headings.map(\.line) == [12, 13, 14, 15, 16, 17, 18, 19, 21])
    #expect(
      rendered.html.hasPrefix(
        "<h1 id=\"mbprogresshud-1-2-0-every-path\">MBProgressHUD 1.2.0: Every Path</h1>\n"))
    #expect(rendered.html.contains("<h2 id=\"showanimated-入口\"><code>showAnimated:</code> — 入口</h2>\n"))
  }

  @Test("repeated headings are numbered in order, skipping numbers other headings took")
  func repeatedHeadingIDs() throws {
    let rendered = try Articles.render(
      (["## A", "## A 2", "## A", "## A", "## A 4", "## A"] + Array(repeating: "## B", count: 500))
        .joined(separator: "\n\n"))
    #expect(rendered.headings.prefix(6).map(\.id) == ["a", "a-2", "a-3", "a-4", "a-4-2", "a-5"])
    #expect(rendered.headings.dropFirst(6).map(\.id) == ["b"] + (2...500).map { "b-\($0)" })
  }

  @Test("plain text holds headings and paragraphs, not code, directives or raw HTML")
  func plainText() throws {
    let rendered = try Articles.render(
      """
      # 标题 Title

      A *paragraph* with `code` and a [link](x.md).
      Second line.

      - item one
      - item two

      > quoted

      ```swift
      let hidden = 1
      ```

      ```@graph timers MBProgressHUD
      ```

      <div>raw</div>

      Inline <b>raw</b> tags.
      """, extra: "raw_html: true")
    #expect(
      rendered.plainText == """
        标题 Title
        A paragraph with code and a link. Second line.
        item one
        item two
        quoted
        Inline raw tags.

        """)
  }

  @Test("raw HTML is passed through when the front matter allows it")
  func rawHTMLAllowed() throws {
    let html = try Articles.render(
      "<div class=\"x\">\n*raw*\n</div>\n\nA <kbd>key</kbd>.\n", extra: "raw_html: true"
    ).html
    #expect(html == "<div class=\"x\">\n*raw*\n</div>\n<p>A <kbd>key</kbd>.</p>\n")
  }
}
