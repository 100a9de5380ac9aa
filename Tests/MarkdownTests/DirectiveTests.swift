import Markdown
import Testing

@Suite("Directives")
struct DirectiveTests {
  @Test("name, positional and named arguments, in order, with their columns")
  func arguments() throws {
    let article = try Articles.parse(
      """
      Intro.

      ```@graph neighbors MBProgressHUD.graceTimer depth=1 caption="Three timers" direction=both
      ```
      """)
    let directive = try #require(article.directives.first)
    #expect(directive.name == "graph")
    #expect(directive.positional == ["neighbors", "MBProgressHUD.graceTimer"])
    #expect(directive.named.map(\.key) == ["depth", "caption", "direction"])
    #expect(directive.named.map(\.value) == ["1", "Three timers", "both"])
    #expect(directive.value(for: "caption") == "Three timers")
    #expect(directive.value(for: "limit") == nil)
    #expect(directive.arguments.map(\.column) == [11, 21, 46, 54, 77])
    #expect(directive.line == 14)
    #expect(directive.column == 4)
    #expect(directive.bodyLine == 15)
    #expect(directive.body == "")
  }

  @Test("quoted values keep spaces, '=' and Chinese; \\\" and \\\\ are unescaped, other backslashes kept")
  func quoting() throws {
    let article = try Articles.parse(
      #"""
      ```@graph timers caption="说 \"你好\" a=b \\ \n" "two words" path=a=b
      ```
      """#)
    let directive = try #require(article.directives.first)
    #expect(directive.value(for: "caption") == #"说 "你好" a=b \ \n"#)
    #expect(directive.positional == ["timers", "two words"])
    #expect(directive.value(for: "path") == "a=b")
  }

  @Test("the body is the block's content, and bodyLine its first line in the file")
  func body() throws {
    let article = try Articles.parse(
      """
      ```@scenario
      hud MBProgressHUD 1.2.0
      at 0 showAnimated true
      ```
      """)
    let directive = try #require(article.directives.first)
    #expect(directive.name == "scenario")
    #expect(directive.arguments.isEmpty)
    #expect(directive.body == "hud MBProgressHUD 1.2.0\nat 0 showAnimated true\n")
    #expect(directive.line == 12)
    #expect(directive.bodyLine == 13)
  }

  @Test("directives inside quotes and lists, with tilde fences and long fences, keep exact columns")
  func nested() throws {
    let article = try Articles.parse(
      """
      > ````@source MBProgressHUD.showAnimated original
      > ````

      - item

        ~~~ @graph timers MBProgressHUD
        body
        ~~~
      """)
    #expect(article.directives.map(\.name) == ["source", "graph"])
    #expect(article.directives.map(\.line) == [12, 17])
    #expect(article.directives.map(\.column) == [7, 7])
    #expect(
      article.directives.map(\.positional) == [
        ["MBProgressHUD.showAnimated", "original"], ["timers", "MBProgressHUD"],
      ])
    #expect(article.directives[1].body == "body\n")
    #expect(article.directives[1].arguments.map(\.column) == [14, 21])
  }

  @Test("after tabs in container markers the '@' column is still exact")
  func tabs() throws {
    let article = try Articles.parse("-\t```@x a\n\t```\n\n>\t```@y\n>\t```\n\n1.\t~~~@z b=\"c d\"\n\t~~~\n")
    #expect(article.directives.map(\.name) == ["x", "y", "z"])
    #expect(article.directives.map(\.line) == [12, 15, 18])
    #expect(article.directives.map(\.column) == [6, 6, 7])
    #expect(article.directives[2].arguments.map(\.column) == [10])
  }

  @Test("only fenced blocks whose info starts with '@' are directives")
  func notDirectives() throws {
    let article = try Articles.parse(
      #"""
      ```swift @graph
      let x = 1
      ```

      ```\@graph timers
      ```

          @graph indented code
      """#)
    #expect(article.directives.isEmpty)
    let kinds = article.document.children.map(\.kind)
    #expect(
      kinds == [
        .codeBlock(info: "swift @graph", code: "let x = 1\n"),
        .codeBlock(info: "@graph timers", code: ""),
        .codeBlock(info: "", code: "@graph indented code\n"),
      ])
  }

  @Test("the tree holds the directive where the block was")
  func inTree() throws {
    let article = try Articles.parse("Before.\n\n```@graph timers MBProgressHUD\n```\n\nAfter.\n")
    let nodes = article.document.children
    #expect(nodes.count == 3)
    guard case .directive(let directive) = nodes[1].kind else {
      Issue.record("expected a directive, got \(nodes[1].kind)")
      return
    }
    #expect(directive == article.directives[0])
    #expect(nodes[1].line == 14 && nodes[1].column == 1)
  }

  /// `(info string, column within it where '@' is 1, message)`.
  @Test(
    "syntax errors point at the offending character",
    arguments: [
      ("@graph timers caption=\"open", 23, "this quote is never closed; add a '\"' at the end of the value"),
      ("@graph =x", 8, "'=' needs a key before it, as in key=value"),
      ("@graph a=1 b=2 a=3", 16, "duplicate argument 'a' (already given at column 11)"),
      ("@", 1, "a directive needs a name right after '@', like '@source'"),
      ("@graph=timers", 7, "unexpected '=' in the directive name; arguments come after a space"),
      ("@gr\"aph\"", 4, "unexpected '\"' in the directive name; arguments come after a space"),
      ("@graph limit=", 13, "'limit=' has no value; write limit=\"\" for an empty one"),
      ("@graph \"a\"b", 11, "expected a space after the argument, not 'b'"),
      ("@graph x=a\"b\"", 11, "unexpected '\"' inside a word; quote the whole value, as in key=\"a b\""),
      ("@图 标题=\"未闭合", 7, "this quote is never closed; add a '\"' at the end of the value"),
    ])
  func syntaxErrors(info: String, column: Int, message: String) {
    let text = Articles.article("```" + info + "\n```\n")
    let fence = 3
    #expect(
      Articles.diagnostics(text) == ["\(Articles.bodyFirstLine):\(column + fence): error: \(message)"])
  }

  @Test("every directive's error is reported, not only the first")
  func severalErrors() {
    let text = Articles.article("```@graph a=\"x\n```\n\nText.\n\n```@ x\n```\n")
    #expect(
      Articles.diagnostics(text) == [
        "12:13: error: this quote is never closed; add a '\"' at the end of the value",
        "17:4: error: a directive needs a name right after '@', like '@source'",
      ])
  }
}
