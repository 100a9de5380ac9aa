import ArgumentParser
import Diagnostics
import Foundation
import Scenarios
import ShippedCatalogs
import Site
import Timelines

/// `scholia-bench adversarial`: pathological but valid inputs at growing
/// sizes, to show that time grows linearly (or as n log n) with size, not
/// faster. Each case is measured at n, 2n, 4n and 8n; the figure
/// `adversarial_CASE_growth` is log₂(t(8n) / t(n)) / 3 — about 1 for linear
/// work, a little more for n log n, 2 for quadratic.
///
/// Articles are built by the real pipeline (`SiteBuilder.build()`, in
/// memory) in a copy of the project whose only article is the generated
/// one; the analysis, gallery and figures come from a shared cache, and
/// the time of a one-line article is subtracted, so what is left is the
/// article's own cost. Scripts are parsed, run and drawn in every timeline
/// format. Some inputs meet a bound instead (`AdversarialBenchmark+Bounds`):
/// their time stops growing where the bound stops the work.
struct AdversarialBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "adversarial",
    abstract:
      "Time against size for pathological inputs (headings, links, nesting, a 1 MB line, a script storm, "
      + "unknown symbols, long names, a spring that never settles, orders to explore, an original's "
      + "unclosed brackets, a script's nested parentheses, a callback that re-enters itself)."
  )

  @Option(help: "Timed repetitions per size (median reported, after one warm-up).")
  var repetitions = 3

  @Option(help: "The project whose theme, replicas and scenarios the articles use.")
  var root = "."

  @Option(help: "Only the cases whose names contain this (all when not given).")
  var only: String?

  /// One pathological input: its largest size and how to make it; an
  /// article that `fails` is timed until its build reports its errors.
  struct Case: Sendable {
    let name: String
    let largest: Int
    var fails = false
    let make: @Sendable (Int) -> String
  }

  static let frontMatter = """
    ---
    title: "Adversarial input"
    summary: A generated article for the adversarial benchmark.
    library: MBProgressHUD
    repository: https://github.com/jdg/MBProgressHUD
    version: 1.2.0
    license: MIT
    date: 2026-11-25
    language: en
    ---

    """

  /// The article cases; the largest sizes are the issue's.
  static let articleCases: [Case] = [
    Case(name: "headings_identical", largest: 20_000) { n in
      String(repeating: "## The same heading\n\nA line.\n\n", count: n)
    },
    Case(name: "headings_distinct", largest: 20_000) { n in
      (0..<n).map { "## Heading number \($0)\n\nA line.\n\n" }.joined()
    },
    Case(name: "links", largest: 100_000) { n in
      (0..<n).map { "[link \($0)](https://example.org/\($0)) " }.joined() + "\n"
    },
    // Block quotes 60 deep (with the document, paragraph and text, one
    // level under the 64 Markdown may nest), again and again.
    Case(name: "nesting_near_bound", largest: 2_000) { n in
      String(repeating: String(repeating: "> ", count: 60) + "text\n\n", count: n)
    },
    Case(name: "long_line", largest: 1 << 20) { n in
      String(repeating: "word ", count: n / 5) + "\n"
    },
    // The issue's hundred unknown `symbol:` links of 210 characters, and
    // eight times as many.
    Case(name: "symbol_links_unknown", largest: 800, fails: true) { n in
      (0..<n).map { "[s](symbol:\(String(repeating: "Q", count: 200))\(1_000_000_000 + $0)) " }.joined()
        + "\n"
    },
  ]

  func run() throws {
    guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
    let project = try Self.copyProject(root: URL(fileURLWithPath: root))
    defer { try? FileManager.default.removeItem(at: project) }
    let cache = SiteBuildCache()
    let baseline = try buildSeconds(Self.frontMatter + "One line.\n", in: project, cache: cache)
    Report.figure("adversarial_baseline_article_s", baseline)
    // A failing build stops before it writes pages: an article that fails
    // is measured against one that fails with a single unknown symbol.
    var failingBaseline: Double?
    for entry in Self.articleCases where selected(entry.name) {
      if entry.fails && failingBaseline == nil {
        let seconds = try buildSeconds(
          Self.frontMatter + "[s](symbol:Unknown)\n", in: project, cache: cache, fails: true)
        Report.figure("adversarial_baseline_failing_article_s", seconds)
        failingBaseline = seconds
      }
      let reference = entry.fails ? failingBaseline ?? 0 : baseline
      try measure(entry) { text, _ in
        let seconds = try buildSeconds(Self.frontMatter + text, in: project, cache: cache, fails: entry.fails)
        return max(seconds - reference, 1e-6)
      }
    }
    let storm = Case(name: "script_same_instant", largest: 1_000, make: Self.storm)
    if selected(storm.name) {
      try measure(storm) { script, _ in
        try Measurement.medianSeconds(repetitions: repetitions) { _ = try Self.simulate(script) }
      }
    }
    try measureBounds()
    try measureNesting()
  }

  /// Whether the case named `name` is to be measured (`--only`).
  func selected(_ name: String) -> Bool {
    only.map(name.contains) ?? true
  }

  /// Prints the time at each size, and the growth figure; `seconds` is
  /// given the input and its size.
  func measure(_ entry: Case, seconds: (String, Int) throws -> Double) throws {
    var times: [Double] = []
    for size in [entry.largest / 8, entry.largest / 4, entry.largest / 2, entry.largest] {
      let time = try seconds(entry.make(size), size)
      Report.figure("adversarial_\(entry.name)_\(size)_s", time)
      times.append(time)
    }
    Report.figure("adversarial_\(entry.name)_growth", log2(times[3] / times[0]) / 3)
  }

  /// The median time of a whole build of `project` with `article` as its
  /// only article; one that `fails` must fail, and nothing else may.
  func buildSeconds(_ article: String, in project: URL, cache: SiteBuildCache, fails: Bool = false) throws
    -> Double
  {
    try Data(article.utf8).write(to: project.appendingPathComponent("articles/adversarial.md"))
    let builder = SiteBuilder(
      layout: ProjectLayout(root: project), replicas: ReplicaRegistry.catalogs, cache: cache)
    return try Measurement.medianSeconds(repetitions: repetitions) {
      let problems: [Diagnostic]
      do throws(SiteBuildFailure) {
        _ = try builder.build()
        problems = []
      } catch {
        problems = error.diagnostics
      }
      if problems.isEmpty != fails { return }
      throw ValidationError(
        fails ? "the article was meant to fail, and built" : problems.map(\.rendered).joined(separator: "\n"))
    }
  }

  /// `n` actions at one instant: shows and hides of MBProgressHUD 1.2.0.
  static func storm(_ n: Int) -> String {
    "hud MBProgressHUD 1.2.0\n"
      + (0..<n).map { $0 % 2 == 0 ? "at 0 showAnimated true\n" : "at 0 hideAnimated true\n" }.joined()
      + "run until 2\n"
  }

  /// Parses, runs and draws `script` in every timeline format; returns
  /// the run.
  @discardableResult
  static func simulate(_ script: String) throws -> ScenarioRun {
    do throws(Diagnostic) {
      let run = try ScenarioParser.parse(script).run()
      let input = run.timeline(title: "adversarial")
      for format in [TimelineFormat.text(width: 100), .json, .chromeTrace, .svg(width: 1200, idPrefix: "")] {
        _ = renderTimeline(input, as: format)
      }
      return run
    } catch {
      throw ValidationError(error.located(in: "adversarial.scenario").rendered)
    }
  }

  /// The project's theme, replicas and scenarios in a temporary folder,
  /// with an empty `articles/`.
  static func copyProject(root: URL) throws -> URL {
    let project = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scholia-adversarial-\(UUID())")
    let layout = ProjectLayout(root: root)
    for folder in [layout.theme, layout.replicas, layout.scenarios] {
      let target = project.appendingPathComponent(folder)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: layout.url(folder), to: target)
    }
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent(layout.articles), withIntermediateDirectories: true)
    return project
  }
}
