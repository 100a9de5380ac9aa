import SimKernel
import Workloads

/// The engine module's interface to JavaScript.
///
/// Each export is a C function (`@_cdecl`) exported from the wasm module
/// under the same name (`@_expose(wasm)`); the pair is needed, or the
/// function gets two hidden Swift parameters. Text goes out through one
/// buffer: an export returns its length (negative for an error message) and
/// `engine_output_ptr` says where it is. The same functions build natively,
/// where tests call the Swift API below them.
public enum EngineExports {
  /// What the last export produced, kept alive until the next call.
  nonisolated(unsafe) static var output: [UInt8] = []

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
    output = Array(text.utf8)
    let length = Int32(output.count)
    return isError ? -length : length
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

@_expose(wasm, "engine_output_ptr")
@_cdecl("engine_output_ptr")
public func engineOutputPointer() -> UnsafePointer<UInt8>? {
  EngineExports.output.withUnsafeBufferPointer { $0.baseAddress }
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
