import Foundation
import Site
import TestSupport
import Testing

/// A trap in the page module (an overflow, an `unreachable`) leaves its
/// memory as the run left it: the page must say so and run the next figure
/// in a fresh instance, never hang or reuse the broken one. The shipped
/// module cannot be made to trap by a script (the language's bounds,
/// docs/engine.md), so a copy of the site gets a stand-in module with the
/// page's exports that traps on a worker's second run: the first is the
/// warm-up a page does at load, the second the reader's Run.
@Suite("An engine that traps", .serialized, .tags(.chromium, .node))
struct EngineTrapTests {
  static let standIn = """
    (module
      (memory (export "memory") 1)
      (global $runs (mut i32) (i32.const 0))
      (data (i32.const 1024) "{\\"error\\":{\\"line\\":0,\\"column\\":0,\\"message\\":\\"a fresh engine ran\\"}}")
      (func (export "engine_alloc") (param i32) (result i32) (i32.const 4096))
      (func (export "engine_free") (param i32))
      (func (export "engine_output_ptr") (result i32) (i32.const 1024))
      (func (export "engine_run_page") (param i32 i32 i32 i32 i32 i32 i32 i32) (result i32)
        (global.set $runs (i32.add (global.get $runs) (i32.const 1)))
        (if (i32.eq (global.get $runs) (i32.const 2)) (then (unreachable)))
        (i32.const 62)))
    """

  @Test("the reader is told the engine failed, and the next run starts a fresh instance")
  func trapThenFreshInstance() throws {
    let assembler = try #require(BrowserSite.locate(["wasm-as"]), "Binaryen's wasm-as is needed")
    let shipped = try BrowserSite.site.get()
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("scholia-trap-site-\(UUID())")
    try FileManager.default.copyItem(at: shipped, to: site)
    defer { try? FileManager.default.removeItem(at: site) }
    let text = site.appendingPathComponent("stand-in.wat")
    try Data(Self.standIn.utf8).write(to: text)
    let module = site.appendingPathComponent("stand-in.wasm")
    let assembled = try ChildProcess.run(assembler, [text.path, "-o", module.path])
    try #require(assembled.status == 0, "\(assembled.stderr)")
    for (path, bytes) in PageEngineScript.files(modules: [.page: [UInt8](try Data(contentsOf: module))]) {
      try Data(bytes).write(to: site.appendingPathComponent(path))
    }
    let (page, prefix) = try InPageScenarioTests.figure(
      showing: "mbprogresshud-grace-hides-short-task", in: site)
    let chromium = try #require(
      BrowserSite.locate(["chromium", "chromium-browser"]), "headless Chromium is needed")
    let node = try #require(BrowserSite.locate(["node"]), "node is needed")
    let driven = try BrowserSite.run(
      node,
      [
        BrowserSite.repository.appendingPathComponent("scripts/browser-drive.mjs").path, chromium.path,
        site.path,
        page, "--trap", prefix,
      ])
    #expect(driven.status == 0, "\(driven.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(driven.stdout.utf8)) as? [String: [String: Any]],
      "\(driven.stdout.prefix(2000))")
    for origin in ["http", "file"] {
      let statuses = try #require(
        json[origin]?["statuses"] as? [String], "\(origin): \(driven.stdout.prefix(2000))")
      #expect(statuses.count == 2)
      #expect(
        statuses.first?.hasPrefix("the engine failed (RuntimeError: unreachable") == true,
        "\(origin): \(statuses)")
      #expect(statuses.first?.hasSuffix("; the next run starts it afresh") == true, "\(origin): \(statuses)")
      #expect(statuses.last == "a fresh engine ran", "\(origin): \(statuses)")
    }
  }
}
