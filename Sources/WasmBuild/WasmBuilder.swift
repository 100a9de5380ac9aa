import Foundation

/// Builds the engine — the Embedded-compatible targets of this package — into
/// a WebAssembly module, with the toolchain's own `swiftc`, `clang` and
/// `wasm-ld`: the full module (`Product.Kind.engine`) for the parity tests
/// and benchmarks, or the smaller one the site's pages run (`.page`).
///
/// Each Swift module is compiled as Embedded Swift with whole-module
/// optimisation for size, in dependency order, against the previous modules'
/// interfaces; the C shim of `EngineWasm` is compiled with clang; and wasm-ld
/// links them with wasi-libc (dlmalloc, `mem*`) and compiler-rt, into a
/// module with no imports. The result is cached under a key made of every
/// input, so an unchanged engine is not rebuilt.
public struct WasmBuilder: Sendable {
  /// Which module to build.
  public enum Kind: String, Sendable, CaseIterable {
    /// Everything: workloads, timer benchmarks, every rendering of a
    /// scenario run, and the page's exports.
    case engine
    /// What a page needs to run a scenario figure (`PageEngine`): the
    /// kernel, the replicas, the timelines (only the SVG one is kept) and the
    /// scenario language.
    /// Only its exports are roots for wasm-ld's dead-code removal, so the
    /// text, JSON and Chrome renderers and the workloads stay out.
    case page

    /// Its Swift modules, in dependency order.
    public var modules: [String] {
      switch self {
      case .engine:
        return [
          "Escaping", "CallGraph", "SimKernel", "Workloads", "Replicas", "Diagnostics", "Timelines",
          "Scenarios",
          "PageEngine", "EngineWasm",
        ]
      case .page:
        return [
          "Escaping", "CallGraph", "SimKernel", "Replicas", "Diagnostics", "Timelines", "Scenarios",
          "PageEngine",
        ]
      }
    }

    var fileName: String { rawValue + ".wasm" }
  }

  static let runtimeSource = "PageEngine/wasm_runtime.c"
  /// C modules the Swift modules import: header-only, so each needs only
  /// its `include` folder (with its module map) on the search path.
  static let headerModules = ["CMemoryHints"]

  public let packageRoot: URL
  public let toolchain: WasmToolchain
  public let cacheDirectory: URL
  public let kind: Kind

  public init(packageRoot: URL, toolchain: WasmToolchain, kind: Kind = .engine, cacheDirectory: URL? = nil) {
    self.packageRoot = packageRoot
    self.toolchain = toolchain
    self.kind = kind
    self.cacheDirectory =
      cacheDirectory ?? packageRoot.appendingPathComponent(".build/scholia-wasm")
  }

  public struct Product: Sendable {
    /// The module in the cache directory.
    public let module: URL
    public let byteCount: Int
    /// Whether the cached module was reused.
    public let wasCached: Bool
    public let key: String
  }

  static let swiftFlags = [
    "-target", WasmToolchain.target,
    "-enable-experimental-feature", "Embedded",
    "-enable-experimental-feature", "Extern",
    "-wmo", "-Osize", "-parse-as-library",
    "-Xfrontend", "-disable-stack-protector",
  ]
  static let linkFlags = ["--no-entry", "--gc-sections", "--strip-all"]
  /// The page module is optimised for size once more after linking, by
  /// Binaryen: about a fifth smaller, and faster. Only the features the
  /// linked module uses are enabled, so every browser that runs it still
  /// can.
  static let optimizerFlags = [
    "-Oz", "--enable-bulk-memory", "--enable-sign-ext", "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
  ]

  /// Builds the module unless the cache holds one for the same inputs.
  public func build() throws(WasmBuildError) -> Product {
    let sources = try collectSources()
    let key = try cacheKey(sources: sources)
    let module = cacheDirectory.appendingPathComponent(kind.fileName)
    let keyFile = cacheDirectory.appendingPathComponent(kind.fileName + ".key")
    if let cachedKey = try? String(contentsOf: keyFile, encoding: .utf8), cachedKey == key,
      let size = fileSize(module)
    {
      return Product(module: module, byteCount: size, wasCached: true, key: key)
    }
    let work = try makeWorkDirectory()
    defer { try? FileManager.default.removeItem(at: work) }
    var objects: [String] = []
    for (module, files) in sources.modules {
      let object = work.appendingPathComponent("\(module).o").path
      try run(
        toolchain.swiftc,
        Self.swiftFlags + [
          "-module-name", module, "-I", work.path,
        ] + sources.headerSearchPaths.flatMap { ["-I", $0.path] } + [
          "-emit-module", "-emit-module-path", work.appendingPathComponent("\(module).swiftmodule").path,
          "-c", "-o", object,
        ] + files.map(\.path))
      objects.append(object)
    }
    let runtimeObject = work.appendingPathComponent("wasm_runtime.o").path
    try run(
      toolchain.clang,
      [
        "--target=wasm32-unknown-unknown", "-O2", "-nostdlib", "-c", sources.runtime.path, "-o",
        runtimeObject,
      ])
    let linked = work.appendingPathComponent(kind.fileName)
    try run(
      toolchain.wasmLinker,
      objects + [
        runtimeObject, toolchain.unicodeTables.path, toolchain.libc.path, toolchain.compilerRuntime.path,
      ]
        + Self.linkFlags + ["-o", linked.path])
    var product = linked
    if kind == .page {
      guard let optimizer = toolchain.wasmOptimizer else {
        throw .missingTool(name: "wasm-opt", hint: "install Binaryen: apt-get install binaryen")
      }
      product = work.appendingPathComponent("optimized-" + kind.fileName)
      try run(optimizer, Self.optimizerFlags + [linked.path, "-o", product.path])
    }
    try install(product, as: module, key: key, keyFile: keyFile)
    return Product(module: module, byteCount: fileSize(module) ?? 0, wasCached: false, key: key)
  }

  struct Sources {
    var modules: [(String, [URL])]
    var runtime: URL
    /// The `include` folders of `headerModules`.
    var headerSearchPaths: [URL]
    /// Their headers and module maps, for the cache key.
    var headers: [URL]
  }

  func collectSources() throws(WasmBuildError) -> Sources {
    let root = packageRoot.appendingPathComponent("Sources")
    var modules: [(String, [URL])] = []
    for module in kind.modules {
      let folder = root.appendingPathComponent(module)
      // Every .swift file below the module's folder, as SwiftPM takes them,
      // in a fixed order.
      let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
      let files = names.filter { $0.hasSuffix(".swift") }.sorted().map {
        folder.appendingPathComponent($0)
      }
      guard !files.isEmpty else { throw .sourcesNotFound(module: module, looked: folder.path) }
      modules.append((module, files))
    }
    let runtime = root.appendingPathComponent(Self.runtimeSource)
    guard WasmToolchain.exists(runtime) else {
      throw .sourcesNotFound(module: "PageEngine", looked: runtime.path)
    }
    var headerSearchPaths: [URL] = []
    var headers: [URL] = []
    for module in Self.headerModules {
      let include = root.appendingPathComponent(module).appendingPathComponent("include")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: include.path)) ?? []
      guard names.contains("module.modulemap") else {
        throw .sourcesNotFound(module: module, looked: include.path)
      }
      headerSearchPaths.append(include)
      headers += names.sorted().map { include.appendingPathComponent($0) }
    }
    return Sources(
      modules: modules, runtime: runtime, headerSearchPaths: headerSearchPaths, headers: headers)
  }

  /// A digest of everything that goes into the module: sources, flags, and
  /// the tools and libraries (by path and size).
  func cacheKey(sources: Sources) throws(WasmBuildError) -> String {
    var digest = FNV1a()
    digest.add(kind.rawValue)
    for flag in Self.swiftFlags + Self.linkFlags + Self.optimizerFlags { digest.add(flag) }
    for tool in [
      toolchain.swiftc, toolchain.clang, toolchain.wasmLinker, toolchain.unicodeTables,
      toolchain.libc, toolchain.compilerRuntime,
    ] + (kind == .page ? toolchain.wasmOptimizer.map { [$0] } ?? [] : []) {
      digest.add(tool.path)
      digest.add(String(fileSize(tool) ?? -1))
    }
    let files =
      sources.modules.flatMap { module, files in files.map { (module, $0) } }
      + [("runtime", sources.runtime)] + sources.headers.map { ("headers", $0) }
    for (module, file) in files {
      digest.add(module)
      digest.add(String(file.path.dropFirst(packageRoot.path.count)))
      guard let data = FileManager.default.contents(atPath: file.path) else {
        throw .fileSystem("cannot read \(file.path)")
      }
      digest.add(data)
    }
    return digest.hex
  }

  private func makeWorkDirectory() throws(WasmBuildError) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scholia-wasm-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .fileSystem("cannot create \(url.path): \(error)")
    }
    return url
  }

  /// Moves the module into the cache, then writes its key: a reader that
  /// sees the key always sees the matching module.
  private func install(_ linked: URL, as module: URL, key: String, keyFile: URL) throws(WasmBuildError) {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
      try? manager.removeItem(at: keyFile)
      try? manager.removeItem(at: module)
      try manager.moveItem(at: linked, to: module)
      try Data(key.utf8).write(to: keyFile, options: .atomic)
    } catch {
      throw .fileSystem("cannot write \(module.path): \(error)")
    }
  }

  private func fileSize(_ url: URL) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
  }

  private func run(_ tool: URL, _ arguments: [String]) throws(WasmBuildError) {
    let result: ProcessResult
    do {
      result = try ProcessResult.run(tool, arguments)
    } catch {
      throw .commandFailed(command: tool.lastPathComponent, status: -1, output: "\(error)")
    }
    guard result.status == 0 else {
      throw .commandFailed(
        command: ([tool.lastPathComponent] + arguments.prefix(12)).joined(separator: " ")
          + (arguments.count > 12 ? " …" : ""),
        status: result.status, output: result.output)
    }
  }
}

/// FNV-1a, 64 bits: a small, stable digest for cache keys (not for
/// security).
struct FNV1a {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ data: Data) {
    for byte in data {
      state ^= UInt64(byte)
      state &*= 0x0000_0100_0000_01b3
    }
    add(separator: 0xFF)
  }

  mutating func add(_ string: String) {
    add(Data(string.utf8))
  }

  private mutating func add(separator: UInt8) {
    state ^= UInt64(separator)
    state &*= 0x0000_0100_0000_01b3
  }

  var hex: String {
    let digits = String(state, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
