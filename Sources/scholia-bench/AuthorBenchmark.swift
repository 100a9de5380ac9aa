import ArgumentParser
import Foundation

/// `scholia-bench author`: an author's feedback times, on a project made by
/// `scholia new` in a temporary folder (issue 26): scaffold → first figure
/// (the first compile of the project and of Scholia with it, then the first
/// site build with its page engine), and edit → updated figure (an
/// article edit, built and served, and a replica edit: its incremental
/// compile, then the site build that compiles the page engine again). Each step is a child
/// process, timed on the wall clock and in the children's CPU seconds; the
/// edits are also given as ratios to a no-op site build measured in the
/// same run, the floor of every rebuild.
struct AuthorBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "author",
    abstract: "Scaffold → first figure and edit → updated figure, for a project made by `scholia new`.")

  @Option(help: "The scholia executable (default: the one beside this benchmark).")
  var scholia: String?

  @Option(help: "The swift executable that builds the project (default: the first on PATH).")
  var swift: String?

  func run() throws {
    let executable =
      scholia
      ?? URL(fileURLWithPath: ChildProcess.currentExecutable).deletingLastPathComponent()
      .appendingPathComponent("scholia").path
    guard let swift = swift ?? ChildProcess.find("swift") else {
      throw CorpusError("no swift on PATH (pass --swift)")
    }
    let work = try SiteBenchmark.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: work) }
    let project = work.appendingPathComponent("bench")
    print("# load average at start: \(ColdBuildBenchmark.loadAverage)")
    let made = try step("scaffold", executable, ["new", "Bench", "--output", project.path])
    let compiled = try step("first_compile", swift, ["build", "--package-path", project.path])
    let tool = project.appendingPathComponent(".build/debug/site").path
    let site = [
      "build", "--project", project.path, "--output", work.appendingPathComponent("site").path,
      "--engine-cache", work.appendingPathComponent("cache").path,
    ]
    let firstSite = try step("first_site_build", tool, site)
    Report.figure("scaffold_to_first_figure_s", made + compiled + firstSite)
    let floor = try step("noop_site_build", tool, site)

    try append("\nOne more paragraph, as an author adds while writing.\n", to: project, "articles/bench.md")
    let article = try step("article_edit_site_build", tool, site)
    Report.figure("article_edit_to_figure_vs_noop", article / floor)
    let served = try articleEditServed(tool: tool, project: project, work: work)
    Report.figure("article_edit_serve_s", served)
    Report.figure("article_edit_serve_vs_noop", served / floor)

    try append("\n// An edit to the replica.\n", to: project, "Sources/Replicas/Bench/Bench.swift")
    let recompiled = try step("replica_edit_compile", swift, ["build", "--package-path", project.path])
    let rebuilt = try step("replica_edit_site_build", tool, site)
    Report.figure("replica_edit_to_figure_s", recompiled + rebuilt)
    Report.figure("replica_edit_to_figure_vs_noop", (recompiled + rebuilt) / floor)
    print("# load average at end: \(ColdBuildBenchmark.loadAverage)")
  }

  /// Runs one step as a child process; reports and returns its wall seconds.
  private func step(_ name: String, _ executable: String, _ arguments: [String]) throws -> Double {
    let (outcome, cpu) = try ColdBuildBenchmark.measuringChildrenCPU {
      try ChildProcess.run(executable, arguments)
    }
    guard outcome.status == 0 else {
      throw CorpusError("\(name): \(executable) exited with \(outcome.status):\n\(outcome.standardError)")
    }
    Report.figure(name + "_s", outcome.seconds)
    Report.figure(name + "_cpu_s", cpu)
    return outcome.seconds
  }

  /// From an article edit to `serve`'s next "built" line: the server
  /// watches, rebuilds in its worker (with its caches warm), and reports.
  private func articleEditServed(tool: String, project: URL, work: URL) throws -> Double {
    let server = Process()
    server.executableURL = URL(fileURLWithPath: tool)
    server.arguments = [
      "serve", "--project", project.path, "--port", "0", "--output",
      work.appendingPathComponent("served").path,
    ]
    let output = Pipe()
    server.standardOutput = output
    server.standardError = FileHandle.nullDevice
    try server.run()
    defer {
      server.interrupt()
      server.waitUntilExit()
    }
    var lines = LineReader(output.fileHandleForReading)
    while let line = lines.next(), !line.hasPrefix("serving ") {}
    let clock = ContinuousClock()
    let start = clock.now
    try append("\nA paragraph written while the site is served.\n", to: project, "articles/bench.md")
    while let line = lines.next() {
      if line.hasPrefix("built ") { return Measurement.seconds(clock.now - start) }
    }
    throw CorpusError("scholia serve stopped before it rebuilt")
  }

  /// The lines a child process writes, as they come.
  private struct LineReader {
    let handle: FileHandle
    var buffer: [UInt8] = []

    init(_ handle: FileHandle) { self.handle = handle }

    mutating func next() -> String? {
      while true {
        if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: buffer[..<end], as: UTF8.self)
          buffer.removeSubrange(...end)
          return line
        }
        let data = handle.availableData
        if data.isEmpty { return nil }
        buffer += data
      }
    }
  }

  private func append(_ text: String, to project: URL, _ path: String) throws {
    let handle = try FileHandle(forWritingTo: project.appendingPathComponent(path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }
}
