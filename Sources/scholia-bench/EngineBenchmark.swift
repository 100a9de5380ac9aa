import ArgumentParser
import Foundation
import SimKernel
import WasmBuild
import Workloads

/// `scholia-bench engine`: the kernel's timer and display-link rates, against
/// a bare heap and swift-clocks' TestClock in the same run, and the
/// WebAssembly module's rate in node.
struct EngineBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "engine",
    abstract: "Timer fire rates, display-link hour, and wasm rate, with ratios to baselines."
  )

  @Option(help: "Timed repetitions per figure (median reported, after one warm-up).")
  var repetitions = 5

  enum Part: String, ExpressibleByArgument, CaseIterable {
    case timers, testclock, displaylink, wasm
  }

  @Option(help: "Measure only these parts (repeatable): timers, testclock, displaylink, wasm.")
  var only: [Part] = Part.allCases

  @Option(help: "The Scholia package root (for the wasm build and scripts/engine-node.mjs).")
  var packageRoot = "."

  mutating func run() async throws {
    guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
    var engineRate1e5 = 0.0
    for count in [10_000, 100_000] where only.contains(.timers) {
      let delays = TimerBenchmark.shuffledDelays(count: count)
      let expected = delays.reduce(0, &+)
      let exponent = count == 10_000 ? "1e4" : "1e5"

      let seconds = try Measurement.interleavedMedianSeconds(
        repetitions: repetitions,
        [
          { try Self.check(TimerBenchmark.run(count: count, tracing: false), expected) },
          { try Self.check(TimerBenchmark.run(count: count, tracing: true), expected) },
          { try Self.check(BareHeapBaseline.run(delays: delays), expected) },
        ])
      let (engine, traced, heap) = (
        Double(count) / seconds[0], Double(count) / seconds[1], Double(count) / seconds[2]
      )
      Report.figure("timer_fires_per_s_\(exponent)", engine)
      Report.figure("timer_fires_per_s_traced_\(exponent)", traced)
      Report.figure("heap_fires_per_s_\(exponent)", heap)
      Report.figure("ratio_vs_heap_\(exponent)", engine / heap)
      Report.figure("ratio_traced_vs_heap_\(exponent)", traced / heap)
      if count == 10_000 {
        if only.contains(.testclock) {
          let clock = ContinuousClock()
          var sum: Int64 = 0
          let elapsed = await clock.measure { sum = await TestClockBaseline.run(delays: delays) }
          try Self.check(sum, expected)
          let testClock = Double(count) / Measurement.seconds(elapsed)
          Report.figure("testclock_fires_per_s_1e4", testClock)
          Report.figure("ratio_vs_testclock_1e4", engine / testClock)
        }
      } else {
        engineRate1e5 = engine
      }
    }

    if only.contains(.displaylink) {
      let hour = try Measurement.medianSeconds(repetitions: max(1, repetitions / 2)) {
        _ = try DisplayLinkBenchmark.run(seconds: 3600, links: 100, tracing: false)
      }
      Report.figure("displaylink_hour_s", hour)
      Report.figure("displaylink_callbacks_per_s", 216_000 * 100 / hour)
    }
    if only.contains(.wasm) {
      try reportWasm(nativeRate: engineRate1e5)
    }
  }

  static func check(_ sum: Int64, _ expected: Int64) throws {
    guard sum == expected else {
      throw CleanExit.message("checksum mismatch: \(sum) != \(expected); the benchmark is wrong")
    }
  }

  func reportWasm(nativeRate: Double) throws {
    let root = URL(fileURLWithPath: packageRoot)
    let product = try WasmBuilder(packageRoot: root, toolchain: try WasmToolchain.locate()).build()
    Report.figure("wasm_module_bytes", Double(product.byteCount))
    guard let node = WasmToolchain.findOnPath("node", path: ProcessInfo.processInfo.environment["PATH"] ?? "")
    else {
      Report.unavailable("wasm_timer_fires_per_s_1e5", because: "node not found on PATH")
      return
    }
    let script = root.appendingPathComponent("scripts/engine-node.mjs").path
    let timers = try ProcessResult.run(
      node, [script, product.module.path, "bench-timers", "100000", String(repetitions)])
    guard timers.status == 0, let wasmRate = figure("fires_per_s", in: timers.output) else {
      throw CleanExit.message("node bench-timers failed: \(timers.output)")
    }
    Report.figure("wasm_timer_fires_per_s_1e5", wasmRate)
    if nativeRate > 0 {
      Report.figure("ratio_wasm_vs_native_1e5", wasmRate / nativeRate)
    } else {
      Report.unavailable("ratio_wasm_vs_native_1e5", because: "timers were not measured")
    }
    let links = try ProcessResult.run(
      node,
      [script, product.module.path, "bench-displaylink", "3600", "100", String(max(1, repetitions / 2))])
    guard links.status == 0, let wasmHour = figure("seconds", in: links.output) else {
      throw CleanExit.message("node bench-displaylink failed: \(links.output)")
    }
    Report.figure("wasm_displaylink_hour_s", wasmHour)
  }

  func figure(_ name: String, in output: String) -> Double? {
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, parts[0] == name { return Double(parts[1]) }
    }
    return nil
  }
}
