import Diagnostics
import FlowGraphs
import Foundation
import Highlight
import Markdown
import ScenarioCatalog
import SourceAnalysis

/// Turns one article file into its page body: parses it (front matter,
/// Markdown, safety rules), then renders it with hooks that resolve each
/// directive against the analysis and the engine, highlight code blocks,
/// and point `symbol:` links and links to other articles at their pages.
/// Every problem is collected with its place in the article.
struct ArticleRendering {
  let layout: ProjectLayout
  /// The replicas a scenario may run.
  let replicas: FigureReplicas
  let config: SiteConfig
  let index: SourceIndex
  let anchors: SymbolAnchors
  let sources: HighlightedSources
  let articleFiles: [String]
  let cache: SiteBuildCache

  static let directives = ["source", "graph", "scenario"]

  /// `articles/mbprogresshud.md` → `articles/mbprogresshud.html`.
  static func url(of file: String) -> String {
    String(file.dropLast(3)) + ".html"
  }

  /// The article and its rendered body.
  func render(file: String, text: String) -> Result<(ArticleEntry, String), SiteBuildFailure> {
    let parsed: ParsedArticle
    do throws(DiagnosticList) {
      parsed = try ArticleParser.parse(text, allowRawHTML: config.rawHTML)
    } catch {
      return .problems(
        error.diagnostics.map { $0.located(in: file) })
    }
    var problems: [Diagnostic] = []
    for link in parsed.articleLinks {
      let target = Self.resolve(link.path, from: file)
      if target == nil || !articleFiles.contains(target!) {
        problems.append(
          Diagnostic.unknown(
            "article", link.path, among: articleFiles.map { ($0 as NSString).lastPathComponent }, file: file,
            line: link.line, column: link.column))
      }
    }
    let front = parsed.frontMatter
    // An article's library is one of site.yml's, which give its links to
    // the original, its licence and its authors.
    if !config.libraries.contains(where: { $0.name == front.library }) {
      problems.append(
        Diagnostic.unknown(
          "library", front.library, among: config.libraries.map(\.name), file: file,
          line: front.libraryPlace.line, column: front.libraryPlace.column))
    }
    let state = RenderState()
    let root = String(repeating: "../", count: Self.url(of: file).split(separator: "/").count - 1)
    let hooks = RenderHooks(
      directive: { invocation in
        self.directive(invocation, file: file, state: state)
      },
      codeBlock: { language, code, line in
        guard let language, let known = Highlighter.Language(name: language) else { return nil }
        if known == .swift, let tooDeep = SwiftNestingLimit.check(code, file: file, firstLine: line + 1) {
          state.problems.append(tooDeep)
        }
        return "<pre class=\"highlight language-\(known.rawValue)\"><code>"
          + Highlighter.html(code, language: known) + "</code></pre>\n"
      },
      link: { destination, line, column in
        guard destination.hasPrefix("symbol:") else { return nil }
        let name = String(destination.dropFirst("symbol:".count))
        switch self.anchors.resolve(name) {
        case .success(let symbol):
          state.mentions.append((symbol.id, line))
          return root + self.anchors.href(symbol)
        case .failure(let unresolved):
          state.problems.append(
            Diagnostic(file: file, line: line, column: column, message: unresolved.message))
          return "#"
        }
      })
    let rendered = HTMLRenderer(hooks: hooks, headingPermalinks: true).render(parsed)
    problems += state.problems
    if !problems.isEmpty { return .problems(problems) }
    let url = Self.url(of: file)
    let search = ArticleSearchDocuments(rendered: rendered, url: url, frontMatter: front).documents.map {
      SearchIndex.Entry($0, terms: cache.searchTerms)
    }
    return .success(
      (
        ArticleEntry(
          file: file, url: url, frontMatter: front,
          headings: rendered.headings.map { ($0.level, $0.text, $0.id) }, search: search,
          mentions: state.mentions.map {
            SymbolMention(symbol: $0.symbol, line: $0.line, headings: rendered.headings)
          },
          figures: state.shown.map { FigureUse($0.subject, line: $0.line, headings: rendered.headings) }),
        rendered.html
      ))
  }

  /// What the hooks collect while one article renders.
  final class RenderState {
    var problems: [Diagnostic] = []
    /// Symbol ids with the article line that mentions them.
    var mentions: [(symbol: String, line: Int)] = []
    var figures = 0
    /// What the article's graphs and shipped scenarios are of, with the
    /// line of their directive.
    var shown: [(subject: FigureUse.Subject, line: Int)] = []
  }

  private func directive(_ invocation: DirectiveInvocation, file: String, state: RenderState)
    -> String
  {
    let call = DirectiveCall(
      file: file, name: invocation.name,
      arguments: invocation.arguments.map {
        DirectiveCall.Argument(key: $0.key, value: $0.value, column: $0.column)
      },
      body: invocation.body, line: invocation.line, column: invocation.column, bodyLine: invocation.bodyLine,
      bodyColumn: invocation.bodyColumn)
    state.figures += 1
    let prefix = "f\(state.figures)-"
    let key = Self.cacheKey(invocation, prefix: prefix)
    if let cached = cache.figure(key) {
      state.mentions += cached.mentions.map { ($0, invocation.line) }
      if let subject = cached.subject { state.shown.append((subject, invocation.line)) }
      return cached.html
    }
    let problemsBefore = state.problems.count
    let mentionsBefore = state.mentions.count
    let shownBefore = state.shown.count
    let html = figure(invocation, call: call, prefix: prefix, state: state)
    if state.problems.count == problemsBefore {
      cache.store(
        SiteBuildCache.Figure(
          html: html, mentions: state.mentions[mentionsBefore...].map(\.symbol),
          subject: state.shown[shownBefore...].first?.subject), for: key)
    }
    return html
  }

  /// A directive as written, with its place: the same key is the same figure.
  static func cacheKey(_ invocation: DirectiveInvocation, prefix: String) -> String {
    var key = prefix + "\u{1}" + invocation.name
    for argument in invocation.arguments { key += "\u{1}" + (argument.key ?? "") + "=" + argument.value }
    return key + "\u{1}" + invocation.body
  }

  private func figure(
    _ invocation: DirectiveInvocation, call: DirectiveCall, prefix: String, state: RenderState
  ) -> String {
    switch invocation.name {
    case "source":
      switch SourceExcerpt.html(
        call, anchors: anchors, sources: sources, page: Self.url(of: call.file), config: config)
      {
      case .success(let (html, symbol)):
        state.mentions.append((symbol.id, invocation.line))
        return html
      case .failure(let failure):
        state.problems += failure.diagnostics
      }
    case "graph":
      switch GraphFigure.graph(call, index: index) {
      case .success(let graph):
        do throws(GraphvizError) {
          let html = try GraphFigure.html(
            graph, caption: call.value("caption"), prefix: prefix,
            links: GraphFigure.links(anchors, root: PageRendering.relativeRoot(of: Self.url(of: call.file))))
          state.shown.append((.graph(graph.kind, title: graph.title), invocation.line))
          return html
        } catch {
          state.problems.append(call.error("Graphviz: \(error)"))
        }
      case .failure(let failure):
        state.problems += failure.diagnostics
      }
    case "scenario":
      switch ScenarioFigure.loadScript(call, layout: layout) {
      case .success(let script):
        switch ScenarioFigure.make(script, replicas: replicas) {
        case .success(let figure):
          if let file = script.shippedFile { state.shown.append((.scenario(file: file), invocation.line)) }
          return figure.html(caption: call.value("caption"), prefix: prefix)
        case .failure(let failure): state.problems += failure.diagnostics
        }
      case .failure(let failure):
        state.problems += failure.diagnostics
      }
    default:
      state.problems.append(
        Diagnostic.unknown(
          "directive", "@" + invocation.name, among: Self.directives.map { "@" + $0 }, file: call.file,
          line: invocation.line, column: invocation.column))
    }
    return ""
  }

  /// `other.md` next to `articles/a.md` → `articles/other.md`; nil if the
  /// path leaves the project.
  static func resolve(_ path: String, from file: String) -> String? {
    var parts = file.split(separator: "/").dropLast().map(String.init)
    for part in path.split(separator: "/") {
      if part == ".." {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      } else if part != "." {
        parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }

  /// A doc comment's text as HTML, for source pages.
  func prose(_ markdown: String) -> String {
    MarkdownFragment.html(markdown)
  }
}
