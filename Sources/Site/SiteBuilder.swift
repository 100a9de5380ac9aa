import FlowGraphs
import Foundation
import Scenarios
import SourceAnalysis

/// The site build, as readable steps (in the manner of Publish): load the
/// theme and settings, analyse the replica sources, render the articles
/// (resolving every directive against the analysis and the engine), then
/// the source pages, the symbol index, the gallery, the home page and the
/// search index. Nothing is written here: the result is the whole site in
/// memory, which `OutputFolder` swaps in — or every diagnostic found.
public struct SiteBuilder {
  public let layout: ProjectLayout
  /// Work a previous build left for this one (see `SiteBuildCache`).
  public let cache: SiteBuildCache

  public init(layout: ProjectLayout, cache: SiteBuildCache = SiteBuildCache()) {
    self.layout = layout
    self.cache = cache
  }

  /// The built site: output path → bytes.
  public struct Output: Sendable {
    public var files: [String: [UInt8]]
    public let articleCount: Int
    public let pageCount: Int
  }

  public func build() throws(SiteBuildFailure) -> Output {
    var diagnostics: [SiteDiagnostic] = []
    let configText = read(SiteConfig.file, into: &diagnostics) ?? ""
    let config = try unwrap(SiteConfig.load(configText, file: SiteConfig.file))
    let theme = try unwrap(Theme.load(layout))

    // Replica sources and scenarios: what every figure may depend on.
    let sourceFiles = layout.files(in: layout.replicas, suffix: ".swift")
    var texts: [String: String] = [:]
    for file in sourceFiles { texts[file] = read(file, into: &diagnostics) }
    var scenarioTexts: [String: String] = [:]
    for file in layout.files(in: layout.scenarios, suffix: ".scenario") {
      scenarioTexts[file] = read(file, into: &diagnostics)
    }
    cache.prepare(for: SiteBuildCache.Inputs(config: configText, replicas: texts, scenarios: scenarioTexts))
    let analysis = cache.analysis {
      SiteBuildCache.Analysis(
        index: SourceAnalyzer.analyze(
          sourceFiles.map { SourceAnalyzer.File(path: $0, text: texts[$0] ?? "") }),
        highlighted: HighlightedSources(texts: texts))
    }
    let index = analysis.index
    diagnostics += index.diagnostics.map {
      SiteDiagnostic(
        file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.message)
    }
    for library in config.libraries
    where !sourceFiles.contains(where: { $0.hasPrefix(library.replicas + "/") }) {
      diagnostics.append(
        SiteDiagnostic(
          file: SiteConfig.file, line: 0, column: 0,
          message: "library '\(library.name)' names replicas '\(library.replicas)', which holds no Swift file"
        ))
    }
    let anchors = SymbolAnchors(index: index, replicaRoot: layout.replicas)
    let highlighted = analysis.highlighted

    // Articles.
    let articleFiles = layout.files(in: layout.articles, suffix: ".md")
    let renderer = ArticleRendering(
      layout: layout, config: config, index: index, anchors: anchors, sources: highlighted,
      articleFiles: articleFiles, cache: cache)
    var articleTexts: [(String, String)] = []
    for file in articleFiles {
      if let text = read(file, into: &diagnostics) { articleTexts.append((file, text)) }
    }
    var articles: [ArticleEntry] = []
    for result in Parallel.map(articleTexts, { renderer.render(file: $0.0, text: $0.1) }) {
      switch result {
      case .success(let article): articles.append(article)
      case .failure(let failure): diagnostics += failure.diagnostics
      }
    }
    if !diagnostics.isEmpty { throw SiteBuildFailure(diagnostics: diagnostics.sorted()) }
    articles.sort { ($0.frontMatter.date, $0.file) > ($1.frontMatter.date, $1.file) }

    var mentions: [String: [SourcePage.Mention]] = [:]
    for article in articles {
      for id in Set(article.mentions).sorted() {
        mentions[id, default: []].append(
          SourcePage.Mention(title: article.frontMatter.title, url: article.url))
      }
    }

    var files: [String: [UInt8]] = [:]
    var search = SearchIndex()
    func write(_ path: String, _ text: String) { files[path] = Array(text.utf8) }
    func layoutContext(_ title: String, kind: String, root: String, lang: String = "en") -> [String: Any] {
      [
        "site_title": config.title, "page_title": title, "description": config.description, "root": root,
        "page_kind": kind, "lang": lang,
      ]
    }

    // Article pages.
    for article in articles {
      let front = article.frontMatter
      let context = TemplateContext.compact([
        "title": front.title, "summary": front.summary, "library": front.library, "version": front.version,
        "repository": front.repository, "commit": front.commit, "license": front.license,
        "date": front.date.description, "content": article.html,
        "toc": article.headings.filter { $0.level <= 3 }.map {
          ["level": $0.level, "text": $0.text, "id": $0.id]
        },
        "has_toc": article.headings.contains { $0.level <= 3 },
      ])
      write(
        article.url,
        theme.page(
          "article", context,
          layout: layoutContext(
            front.title, kind: "article", root: relativeRoot(of: article.url), lang: front.language.rawValue))
      )
      search.add(
        SearchIndex.Document(
          title: front.title, url: article.url, kind: .article, excerpt: front.summary ?? ""),
        text: article.plainText)
      for heading in article.headings where heading.level <= 3 {
        search.add(
          SearchIndex.Document(
            title: heading.text, url: article.url + "#" + heading.id, kind: .section, excerpt: front.title),
          text: "")
      }
    }

    // Annotated source pages.
    let sourcePages = Parallel.map(sourceFiles) { file -> String in
      let root = relativeRoot(of: anchors.page(ofFile: file))
      let library = config.library(for: file)
      let page = SourcePage.build(
        file: file, text: texts[file] ?? "", index: index, highlighted: highlighted.lines(file),
        tracing: { highlighted.isTracing(file, $0) }, library: library, mentions: mentions,
        prose: renderer.prose, relativeRoot: root)
      let context = TemplateContext.compact([
        "file": file, "root": root, "symbol_count": page.symbolCount,
        "library": library.map {
          ["library": $0.name, "version": $0.version, "license": $0.license, "authors": $0.authors]
            as [String: Any]
        },
        "sections": page.sections.map { ["prose": $0.prose, "code": $0.code] },
      ])
      return theme.page("source", context, layout: layoutContext(file, kind: "source", root: root))
    }
    for (file, html) in zip(sourceFiles, sourcePages) {
      write(anchors.page(ofFile: file), html)
      search.add(
        SearchIndex.Document(
          title: file, url: anchors.page(ofFile: file), kind: .source,
          excerpt: config.library(for: file)?.name ?? ""),
        text: "")
    }
    for symbol in allSymbols(index) {
      search.add(
        SearchIndex.Document(
          title: symbol.id, url: anchors.href(symbol), kind: .symbol, excerpt: symbol.file),
        text: documentation(of: symbol, in: index))
    }

    // Symbols, gallery, home.
    write(
      "symbols.html",
      theme.page(
        "symbols", SymbolsPage.context(index: index, anchors: anchors, mentions: mentions),
        layout: layoutContext("Symbols", kind: "symbols", root: "")))
    let gallery = try cache.gallery { () throws(SiteBuildFailure) in
      try GalleryPage.context(index: index, layout: layout)
    }
    write(
      "gallery.html",
      theme.page("gallery", gallery, layout: layoutContext("Gallery", kind: "gallery", root: "")))
    let home: [String: Any] = [
      "site_title": config.title, "description": config.description,
      "articles": articles.map { article in
        TemplateContext.compact([
          "title": article.frontMatter.title, "url": article.url, "summary": article.frontMatter.summary,
          "library": article.frontMatter.library, "version": article.frontMatter.version,
          "date": article.frontMatter.date.description, "tags": article.frontMatter.tags,
        ])
      },
      "libraries": config.libraries.map { library in
        TemplateContext.compact([
          "name": library.name, "version": library.version, "license": library.license,
          "authors": library.authors,
          "repository": library.repository,
          "files": sourceFiles.filter { $0.hasPrefix(library.replicas + "/") }.map {
            ["name": ($0 as NSString).lastPathComponent, "url": anchors.page(ofFile: $0)]
          },
        ])
      },
    ]
    write("index.html", theme.page("home", home, layout: layoutContext(config.title, kind: "home", root: "")))

    write("search-index.json", search.json)
    write("search-index.js", search.script)
    write("assets/figures.css", FigureStyles.css())
    for (path, bytes) in theme.assets { files["assets/" + path] = bytes }
    return Output(
      files: files, articleCount: articles.count, pageCount: files.keys.filter { $0.hasSuffix(".html") }.count
    )
  }

  // MARK: Helpers

  private func read(_ file: String, into diagnostics: inout [SiteDiagnostic]) -> String? {
    do throws(SiteDiagnostic) {
      return try layout.read(file)
    } catch {
      diagnostics.append(error)
      return nil
    }
  }

  private func unwrap<T>(_ result: Result<T, SiteBuildFailure>) throws(SiteBuildFailure) -> T {
    switch result {
    case .success(let value): return value
    case .failure(let failure): throw failure
    }
  }

  /// `../../` for `source/MBProgressHUD/MBProgressHUD.swift.html`.
  private func relativeRoot(of page: String) -> String {
    String(repeating: "../", count: page.split(separator: "/").count - 1)
  }

  private func allSymbols(_ index: SourceIndex) -> [SymbolAnchors.Symbol] {
    index.types.map { .type($0) } + index.methods.map { .method($0) }
      + index.properties.filter { !$0.annotations.isEmpty }.map { .property($0) }
  }

  private func documentation(of symbol: SymbolAnchors.Symbol, in index: SourceIndex) -> String {
    switch symbol {
    case .method(let method): return method.documentation
    case .type(let type): return type.documentation
    case .property(let property): return property.documentation
    }
  }
}
