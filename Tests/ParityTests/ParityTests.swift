import EngineWasm
import Foundation
import Scenarios
import TestSupport
import Testing
import WasmBuild

/// The engine compiled as Embedded Swift for wasm32 must give the same trace
/// as the native build, byte for byte. The module is built with the same
/// builder `scholia wasm` uses (cached in .build/scholia-wasm) and run in
/// node, as a browser would run it.
@Suite("Native and WebAssembly parity", .serialized, .tags(.node, .wasmToolchain))
struct ParityTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let module = Result { () throws -> URL in
    try WasmBuilder(packageRoot: packageRoot, toolchain: try WasmToolchain.locate()).build().module
  }

  func node(_ arguments: [String]) throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let node = try #require(
      WasmToolchain.findOnPath("node", path: path),
      "node is needed to run the wasm module (apt install nodejs)")
    let script = Self.packageRoot.appendingPathComponent("scripts/engine-node.mjs").path
    let result = try ProcessResult.run(node, [script, try Self.module.get().path] + arguments)
    try #require(result.status == 0, "node failed: \(result.output)")
    return result.output
  }

  /// Compares line by line so that a mismatch names the first differing line.
  func expectIdentical(_ wasm: String, _ native: String) {
    let wasmLines = wasm.split(separator: "\n", omittingEmptySubsequences: false)
    let nativeLines = native.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, (left, right)) in zip(wasmLines, nativeLines).enumerated() where left != right {
      Issue.record("line \(index + 1) differs:\n  wasm:   \(left)\n  native: \(right)")
      return
    }
    #expect(wasmLines.count == nativeLines.count)
    #expect(wasm.utf8.elementsEqual(native.utf8))
  }

  @Test("the mixed workload's text trace is identical, and over 1,000 events")
  func textTrace() throws {
    let native = try EngineExports.mixedWorkloadTrace(rounds: 8, json: false).get()
    let records = native.split(separator: "\n").count
    #expect(records >= 1000, "the parity workload must exercise at least 1,000 events (has \(records))")
    for kind in [
      "timer.fire", "timer.invalidate", "runloop.mode", "queue.run", "background.finish",
      "perform.fire", "perform.cancel", "displaylink.frame", "displaylink.pause",
      "observer.callout", "ca.commit", "call", "value",
    ] {
      #expect(native.contains(" \(kind) "), "the workload never produced \(kind)")
    }
    expectIdentical(try node(["mixed", "8", "text"]), native)
  }

  @Test("the JSON trace is identical")
  func jsonTrace() throws {
    let native = try EngineExports.mixedWorkloadTrace(rounds: 8, json: true).get()
    expectIdentical(try node(["mixed", "8", "json"]), native)
  }

  /// The shipped scenarios and the originals' tests restated (version 2
  /// scripts), as paths under scenarios/.
  static let shippedScenarios: [String] = {
    let folder = packageRoot.appendingPathComponent("scenarios")
    let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return names.filter { $0.hasSuffix(".scenario") }.sorted()
  }()

  @Test(
    "every shipped scenario gives the same trace, timeline and SVG in wasm",
    arguments: shippedScenarios)
  func scenario(name: String) throws {
    let file = Self.packageRoot.appendingPathComponent("scenarios/" + name)
    let source = try String(contentsOf: file, encoding: .utf8)
    for format in [EngineExports.ScenarioFormat.traceText, .timelineText, .timelineSVG] {
      let native = try EngineExports.runScenario(source, overrides: "", format: format).get()
      expectIdentical(try node(["scenario", file.path, String(format.rawValue)]), native)
    }
  }

  @Test(
    "every shipped scenario gives a page's figure the same output in wasm (JSON, then the SVG)",
    arguments: shippedScenarios)
  func page(name: String) throws {
    let file = Self.packageRoot.appendingPathComponent("scenarios/" + name)
    let source = try String(contentsOf: file, encoding: .utf8)
    let native = ScenarioPage.output(source: source, overrides: "", title: name, idPrefix: "f1-")
    expectIdentical(try node(["page", file.path, name, "f1-"]), native)
  }

  @Test("a page's figure with the reader's values, and with a broken script, comes out the same in wasm")
  func pageOverridesAndErrors() throws {
    let file = Self.packageRoot.appendingPathComponent(
      "scenarios/mbprogresshud-grace-hides-short-task.scenario")
    let source = try String(contentsOf: file, encoding: .utf8)
    let native = ScenarioPage.output(source: source, overrides: "task=0.9", title: "t", idPrefix: "p-")
    expectIdentical(try node(["page", file.path, "t", "p-", "task=0.9"]), native)
    let broken = FileManager.default.temporaryDirectory.appendingPathComponent(
      "broken-\(UUID().uuidString).scenario")
    try Data("hud MBProgressHUD 1.2.0\nat 0 showAnimate true\n".utf8).write(to: broken)
    defer { try? FileManager.default.removeItem(at: broken) }
    let error = try node(["page", broken.path, "t", "p-"])
    #expect(error.hasPrefix(#"{"error":{"line":2,"column":6,"message":"unknown MBProgressHUD command"#))
  }

  @Test("the bounds stop the same runs at the same place in wasm: records, exploration budget, suggestions")
  func bounds() throws {
    let nineTies = Self.packageRoot.appendingPathComponent(
      "Tests/ScenarioTests/Adversarial/explore-nine-ties.scenario")
    let scripts = [
      (
        "trace limit of 100000 records exceeded at 69.416666666 s",
        "hud Pop 1.0.11\nat 0 spring to 300 tension 100 friction 0\n"
      ),
      ("stopped after 256 of at least 257 orders", try String(contentsOf: nineTies, encoding: .utf8)),
      (
        "unknown MBProgressHUD command '\(String(repeating: "showAnimated", count: 10))' (expected one of",
        "hud MBProgressHUD 1.2.0\nat 0 \(String(repeating: "showAnimated", count: 10)) true\n"
      ),
    ]
    for (expected, source) in scripts {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "bound-\(UUID().uuidString).scenario")
      try Data(source.utf8).write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      let native = ScenarioPage.output(source: source, overrides: "", title: "b", idPrefix: "b-")
      #expect(native.contains(expected))
      expectIdentical(try node(["page", file.path, "b", "b-"]), native)
    }
  }

  @Test("a parameter override and a script error come out the same in wasm")
  func overridesAndErrors() throws {
    let file = Self.packageRoot.appendingPathComponent(
      "scenarios/mbprogresshud-grace-hides-short-task.scenario")
    let source = try String(contentsOf: file, encoding: .utf8)
    let native = try EngineExports.runScenario(source, overrides: "task=0.9", format: .traceText).get()
    expectIdentical(try node(["scenario", file.path, "0", "task=0.9"]), native)
    let broken = FileManager.default.temporaryDirectory.appendingPathComponent(
      "broken-\(UUID().uuidString).scenario")
    try Data("hud MBProgressHUD 1.2.0\nat 0 showAnimate true\n".utf8).write(to: broken)
    defer { try? FileManager.default.removeItem(at: broken) }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let node = try #require(WasmToolchain.findOnPath("node", path: path))
    let script = Self.packageRoot.appendingPathComponent("scripts/engine-node.mjs").path
    let result = try ProcessResult.run(
      node, [script, try Self.module.get().path, "scenario", broken.path, "0"])
    #expect(result.status == 2)
    #expect(
      result.output
        == "2:6: error: unknown MBProgressHUD command 'showAnimate'; did you mean 'showAnimated'?\n")
  }

  @Test("repeated runs in one module do not grow its memory (nothing leaks)")
  func noLeak() throws {
    let sizes = try node(["memory", "4", "12"]).split(separator: "\n").compactMap { Int($0) }
    #expect(sizes.count == 12)
    // The first runs grow the heap to its working size (allocator
    // fragmentation settles within four runs); after that a leak of even one
    // kernel and its trace (hundreds of kilobytes) would grow it again.
    #expect(Set(sizes.suffix(6)).count == 1, "memory after each run: \(sizes)")
  }
}
