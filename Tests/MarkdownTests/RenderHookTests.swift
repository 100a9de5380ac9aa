import Markdown
import Testing

/// The hooks see article-file positions and their output lands where the
/// block or link was.
@Suite("Render hooks")
struct RenderHookTests {
  static let body = """
    # Timers

    The grace timer fires [`handleGraceTimer:`](symbol:MBProgressHUD.handleGraceTimer).
    中文：[计时器](symbol:MBProgressHUD.graceTimer "标题")。

    ```@graph timers MBProgressHUD caption="Three timers"
    ```

    ```swift
    let a = 1 < 2
    ```

    ```objc
    [self hide];
    ```

    > ```@scenario
    > at 0 showAnimated true
    > ```
    """

  @Test("each hook is called once per block or link, with its line and column in the file")
  func calls() throws {
    let article = try Articles.parse(Self.body)
    var directives: [DirectiveInvocation] = []
    var codeBlocks: [(String?, String, Int)] = []
    var links: [(String, Int, Int)] = []
    let hooks = RenderHooks(
      directive: { directive in
        directives.append(directive)
        return "<figure>\(directive.name)</figure>"
      },
      codeBlock: { language, code, line in
        codeBlocks.append((language, code, line))
        return language == "swift" ? "<pre class=\"highlighted\">\(line)</pre>" : nil
      },
      link: { destination, line, column in
        links.append((destination, line, column))
        return destination.hasPrefix("symbol:")
          ? "source/MBProgressHUD.html#" + destination.dropFirst("symbol:MBProgressHUD.".count) : nil
      })
    let html = HTMLRenderer(hooks: hooks).render(article).html

    #expect(directives.map(\.name) == ["graph", "scenario"])
    #expect(directives.map(\.line) == [17, 28])
    #expect(directives.map(\.column) == [4, 6])
    #expect(directives.map(\.bodyLine) == [18, 29])
    #expect(directives[1].body == "at 0 showAnimated true\n")
    #expect(directives == article.directives)

    #expect(codeBlocks.map(\.0) == ["swift", "objc"])
    #expect(codeBlocks.map(\.1) == ["let a = 1 < 2\n", "[self hide];\n"])
    #expect(codeBlocks.map(\.2) == [20, 24])

    #expect(links.map(\.0) == ["symbol:MBProgressHUD.handleGraceTimer", "symbol:MBProgressHUD.graceTimer"])
    #expect(links.map(\.1) == [14, 15])
    #expect(links.map(\.2) == [23, 4], "columns count characters, not UTF-8 bytes")

    #expect(
      html == """
        <h1 id="timers">Timers</h1>
        <p>The grace timer fires <a href="source/MBProgressHUD.html#handleGraceTimer"><code>handleGraceTimer:</code></a>.
        中文：<a href="source/MBProgressHUD.html#graceTimer" title="标题">计时器</a>。</p>
        <figure>graph</figure>
        <pre class="highlighted">20</pre>
        <pre><code class="language-objc">[self hide];
        </code></pre>
        <blockquote>
        <figure>scenario</figure>
        </blockquote>

        """)
  }

  @Test("links to other articles are listed with their positions and point at .html")
  func articleLinks() throws {
    let article = try Articles.parse(
      """
      See [the 0.9.1 article](mbprogresshud-091.md), [its usage part](../zh/x.MD#usage),
      [a query](y.md?v=1), [the site](https://example.com/a.md), [top](#top), [abs](/a.md),
      [markdown](notes.markdown) and [mail](mailto:a@b.c).
      """)
    #expect(
      article.articleLinks.map(\.destination) == ["mbprogresshud-091.md", "../zh/x.MD#usage", "y.md?v=1"])
    #expect(article.articleLinks.map(\.path) == ["mbprogresshud-091.md", "../zh/x.MD", "y.md"])
    #expect(article.articleLinks.map(\.line) == [12, 12, 13])
    #expect(article.articleLinks.map(\.column) == [5, 48, 1])
    let html = HTMLRenderer(hooks: RenderHooks(directive: { _ in "" })).render(article).html
    #expect(html.contains("<a href=\"mbprogresshud-091.html\">"))
    #expect(html.contains("<a href=\"../zh/x.html#usage\">"))
    #expect(html.contains("<a href=\"y.html?v=1\">"))
    #expect(html.contains("<a href=\"https://example.com/a.md\">"))
    #expect(html.contains("<a href=\"/a.md\">"))
  }

  @Test("a link hook's answer wins over the .md rewrite")
  func hookFirst() throws {
    let article = try Articles.parse("[x](other.md)\n")
    let html = HTMLRenderer(hooks: RenderHooks(directive: { _ in "" }, link: { _, _, _ in "elsewhere.html" }))
      .render(article).html
    #expect(html == "<p><a href=\"elsewhere.html\">x</a></p>\n")
  }
}
