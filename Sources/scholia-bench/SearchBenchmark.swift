import Foundation

/// `scholia-bench site --only search`: what the reader's browser loads and
/// runs to search the corpus. The index's size as written (raw) and as a
/// server sends it (gzip -9); then the page's own query code
/// (`site/assets/search.js`, copied into the built site) timed in node
/// against the built `search-index.js` by `scripts/search-bench.mjs`, so
/// that the figures are those of the code the page runs, on the same
/// engine family as Chromium's.
extension SiteBenchmark {
  /// A fixed mix: headings' words, prefixes being typed, camel-case
  /// symbols, Chinese with and without a synonym, a word on every page, and
  /// one that is nowhere.
  static let searchQueries = [
    "grace timer", "gra", "minShow", "hideAnim", "run loop", "handleGraceTimer", "定时器", "计时器", "宽限",
    "timer", "the", "zzzz",
  ]

  func measureSearch(_ ours: ScholiaSiteBuild, project: URL) throws {
    let index = ours.output.appendingPathComponent("search-index.js")
    if !FileManager.default.fileExists(atPath: index.path) { try ours.run() }
    let json = try Data(contentsOf: ours.output.appendingPathComponent("search-index.json"))
    Report.figure("search_index_raw_bytes", Double(json.count))
    if let gzipped = PageBenchmark.gzipSize(Array(json)) {
      Report.figure("search_index_gzip_bytes", Double(gzipped))
    } else {
      Report.unavailable("search_index_gzip_bytes", because: "no gzip on PATH")
    }
    let figures = [
      "search_load_ms", "search_first_query_ms", "search_query_median_ms", "search_query_max_ms",
      "search_keystroke_ms",
    ]
    guard let node = ChildProcess.find("node") else {
      for name in figures { Report.unavailable(name, because: "no node on PATH") }
      return
    }
    let outcome = try ChildProcess.run(
      node,
      [
        project.appendingPathComponent("scripts/search-bench.mjs").path,
        ours.output.appendingPathComponent("assets/search.js").path, index.path, String(repetitions),
      ] + Self.searchQueries)
    guard outcome.status == 0,
      let report = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
        as? [String: Any],
      let queries = report["queries"] as? [String: [String: Any]]
    else {
      throw CorpusError(
        "search-bench.mjs failed: \(outcome.standardError)\(outcome.standardOutput.prefix(500))")
    }
    func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }
    let medians = queries.values.map { number($0["medianMilliseconds"]) }.sorted()
    for query in Self.searchQueries {
      let figures = queries[query] ?? [:]
      print(
        "# search \(query): \(Report.format(number(figures["medianMilliseconds"]))) ms, "
          + "\(Report.format(number(figures["results"]))) results")
    }
    Report.figure("search_documents", number(report["documents"]))
    Report.figure("search_terms", number(report["terms"]))
    Report.figure("search_load_ms", number(report["loadMilliseconds"]))
    Report.figure("search_first_query_ms", number(report["firstQueryMilliseconds"]))
    Report.figure("search_query_median_ms", medians.isEmpty ? .nan : medians[medians.count / 2])
    Report.figure("search_query_max_ms", medians.last ?? .nan)
    Report.figure("search_keystroke_ms", number(report["keystrokeMilliseconds"]))
  }
}
