import Foundation

/// Jekyll (Debian's `jekyll`), one process per build, on the corpus's
/// `jekyll/` site: kramdown without a highlighter, no plugins, no disk
/// cache.
struct JekyllBaseline {
  let executable: String
  let site: URL

  /// Nil when there is no `jekyll` on `PATH`.
  init?(site: URL) {
    guard let executable = ChildProcess.find("jekyll") else { return nil }
    (self.executable, self.site) = (executable, site)
  }

  /// What `jekyll --version` prints (`jekyll 4.3.1`), for the report.
  var version: String {
    let printed = (try? ChildProcess.run(executable, ["--version"]))?.standardOutput
    return printed?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
  }

  @discardableResult
  func run(destination: URL, measuringPeakMemory: Bool = false) throws -> ChildProcess.Outcome {
    let outcome = try ChildProcess.run(
      executable, ["build", "--source", site.path, "--destination", destination.path, "--quiet"],
      measuringPeakMemory: measuringPeakMemory)
    guard outcome.status == 0 else {
      throw CorpusError("jekyll exited with \(outcome.status):\n\(outcome.standardError)")
    }
    return outcome
  }

  /// Checks that Jekyll wrote the first article's page, with its code
  /// blocks left plain, so the benchmark times what it claims to.
  func check(destination: URL) throws {
    let page = destination.appendingPathComponent(
      "articles/" + SyntheticCorpus.fileName(0).dropLast(3) + "/index.html")
    guard let html = try? String(contentsOf: page, encoding: .utf8) else {
      throw CorpusError("jekyll did not write \(page.path)")
    }
    guard html.contains("<pre><code"), !html.contains("highlight") else {
      throw CorpusError(
        "jekyll's page at \(page.path) is not plain: its code blocks are highlighted or missing")
    }
  }
}
