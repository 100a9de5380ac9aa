import Diagnostics
import Foundation
import Site
import Testing

@testable import SiteServe

/// The build in a child process: a worker that crashes is a failed build,
/// not a dead server. The workers here are shell scripts that speak the
/// worker's protocol (a `build` line in, one JSON line out), so that a
/// crash happens exactly where the test puts it.
@Suite("Builds in a worker process", .serialized)
struct WorkerRebuilderTests {
  static let built = #"{"built":{"articles":1,"files":9,"pages":5,"seconds":0.5}}"#

  /// A worker that answers every request with `built`, except that the
  /// `crashes` first processes started (counted in a file) die by SIGSEGV
  /// once they have the request.
  static func worker(crashes: Int, in folder: URL) -> WorkerRebuilder {
    let count = folder.appendingPathComponent("starts").path
    let script = """
      n=$(cat '\(count)' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '\(count)'
      while read request; do
        if [ $n -le \(crashes) ]; then kill -SEGV $$; fi
        echo '\(built)'
      done
      """
    return WorkerRebuilder(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
  }

  static func starts(in folder: URL) throws -> Int {
    Int(
      try String(contentsOf: folder.appendingPathComponent("starts"), encoding: .utf8).trimmingCharacters(
        in: .whitespacesAndNewlines)) ?? -1
  }

  @Test("a worker's answer is the build's outcome, and one worker serves build after build")
  func answers() async throws {
    let folder = try ServerTests.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let rebuilder = Self.worker(crashes: 0, in: folder)
    for _ in 0..<3 {
      #expect(await rebuilder.rebuild() == .built(pages: 5, articles: 1, files: 9, seconds: 0.5))
    }
    #expect(try Self.starts(in: folder) == 1)
  }

  @Test(
    "a worker that crashes mid-build is a failed build that names the signal; the next build starts a new worker"
  )
  func crash() async throws {
    let folder = try ServerTests.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let rebuilder = Self.worker(crashes: 1, in: folder)
    guard case .failed(let diagnostics) = await rebuilder.rebuild() else {
      Issue.record("the crash was not reported")
      return
    }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.hasPrefix("the build process stopped (signal 11 (SIGSEGV))") == true)
    #expect(await rebuilder.rebuild() == .built(pages: 5, articles: 1, files: 9, seconds: 0.5))
    #expect(try Self.starts(in: folder) == 2)
  }

  @Test(
    "a worker that can no longer take a request, though it has not ended (killed and not yet collected), is replaced and the build is not lost",
    .timeLimit(.minutes(10)))
  func inputClosed() async throws {
    let folder = try ServerTests.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let count = folder.appendingPathComponent("starts").path
    // Each worker answers one request, having closed its input first, and
    // then lingers: the next request finds it running, its input gone.
    let script = """
      n=$(cat '\(count)' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '\(count)'
      read request; exec 0<&-; echo '\(Self.built)'; exec sleep 120
      """
    let rebuilder = WorkerRebuilder(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
    for _ in 0..<2 {
      #expect(await rebuilder.rebuild() == .built(pages: 5, articles: 1, files: 9, seconds: 0.5))
    }
    #expect(try Self.starts(in: folder) == 2)
  }

  @Test("an answer that is not an outcome is a failed build, and the worker is replaced")
  func garbage() async throws {
    let folder = try ServerTests.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let rebuilder = WorkerRebuilder(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", "while read r; do echo '{\"built\":1}'; done"])
    guard case .failed(let diagnostics) = await rebuilder.rebuild() else {
      Issue.record("garbage was taken for an outcome")
      return
    }
    #expect(
      diagnostics.first?.message == #"the build process answered '{"built":1}', which is not an outcome"#)
  }

  @Test("a diagnostic crosses the process boundary whole")
  func diagnosticRoundTrip() {
    let diagnostic = Diagnostic(
      file: "articles/a.md", line: 3, column: 7, severity: .warning,
      message: "unknown thing 'x' — “quoted”\n",
      notes: [.init("see here", line: 1, column: 2)], fix: .init(replacement: "y", length: 1))
    for outcome in [
      BuildOutcome.failed([diagnostic]), .built(pages: 1, articles: 2, files: 3, seconds: 0.25),
    ] {
      #expect(!outcome.line.contains("\n"))
      #expect(BuildOutcome(line: outcome.line) == outcome)
    }
  }

  @Test("a crashing build leaves the server serving, and the pages are told why", .timeLimit(.minutes(10)))
  func serverSurvives() async throws {
    let site = try ServerTests.folder(["index.html": "<html><body>last good build</body></html>"])
    defer { try? FileManager.default.removeItem(at: site) }
    let events = BuildEvents()
    let loop = RebuildLoop(
      rebuilder: Self.worker(crashes: 1, in: site), watcher: SourceWatcher(root: site, folders: []),
      events: events, clock: ContinuousClock(), report: { _ in })
    try await ServerTests.serving(site, events: events) { port in
      _ = await loop.buildOnce()
      let overlay = await events.state.overlay
      #expect(overlay.count == 1)
      #expect(overlay.first?.contains("the build process stopped (signal 11 (SIGSEGV))") == true)
      let answer = try await ServerTests.get("/", port: port)
      #expect(ServerTests.status(answer) == "HTTP/1.1 200 OK")
      #expect(answer.contains("last good build"))
    }
  }
}
