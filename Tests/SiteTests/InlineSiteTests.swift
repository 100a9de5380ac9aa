import Foundation
import ShippedCatalogs
import Site
import Testing

/// A whole small site written from the strings below (in the manner of
/// Hugo's integration tests): settings, a theme, one replica file, two
/// articles — one English, one Chinese — built once and read back.
@Suite("A small site, written inline")
struct InlineSiteTests {
  static let siteYAML = """
    title: Tiny site
    description: A site small enough to read in a test.
    libraries:
      - name: TinyHUD
        version: 1.0.0
        repository: https://example.com/tinyhud
        license: MIT
        authors: Scholia tests
        replicas: Sources/Replicas/Tiny
    """

  static let templates = [
    "layout": """
    <!doctype html>
    <html lang="{{lang}}">
    <head><title>{{page_title}} · {{site_title}}</title></head>
    <body class="{{page_kind}}" data-root="{{root}}">
    {{{body}}}
    </body>
    </html>
    """,
    "home": """
    <h1>{{site_title}}</h1>
    <ul class="articles">{{#articles}}<li><a href="{{url}}">{{title}}</a></li>{{/articles}}</ul>
    <ul class="libraries">{{#libraries}}<li>{{name}}: {{#files}}<a href="{{url}}">{{name}}</a>{{/files}}</li>{{/libraries}}</ul>
    """,
    "article": """
    <h1>{{title}}</h1>
    {{#has_toc}}<ol class="toc">{{#toc}}<li class="level-{{level}}"><a href="#{{id}}">{{text}}</a></li>{{/toc}}</ol>{{/has_toc}}
    <div class="content">
    {{{content}}}
    </div>
    {{#previous}}<a rel="prev" href="{{url}}">{{title}}</a>{{/previous}}{{#next}}<a rel="next" href="{{url}}">{{title}}</a>{{/next}}
    """,
    "source": """
    <h1>{{file}}</h1>
    {{#sections}}<section><div class="prose">{{{prose}}}</div><pre><code>{{{code}}}</code></pre></section>
    {{/sections}}
    """,
    "symbols": """
    <h1>Symbols</h1>
    {{#types}}<h2><a href="{{url}}">{{name}}</a></h2>{{#members}}<a href="{{url}}">{{name}}</a>
    {{/members}}{{/types}}
    """,
    "gallery": """
    <h1>Gallery</h1>
    {{#groups}}<h2 id="{{id}}">{{library}}</h2>{{#kinds}}<h3 id="{{id}}">{{title}}</h3>
    {{#figures}}<section id="{{name}}">{{{figure}}}{{#uses}}<a href="{{url}}">{{article}}</a>{{/uses}}</section>
    {{/figures}}{{/kinds}}{{/groups}}
    """,
  ]

  /// A HUD-like class in the manner of the MBProgressHUD replica: a grace
  /// timer scheduled with `kernel.timer`, its handler, and a hide that
  /// invalidates it.
  static let replica = """
    import SimKernel

    /// A tiny HUD with a grace timer.
    ///
    /// @original TinyHUD TinyHUD.m
    public final class TinyHUD: SimView {
      /// How long to wait before showing.
      ///
      /// @original graceTime
      public var graceTime: VirtualDuration = .zero

      /// Set by a hide; the grace timer's show checks it.
      ///
      /// @state
      public private(set) var finished = false

      /// @timer
      /// @original graceTimer
      private var graceTimer = WeakTimer()

      /// Shows now, or when the grace timer fires.
      ///
      /// @entry
      /// @original -[TinyHUD showAnimated:] TinyHUD.m:20
      public func showAnimated(_ animated: Bool) {
        finished = false
        if graceTime > .zero {
          let timer = kernel.timer(interval: graceTime, repeats: false, label: "graceTimer") {
            [unowned(unsafe) self] timer in
            self.handleGraceTimer(timer)
          }
          kernel.mainRunLoop.add(timer, forMode: .common)
          graceTimer = WeakTimer(timer)
        } else {
          showUsingAnimation(animated)
        }
      }

      /// Hides now.
      ///
      /// @entry
      /// @original -[TinyHUD hideAnimated:] TinyHUD.m:30
      public func hideAnimated(_ animated: Bool) {
        graceTimer.value?.invalidate()
        finished = true
        alpha = 0
      }

      /// Shows, unless a hide came first.
      ///
      /// @handler graceTimer
      /// @original -[TinyHUD handleGraceTimer:] TinyHUD.m:50
      private func handleGraceTimer(_ timer: RunLoopTimer) {
        if !finished {
          showUsingAnimation(true)
        }
      }

      /// @original -[TinyHUD showUsingAnimation:] TinyHUD.m:60
      private func showUsingAnimation(_ animated: Bool) {
        alpha = 1
      }
    }

    """

  /// The English article: an excerpt, a graph, a symbol link, an inline
  /// scenario (which runs the real MBProgressHUD replica), a link to the
  /// Chinese article.
  static let english = """
    ---
    title: "TinyHUD: the grace timer"
    summary: How a tiny HUD waits before it shows.
    library: TinyHUD
    repository: https://example.com/tinyhud
    version: 1.0.0
    license: MIT
    date: 2026-11-20
    tags: [hud, timers]
    language: en
    ---

    A HUD that waits for its graceTime before it shows. There is also a
    [Chinese version](tiny-zh.md).

    ## The grace timer

    ```@source TinyHUD.handleGraceTimer original
    ```

    The timer calls [`handleGraceTimer`](symbol:TinyHUD.handleGraceTimer).

    ### Who schedules it

    ```@graph timers TinyHUD caption="The grace timer"
    ```

    ## A short task never shows

    ```@scenario caption="A short task"
    hud MBProgressHUD 1.2.0
    set graceTime = 0.5
    at 0   showAnimated true
    at 0.3 hideAnimated true
    expect never visible
    ```

    """

  static let chinese = """
    ---
    title: "TinyHUD：宽限定时器"
    summary: 宽限时间内结束的任务不会显示。
    library: TinyHUD
    repository: https://example.com/tinyhud
    version: 1.0.0
    license: MIT
    date: 2026-11-21
    language: zh
    ---

    ## 宽限定时器

    任务在宽限时间内结束，提示框就不会出现。见[英文版](tiny.md)。

    """

  static let files: [String: String] = {
    var files = [
      "site/site.yml": siteYAML,
      "site/assets/tiny.css": "body { color: black; }\n",
      "Sources/Replicas/Tiny/TinyHUD.swift": replica,
      "articles/tiny.md": english,
      "articles/tiny-zh.md": chinese,
    ]
    for (name, text) in templates { files["site/templates/\(name).mustache"] = text + "\n" }
    return files
  }()

  /// Why the site did not build: its diagnostics, or a file that could not
  /// be written.
  struct BuildProblem: Error {
    let text: String
  }

  /// The site, built once for every test of the suite.
  static let built: Result<SiteBuilder.Output, BuildProblem> = {
    do {
      let folder = try SiteTestSupport.temporaryFolder("inline")
      defer { try? FileManager.default.removeItem(at: folder) }
      try SiteTestSupport.write(files, into: folder)
      return .success(
        try SiteBuilder(layout: ProjectLayout(root: folder), replicas: ReplicaRegistry.catalogs).build())
    } catch let failure as SiteBuildFailure {
      return .failure(BuildProblem(text: failure.diagnostics.map(\.rendered).joined(separator: "\n")))
    } catch {
      return .failure(BuildProblem(text: "\(error)"))
    }
  }()

  func output() throws -> SiteBuilder.Output {
    switch Self.built {
    case .success(let output): return output
    case .failure(let problem):
      Issue.record(Comment(rawValue: "the site did not build:\n" + problem.text))
      throw problem
    }
  }

  func page(_ path: String) throws -> String {
    try SiteTestSupport.text(try output(), path)
  }

  /// The substring from `start` up to and including the first `end` after it.
  func slice(_ text: String, from start: String, to end: String) throws -> String {
    let from = try #require(text.range(of: start), "no \(start)")
    let to = try #require(
      text.range(of: end, range: from.upperBound..<text.endIndex), "no \(end) after \(start)")
    return String(text[from.lowerBound..<to.upperBound])
  }

  /// Every match of the pattern's first group, in order.
  func matches(_ pattern: String, in text: String) throws -> [String] {
    let regex = try Regex(pattern)
    return text.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) }
  }

  /// Text with tags removed and the escapes the highlighter writes undone.
  func plain(_ html: String) -> String {
    html.replacing(#/<[^>]*>/#, with: "").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
  }

  @Test("the pages, the search index and the assets exist, the built-in theme's among them, and nothing else")
  func pages() throws {
    let output = try output()
    // The site's theme has no guide template and few assets: the built-in
    // theme gives the rest (Scholia's own site/).
    let builtIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../site/assets")
    let builtInAssets = try FileManager.default.contentsOfDirectory(atPath: builtIn.path).map {
      "assets/" + $0
    }
    #expect(
      Set(output.files.keys)
        == Set(
          [
            "index.html", "articles/tiny.html", "articles/tiny-zh.html", "source/Tiny/TinyHUD.swift.html",
            "symbols.html", "gallery.html", "figures.html", "search-index.json", "search-index.js",
            "assets/figures.css", "assets/tiny.css",
          ] + builtInAssets))
    #expect(output.articleCount == 2)
    #expect(output.pageCount == 7)
    #expect(output.files["assets/tiny.css"] == Array("body { color: black; }\n".utf8))
    let home = try page("index.html")
    // Newest first.
    #expect(
      try matches(#"<li><a href="(articles/[^"]*)">"#, in: home) == [
        "articles/tiny-zh.html", "articles/tiny.html",
      ])
    #expect(home.contains("<a href=\"source/Tiny/TinyHUD.swift.html\">TinyHUD.swift</a>"))
    #expect(try page("articles/tiny-zh.html").contains("<html lang=\"zh\">"))
    #expect(try page("articles/tiny.html").contains("<html lang=\"en\">"))
  }

  // A theme's assets/ may have folders (fonts/, images/): their files are
  // copied like the others.
  @Test("an asset in a subfolder of assets/ is copied as it is")
  func nestedAsset() throws {
    var files = Self.files
    files["site/assets/fonts/README.txt"] = "An asset in a subfolder.\n"
    let folder = try SiteTestSupport.temporaryFolder("assets")
    defer { try? FileManager.default.removeItem(at: folder) }
    try SiteTestSupport.write(files, into: folder)
    let output = try SiteBuilder(layout: ProjectLayout(root: folder), replicas: ReplicaRegistry.catalogs)
      .build()
    #expect(output.files["assets/fonts/README.txt"] == Array("An asset in a subfolder.\n".utf8))
    #expect(output.files["assets/tiny.css"] != nil)
  }

  @Test("every link of every page, and every search result, leads to a file and an anchor of the site")
  func links() throws {
    #expect(SiteLinks.broken(in: try output().files) == [])
    #expect(SiteLinks.duplicateIDs(in: try output().files) == [])
  }

  // An article in a subfolder of articles/ gets one "../" per folder of its
  // page's path, so its style sheet and links reach the site's root.
  @Test("an article in a subfolder of articles/ links to the site's files")
  func nestedArticle() throws {
    var files = Self.files.filter { !$0.key.hasPrefix("articles/") }
    files["articles/zh/tiny.md"] = Self.english.replacingOccurrences(
      of: "(tiny-zh.md)", with: "(../other.md)")
    files["articles/other.md"] = Self.chinese.replacingOccurrences(of: "(tiny.md)", with: "(zh/tiny.md)")
    files["site/assets/tiny.css"] = "body { color: black; }\n"
    files["site/templates/layout.mustache"] =
      "<link rel=\"stylesheet\" href=\"{{root}}assets/tiny.css\">\n{{{body}}}\n"
    let folder = try SiteTestSupport.temporaryFolder("nested")
    defer { try? FileManager.default.removeItem(at: folder) }
    try SiteTestSupport.write(files, into: folder)
    let output = try SiteBuilder(layout: ProjectLayout(root: folder), replicas: ReplicaRegistry.catalogs)
      .build()
    #expect(output.files["articles/zh/tiny.html"] != nil)
    #expect(SiteLinks.broken(in: output.files) == [])
  }

  @Test("the excerpt shows the declaration's lines, numbered, with the original beside it")
  func excerpt() throws {
    let article = try page("articles/tiny.html")
    let figure = try slice(article, from: "<figure class=\"excerpt\">", to: "</figure>")
    let sourceLines = Self.replica.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first =
      try #require(sourceLines.firstIndex { $0.contains("/// Shows, unless a hide came first.") }) + 1
    let last = first + 8
    #expect(sourceLines[last - 1] == "  }")
    #expect(try matches(#"<span class="ln">(\d+)</span>"#, in: figure) == (first...last).map(String.init))
    let shown = try matches(#"<span class="line"><span class="ln">\d+</span>(.*)</span>\n"#, in: figure)
      .map(plain)
    #expect(shown == Array(sourceLines[(first - 1)...(last - 1)]))
    #expect(
      figure.contains(
        "original: <a href=\"https://example.com/tinyhud/blob/1.0.0/TinyHUD.m#L50\"><code>-[TinyHUD handleGraceTimer:]</code></a>"
      ))
    #expect(figure.contains("TinyHUD.handleGraceTimer(_:)"))
    #expect(
      figure.contains(
        "<a href=\"../source/Tiny/TinyHUD.swift.html#sym-TinyHUD-handleGraceTimer-_\">"))
  }

  @Test("the graph is drawn from the code: the timer, who schedules, fires and invalidates it")
  func graph() throws {
    let article = try page("articles/tiny.html")
    let figure = try slice(article, from: "<figure class=\"graph graph-timers\"", to: "</figure>")
    #expect(figure.contains("<svg"))
    #expect(figure.contains("<figcaption>The grace timer</figcaption>"))
    let nodes = try matches(#"<g id="([^"]*)" class="node"#, in: figure)
      .map { $0.replacingOccurrences(of: "&#45;", with: "-") }
    #expect(
      Set(nodes) == [
        "f2-timer-TinyHUD-graceTimer", "f2-TinyHUD-showAnimated-_", "f2-TinyHUD-hideAnimated-_",
        "f2-TinyHUD-handleGraceTimer-_", "f2-TinyHUD-showUsingAnimation-_",
      ])
    let edges = try matches(#"<g id="([^"]*)" class="edge"#, in: figure)
      .map { $0.replacingOccurrences(of: "&#45;", with: "-") }
    #expect(
      Set(edges) == [
        "f2-TinyHUD-showAnimated-_--timer-TinyHUD-graceTimer--schedules",
        "f2-timer-TinyHUD-graceTimer--TinyHUD-handleGraceTimer-_--fires",
        "f2-TinyHUD-hideAnimated-_--timer-TinyHUD-graceTimer--invalidates",
        "f2-TinyHUD-handleGraceTimer-_--TinyHUD-showUsingAnimation-_--call",
      ])
    // Ids are unique on the page, and every in-page reference has its target.
    let ids = try matches(#" id="([^"]*)""#, in: article)
    #expect(ids.count == Set(ids).count)
    for reference in try matches(##"href="#([^"]*)""##, in: article) {
      #expect(ids.contains(reference), "#\(reference) has no target")
    }
  }

  @Test("a symbol link points at the symbol's anchor, which is on the source page")
  func symbolLink() throws {
    let article = try page("articles/tiny.html")
    let href = try #require(
      try matches(#"<a href="([^"]*)"><code>handleGraceTimer</code></a>"#, in: article).first)
    #expect(href == "../source/Tiny/TinyHUD.swift.html#sym-TinyHUD-handleGraceTimer-_")
    let source = try page("source/Tiny/TinyHUD.swift.html")
    #expect(source.contains("<a class=\"sym\" id=\"sym-TinyHUD-handleGraceTimer-_\"></a>"))
    // The anchor sits on the declaration's first line of code.
    let line = try #require(
      try matches(
        #"<span class="line" id="L(\d+)"><a class="sym" id="sym-TinyHUD-handleGraceTimer-_">"#, in: source
      )
      .first)
    let lines = Self.replica.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[try #require(Int(line)) - 1].contains("private func handleGraceTimer("))
    // The source page says which articles mention the symbol, and where.
    #expect(
      source.contains(
        "<a href=\"../../articles/tiny.html#the-grace-timer\">TinyHUD: the grace timer › The grace timer</a>")
    )
    // And the link to the other article points at its page.
    #expect(article.contains("<a href=\"tiny-zh.html\">Chinese version</a>"))
    #expect(try page("articles/tiny-zh.html").contains("<a href=\"tiny.html\">英文版</a>"))
  }

  @Test("the inline scenario ran on the real replica: its timeline, caption and script are on the page")
  func scenario() throws {
    let article = try page("articles/tiny.html")
    let figure = try slice(article, from: "<figure class=\"scenario\" id=\"f3-figure\"", to: "</figure>")
    let svg = try slice(figure, from: "<svg", to: "</svg>")
    // What the page's script needs to run it again: the same prefix and
    // title give the same SVG, the parameters become sliders.
    #expect(figure.contains(" data-id-prefix=\"f3-\" data-title=\"Scenario\""))
    #expect(figure.contains(" data-parameters=\"[]\""))
    #expect(svg.contains("class=\"timeline\""))
    #expect(svg.contains("graceTimer"))
    #expect(figure.contains("<figcaption>A short task</figcaption>"))
    #expect(figure.contains("<pre><code>hud MBProgressHUD 1.2.0\nset graceTime = 0.5\n"))
    // Every id in the timeline got the figure's prefix.
    let ids = try matches(#" id="([^"]*)""#, in: svg)
    // The six calls at 0 (init(view:) to showAnimated:) share one line,
    // named after the first, its tooltip counting them.
    #expect(ids.contains("f3-call-MBProgressHUD-init-view"))
    #expect(svg.contains("<title>0 s MBProgressHUD: 6 calls — init(view:), init(kernel:frame:), "))
    #expect(ids.allSatisfy { $0.hasPrefix("f3-") })
  }

  @Test("the search index holds English and Chinese terms, pointing at the right documents")
  func search() throws {
    let output = try output()
    let data = Data(try #require(output.files["search-index.json"]))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let docs = try #require(json["docs"] as? [[String: Any]])
    let terms = try #require(json["terms"] as? [String: [Int]])
    /// The pages (without the section's fragment) whose documents hold
    /// `term`; postings are pairs of (distance from the previous pair's
    /// document, weight).
    func documents(_ term: String) throws -> [String] {
      let postings = try #require(terms[term], "no term '\(term)'")
      var document = 0
      return stride(from: 0, to: postings.count, by: 2).map {
        document += postings[$0]
        let url = docs[document]["u"] as? String ?? "?"
        return String(url.prefix { $0 != "#" })
      }
    }
    // English: a word of the prose, and the parts of a camel-case word.
    #expect(try documents("waits").contains("articles/tiny.html"))
    #expect(try documents("gracetime").contains("articles/tiny.html"))
    #expect(try documents("grace").contains("articles/tiny.html"))
    // Chinese: characters and pairs of neighbours, from the prose.
    #expect(try documents("提示").contains("articles/tiny-zh.html"))
    #expect(try documents("宽限").contains("articles/tiny-zh.html"))
    #expect(try !documents("提示").contains("articles/tiny.html"))
    // Sections and symbols are documents too.
    #expect(docs.contains { $0["u"] as? String == "articles/tiny-zh.html#宽限定时器" })
    #expect(
      docs.contains {
        $0["u"] as? String == "source/Tiny/TinyHUD.swift.html#sym-TinyHUD-handleGraceTimer-_"
      })
  }

  @Test("headings get ids, and the table of contents links to them in order")
  func tableOfContents() throws {
    let article = try page("articles/tiny.html")
    let toc = try slice(article, from: "<ol class=\"toc\">", to: "</ol>")
    let content = try slice(article, from: "<div class=\"content\">", to: "\n</div>")
    let tocIDs = try matches(##"<a href="#([^"]*)">"##, in: toc)
    #expect(tocIDs == ["the-grace-timer", "who-schedules-it", "a-short-task-never-shows"])
    #expect(try matches(#"<h[23] id="([^"]*)""#, in: content) == tocIDs)
    #expect(toc.contains("<li class=\"level-3\"><a href=\"#who-schedules-it\">Who schedules it</a></li>"))
    let chinese = try page("articles/tiny-zh.html")
    #expect(chinese.contains("<a href=\"#宽限定时器\">宽限定时器</a>"))
    #expect(chinese.contains("<h2 id=\"宽限定时器\""))
  }
}
