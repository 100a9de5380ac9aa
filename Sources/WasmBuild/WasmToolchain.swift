import Foundation

/// The tools and libraries an Embedded-Swift wasm32 build needs, found on
/// this machine at run time: the Swift toolchain's own `swiftc`, `clang` and
/// `wasm-ld`, its Embedded standard library for `wasm32-unknown-none-wasm`,
/// and Debian's wasi-libc (`wasi-libc`) and wasm32 compiler-rt
/// (`libclang-rt-*-dev-wasm32`) for the C pieces: a real allocator, `mem*`,
/// and 128-bit arithmetic.
public struct WasmToolchain: Sendable {
  public let swiftc: URL
  /// The Embedded standard library's interface for the target, which every
  /// Swift compilation reads.
  public let standardLibrary: URL
  public let clang: URL
  public let wasmLinker: URL
  public let unicodeTables: URL
  public let libc: URL
  public let compilerRuntime: URL
  /// Binaryen's `wasm-opt` (Debian's `binaryen`), which the page module
  /// goes through; nil when it is not installed (the full module does
  /// without it).
  public let wasmOptimizer: URL?

  static let target = "wasm32-unknown-none-wasm"

  /// Finds everything, or says precisely what is missing and how to get it.
  ///
  /// - Parameters:
  ///   - swiftc: the compiler to use; by default `$SWIFTC`, else `swiftc` on
  ///     `$PATH`.
  ///   - systemRoot: where Debian's packages live (`/`), for tests.
  public static func locate(swiftc: URL? = nil, systemRoot: URL = URL(fileURLWithPath: "/"))
    throws(WasmBuildError) -> WasmToolchain
  {
    let environment = ProcessInfo.processInfo.environment
    guard
      let compiler = swiftc ?? environment["SWIFTC"].map({ URL(fileURLWithPath: $0) })
        ?? findOnPath("swiftc", path: environment["PATH"] ?? "")
    else {
      throw .missingTool(name: "swiftc", hint: "install Swift 6.3 and put its bin folder on PATH")
    }
    // `swiftc` is a link to `swift-driver`, which must be run under the
    // name swiftc; the link is followed only to find the toolchain's folder.
    let bin = compiler.resolvingSymlinksInPath().deletingLastPathComponent()
    let binary = bin.appendingPathComponent("swiftc")
    let usr = bin.deletingLastPathComponent()
    let clang = bin.appendingPathComponent("clang")
    let linker = bin.appendingPathComponent("wasm-ld")
    for (tool, name) in [(clang, "clang"), (linker, "wasm-ld")] where !exists(tool) {
      throw .missingTool(name: name, hint: "expected at \(tool.path), beside \(binary.path)")
    }
    let embedded = usr.appendingPathComponent("lib/swift/embedded")
    let standardLibrary = embedded.appendingPathComponent("Swift.swiftmodule/\(target).swiftmodule")
    guard exists(standardLibrary) else {
      throw .noEmbeddedWasmSupport(toolchain: usr.path, looked: standardLibrary.path)
    }
    let tables = embedded.appendingPathComponent("\(target)/libswiftUnicodeDataTables.a")
    guard exists(tables) else {
      throw .noEmbeddedWasmSupport(toolchain: usr.path, looked: tables.path)
    }
    let libc = systemRoot.appendingPathComponent("usr/lib/wasm32-wasi/libc.a")
    guard exists(libc) else {
      throw .missingLibrary(name: "wasi-libc", looked: libc.path, aptPackage: "wasi-libc")
    }
    guard let runtime = newestCompilerRuntime(systemRoot: systemRoot) else {
      throw .missingLibrary(
        name: "wasm32 compiler-rt builtins",
        looked: systemRoot.appendingPathComponent("usr/lib/llvm-*/lib/clang/*/lib/wasi").path,
        aptPackage: "libclang-rt-19-dev-wasm32")
    }
    return WasmToolchain(
      swiftc: binary, standardLibrary: standardLibrary, clang: clang, wasmLinker: linker,
      unicodeTables: tables, libc: libc,
      compilerRuntime: runtime, wasmOptimizer: findOnPath("wasm-opt", path: environment["PATH"] ?? ""))
  }

  /// What a Swift compilation's output depends on besides its sources and
  /// flags: the driver, the frontend beside it, and the standard library.
  var compilerFiles: [URL] {
    [swiftc, swiftc.deletingLastPathComponent().appendingPathComponent("swift-frontend"), standardLibrary]
  }

  static func exists(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
  }

  public static func findOnPath(_ name: String, path: String) -> URL? {
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// `libclang_rt.builtins-wasm32.a` of the newest LLVM that has one.
  static func newestCompilerRuntime(systemRoot: URL) -> URL? {
    let lib = systemRoot.appendingPathComponent("usr/lib")
    let manager = FileManager.default
    let llvms = ((try? manager.contentsOfDirectory(atPath: lib.path)) ?? [])
      .filter { $0.hasPrefix("llvm-") }
      .sorted { version($0) > version($1) }
    for llvm in llvms {
      let clangDir = lib.appendingPathComponent("\(llvm)/lib/clang")
      let versions = ((try? manager.contentsOfDirectory(atPath: clangDir.path)) ?? [])
        .sorted { version($0) > version($1) }
      for clangVersion in versions {
        let archive = clangDir.appendingPathComponent(
          "\(clangVersion)/lib/wasi/libclang_rt.builtins-wasm32.a")
        if exists(archive) { return archive }
      }
    }
    return nil
  }

  private static func version(_ name: String) -> Int {
    Int(name.filter(\.isNumber).prefix(4)) ?? 0
  }
}
