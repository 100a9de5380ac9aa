import Diagnostics
import FlowGraphs
import Foundation
import Markdown
import ScenarioCatalog
import Scenarios
import SourceAnalysis

/// The site build, as readable steps (in the manner of Publish): load the
/// theme and settings, analyse the replica sources, render the articles
/// (resolving every directive against the analysis and the engine), then
/// the source pages, the symbol index, the gallery, the home page and the
/// search index. Pages go to a `SiteSink` as they are made: the whole site
/// in memory (`build()`), or an output folder's staging area, which the
/// caller swaps in when the build succeeded (`build(into:)`) — or every
/// diagnostic found.
public struct SiteBuilder {
  public let layout: ProjectLayout
  /// The replicas the project's scenarios run: the catalogs the tool was
  /// compiled with (`ScholiaTool`), the same ones its page modules run.
  let replicas: FigureReplicas
  /// Work a previous build left for this one (see `SiteBuildCache`).
  public let cache: SiteBuildCache

  /// A builder whose figures run `replicas`; those named in
  /// `projectCatalogs` (the project's own libraries') run in the reader's
  /// browser on the project's page module, the others on Scholia's.
  public init(
    layout: ProjectLayout, replicas: [ReplicaCatalog], projectCatalogs: Set<String> = [],
    cache: SiteBuildCache = SiteBuildCache()
  ) {
    self.layout = layout
    self.replicas = FigureReplicas(catalogs: replicas, projectCatalogNames: projectCatalogs)
    self.cache = cache
  }

  /// The built site: output path → bytes.
  public struct Output: Sendable {
    public var files: [String: [UInt8]]
    public let articleCount: Int
    public let pageCount: Int
  }

  /// What a build made, when its files went to a sink.
  public struct Summary: Sendable {
    public let articleCount: Int
    public let pageCount: Int
    public let fileCount: Int
  }

  /// The whole site in memory.
  public func build() throws(SiteBuildFailure) -> Output {
    let sink = SiteMemorySink()
    let summary = try build(into: sink)
    return Output(files: sink.files, articleCount: summary.articleCount, pageCount: summary.pageCount)
  }

  /// The site written into `sink` page by page; on failure, what the sink
  /// holds is incomplete and must be discarded.
  public func build(into sink: some SiteSink) throws(SiteBuildFailure) -> Summary {
    var diagnostics: [Diagnostic] = []
    let configText = read(SiteConfig.file, into: &diagnostics) ?? ""
    let siteConfig = try unwrap(SiteConfig.load(configText, file: SiteConfig.file))
    let libraryFiles = LibraryFiles.load(layout, besides: siteConfig)
    diagnostics += libraryFiles.diagnostics
    let config = siteConfig.adding(libraryFiles.libraries)
    let checkouts = try unwrap(
      OriginalCheckout.load(config, root: layout.root, home: ProcessInfo.processInfo.environment["HOME"]))
    let theme = try unwrap(Theme.load(layout))
    let synonyms = try loadSynonyms()

    // Replica sources and scenarios: what every figure may depend on.
    let sourceFiles = layout.files(in: layout.replicas, suffix: ".swift")
    var texts: [String: String] = [:]
    for file in sourceFiles { texts[file] = read(file, into: &diagnostics) }
    var scenarioTexts: [String: String] = [:]
    for file in layout.files(in: layout.scenarios, suffix: ".scenario")
      + layout.files(in: layout.scenarios, suffix: "/suite.yml")
    {
      scenarioTexts[file] = read(file, into: &diagnostics)
    }
    cache.prepare(
      for: SiteBuildCache.Inputs(
        config: configText + libraryFiles.texts, replicas: texts, scenarios: scenarioTexts)
    )
    let analysis = cache.analysis {
      let index = SourceAnalyzer.analyze(
        sourceFiles.map { SourceAnalyzer.File(path: $0, text: texts[$0] ?? "") })
      return SiteBuildCache.Analysis(
        index: index,
        highlighted: HighlightedSources(
          texts: texts, index: index, anchors: SymbolAnchors(index: index, replicaRoot: layout.replicas)))
    }
    let index = analysis.index
    diagnostics += index.diagnostics
    for library in config.libraries {
      diagnostics += checkouts[library.replicas]?.problems(in: index, of: library) ?? []
    }
    for library in config.libraries
    where !sourceFiles.contains(where: { $0.hasPrefix(library.replicas + "/") }) {
      diagnostics.append(
        Diagnostic(
          file: SiteConfig.file, line: 0, column: 0,
          message: "library '\(library.name)' names replicas '\(library.replicas)', which holds no Swift file"
        ))
    }
    let anchors = SymbolAnchors(index: index, replicaRoot: layout.replicas)
    let highlighted = analysis.highlighted

    // Articles.
    let articleFiles = layout.files(in: layout.articles, suffix: ".md")
    let renderer = ArticleRendering(
      layout: layout, replicas: replicas, config: config, index: index, anchors: anchors,
      sources: highlighted,
      articleFiles: articleFiles, cache: cache)
    cache.prepareArticles(
      for: SiteBuildCache.ArticleInputs(templates: theme.templates, articleFiles: articleFiles))
    let pages = PageRendering(config: config, theme: theme)
    // Each page links to the articles on either side of it, so the order
    // comes first, from the front matter alone; an article that cannot be
    // read is left out here and reported when it renders.
    let order = ArticleOrder(
      Parallel.map(articleFiles) { file in
        (file, (try? layout.read(file)).flatMap(ArticleParser.frontMatter))
      })
    var articles: [ArticleEntry] = []
    // Each article is read by the thread that renders it, so that the
    // articles' texts are never all in memory at once.
    for result in Parallel.map(
      articleFiles,
      { file -> Result<ArticleEntry, SiteBuildFailure> in
        do throws(Diagnostic) {
          return article(
            file: file, text: try layout.read(file), neighbours: order.neighbours(of: file), renderer, pages,
            sink)
        } catch {
          return .problems([error])
        }
      })
    {
      switch result {
      case .success(let article): articles.append(article)
      case .failure(let failure): diagnostics += failure.diagnostics
      }
    }
    if !diagnostics.isEmpty { throw SiteBuildFailure(diagnostics: diagnostics.sorted()) }
    articles.sort { ArticleOrder.precedes(($0.frontMatter, $0.file), ($1.frontMatter, $1.file)) }

    var mentions: [String: [SourcePage.Mention]] = [:]
    for article in articles {
      var seen: Set<SymbolMention> = []
      for mention in article.mentions where seen.insert(mention).inserted {
        mentions[mention.symbol, default: []].append(
          SourcePage.Mention(
            title: article.frontMatter.title, section: mention.section?.text,
            url: article.url + (mention.section.map { "#" + $0.id } ?? "")))
      }
    }

    var written: [String] = articles.map(\.url)
    var search = SearchIndex(terms: cache.searchTerms, synonyms: synonyms)
    func write(_ path: String, _ bytes: [UInt8]) throws(SiteBuildFailure) {
      do throws(Diagnostic) {
        _ = try sink.write(path, bytes)
      } catch {
        throw SiteBuildFailure(diagnostics: [error])
      }
      written.append(path)
    }
    func write(_ path: String, _ text: String) throws(SiteBuildFailure) { try write(path, Array(text.utf8)) }
    func page(_ path: String, key: String, _ make: () -> String) throws(SiteBuildFailure) {
      do throws(Diagnostic) {
        try cachedPage(path, key: key, sink, make)
      } catch {
        throw SiteBuildFailure(diagnostics: [error])
      }
      written.append(path)
    }
    func layoutContext(_ title: String, kind: String, root: String) -> [String: Any] {
      pages.layoutContext(title, kind: kind, root: root)
    }

    // Search documents of the article pages.
    for article in articles {
      for entry in article.search { search.add(entry) }
    }

    // Annotated source pages.
    let mentionsKey = PageKeys.mentions(mentions)
    let callers = CallerList(index: index, anchors: anchors)
    let sourcePages = Parallel.map(sourceFiles) { file -> Diagnostic? in
      do throws(Diagnostic) {
        try cachedPage(anchors.page(ofFile: file), key: mentionsKey, sink) {
          let root = PageRendering.relativeRoot(of: anchors.page(ofFile: file))
          let library = config.library(for: file)
          let page = SourcePage.build(
            file: file, text: texts[file] ?? "", index: index,
            highlighted: highlighted.lines(
              file, 1...highlighted.lineCount(file), on: anchors.page(ofFile: file)),
            tracing: { highlighted.isTracing(file, $0) }, callers: callers, library: library,
            originals: library.flatMap { library in
              checkouts[library.replicas].map { OriginalBeside(checkout: $0, library: library, index: index) }
            },
            mentions: mentions, prose: renderer.prose, relativeRoot: root)
          let context = TemplateContext.compact([
            "file": file, "root": root, "symbol_count": page.symbolCount,
            "library": library.map {
              ["library": $0.name, "version": $0.version, "license": $0.license, "authors": $0.authors]
                as [String: Any]
            },
            "sections": page.sections.map { ["prose": $0.prose, "code": $0.code, "beside": $0.beside] },
          ])
          return theme.page("source", context, layout: layoutContext(file, kind: "source", root: root))
        }
        return nil
      } catch {
        return error
      }
    }
    let failures = sourcePages.compactMap { $0 }
    if !failures.isEmpty { throw SiteBuildFailure(diagnostics: failures) }
    for file in sourceFiles {
      written.append(anchors.page(ofFile: file))
      search.add(
        SearchIndex.Document(
          title: file, url: anchors.page(ofFile: file), kind: .source,
          excerpt: config.library(for: file)?.name ?? "", body: ""))
    }
    for symbol in allSymbols(index) {
      search.add(
        SearchIndex.Document(
          title: symbol.id, url: anchors.href(symbol), kind: .symbol, excerpt: symbol.file,
          body: documentation(of: symbol, in: index)))
    }

    // Symbols, gallery, home.
    try page("symbols.html", key: mentionsKey) {
      theme.page(
        "symbols", SymbolsPage.context(index: index, anchors: anchors, mentions: mentions),
        layout: layoutContext("Symbols", kind: "symbols", root: ""))
    }
    let gallery = try cache.gallery { () throws(SiteBuildFailure) in
      try GalleryPage.figures(index: index, layout: layout, replicas: replicas, config: config)
    }
    try page("gallery.html", key: PageKeys.gallery(articles)) {
      theme.page(
        "gallery", GalleryPage.context(gallery, articles: articles),
        layout: layoutContext("Gallery", kind: "gallery", root: ""))
    }
    if theme.has(FiguresGuide.template) {
      let guide = try FiguresGuide.context(replicas: replicas)
      try page(FiguresGuide.page, key: "") {
        theme.page(
          FiguresGuide.template, guide,
          layout: layoutContext("How to read the figures", kind: "guide", root: ""))
      }
      search.add(
        SearchIndex.Document(
          title: "How to read the figures", url: FiguresGuide.page, kind: .article,
          excerpt: "What the graphs' nodes and edges and the timelines' rows and marks mean.",
          body: FiguresGuide.searchText))
    }
    // The originals' tests, one page per suite.
    let suites: [OriginalTestSuite]
    switch OriginalTestSuite.all(in: layout) {
    case .success(let loaded): suites = loaded
    case .failure(let failure): throw failure
    }
    var suiteFailures: [Diagnostic] = []
    if !suites.isEmpty, !theme.has(Theme.testsTemplate) {
      throw SiteBuildFailure(diagnostics: [
        Diagnostic(
          file: layout.theme + "/templates", line: 0, column: 0,
          message:
            "the theme has no '\(Theme.testsTemplate).mustache' template, which \(layout.scenarios)/tests/ needs"
        )
      ])
    }
    for suite in suites {
      do throws(SiteBuildFailure) {
        let context = try TestsPage.context(suite, layout: layout, replicas: replicas)
        try page(suite.page, key: "") {
          theme.page(
            Theme.testsTemplate, context,
            layout: layoutContext(suite.library + " — tests", kind: "tests", root: "../"))
        }
        search.add(
          SearchIndex.Document(
            title: suite.library + " — tests", url: suite.page, kind: .article, excerpt: suite.about,
            body: suite.tests.joined(separator: "\n")))
      } catch {
        suiteFailures += error.diagnostics
      }
    }
    if !suiteFailures.isEmpty { throw SiteBuildFailure(diagnostics: suiteFailures) }

    let home: () -> [String: Any] = {
      [
        "site_title": config.title, "description": config.description,
        "articles": articles.map { article in
          TemplateContext.compact([
            "title": article.frontMatter.title, "url": article.url, "summary": article.frontMatter.summary,
            "library": article.frontMatter.library, "version": article.frontMatter.version,
            "date": article.frontMatter.date.description, "tags": article.frontMatter.tags,
          ])
        },
        "has_suites": !suites.isEmpty,
        "suites": suites.map { ["library": $0.library, "url": $0.page, "count": $0.tests.count] },
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
    }
    try page("index.html", key: PageKeys.home(articles)) {
      theme.page("home", home(), layout: layoutContext(config.title, kind: "home", root: ""))
    }

    do throws(Diagnostic) {
      _ = try sink.write(
        [
          SiteFile(path: "search-index.json"),
          SiteFile(
            path: "search-index.js", prefix: SearchIndex.scriptPrefix, suffix: SearchIndex.scriptSuffix),
        ], produce: search.json)
    } catch {
      throw SiteBuildFailure(diagnostics: [error])
    }
    written += ["search-index.json", "search-index.js"]
    try write("assets/figures.css", FigureStyles.css())
    for (path, bytes) in theme.assets { try write("assets/" + path, bytes) }
    let paths = Set(written)
    return Summary(
      articleCount: articles.count, pageCount: paths.filter { $0.hasSuffix(".html") }.count,
      fileCount: paths.count)
  }

  /// One article: carried over from the previous build if its text, its
  /// neighbours and everything else its page depends on are unchanged,
  /// else rendered and its page written.
  private func article(
    file: String, text: String, neighbours: ArticleOrder.Neighbours, _ renderer: ArticleRendering,
    _ pages: PageRendering, _ sink: some SiteSink
  ) -> Result<ArticleEntry, SiteBuildFailure> {
    let digest = TextDigest(text)
    let url = ArticleRendering.url(of: file)
    if let entry = cache.article(
      file, text: digest, neighbours: neighbours, carryOver: { sink.carryOver(url, $0) })
    {
      return .success(entry)
    }
    switch renderer.render(file: file, text: text) {
    case .failure(let failure):
      return .failure(failure)
    case .success(let (entry, html)):
      do throws(Diagnostic) {
        let page = pages.article(entry, html: html, neighbours: neighbours)
        if let stamp = try sink.write(url, Array(page.utf8)) {
          cache.store(
            SiteBuildCache.Article(text: digest, neighbours: neighbours, entry: entry, page: stamp),
            for: file)
        }
      } catch {
        return .problems([error])
      }
      return .success(entry)
    }
  }

  // MARK: Helpers

  /// Writes the page at `path`, unless the previous build made it from the
  /// same `key` and it can be carried over from the output folder.
  private func cachedPage(_ path: String, key: String, _ sink: some SiteSink, _ make: () -> String)
    throws(Diagnostic)
  {
    if cache.page(path, key: key, carryOver: { sink.carryOver(path, $0) }) { return }
    if let stamp = try sink.write(path, Array(make().utf8)) {
      cache.store(SiteBuildCache.Page(key: key, file: stamp), for: path)
    }
  }

  private func read(_ file: String, into diagnostics: inout [Diagnostic]) -> String? {
    do throws(Diagnostic) {
      return try layout.read(file)
    } catch {
      diagnostics.append(error)
      return nil
    }
  }

  /// The theme's synonym groups, or none if it has no `synonyms.yml`.
  private func loadSynonyms() throws(SiteBuildFailure) -> SearchSynonyms {
    let file = SearchSynonyms.file(in: layout)
    guard FileManager.default.fileExists(atPath: layout.url(file).path) else { return .none }
    var diagnostics: [Diagnostic] = []
    guard let text = read(file, into: &diagnostics) else { throw SiteBuildFailure(diagnostics: diagnostics) }
    return try unwrap(SearchSynonyms.load(text, file: file))
  }

  private func unwrap<T>(_ result: Result<T, SiteBuildFailure>) throws(SiteBuildFailure) -> T {
    switch result {
    case .success(let value): return value
    case .failure(let failure): throw failure
    }
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
