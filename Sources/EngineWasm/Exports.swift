import Diagnostics
import PageEngine
import Scenarios
import SimKernel
import Timelines
import Workloads

/// The full engine module's interface to JavaScript, for the parity tests
/// and the benchmarks: the page module's exports (`PageEngine`, whose
/// output buffer and memory functions these share) and workloads, timer
/// benchmarks and every format of a scenario run. The same functions build
/// natively, where tests call the Swift API below them.
public enum EngineExports {
  /// The mixed workload's trace as text (`format` 0) or JSON (1).
  public static func mixedWorkloadTrace(rounds: Int, json: Bool) -> Result<String, KernelError> {
    do throws(KernelError) {
      let kernel = try MixedWorkload.run(rounds: rounds)
      return .success(json ? kernel.trace.json : kernel.trace.text)
    } catch {
      return .failure(error)
    }
  }

  static func publish(_ text: String, isError: Bool) -> Int32 {
    PageOutput.publish(text, isError: isError)
  }
}

@_expose(wasm, "engine_run_mixed")
@_cdecl("engine_run_mixed")
public func engineRunMixed(_ rounds: Int32, _ format: Int32) -> Int32 {
  switch EngineExports.mixedWorkloadTrace(rounds: Int(rounds), json: format == 1) {
  case .success(let text): return EngineExports.publish(text, isError: false)
  case .failure(let error): return EngineExports.publish(error.message, isError: true)
  }
}

/// Fires `count` one-shot timers (see `TimerBenchmark`); returns their
/// checksum, or -1 if a limit stopped the run.
@_expose(wasm, "engine_bench_timers")
@_cdecl("engine_bench_timers")
public func engineBenchTimers(_ count: Int32, _ tracing: Int32) -> Int64 {
  (try? TimerBenchmark.run(count: Int(count), tracing: tracing != 0)) ?? -1
}

/// Runs `links` display links for `seconds` (see `DisplayLinkBenchmark`);
/// returns the checksum, or -1 if a limit stopped the run.
@_expose(wasm, "engine_bench_displaylink")
@_cdecl("engine_bench_displaylink")
public func engineBenchDisplayLink(_ seconds: Int32, _ links: Int32) -> Int64 {
  (try? DisplayLinkBenchmark.run(seconds: Int64(seconds), links: Int(links), tracing: false)) ?? -1
}

// MARK: Scenarios

extension EngineExports {
  /// What `engine_run_scenario` can produce.
  public enum ScenarioFormat: Int32 {
    case traceText = 0
    case traceJSON = 1
    case timelineText = 2
    case timelineSVG = 3
    case timelineJSON = 4
    case chromeTrace = 5
  }

  /// Runs a scenario script with `name=value` overrides (one per line) and
  /// renders it; a script error comes back as its `line:col: error:` text.
  public static func runScenario(_ source: String, overrides: String, format: ScenarioFormat) -> Result<
    String, Diagnostic
  > {
    do throws(Diagnostic) {
      let run = try ScenarioParser.parse(source).run(overrides: ScenarioPage.parseOverrides(overrides))
      switch format {
      case .traceText: return .success(TraceText.render(run.records))
      case .traceJSON: return .success(TraceJSON.render(run.records))
      case .timelineText: return .success(renderTimeline(run.timeline(), as: .text(width: 80)))
      case .timelineSVG: return .success(renderTimeline(run.timeline(), as: .svg()))
      case .timelineJSON: return .success(renderTimeline(run.timeline(), as: .json))
      case .chromeTrace: return .success(renderTimeline(run.timeline(), as: .chromeTrace))
      }
    } catch {
      return .failure(error)
    }
  }
}

/// Runs the scenario in (`script`, `scriptLength`) with the overrides in
/// (`overrides`, `overridesLength`) and renders it as `format` (see
/// `EngineExports.ScenarioFormat`); a negative length means the output is a
/// diagnostic.
@_expose(wasm, "engine_run_scenario")
@_cdecl("engine_run_scenario")
public func engineRunScenario(
  _ script: UnsafePointer<UInt8>?, _ scriptLength: Int32, _ overrides: UnsafePointer<UInt8>?,
  _ overridesLength: Int32, _ format: Int32
) -> Int32 {
  let source = PageOutput.string(script, scriptLength)
  let pairs = PageOutput.string(overrides, overridesLength)
  switch EngineExports.runScenario(
    source, overrides: pairs, format: EngineExports.ScenarioFormat(rawValue: format) ?? .traceText)
  {
  case .success(let text): return EngineExports.publish(text, isError: false)
  case .failure(let error): return EngineExports.publish(error.rendered, isError: true)
  }
}
