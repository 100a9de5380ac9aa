import Foundation

/// Builds the engine — the Embedded-compatible targets of this package — into
/// a WebAssembly module, with the toolchain's own `swiftc`, `clang` and
/// `wasm-ld`: the full module (`Product.Kind.engine`) for the parity tests
/// and benchmarks, or the smaller one the site's pages run (`.page`).
///
/// Each Swift module is compiled as Embedded Swift with whole-module
/// optimisation for size against the interfaces of the modules it imports;
/// the C shim of `EngineWasm` is compiled with clang; and wasm-ld links them
/// with wasi-libc (dlmalloc, `mem*`) and compiler-rt, into a module with no
/// imports.
///
/// A module's interface is emitted by a job of its own, ahead of its
/// object: a third of the work, after which the modules that import it can
/// start, so the objects compile side by side (`JobRunner`). Each object and
/// interface is cached by its module's key (`BuildPlan`, `ModuleCache`), and
/// the product under a key of every input, so an unchanged engine is not
/// rebuilt and an edit recompiles only the edited module and those
/// downstream.
///
/// Every compilation runs in a work folder with paths relative to it: the
/// compiler writes a hash of the output's path into the object (the
/// `.swift_modhash` segment, which ends up in the module's data), so
/// absolute paths would make the bytes depend on where the build ran.
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
  /// The header-only C modules the Swift modules import (`HeaderModule`).
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
    /// What this build ran, each with its wall time: the compilations in
    /// the order they were queued, then the link and the optimizer; none
    /// when the module came from the cache.
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

  /// The modules of this kind, read from the package, and their keys.
  public func plan() throws(WasmBuildError) -> BuildPlan {
    let sources = packageRoot.appendingPathComponent("Sources")
    var modules: [EngineModule] = []
    for name in kind.modules { modules.append(try EngineModule.read(name, sources: sources)) }
    var headers: [HeaderModule] = []
    for name in Self.headerModules { headers.append(try HeaderModule.read(name, sources: sources)) }
    return try BuildPlan(
      kind: kind, modules: modules, headers: headers, runtime: try runtimeSource(), toolchain: toolchain,
      packageRoot: packageRoot)
  }

  var moduleCache: ModuleCache { ModuleCache(directory: cacheDirectory.appendingPathComponent("modules")) }

  /// Builds the module unless the cache holds one for the same inputs.
  public func build() throws(WasmBuildError) -> Product {
    let plan = try plan()
    let key = plan.productKey
    let module = cacheDirectory.appendingPathComponent(kind.fileName)
    let keyFile = cacheDirectory.appendingPathComponent(kind.fileName + ".key")
    if let cachedKey = try? String(contentsOf: keyFile, encoding: .utf8), cachedKey == key,
      let size = fileSize(module)
    {
      return Product(module: module, byteCount: size, wasCached: true, key: key, steps: [])
    }
    let work = try makeWorkDirectory()
    defer { try? FileManager.default.removeItem(at: work) }
    var steps = try compile(plan, in: work)
    let runtimeObject = work.appendingPathComponent("wasm_runtime.o")
    let linked = work.appendingPathComponent(kind.fileName)
    let objects = plan.modules.map { moduleCache.url($0.name, key: $0.key, .object).path }
    steps.append(
      try timed("wasm-ld") { () throws(WasmBuildError) in
        try run(
          toolchain.wasmLinker,
          objects + [
            runtimeObject.path, toolchain.unicodeTables.path, toolchain.libc.path,
            toolchain.compilerRuntime.path,
          ] + Self.linkFlags + ["-o", linked.path], in: work)
      })
    var product = linked
    if kind == .page {
      guard let optimizer = toolchain.wasmOptimizer else {
        throw .missingTool(name: "wasm-opt", hint: "install Binaryen: apt-get install binaryen")
      }
      product = work.appendingPathComponent("optimized-" + kind.fileName)
      steps.append(
        try timed("wasm-opt") { () throws(WasmBuildError) in
          try run(optimizer, Self.optimizerFlags + [linked.path, "-o", product.path], in: work)
        })
    }
    try install(product, as: module, key: key, keyFile: keyFile)
    return Product(module: module, byteCount: fileSize(module) ?? 0, wasCached: false, key: key, steps: steps)
  }

  /// Compiles what the module cache lacks: for each module, its interface
  /// (only if a module compiled now imports it) and its object, each as its
  /// own job, and the C shim; the interfaces first, then the objects from
  /// the last module to the first (downstream objects hold copies of
  /// everything they use upstream, so they are the long ones).
  private func compile(_ plan: BuildPlan, in work: URL) throws(WasmBuildError) -> [Step] {
    let cache = moduleCache
    var needsObject: [String: Bool] = [:]
    var needsInterface: Set<String> = []
    for module in plan.modules.reversed() {
      let object = !cache.contains(module.name, key: module.key, .object)
      let interface =
        needsInterface.contains(module.name)
        && !cache.contains(module.name, key: module.key, .interface)
      needsObject[module.name] = object
      if object || interface { needsInterface.formUnion(module.dependencies) }
    }
    // Header modules are searched for by a relative path, like everything
    // else a compilation reads, so their place leaves no trace in the bytes.
    for header in plan.headers { try copy(header.include, to: work, as: header.name) }
    let headerSearch = plan.headers.flatMap { ["-I", $0.name] }
    var jobs: [JobRunner.Job] = []
    var interfaceJob: [String: Int] = [:]
    for module in plan.modules where needsInterface.contains(module.name) {
      if cache.contains(module.name, key: module.key, .interface) {
        try copy(
          cache.url(module.name, key: module.key, .interface), to: work, as: module.name + ".swiftmodule")
        continue
      }
      interfaceJob[module.name] = jobs.count
      jobs.append(
        swiftJob(
          module, .interface, needs: module.dependencies.compactMap { interfaceJob[$0] },
          search: headerSearch, in: work, cache: cache))
    }
    let runtime = try runtimeSource()
    jobs.append(
      JobRunner.Job(name: "clang wasm_runtime", needs: []) { [toolchain] () throws(WasmBuildError) in
        try Self.run(
          toolchain.clang,
          [
            "--target=wasm32-unknown-unknown", "-O2", "-nostdlib", "-c", runtime.path, "-o", "wasm_runtime.o",
          ],
          in: work)
      })
    for module in plan.modules.reversed() where needsObject[module.name] == true {
      jobs.append(
        swiftJob(
          module, .object, needs: module.dependencies.compactMap { interfaceJob[$0] },
          search: headerSearch, in: work, cache: cache))
    }
    let seconds = try JobRunner.run(jobs, width: ProcessInfo.processInfo.activeProcessorCount)
    return zip(jobs, seconds).map { Step(name: $0.name, seconds: $1) }
  }

  /// One `swiftc` run making the module's interface or its object, which
  /// then goes into the module cache.
  private func swiftJob(
    _ module: BuildPlan.Module, _ artifact: ModuleCache.Artifact, needs: [Int], search: [String],
    in work: URL, cache: ModuleCache
  ) -> JobRunner.Job {
    let output = module.name + "." + artifact.rawValue
    let emit =
      artifact == .object
      ? ["-c", "-o", output] : ["-emit-module", "-emit-module-path", output]
    let arguments =
      Self.swiftFlags + ["-module-name", module.name, "-I", "."] + search + emit + module.files.map(\.path)
    let name = "swiftc \(module.name) (\(artifact == .object ? "object" : "interface"))"
    return JobRunner.Job(name: name, needs: needs) { [toolchain] () throws(WasmBuildError) in
      try Self.run(toolchain.swiftc, arguments, in: work)
      try cache.install(work.appendingPathComponent(output), module.name, key: module.key, artifact)
    }
  }

  func runtimeSource() throws(WasmBuildError) -> URL {
    let runtime = packageRoot.appendingPathComponent("Sources").appendingPathComponent(Self.runtimeSource)
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

  private func run(_ tool: URL, _ arguments: [String], in folder: URL) throws(WasmBuildError) {
    try Self.run(tool, arguments, in: folder)
  }

  private static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws(WasmBuildError) {
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
