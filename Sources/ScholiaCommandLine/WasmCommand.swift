import ArgumentParser
import Foundation
import WasmBuild

/// `scholia wasm`: builds the engine as an Embedded-Swift WebAssembly module.
struct WasmCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wasm",
    abstract: "Build the engine as a WebAssembly module: the full one, or one the site's pages run.",
    discussion: """
      Compiles the engine's Embedded-compatible modules as one Swift module, with the Swift toolchain's \
      own swiftc, clang and wasm-ld, linking Debian's wasi-libc and wasm32 compiler-rt. \
      The product is cached in .build/scholia-wasm by a key of all its inputs: the sources, the flags, \
      the compiler and its standard library, the header modules and the link tools.
      """
  )

  @Option(name: .shortAndLong, help: "The folder to write engine.wasm (or page.wasm, or project.wasm) to.")
  var output: String

  @Option(
    help:
      "engine (everything: workloads, benchmarks, every format), page (what a page runs for Scholia's replicas) or project (what it runs for this tool's own libraries)."
  )
  var module: WasmBuilder.Kind = .engine

  @Option(
    help:
      "Build from the Scholia package at this root (holding Sources/) instead of the folders this tool was compiled from."
  )
  var packageRoot: String?

  @Option(help: "The engine's build cache (default: .build/scholia-wasm under the package root, or here).")
  var engineCache: String?

  @Flag(help: "Print each step of the build (compilations, link, optimizer) with its wall time.")
  var timings = false

  mutating func run() throws {
    let root = URL(fileURLWithPath: packageRoot ?? ".")
    let product: WasmBuilder.Product
    do {
      let sources =
        try packageRoot.map { EngineSources(packageRoot: URL(fileURLWithPath: $0)) }
        ?? ScholiaTool.current.engineSources()
      let builder = WasmBuilder(
        sources: sources, toolchain: try WasmToolchain.locate(), kind: module,
        cacheDirectory: engineCache.map { URL(fileURLWithPath: $0) }
          ?? root.appendingPathComponent(".build/scholia-wasm"))
      product = try builder.build()
    } catch {
      throw CommandFailure(message: "\(error)")
    }
    let destination = URL(fileURLWithPath: output).appendingPathComponent(module.rawValue + ".wasm")
    do {
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      let data = try Data(contentsOf: product.module)
      try data.write(to: destination, options: .atomic)
    } catch {
      throw CommandFailure(message: "cannot write \(destination.path): \(error.localizedDescription)")
    }
    let how = product.wasCached ? "unchanged, from cache" : "built"
    if timings {
      for step in product.steps { print(String(format: "%8.2f s  ", step.seconds) + step.name) }
    }
    print("wrote \(destination.path) (\(product.byteCount) bytes, \(how))")
  }
}

extension WasmBuilder.Kind: ExpressibleByArgument {}
