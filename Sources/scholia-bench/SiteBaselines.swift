import Ccmark
import Foundation
import ShippedCatalogs
import Site
import WasmBuild

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Scholia's full build, in process: `SiteBuilder` writes each page into
/// the output folder's staging area as it makes it, and the staged site is
/// swapped in when the build succeeded — what `scholia build` does, less
/// the command line.
struct ScholiaSiteBuild {
  let root: URL
  var output: URL
  /// The cached page module to add as `engine/page.wasm` and
  /// `engine/page-engine.js` (the shipped site has it; the synthetic corpus
  /// does not need it).
  var engine: WasmBuilder?

  /// A full build: nothing carried over from earlier builds.
  @discardableResult
  func run() throws -> SiteBuilder.Summary {
    try run(cache: SiteBuildCache())
  }

  /// A build that reuses (and refreshes) what `cache` holds from the
  /// previous one, as `scholia serve` does.
  @discardableResult
  func run(cache: SiteBuildCache) throws -> SiteBuilder.Summary {
    try timed(cache: cache).site
  }

  /// A build, with the time spent making the site into the staging area
  /// and swapping it in.
  struct Timed {
    let site: SiteBuilder.Summary
    let stagingSeconds: Double
    let swapSeconds: Double
  }

  func timed(cache: SiteBuildCache = SiteBuildCache()) throws -> Timed {
    let clock = ContinuousClock()
    let start = clock.now
    let staging = try OutputFolder(url: output).stage()
    let site: SiteBuilder.Summary
    do {
      do throws(SiteBuildFailure) {
        site = try SiteBuilder(
          layout: ProjectLayout(root: root), replicas: ReplicaRegistry.catalogs, cache: cache
        ).build(into: staging)
      } catch {
        let shown = error.diagnostics.prefix(20).map(\.rendered).joined(separator: "\n")
        throw CorpusError("the site build failed with \(error.diagnostics.count) problem(s):\n\(shown)")
      }
      if let engine {
        let module = Array(try Data(contentsOf: try engine.build().module))
        for (path, bytes) in PageEngineScript.files(modules: [.page: module]) {
          _ = try staging.write(path, bytes)
        }
      }
    } catch {
      staging.discard()
      throw error
    }
    let built = clock.now
    try staging.commit()
    return Timed(
      site: site, stagingSeconds: Measurement.seconds(built - start),
      swapSeconds: Measurement.seconds(clock.now - built))
  }
}

/// Hugo (Debian's `hugo`), one process per build, on the corpus's `hugo/`
/// site, with Chroma highlighting of code fences off or on.
struct HugoBaseline {
  let executable: String
  let site: URL

  static func locate(site: URL) -> HugoBaseline? {
    ChildProcess.find("hugo").map { HugoBaseline(executable: $0, site: site) }
  }

  var version: String {
    let output = try? ProcessResult.run(URL(fileURLWithPath: executable), ["version"])
    return output?.output.split(separator: "\n").first.map(String.init) ?? "unknown"
  }

  @discardableResult
  func run(highlight: Bool, destination: URL, cache: URL, measuringPeakMemory: Bool = false) throws
    -> ChildProcess.Outcome
  {
    let config = site.appendingPathComponent(highlight ? "config-highlight.toml" : "config-plain.toml")
    let outcome = try ChildProcess.run(
      executable,
      [
        "--source", site.path, "--config", config.path, "--destination", destination.path, "--cacheDir",
        cache.path, "--quiet",
      ], measuringPeakMemory: measuringPeakMemory)
    guard outcome.status == 0 else {
      throw CorpusError("hugo exited with \(outcome.status):\n\(outcome.standardError)")
    }
    return outcome
  }

  /// Checks that Hugo wrote the first article's page, highlighted or not as
  /// asked, so the benchmark times what it claims to.
  func check(destination: URL, highlight: Bool) throws {
    let page = destination.appendingPathComponent(
      "articles/" + SyntheticCorpus.fileName(0).dropLast(3) + "/index.html")
    guard let html = try? String(contentsOf: page, encoding: .utf8) else {
      throw CorpusError("hugo did not write \(page.path)")
    }
    let highlighted = html.contains("class=\"highlight\"") || html.contains("class=\"chroma\"")
    guard highlighted == highlight else {
      throw CorpusError(
        "hugo's page is \(highlighted ? "" : "not ")highlighted in the \(highlight ? "highlight" : "plain") mode"
      )
    }
  }
}

/// libcmark alone, in process: each body (no front matter) read, rendered by
/// `cmark_markdown_to_html` and written as one `.html` file — the floor the
/// peers' measurements call "libcmark in-process, one .html file written
/// per article".
enum CmarkBaseline {
  /// Renders every `.md` file of `input` into `output`; returns the bytes of
  /// HTML written.
  @discardableResult
  static func run(input: URL, output: URL) throws -> Int {
    let names = try FileManager.default.contentsOfDirectory(atPath: input.path).filter { $0.hasSuffix(".md") }
      .sorted()
    var written = 0
    for name in names {
      guard let markdown = FileManager.default.contents(atPath: input.appendingPathComponent(name).path)
      else {
        throw CorpusError("cannot read \(name)")
      }
      let html = markdown.withUnsafeBytes { bytes in
        cmark_markdown_to_html(
          bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, CMARK_OPT_DEFAULT)
      }
      guard let html else { throw CorpusError("libcmark failed on \(name)") }
      defer { free(html) }
      let length = strlen(html)
      let path = output.appendingPathComponent(String(name.dropLast(3)) + ".html").path
      guard let file = fopen(path, "wb") else { throw CorpusError("cannot write \(path)") }
      let count = fwrite(html, 1, length, file)
      fclose(file)
      guard count == length else { throw CorpusError("short write to \(path)") }
      written += length
    }
    return written
  }
}

/// One-article edits: the rebuild after each is timed. Whatever rebuilds
/// are passed — a full build, an incremental one — are measured the same
/// way, in turn within each repetition (as `Measurement` does).
enum OneArticleEdit {
  /// Before each timed run of each body, `article` is edited (a paragraph
  /// appended, different every time); one untimed round first, then
  /// `repetitions` timed ones; returns each body's median. The article is
  /// restored afterwards.
  static func interleavedMedianSeconds(article: URL, repetitions: Int, _ bodies: [() throws -> Void]) throws
    -> [Double]
  {
    let original = try Data(contentsOf: article)
    defer { try? original.write(to: article) }
    var samples = Array(repeating: [Double](), count: bodies.count)
    var edits = 0
    for round in 0...max(1, repetitions) {
      for (index, body) in bodies.enumerated() {
        edits += 1
        var text = original
        text.append(
          contentsOf: Array("\nAn edit (\(edits)): `graceTime` is read once, in `showAnimated`.\n".utf8))
        try text.write(to: article)
        let clock = ContinuousClock()
        let elapsed = try clock.measure(body)
        if round > 0 { samples[index].append(Measurement.seconds(elapsed)) }
      }
    }
    return samples.map { $0.sorted()[$0.count / 2] }
  }
}
