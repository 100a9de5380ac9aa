import ArgumentParser
import Foundation
import WasmBuild

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `scholia-bench cold`: what a first `scholia build` of the shipped site
/// costs, when no engine module is cached, and what the next one costs.
///
/// Each build is a child `scholia build` (the binary beside this one) with
/// an engine cache folder of its own, empty at first; then the page module
/// alone is built in this process into another empty cache, step by step,
/// and the full engine module after it (each kind is one compilation of
/// its own, so they share nothing). Wall seconds, and the CPU seconds of the
/// processes each part ran (their sum over both cores), because the
/// machine is shared: the load average is printed with them.
struct ColdBuildBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cold",
    abstract: "A cold and a warm `scholia build` of the shipped site, and the engine module's build alone.",
    discussion: """
      Parts: build (a child scholia build with an empty engine cache, then again with it filled, and once \
      without the engine), wasm (the page module built in this process into an empty cache, each step \
      timed, then the engine module).
      """
  )

  @Option(help: "The Scholia project (its sources are the engine's, its site the one built).")
  var shipped = "."

  @Option(help: "The scholia executable (default: the one beside this benchmark).")
  var scholia: String?

  enum Part: String, ExpressibleByArgument, CaseIterable {
    case build, wasm
  }

  @Option(help: "Measure only these parts (repeatable): build, wasm.")
  var only: [Part] = Part.allCases

  func run() throws {
    let project = URL(fileURLWithPath: shipped).standardizedFileURL
    let work = try SiteBenchmark.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: work) }
    print("# load average at start: \(Self.loadAverage)")
    if only.contains(.build) { try measureBuilds(project: project, work: work) }
    if only.contains(.wasm) { try measureWasm(project: project, work: work) }
    print("# load average at end: \(Self.loadAverage)")
  }

  func measureBuilds(project: URL, work: URL) throws {
    let executable =
      scholia
      ?? URL(fileURLWithPath: ChildProcess.currentExecutable).deletingLastPathComponent()
      .appendingPathComponent("scholia").path
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw CorpusError(
        "no scholia executable at \(executable) (build it: swift build -c release --product scholia)")
    }
    let cache = work.appendingPathComponent("engine-cache")
    for (name, arguments) in [
      ("cold_build", ["--engine-cache", cache.path]),
      ("warm_build", ["--engine-cache", cache.path]),
      ("build_without_engine", ["--no-engine"]),
    ] {
      let (outcome, cpu) = try Self.measuringChildrenCPU {
        try ChildProcess.run(
          executable,
          ["build", "--project", project.path, "--output", work.appendingPathComponent("site").path]
            + arguments)
      }
      guard outcome.status == 0 else {
        throw CorpusError("scholia build exited with \(outcome.status):\n\(outcome.standardError)")
      }
      Report.figure(name + "_s", outcome.seconds)
      Report.figure(name + "_cpu_s", cpu)
    }
  }

  func measureWasm(project: URL, work: URL) throws {
    let toolchain = try WasmToolchain.locate()
    let cache = work.appendingPathComponent("wasm-cache")
    for kind in [WasmBuilder.Kind.page, .engine] {
      let builder = WasmBuilder(packageRoot: project, toolchain: toolchain, kind: kind, cacheDirectory: cache)
      let clock = ContinuousClock()
      let start = clock.now
      let (product, cpu) = try Self.measuringChildrenCPU { try builder.build() }
      let seconds = Measurement.seconds(clock.now - start)
      let name = kind == .page ? "cold_wasm_page" : "cold_wasm_engine"
      for step in product.steps { print(String(format: "# %8.2f s  ", step.seconds) + step.name) }
      Report.figure(name + "_s", seconds)
      Report.figure(name + "_cpu_s", cpu)
      Report.figure(name + "_steps", Double(product.steps.count))
      Report.figure(name + "_bytes", Double(product.byteCount))
    }
  }

  /// Runs `body`, and returns with its result the CPU time (user and
  /// system) of the child processes it ran and waited for, grandchildren
  /// included.
  static func measuringChildrenCPU<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let before = childrenCPUSeconds
    let result = try body()
    return (result, childrenCPUSeconds - before)
  }

  static var childrenCPUSeconds: Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// The first three fields of /proc/loadavg (1, 5 and 15 minutes).
  static var loadAverage: String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "unknown"
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }
}
