import ArgumentParser
import Foundation
import Scenarios
import ShippedCatalogs
import Site
import WasmBuild

/// `scholia-bench page`: what the reader's browser pays for scenario
/// figures. Builds the shipped site with the page module, then measures
/// the module (raw and gzipped), each page's weight without it, the time of
/// one in-page run of every shipped scenario in headless Chromium (the
/// gallery page, through the page's own worker), against the same runs
/// natively in this process, and the first run of a freshly opened article,
/// module load included. The originals' tests restated are in the gallery
/// too; their slowest run per suite is `page_run_ms_max_tests_<suite>`.
struct PageBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "page",
    abstract: "The page module's size, page weights, and in-page run time of every shipped scenario.",
    discussion: """
      Needs node and Chromium (scripts/install-deps installs them) for the in-page times; gzip for the \
      compressed sizes. Times are medians of --repetitions runs after one warm-up run per scenario.
      """
  )

  @Option(help: "The Scholia project.")
  var project = "."

  @Option(help: "Runs per scenario (median reported).")
  var repetitions = 9

  @Option(help: "Fresh page loads per first-run figure (median reported).")
  var pageLoads = 7

  /// The page whose first figure the first-run figures run: an article,
  /// as a reader opens it.
  static let firstRunPage = "articles/mbprogresshud.html"

  func run() throws {
    let root = URL(fileURLWithPath: project).standardizedFileURL
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("scholia-bench-page-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let module = Array(
      try Data(
        contentsOf: try WasmBuilder(packageRoot: root, toolchain: try WasmToolchain.locate(), kind: .page)
          .build()
          .module))
    var site = try SiteBuilder(layout: ProjectLayout(root: root), replicas: ReplicaRegistry.catalogs).build()
    site.files.merge(PageEngineScript.files(modules: [.page: module])) { _, engine in engine }
    try OutputFolder(url: work).replace(with: site.files)

    Report.figure("module_raw_bytes", Double(module.count))
    reportGzipped("module_gzip_bytes", module)
    let script = site.files[PageEngineScript.path(of: .page)] ?? []
    Report.figure("engine_script_raw_bytes", Double(script.count))
    reportGzipped("engine_script_gzip_bytes", script)
    reportPageWeights(site.files)
    try reportRunTimes(site: work, root: root)
    try reportFirstRuns(site: work, root: root)
  }

  /// The first Run of a page, module load included: the article opened in
  /// a fresh tab with the cache off, over http and from file://, its first
  /// figure's Run clicked in the load event, then (another set of loads)
  /// one second after it, when a reader would. Medians of `pageLoads`:
  /// `…_from_navigation` is from the navigation's start to the result
  /// shown, `…_from_click` from the click to it.
  func reportFirstRuns(site: URL, root: URL) throws {
    for (delay, name) in [(0, "at_load"), (1000, "1s_after_load")] {
      guard
        let json = try drive(
          site: site, root: root, [Self.firstRunPage, "--first-run", String(pageLoads), String(delay)],
          unavailable: "page_first_run_ms")
      else { return }
      for origin in ["http", "file"] {
        guard let runs = json[origin] as? [[String: Any]], !runs.isEmpty else {
          throw CorpusError("no first runs from \(origin): \(json)")
        }
        guard runs.allSatisfy({ $0["state"] as? String == "done" && $0["svgMatches"] as? Bool == true })
        else {
          throw CorpusError("a first run from \(origin) did not reproduce the build's SVG")
        }
        let field = { (key: String) in runs.map { $0[key] as? Double ?? .nan } }
        let (clicks, dones) = (field("click"), field("done"))
        let suffix = "_" + name + "_" + origin
        if delay == 0 {
          Report.figure("page_first_run_ms_from_navigation" + suffix, SiteBenchmark.median(dones))
        }
        Report.figure(
          "page_first_run_ms_from_click" + suffix, SiteBenchmark.median(zip(clicks, dones).map { $1 - $0 }))
      }
    }
  }

  /// Each article page and the gallery with what it loads up front (the
  /// style sheets and scripts), without the engine, which a page with a
  /// figure loads in its worker after it (`module_raw_bytes`,
  /// `module_gzip_bytes`).
  func reportPageWeights(_ files: [String: [UInt8]]) {
    let assets = ["assets/scholia.css", "assets/figures.css", "assets/scholia.js", "assets/scenarios.js"]
    let pages =
      files.keys.filter { $0.hasPrefix("articles/") && $0.hasSuffix(".html") }.sorted() + ["gallery.html"]
    for page in pages {
      let name = page.split(separator: "/").last.map { String($0.dropLast(".html".count)) } ?? page
      let parts = ([page] + assets).compactMap { files[$0] }
      Report.figure("page_weight_raw_kb_" + name, Double(parts.reduce(0) { $0 + $1.count }) / 1000)
      let gzipped = parts.compactMap(Self.gzipSize)
      if gzipped.count == parts.count {
        Report.figure("page_weight_gzip_kb_" + name, Double(gzipped.reduce(0, +)) / 1000)
      } else {
        Report.unavailable("page_weight_gzip_kb_" + name, because: "no gzip on PATH")
      }
    }
  }

  /// In-page times from the gallery (whose figures are the shipped
  /// scenarios), and the same runs natively.
  func reportRunTimes(site: URL, root: URL) throws {
    guard
      let json = try drive(
        site: site, root: root, ["gallery.html", "--time-all", String(repetitions)],
        unavailable: "page_run_ms_max")
    else { return }
    guard let times = json["times"] as? [String: [String: Any]] else {
      throw CorpusError("the browser run gave no times: \(json)")
    }
    var medians: [Double] = []
    var ratios: [Double] = []
    var slowestByLibrary: [String: Double] = [:]
    let files = Self.scenarioFiles(under: root.appendingPathComponent("scenarios"))
    for (prefix, figure) in times.sorted(by: { $0.key < $1.key }) {
      let name = String(prefix.dropLast())
      let median = figure["median"] as? Double ?? .nan
      guard figure["svgMatches"] as? Bool == true else {
        throw CorpusError("\(name): the page's run did not reproduce the build's SVG")
      }
      guard let file = files[name] else { throw CorpusError("\(name): no such scenario under scenarios/") }
      let source = try String(contentsOf: file, encoding: .utf8)
      let library = Self.group(of: file, named: name)
      slowestByLibrary[library] = max(slowestByLibrary[library] ?? 0, median)
      let native = Measurement.medianSeconds(repetitions: repetitions) {
        _ = ScenarioPage.output(source: source, overrides: "", title: name, idPrefix: prefix)
      }
      Report.figure("page_run_ms_" + name, median)
      medians.append(median)
      ratios.append(median / (native * 1000))
    }
    medians.sort()
    ratios.sort()
    Report.figure("page_runs", Double(medians.count))
    Report.figure("page_run_ms_median", medians[medians.count / 2])
    Report.figure("page_run_ms_max", medians.last ?? .nan)
    Report.figure("ratio_page_vs_native_median", ratios[ratios.count / 2])
    for (library, slowest) in slowestByLibrary.sorted(by: { $0.key < $1.key }) {
      Report.figure("page_run_ms_max_" + library, slowest)
    }
  }

  /// What `scripts/browser-drive.mjs` reports for `arguments` (a page of
  /// `site` and a mode), or nil, reported as `unavailable`, without node
  /// and Chromium.
  func drive(site: URL, root: URL, _ arguments: [String], unavailable: String) throws -> [String: Any]? {
    guard let node = ChildProcess.find("node"), let chromium = ChildProcess.find("chromium") else {
      Report.unavailable(unavailable, because: "node and chromium are needed (scripts/install-deps)")
      return nil
    }
    let script = root.appendingPathComponent("scripts/browser-drive.mjs").path
    let outcome = try ChildProcess.run(node, [script, chromium, site.path] + arguments)
    guard outcome.status == 0,
      let json = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any],
      json["failure"] == nil
    else {
      throw CorpusError("the browser run failed:\n\(outcome.standardOutput)\n\(outcome.standardError)")
    }
    return json
  }

  /// What a scenario's time is grouped under: a restated test's suite
  /// (`tests_mjrefresh-3.7.9`, whose files are not named after their
  /// library), or the library its name starts with (`mjrefresh-…`).
  static func group(of file: URL, named name: String) -> String {
    let folders = file.deletingLastPathComponent().pathComponents
    if folders.count >= 2, folders[folders.count - 2] == "tests" {
      return "tests_" + folders[folders.count - 1]
    }
    return String(name.prefix { $0 != "-" })
  }

  /// Every scenario file under `folder`, by its anchor in the gallery
  /// (`GalleryPage.anchor`: the file's name, led by its folders below
  /// `scenarios/` for a suite of the originals' tests).
  static func scenarioFiles(under folder: URL) -> [String: URL] {
    var files: [String: URL] = [:]
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    let base = folder.standardizedFileURL.path
    while let file = walker?.nextObject() as? URL {
      guard file.pathExtension == "scenario" else { continue }
      let relative = String(file.standardizedFileURL.path.dropFirst(base.count + 1))
      files[GalleryPage.anchor(scenario: "scenarios/" + relative, in: "scenarios")] = file
    }
    return files
  }

  func reportGzipped(_ name: String, _ bytes: [UInt8]) {
    if let size = Self.gzipSize(bytes) {
      Report.figure(name, Double(size))
    } else {
      Report.unavailable(name, because: "no gzip on PATH")
    }
  }

  /// The size of `bytes` after `gzip -9` (what a server sends compressed).
  static func gzipSize(_ bytes: [UInt8]) -> Int? {
    guard ChildProcess.find("gzip") != nil else { return nil }
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("scholia-gzip-\(UUID())")
    defer { try? FileManager.default.removeItem(at: input) }
    guard (try? Data(bytes).write(to: input)) != nil,
      let outcome = try? ChildProcess.run("/bin/sh", ["-c", "gzip -9 -c \"$0\" | wc -c", input.path]),
      outcome.status == 0
    else { return nil }
    return Int(outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
