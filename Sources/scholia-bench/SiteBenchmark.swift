import ArgumentParser
import Foundation
import Site
import WasmBuild

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `scholia-bench site`: the site build on a synthetic corpus of N articles
/// (`SyntheticCorpus`, written to a temporary folder), against Hugo with
/// highlighting off and on, Jekyll plain and libcmark alone on the same files, measured
/// in turn in the same run; the peak memory of our build and Hugo's; a
/// full rebuild after a one-article edit; the search index's size and
/// query times; and the shipped site's build.
struct SiteBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "site",
    abstract:
      "Site build vs Hugo (plain, highlighted) and libcmark on N synthetic articles; memory; shipped site.",
    discussion: """
      Parts: build (our full build in process, Hugo plain and highlighted as processes, libcmark in process, \
      measured in turn; median of --repetitions after a warm-up), memory (peak RSS of one build in a child \
      process of this binary, and of one Hugo run per mode), edit (a full rebuild after a one-article edit), \
      search (the corpus's search index, raw and gzipped, and queries timed in node with the page's own \
      search.js), \
      shipped (the real project's full build, with the engine module from its cache).
      """
  )

  @Option(help: "How many synthetic articles.")
  var articles = 1000

  @Option(help: "Timed repetitions per figure (median reported, after one warm-up).")
  var repetitions = 5

  @Option(help: "The corpus generator's seed.")
  var seed = SyntheticCorpus.defaultSeed

  @Option(help: "The Scholia project: the shipped site to time, and the theme the corpus copies.")
  var shipped = "."

  enum Part: String, ExpressibleByArgument, CaseIterable {
    case build, memory, edit, search, shipped
  }

  @Option(help: "Measure only these parts (repeatable): build, memory, edit, search, shipped.")
  var only: [Part] = Part.allCases

  @Flag(help: "Keep the temporary folder (corpus and outputs) and print its path.")
  var keep = false

  func run() throws {
    guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
    guard articles >= 1 else { throw ValidationError("--articles must be at least 1") }
    let project = URL(fileURLWithPath: shipped).standardizedFileURL
    let work = try Self.temporaryFolder()
    defer {
      if keep { print("# kept \(work.path)") } else { try? FileManager.default.removeItem(at: work) }
    }
    let corpus = work.appendingPathComponent("corpus")
    if only.contains(where: { $0 != .shipped }) {
      let summary = try SyntheticCorpus(articles: articles, seed: seed).write(to: corpus, themeRoot: project)
      Report.figure("articles", Double(articles))
      Report.figure("corpus_bytes", Double(summary.articleBytes))
    }
    let ours = ScholiaSiteBuild(root: corpus, output: work.appendingPathComponent("out-scholia"))
    let hugo = HugoBaseline.locate(site: corpus.appendingPathComponent("hugo"))
    let jekyll = JekyllBaseline(site: corpus.appendingPathComponent("jekyll"))
    if only.contains(.build) {
      try measureBuilds(ours, hugo: hugo, jekyll: jekyll, work: work, corpus: corpus)
    }
    if only.contains(.memory) { try measureMemory(hugo: hugo, jekyll: jekyll, work: work, corpus: corpus) }
    if only.contains(.edit) {
      let article = corpus.appendingPathComponent("articles/" + SyntheticCorpus.fileName(articles / 2))
      try measureEdit(ours, article: article, suffix: "_\(articles)")
    }
    if only.contains(.search) { try measureSearch(ours, project: project) }
    if only.contains(.shipped) { try measureShipped(project: project, work: work) }
  }

  // MARK: Parts

  func measureBuilds(
    _ ours: ScholiaSiteBuild, hugo: HugoBaseline?, jekyll: JekyllBaseline?, work: URL, corpus: URL
  ) throws {
    let cmarkOutput = work.appendingPathComponent("out-cmark")
    try FileManager.default.createDirectory(at: cmarkOutput, withIntermediateDirectories: true)
    var site: SiteBuilder.Summary?
    var staging: [Double] = []
    var swapping: [Double] = []
    var bodies: [() throws -> Void] = [
      {
        let timed = try ours.timed()
        site = timed.site
        staging.append(timed.stagingSeconds)
        swapping.append(timed.swapSeconds)
      },
      { try CmarkBaseline.run(input: corpus.appendingPathComponent("cmark"), output: cmarkOutput) },
    ]
    let hugoCache = work.appendingPathComponent("hugo-cache")
    if let hugo {
      print("# \(hugo.version)")
      for highlight in [false, true] {
        let destination = work.appendingPathComponent(highlight ? "out-hugo-highlight" : "out-hugo-plain")
        bodies.append { try hugo.run(highlight: highlight, destination: destination, cache: hugoCache) }
      }
    }
    let jekyllOutput = work.appendingPathComponent("out-jekyll-plain")
    let jekyllIndex = bodies.count
    if let jekyll {
      print("# \(jekyll.version)")
      bodies.append { try jekyll.run(destination: jekyllOutput) }
    }
    let seconds = try Measurement.interleavedMedianSeconds(repetitions: repetitions, bodies)
    guard let site, site.articleCount == articles else {
      throw CorpusError("our build made \(site?.articleCount ?? 0) article pages, not \(articles)")
    }
    if let hugo {
      try hugo.check(destination: work.appendingPathComponent("out-hugo-plain"), highlight: false)
      try hugo.check(destination: work.appendingPathComponent("out-hugo-highlight"), highlight: true)
    }
    let (scholia, cmark) = (seconds[0], seconds[1])
    Report.figure("scholia_pages", Double(site.pageCount))
    Report.figure("scholia_output_bytes", Double(try Self.bytes(in: ours.output)))
    Report.figure("scholia_build_s", scholia)
    // The two halves of our build, each the median of the timed runs (the
    // first run is the warm-up): making every file into the staging area,
    // and swapping it in.
    Report.figure("scholia_staging_s", Self.median(staging.dropFirst()))
    Report.figure("scholia_swap_s", Self.median(swapping.dropFirst()))
    Report.figure("libcmark_s", cmark)
    let n = "_\(articles)"
    if hugo != nil {
      let (plain, highlighted) = (seconds[2], seconds[3])
      Report.figure("hugo_plain_s", plain)
      Report.figure("hugo_highlight_s", highlighted)
      Report.figure("ratio_vs_hugo_plain" + n, scholia / plain)
      Report.figure("ratio_vs_hugo_highlight" + n, scholia / highlighted)
    } else {
      for name in [
        "hugo_plain_s", "hugo_highlight_s", "ratio_vs_hugo_plain" + n, "ratio_vs_hugo_highlight" + n,
      ] {
        Report.unavailable(name, because: "no `hugo` on PATH (apt-get install -y hugo)")
      }
    }
    if let jekyll {
      try jekyll.check(destination: jekyllOutput)
      Report.figure("jekyll_plain_s", seconds[jekyllIndex])
      Report.figure("ratio_vs_jekyll_plain" + n, scholia / seconds[jekyllIndex])
    } else {
      for name in ["jekyll_plain_s", "ratio_vs_jekyll_plain" + n] {
        Report.unavailable(name, because: "no `jekyll` on PATH (apt-get install -y jekyll)")
      }
    }
    Report.figure("ratio_vs_libcmark" + n, scholia / cmark)
  }

  /// One build of the corpus in a child process of this binary
  /// (`site-child`), and one Hugo run per mode, each under GNU time (see
  /// `ChildProcess` for why not `ru_maxrss`). The child also reports its
  /// own `VmHWM`, as a check.
  func measureMemory(hugo: HugoBaseline?, jekyll: JekyllBaseline?, work: URL, corpus: URL) throws {
    let measured = ChildProcess.gnuTime != nil
    let child = try ChildProcess.run(
      ChildProcess.currentExecutable,
      ["site-child", "--root", corpus.path, "--output", work.appendingPathComponent("out-child").path],
      measuringPeakMemory: measured)
    guard child.status == 0 else { throw CorpusError("site-child failed:\n\(child.standardError)") }
    if let peak = child.peakBytes {
      Report.figure("scholia_peak_rss_mb", Double(peak) / 1e6)
    } else {
      Report.unavailable(
        "scholia_peak_rss_mb", because: "no GNU time at /usr/bin/time (apt-get install -y time)")
    }
    for line in child.standardOutput.split(separator: "\n") where line.hasPrefix("peak_rss_vmhwm_mb ") {
      Report.figure("scholia_peak_rss_vmhwm_mb", Double(line.split(separator: " ")[1]) ?? .nan)
    }
    Report.figure("scholia_child_build_s", child.seconds)
    for highlight in [false, true] {
      let name = highlight ? "hugo_highlight_peak_rss_mb" : "hugo_plain_peak_rss_mb"
      guard let hugo else {
        Report.unavailable(name, because: "no `hugo` on PATH (apt-get install -y hugo)")
        continue
      }
      guard measured else {
        Report.unavailable(name, because: "no GNU time at /usr/bin/time (apt-get install -y time)")
        continue
      }
      let outcome = try hugo.run(
        highlight: highlight, destination: work.appendingPathComponent("out-hugo-memory"),
        cache: work.appendingPathComponent("hugo-cache"), measuringPeakMemory: true)
      Report.figure(name, Double(outcome.peakBytes ?? 0) / 1e6)
    }
    if let jekyll, measured {
      let outcome = try jekyll.run(
        destination: work.appendingPathComponent("out-jekyll-memory"), measuringPeakMemory: true)
      Report.figure("jekyll_plain_peak_rss_mb", Double(outcome.peakBytes ?? 0) / 1e6)
    } else {
      Report.unavailable(
        "jekyll_plain_peak_rss_mb",
        because: jekyll == nil
          ? "no `jekyll` on PATH (apt-get install -y jekyll)"
          : "no GNU time at /usr/bin/time (apt-get install -y time)")
    }
  }

  /// What a one-article edit costs: a full rebuild (nothing carried over)
  /// and an incremental one (a `SiteBuildCache` kept from build to build,
  /// as `scholia serve` keeps it), measured in turn after the same kind of
  /// edit. Another way of rebuilding is one more body in the list.
  ///
  /// The incremental builds write into an output folder of their own, as
  /// `scholia serve` owns its folder: a cached build carries unchanged pages
  /// over from the folder only if they are still the files it wrote.
  func measureEdit(_ ours: ScholiaSiteBuild, article: URL, suffix: String, prefix: String = "") throws {
    var served = ours
    served.output = ours.output.appendingPathExtension("served")
    let cache = SiteBuildCache()
    try served.run(cache: cache)
    let seconds = try OneArticleEdit.interleavedMedianSeconds(
      article: article, repetitions: repetitions,
      [
        { try ours.run() },
        { try served.run(cache: cache) },
      ])
    Report.figure(prefix + "one_article_edit_full_rebuild_s", seconds[0])
    Report.figure(prefix + "one_article_edit_incremental_s", seconds[1])
    Report.figure(prefix + "ratio_edit_incremental_vs_full" + suffix, seconds[1] / seconds[0])
    Report.figure(prefix + "edit_cache_hits", Double(cache.hits))
  }

  /// The real project (articles, replicas, scenarios) built in place into
  /// a temporary output, with and without the engine module (from its
  /// cache, built once first if missing); then a one-article edit, on a
  /// copy of the project's inputs.
  func measureShipped(project: URL, work: URL) throws {
    let output = work.appendingPathComponent("out-shipped")
    let siteOnly = ScholiaSiteBuild(root: project, output: output)
    var withEngine: ScholiaSiteBuild?
    do {
      let builder = WasmBuilder(packageRoot: project, toolchain: try WasmToolchain.locate(), kind: .page)
      let product = try builder.build()
      Report.figure("shipped_engine_was_cached", product.wasCached ? 1 : 0)
      withEngine = ScholiaSiteBuild(root: project, output: output, engine: builder)
    } catch {
      Report.unavailable("shipped_full_build_s", because: "the engine module cannot be built: \(error)")
    }
    var site: SiteBuilder.Summary?
    var bodies: [() throws -> Void] = [{ site = try siteOnly.run() }]
    if let withEngine { bodies.append { try withEngine.run() } }
    let seconds = try Measurement.interleavedMedianSeconds(repetitions: repetitions, bodies)
    Report.figure("shipped_articles", Double(site?.articleCount ?? 0))
    Report.figure("shipped_pages", Double(site?.pageCount ?? 0))
    Report.figure("shipped_site_build_s", seconds[0])
    if withEngine != nil { Report.figure("shipped_full_build_s", seconds[1]) }

    let copy = work.appendingPathComponent("shipped-copy")
    let layout = ProjectLayout(root: project)
    for folder in [layout.articles, layout.replicas, layout.scenarios, layout.theme] {
      let target = copy.appendingPathComponent(folder)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: project.appendingPathComponent(folder), to: target)
    }
    let articles = try FileManager.default.contentsOfDirectory(
      atPath: copy.appendingPathComponent(layout.articles).path
    ).filter { $0.hasSuffix(".md") }.sorted()
    guard let first = articles.first else { return }
    var copied = ScholiaSiteBuild(root: copy, output: work.appendingPathComponent("out-shipped-copy"))
    copied.engine = withEngine?.engine
    try measureEdit(
      copied, article: copy.appendingPathComponent(layout.articles + "/" + first), suffix: "",
      prefix: "shipped_")
  }

  static func median(_ samples: some Collection<Double>) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
  }

  /// The total size of the files under `folder`.
  static func bytes(in folder: URL) throws -> Int {
    let manager = FileManager.default
    var total = 0
    guard let paths = manager.enumerator(atPath: folder.path) else { return 0 }
    for case let path as String in paths {
      let attributes = try manager.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
      if attributes[.type] as? FileAttributeType == .typeRegular { total += (attributes[.size] as? Int) ?? 0 }
    }
    return total
  }

  static func temporaryFolder() throws -> URL {
    var template = Array(
      FileManager.default.temporaryDirectory.appendingPathComponent("scholia-bench-site-XXXXXX").path
        .utf8CString)
    guard let made = mkdtemp(&template) else { throw CorpusError("cannot make a temporary folder") }
    return URL(fileURLWithPath: String(cString: made))
  }
}

/// `scholia-bench site-child`: one full build of a project (or several),
/// run by `site` as a child process to read its peak memory, and handy
/// under a profiler. Prints each build's time.
struct SiteChildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "site-child",
    abstract: "Build one project's site in this process (for peak memory and profiling).",
    shouldDisplay: false
  )

  @Option(help: "The project root.")
  var root: String

  @Option(help: "The output folder.")
  var output: String

  @Option(help: "How many builds, one after the other.")
  var times = 1

  func run() throws {
    let build = ScholiaSiteBuild(
      root: URL(fileURLWithPath: root).standardizedFileURL,
      output: URL(fileURLWithPath: output).standardizedFileURL)
    for _ in 0..<max(1, times) {
      let timed = try build.timed()
      Report.figure("scholia_build_s", timed.stagingSeconds + timed.swapSeconds)
      Report.figure("scholia_staging_s", timed.stagingSeconds)
      Report.figure("scholia_swap_s", timed.swapSeconds)
    }
    if let peak = ChildProcess.ownPeakBytes { Report.figure("peak_rss_vmhwm_mb", Double(peak) / 1e6) }
  }
}
