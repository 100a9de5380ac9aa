import Foundation
import ReplicaSupport
import ShippedCatalogs
import Site
import Testing

/// Code you can navigate, on a small site written inline: identifiers the
/// analysis resolves link to their definitions (across files too), a
/// method lists its callers (a timer's block among them), the replica's
/// tracing lines carry the class that dims them, and "Mentioned in" leads
/// to the section of the article.
@Suite("Code navigation, on a small site")
struct CodeNavigationSiteTests {
  static let hud = """
    import SimKernel

    /// A tiny HUD with a grace timer and an indicator.
    public final class TinyHUD: SimView {
      /// @timer
      private var graceTimer = WeakTimer()

      /// Set by a hide.
      public private(set) var finished = false

      /// The spinner.
      public var indicator: TinySpinner?

      /// Shows when the grace timer fires.
      ///
      /// @entry
      public func showAnimated(_ animated: Bool) {
        enter(#function)
        defer { leave() }
        finished = false
        let timer = kernel.timer(interval: .zero, repeats: false, label: "graceTimer") { timer in
          self.handleGraceTimer(timer)
        }
        kernel.mainRunLoop.add(timer, forMode: .common)
        graceTimer = WeakTimer(timer)
      }

      /// Shows, unless a hide came first.
      ///
      /// @handler graceTimer
      private func handleGraceTimer(_ timer: RunLoopTimer) {
        enter(#function)
        defer { leave() }
        if !finished {
          showUsingAnimation(true)
        }
      }

      /// Shows now and spins.
      private func showUsingAnimation(_ animated: Bool) {
        alpha = 1
        indicator?.spin()
      }
    }

    """

  static let spinner = """
    import SimKernel

    /// An indicator that spins.
    public final class TinySpinner: SimView {
      /// Starts spinning.
      public func spin() {
        alpha = 1
      }
    }

    """

  static let article = """
    ---
    title: "TinyHUD: navigating"
    summary: Links from code to code.
    library: TinyHUD
    repository: https://example.com/tinyhud
    version: 1.0.0
    license: MIT
    date: 2026-11-20
    language: en
    ---

    An introduction before any heading.

    ## How it shows

    ```@source TinyHUD.showAnimated
    ```

    ## When the timer fires

    The timer calls [the handler](symbol:TinyHUD.handleGraceTimer).

    """

  static let built: Result<SiteBuilder.Output, InlineSiteTests.BuildProblem> = {
    var files = [
      "site/site.yml": InlineSiteTests.siteYAML,
      "Sources/Replicas/Tiny/TinyHUD.swift": hud,
      "Sources/Replicas/Tiny/TinySpinner.swift": spinner,
      "articles/tiny.md": article,
    ]
    for (name, text) in InlineSiteTests.templates { files["site/templates/\(name).mustache"] = text + "\n" }
    do {
      let folder = try SiteTestSupport.temporaryFolder("codenav")
      defer { try? FileManager.default.removeItem(at: folder) }
      try SiteTestSupport.write(files, into: folder)
      return .success(
        try SiteBuilder(layout: ProjectLayout(root: folder), replicas: ReplicaRegistry.catalogs).build())
    } catch let failure as SiteBuildFailure {
      return .failure(
        InlineSiteTests.BuildProblem(text: failure.diagnostics.map(\.rendered).joined(separator: "\n")))
    } catch {
      return .failure(InlineSiteTests.BuildProblem(text: "\(error)"))
    }
  }()

  func page(_ path: String) throws -> String {
    switch Self.built {
    case .success(let output): return try SiteTestSupport.text(output, path)
    case .failure(let problem):
      Issue.record(Comment(rawValue: "the site did not build:\n" + problem.text))
      throw problem
    }
  }

  /// The `href` of every `<a class="ref">` whose text (tags stripped) is
  /// `name`.
  func references(to name: String, in html: String) throws -> [String] {
    let pattern = try Regex(#"<a class="ref" href="([^"]*)"[^>]*>(?:<[^>]*>)*([A-Za-z_]+)"#)
    return html.matches(of: pattern).compactMap { match in
      match.output[2].substring.map(String.init) == name ? match.output[1].substring.map(String.init) : nil
    }
  }

  /// Every `id` on the page.
  func ids(in html: String) throws -> Set<String> {
    Set(html.matches(of: try Regex(#"id="([^"]*)""#)).compactMap { $0.output[1].substring.map(String.init) })
  }

  @Test("a call in an excerpt links to the callee's anchor on its source page, and the anchor is there")
  func excerptCallLinksToDefinition() throws {
    let article = try page("articles/tiny.html")
    let excerpt = try #require(article.firstRange(of: #/<figure class="excerpt">[\s\S]*?</figure>/#))
    let html = String(article[excerpt])
    #expect(
      try references(to: "handleGraceTimer", in: html) == [
        "../source/Tiny/TinyHUD.swift.html#sym-TinyHUD-handleGraceTimer-_"
      ])
    #expect(
      try references(to: "finished", in: html) == ["../source/Tiny/TinyHUD.swift.html#sym-TinyHUD-finished"])
    #expect(
      try references(to: "graceTimer", in: html) == [
        "../source/Tiny/TinyHUD.swift.html#sym-TinyHUD-graceTimer"
      ])
    let source = try page("source/Tiny/TinyHUD.swift.html")
    let anchors = try ids(in: source)
    for anchor in ["sym-TinyHUD-handleGraceTimer-_", "sym-TinyHUD-finished", "sym-TinyHUD-graceTimer"] {
      #expect(anchors.contains(anchor), "no id \(anchor) on the source page")
    }
  }

  @Test(
    "on a source page, names link within the page or to the other file's page; unresolved names stay plain")
  func sourcePageLinks() throws {
    let source = try page("source/Tiny/TinyHUD.swift.html")
    #expect(try references(to: "showUsingAnimation", in: source) == ["#sym-TinyHUD-showUsingAnimation-_"])
    #expect(
      try references(to: "spin", in: source) == [
        "../../source/Tiny/TinySpinner.swift.html#sym-TinySpinner-spin"
      ])
    #expect(
      try references(to: "TinySpinner", in: source) == [
        "../../source/Tiny/TinySpinner.swift.html#sym-TinySpinner"
      ])
    #expect(try references(to: "indicator", in: source) == ["#sym-TinyHUD-indicator"])
    #expect(try references(to: "mainRunLoop", in: source).isEmpty)
    #expect(try references(to: "alpha", in: source).isEmpty)
    let spinner = try page("source/Tiny/TinySpinner.swift.html")
    #expect(try ids(in: spinner).contains("sym-TinySpinner-spin"))
  }

  @Test("a method lists its callers: a method, and the timer whose block calls it")
  func callersAreListed() throws {
    let source = try page("source/Tiny/TinyHUD.swift.html")
    let handler = try #require(
      source.firstRange(of: #/Shows, unless a hide came first\.[\s\S]*?</div>/#),
      "no prose of handleGraceTimer")
    let prose = String(source[handler])
    #expect(prose.contains("Called by"))
    #expect(prose.contains("<code>TinyHUD.graceTimer</code></a> (timer fires)"))
    #expect(prose.contains("href=\"#sym-TinyHUD-graceTimer\""))
    let show = try #require(source.firstRange(of: #/Shows now and spins\.[\s\S]*?</div>/#))
    #expect(
      String(source[show]).contains(
        "<a href=\"#sym-TinyHUD-handleGraceTimer-_\"><code>TinyHUD.handleGraceTimer(_:)</code></a>"))
    let spinner = try page("source/Tiny/TinySpinner.swift.html")
    #expect(
      spinner.contains("<a href=\"../../source/Tiny/TinyHUD.swift.html#sym-TinyHUD-showUsingAnimation-_\">"))
  }

  @Test("tracing lines carry the class that dims them, on the source page and in excerpts")
  func tracingLinesAreMarked() throws {
    let source = try page("source/Tiny/TinyHUD.swift.html")
    let tracing = source.matches(of: #/<span class="line tracing" id="L(\d+)"/#).map { Int($0.output.1)! }
    #expect(tracing == [18, 19, 32, 33])
    let article = try page("articles/tiny.html")
    #expect(article.matches(of: #/<span class="line tracing">/#).count == 2)
  }

  @Test("'Mentioned in' links to the section that mentions the symbol")
  func mentionsLinkToSections() throws {
    let source = try page("source/Tiny/TinyHUD.swift.html")
    #expect(source.contains("href=\"../../articles/tiny.html#how-it-shows\""))
    #expect(source.contains("href=\"../../articles/tiny.html#when-the-timer-fires\""))
  }
}
