import Escaping

/// A piece of Markdown that is not an article: a doc comment from a
/// replica source, shown beside its code on an annotated source page.
///
/// It has no front matter and so no `raw_html` switch: raw HTML is never
/// emitted, and a fragment that breaks the safety rules (a `javascript:`
/// link) is shown as escaped text instead of rendered. A fenced block whose
/// info string starts with `@` is shown as code: directives belong to
/// articles.
public enum MarkdownFragment {
  public static func html(_ text: String) -> String {
    let body = MarkdownTreeBuilder.build(body: Array(text.utf8), firstLine: 1)
    guard body.diagnostics.isEmpty, ContentPolicy.check(body.document, rawHTML: false).diagnostics.isEmpty
    else {
      var html = "<p>"
      HTMLEscape.appendText(text, to: &html)
      return html + "</p>\n"
    }
    let hooks = RenderHooks(directive: { invocation in
      var html = "<pre><code>"
      HTMLEscape.appendText(invocation.body, to: &html)
      return html + "</code></pre>\n"
    })
    return HTMLRenderer(hooks: hooks).render(body.document, rawHTML: false).html
  }
}
