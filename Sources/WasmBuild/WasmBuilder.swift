import Foundation

/// Builds the engine — the Embedded-compatible targets of this package — into
/// a WebAssembly module, with the toolchain's own `swiftc`, `clang` and
/// `wasm-ld`: the full module (`Product.Kind.engine`) for the parity tests
/// and benchmarks, or the smaller one the site's pages run (`.page`).
///
/// The kind's Swift modules are compiled as **one** module, by one
/// whole-module `swiftc -Osize` of all their sources with their imports of
/// one another removed (`MergedSource`); the C shim of `PageEngine` is
/// compiled with clang; and wasm-ld links them with wasi-libc (dlmalloc,
/// `mem*`) and compiler-rt, into a module with no imports. In Embedded
/// Swift each module compiles its own copy of everything it uses
/// upstream, so one module does the engine's work once instead of once
/// per module (docs/decisions.md, 23). The product is cached under a key
/// of every input (`BuildPlan`), so an unchanged engine is not rebuilt.
///
/// Every compilation runs in a work folder with paths relative to it: the
/// compiler writes a hash of each output's path into its object (the
/// `.swift_modhash` segment, which ends up in the module's data), so
/// absolute paths would make the bytes depend on where the build ran. A
/// compiler error names a source by its path under `Sources/`
/// (`SimKernel/Timer.swift`) and the file's own line (`MergedSource` keeps
/// the lines).
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
    /// The page module of a project's own libraries: the page's modules
    /// without Scholia's replicas and their catalogs, with the project's
    /// modules before `PageEngine` (`EngineSources.modules(of:)`). An
    /// author's replica edit compiles this one only; Scholia's page module,
    /// which the figures of the shipped replicas run, keeps its key and
    /// comes from the cache (docs/decisions.md, 32).
    case project

    /// Its Swift modules, in dependency order (the compiler's input order).
    public var modules: [String] {
      switch self {
      case .engine:
        return [
          "Escaping", "CallGraph", "SimKernel", "Workloads", "ReplicaSupport", "Replicas", "Diagnostics",
          "Timelines",
          "ScenarioCatalog", "Scenarios", "ShippedCatalogs", "PageEngine", "EngineWasm",
        ]
      case .page:
        return [
          "Escaping", "CallGraph", "SimKernel", "ReplicaSupport", "Replicas", "Diagnostics", "Timelines",
          "ScenarioCatalog", "Scenarios", "ShippedCatalogs", "PageEngine",
        ]
      case .project:
        return Kind.page.modules.filter { !Kind.shippedModules.contains($0) }
      }
    }

    /// Scholia's replicas and their catalogs: in its page module, not in a
    /// project's (unless the project's modules import them).
    static let shippedModules: Set<String> = ["Replicas", "ShippedCatalogs"]

    /// Whether the module is a page's: a site ships it and its pages run
    /// it, optimised for size once more.
    public var isPage: Bool { self != .engine }

    var fileName: String { rawValue + ".wasm" }

    /// The name of the one module the kind's sources are compiled as: the
    /// module whose exports the product is for.
    var moduleName: String { modules[modules.count - 1] }
  }

  static let runtimeSource = "PageEngine/wasm_runtime.c"
  /// The header-only C modules the Swift modules import (`HeaderModule`).
  static let headerModules = ["CMemoryHints"]

  public let sources: EngineSources
  public let toolchain: WasmToolchain
  public let cacheDirectory: URL
  public let kind: Kind

  /// A builder of Scholia's own package at `packageRoot`.
  public init(packageRoot: URL, toolchain: WasmToolchain, kind: Kind = .engine, cacheDirectory: URL? = nil) {
    self.init(
      sources: EngineSources(packageRoot: packageRoot), toolchain: toolchain, kind: kind,
      cacheDirectory: cacheDirectory ?? packageRoot.appendingPathComponent(".build/scholia-wasm"))
  }

  public init(sources: EngineSources, toolchain: WasmToolchain, kind: Kind, cacheDirectory: URL) {
    self.sources = sources
    self.toolchain = toolchain
    self.kind = kind
    self.cacheDirectory = cacheDirectory
  }

  public struct Product: Sendable {
    /// The module in the cache directory.
    public let module: URL
    public let byteCount: Int
    /// Whether the cached module was reused.
    public let wasCached: Bool
    public let key: String
    /// What this build ran, each with its wall time: the Swift and C
    /// compilations, the link and the optimizer; none when the module came
    /// from the cache.
    public let steps: [Step]
  }

  /// One command of a build and how long it took.
  public struct Step: Sendable {
    public let name: String
    public let seconds: Double
  }

  static let swiftFlags = [
    "-target", WasmToolchain.target,
    "-enable-experimental-feature", "Embedded",
    "-enable-experimental-feature", "Extern",
    "-wmo", "-Osize", "-parse-as-library", "-package-name", "Scholia",
    "-Xfrontend", "-disable-stack-protector",
  ]
  /// The shadow stack (Swift's frames that do not fit in wasm locals)
  /// comes first in linear memory, below the static data, so that an
  /// overflow runs off the bottom of memory and traps, instead of growing
  /// down into the data and corrupting it (wasm-ld's default puts it above
  /// the data, unguarded). Its size leaves a wide margin over the deepest
  /// script the language accepts (`ScriptNesting`; docs/engine.md, "The
  /// page module's stack").
  static let stackBytes = 1 << 20
  static let linkFlags = [
    "--no-entry", "--gc-sections", "--strip-all", "--stack-first", "-z", "stack-size=\(stackBytes)",
  ]
  /// The page module is optimised for size once more after linking, by
  /// Binaryen: about a fifth smaller, and faster. Only the features the
  /// linked module uses are enabled, so every browser that runs it still
  /// can.
  static let optimizerFlags = [
    "-Oz", "--enable-bulk-memory", "--enable-sign-ext", "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
  ]

  /// LLVM's code generation of the one module runs on this many threads,
  /// one LLVM module per source file (`-num-threads`): the objects are the
  /// same for any count from 1 up, so the count is not in the key.
  static var codegenThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// The sources of this kind, read from their folders, and the product's
  /// key.
  public func plan() throws(WasmBuildError) -> BuildPlan {
    guard kind != .project || !sources.projectLibraries.isEmpty else { throw .noProjectLibraries }
    var modules: [(module: EngineModule, folder: URL)] = []
    let names = sources.modules(of: kind)
    let folders = try names.map { name throws(WasmBuildError) in try sources.folder(of: name) }
    for (name, folder) in zip(names, folders) {
      var module = try EngineModule.read(name, folder: folder, leavingOut: folders)
      if kind == .project, name == kind.moduleName {
        guard
          let replaced = module.replacing(EngineSources.pageCatalogsFile, with: sources.pageCatalogsSource)
        else {
          throw .sourcesNotFound(module: name, looked: "\(folder.path) for \(EngineSources.pageCatalogsFile)")
        }
        module = replaced
      }
      modules.append((module, folder))
    }
    var headers: [HeaderModule] = []
    for name in Self.headerModules {
      headers.append(try HeaderModule.read(name, folder: try sources.folder(of: name)))
    }
    return try BuildPlan(
      kind: kind, modules: modules, headers: headers, runtime: try runtimeSource(), toolchain: toolchain,
      generator: try sources.generator())
  }

  /// Builds the module unless the cache holds one for the same inputs.
  public func build() throws(WasmBuildError) -> Product {
    let plan = try plan()
    let key = plan.productKey
    let module = cacheDirectory.appendingPathComponent(kind.rawValue + "-" + key + ".wasm")
    if let size = fileSize(module) {
      return Product(module: module, byteCount: size, wasCached: true, key: key, steps: [])
    }
    let work = try makeWorkDirectory()
    defer { try? FileManager.default.removeItem(at: work) }
    let merged = try plan.sources()
    let objects = try writeSources(merged, headers: plan.headers, into: work)
    var steps: [Step] = []
    steps.append(
      try timed("swiftc \(sources.modules(of: kind).count) modules as one (\(merged.count) files)") {
        () throws(WasmBuildError) in
        try run(
          toolchain.swiftc,
          Self.swiftFlags + ["-module-name", plan.moduleName, "-num-threads", String(Self.codegenThreads)]
            + plan.headers.flatMap { ["-I", $0.name] }
            + ["-c", "-output-file-map", Self.outputFileMap] + merged.map(\.relativePath),
          in: work)
      })
    let runtime = try runtimeSource()
    steps.append(
      try timed("clang wasm_runtime") { () throws(WasmBuildError) in
        try run(
          toolchain.clang,
          [
            "--target=wasm32-unknown-unknown", "-O2", "-nostdlib", "-c", runtime.path, "-o", "wasm_runtime.o",
          ],
          in: work)
      })
    let linked = work.appendingPathComponent(kind.fileName)
    steps.append(
      try timed("wasm-ld") { () throws(WasmBuildError) in
        try run(
          toolchain.wasmLinker,
          objects + [
            "wasm_runtime.o", toolchain.unicodeTables.path, toolchain.libc.path,
            toolchain.compilerRuntime.path,
          ] + Self.linkFlags + ["-o", linked.path], in: work)
      })
    var product = linked
    if kind.isPage {
      guard let optimizer = toolchain.wasmOptimizer else {
        throw .missingTool(name: "wasm-opt", hint: "install Binaryen: apt-get install binaryen")
      }
      product = work.appendingPathComponent("optimized-" + kind.fileName)
      steps.append(
        try timed("wasm-opt") { () throws(WasmBuildError) in
          try run(optimizer, Self.optimizerFlags + [linked.path, "-o", product.path], in: work)
        })
    }
    try install(product, as: module)
    return Product(module: module, byteCount: fileSize(module) ?? 0, wasCached: false, key: key, steps: steps)
  }

  static let outputFileMap = "output-file-map.json"

  /// Writes the sources and header modules into the work folder,
  /// and the output file map that gives each source its object (`objects/`
  /// beside the source's own path); returns the objects' paths, in the
  /// sources' order. Header modules are searched for by a relative path,
  /// like everything else a compilation reads, so their place leaves no
  /// trace in the bytes.
  private func writeSources(_ sources: [MergedSource], headers: [HeaderModule], into work: URL)
    throws(WasmBuildError) -> [String]
  {
    for header in headers { try copy(header.include, to: work, as: header.name) }
    var map: [String: [String: String]] = [:]
    var objects: [String] = []
    for source in sources {
      try write(Data(source.text.utf8), to: work.appendingPathComponent(source.relativePath))
      let object = "objects/" + source.relativePath.dropLast(".swift".count) + ".o"
      try createFolder(work.appendingPathComponent(object).deletingLastPathComponent())
      map[source.relativePath] = ["object": object]
      objects.append(object)
    }
    let json: Data
    do {
      json = try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys])
    } catch {
      throw .fileSystem("cannot write the output file map: \(error)")
    }
    try write(json, to: work.appendingPathComponent(Self.outputFileMap))
    return objects
  }

  func runtimeSource() throws(WasmBuildError) -> URL {
    let runtime = try sources.folder(of: "PageEngine").appendingPathComponent("wasm_runtime.c")
    guard WasmToolchain.exists(runtime) else {
      throw .sourcesNotFound(module: "PageEngine", looked: runtime.path)
    }
    return runtime
  }

  private func timed(_ name: String, _ body: () throws(WasmBuildError) -> Void) throws(WasmBuildError) -> Step
  {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let (seconds, attoseconds) = (clock.now - start).components
    return Step(name: name, seconds: Double(seconds) + Double(attoseconds) / 1e18)
  }

  private func copy(_ file: URL, to folder: URL, as name: String) throws(WasmBuildError) {
    do {
      try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(name))
    } catch {
      throw .fileSystem("cannot copy \(file.path) into \(folder.path): \(error)")
    }
  }

  private func write(_ data: Data, to file: URL) throws(WasmBuildError) {
    try createFolder(file.deletingLastPathComponent())
    do {
      try data.write(to: file)
    } catch {
      throw .fileSystem("cannot write \(file.path): \(error)")
    }
  }

  private func createFolder(_ folder: URL) throws(WasmBuildError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .fileSystem("cannot create \(folder.path): \(error)")
    }
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

  /// Puts the module into the cache under its key's name, whole or not at
  /// all, then removes this kind's modules of other keys.
  ///
  /// Builds run side by side (a test process builds the page module for
  /// the site and for the parity checks at once; `scholia serve`'s worker
  /// and a `scholia build`): the module is copied next to its place and
  /// renamed into it, one atomic step that replaces the same bytes if
  /// another build got there first, so no reader ever finds it half
  /// written or missing. A module named by its key cannot be mistaken for
  /// one built from other sources, which is why there is no key file.
  private func install(_ built: URL, as module: URL) throws(WasmBuildError) {
    let manager = FileManager.default
    let partial = cacheDirectory.appendingPathComponent(".\(module.lastPathComponent).\(UUID().uuidString)")
    do {
      try manager.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
      try manager.moveItem(at: built, to: partial)
    } catch {
      throw .fileSystem("cannot write \(partial.path): \(error)")
    }
    guard rename(partial.path, module.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? manager.removeItem(at: partial)
      throw .fileSystem("cannot move the module into \(module.path): \(reason)")
    }
    let others = (try? manager.contentsOfDirectory(atPath: cacheDirectory.path)) ?? []
    for name in others where isOlderModule(name, than: module.lastPathComponent) {
      try? manager.removeItem(at: cacheDirectory.appendingPathComponent(name))
    }
  }

  /// Whether the cache file `name` is a module of this kind under another
  /// key than `current`'s: `KIND-` and 16 hexadecimal digits, the only
  /// names this builder gives. Nothing else in the folder is touched, not
  /// even what older builders left there (`page.wasm` with its `.key`, a
  /// `modules/` folder), since the folder can be one the user named.
  private func isOlderModule(_ name: String, than current: String) -> Bool {
    let prefix = kind.rawValue + "-"
    guard name != current, name.hasPrefix(prefix), name.hasSuffix(".wasm") else { return false }
    let key = name.dropFirst(prefix.count).dropLast(".wasm".count)
    return key.count == 16 && key.allSatisfy { $0.isHexDigit && !$0.isUppercase }
  }

  private func fileSize(_ url: URL) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
  }

  private func run(_ tool: URL, _ arguments: [String], in folder: URL) throws(WasmBuildError) {
    let result: ProcessResult
    do {
      result = try ProcessResult.run(tool, arguments, in: folder)
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
