import Foundation
import Testing

@testable import Site

/// Compiled templates render exactly what swift-mustache renders from the
/// same template and context: the theme's templates stay the source of
/// the HTML, whichever renders them.
@Suite("Compiled templates")
struct CompiledTemplateTests {
  /// Templates written to trip a parser: tags alone on their lines (which
  /// take their line with them) or sharing it, blanks before tags, CRLF,
  /// comments, nested and inverted sections, dotted names, lone braces.
  static let tricky: [String: String] = [
    "standalone":
      "<ul>\n  {{#items}}\n  <li>{{name}}</li>\n  {{/items}}\n</ul>\n  {{^items}}\n none\n  {{/items}}\n",
    "sharing":
      "a {{#flag}}yes{{/flag}}{{^flag}}no{{/flag}} b\r\n  {{! a note }}\n  {{{raw}}} {{&raw}} {{ spaced }}\n",
    "crlf": "  {{#flag}}\r\n  in\r\n  {{/flag}}\r\nout {{! c }}  \r\n\t{{! alone }}\t\r\nend",
    "nested":
      "{{#outer}}[{{#inner}}{{title}}/{{name}}/{{.}};{{/inner}}]{{/outer}}{{#outer}}{{missing}}{{/outer}}",
    "dotted": "{{link.url}} {{#link}}{{.url}} {{url}} {{.title}} {{title}}{{/link}} {{missing.url}}",
    "values":
      "{{text}}|{{{text}}}|{{number}}|{{flag}}|{{numbers}}|{{#text}}<{{.}}>{{/text}}|{{#number}}{{.}}{{/number}}",
    "empty":
      "{{#empty}}never{{/empty}}{{^empty}}none{{/empty}}{{^missing}}absent{{/missing}}{{#no}}x{{/no}}{{^no}}not{{/no}}",
    "braces": "{ } {x} {a}b{ {{name}}} {{{raw}}}{ .",
    "trailing": "{{#flag}}\n  last\n{{/flag}}",
  ]

  /// Templates this does not compile, rendered by swift-mustache.
  static let uncompiled: [String: String] = [
    "delimiters": "{{=<% %>=}}<% name %>",
    "partial": "before {{> braces}} after",
    "pragma": "{{% CONTENT_TYPE: TEXT}}{{raw}}",
    "transform": "{{uppercased(name)}}",
  ]

  static var context: [String: Any] {
    [
      "items": [["name": "one"], ["name": "<two>"]], "flag": true, "no": false, "raw": "<b>&amp;</b>",
      "spaced": "s", "outer": ["inner": ["x", "y"], "name": "n"], "title": "T & 'q'", "name": "top",
      "link": ["url": "a.html?x=1&y=\"2\"", "title": "L"], "text": "e\u{301} <&>\"' &\u{301}", "number": 42,
      "numbers": [1, 2], "empty": [String](),
    ]
  }

  /// A theme with the page templates it needs and `templates`.
  static func theme(_ templates: [String: String]) throws -> Theme {
    let folder = try SiteTestSupport.temporaryFolder("compiled-templates")
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String: String] = ["site/templates/layout.mustache": "<main>{{{body}}}</main>\n"]
    for name in Theme.pageTemplates where name != "layout" { files["site/templates/\(name).mustache"] = name }
    for (name, text) in templates { files["site/templates/\(name).mustache"] = text }
    try SiteTestSupport.write(files, into: folder)
    return try Theme.load(ProjectLayout(root: folder)).get()
  }

  @Test("every tricky template compiles and renders as swift-mustache does", arguments: tricky.keys.sorted())
  func sameAsMustache(name: String) throws {
    let theme = try Self.theme(Self.tricky)
    let compiled = try #require(theme.compiled[name])
    let expected = try #require(theme.library.render(Self.context, withTemplate: name))
    #expect(compiled.render(Self.context) == expected)
  }

  @Test(
    "partials, delimiters, pragmas and transforms are left to swift-mustache",
    arguments: uncompiled.keys.sorted())
  func leftToMustache(name: String) throws {
    let theme = try Self.theme(Self.uncompiled.merging(Self.tricky) { $1 })
    #expect(theme.compiled[name] == nil)
    #expect(theme.render(name, Self.context) == theme.library.render(Self.context, withTemplate: name))
  }

  @Test("the shipped theme's page templates all compile")
  func shippedTemplatesCompile() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let theme = try Theme.load(ProjectLayout(root: root)).get()
    #expect(Set(theme.compiled.keys) == Set(theme.templates.keys))
  }
}
