import Foundation
import SourceFingerprint
import TestSupport
import Testing

@testable import WasmBuild

/// The engine build's plan — the sources its one module compiles and the
/// product's cache key — on a tiny fake package and a fake toolchain
/// (empty files where the tools would be): nothing is compiled, so these
/// stay fast. A stale key would serve a stale module, so every input that
/// changes a product's output must change its key; and an engine source
/// that would mean something else as part of one module must be refused,
/// not compiled.
@Suite("WebAssembly build plan and cache keys")
struct WasmBuildPlanTests {
  /// The engine's modules with the imports the real ones have.
  static let imports: [String: [String]] = [
    "Escaping": [], "CallGraph": [], "SimKernel": ["CallGraph", "CMemoryHints", "Escaping"],
    "ReplicaSupport": ["SimKernel"], "Replicas": ["ReplicaSupport", "SimKernel"], "Diagnostics": ["Escaping"],
    "Timelines": ["Escaping", "SimKernel"], "ScenarioCatalog": ["ReplicaSupport", "SimKernel"],
    "Scenarios": ["Diagnostics", "ScenarioCatalog", "SimKernel", "Timelines"],
    "ShippedCatalogs": ["Diagnostics", "Replicas", "ScenarioCatalog", "Scenarios", "SimKernel"],
    "PageEngine": ["Scenarios", "ShippedCatalogs"], "Workloads": ["SimKernel"],
    "EngineWasm": [
      "Diagnostics", "PageEngine", "ScenarioCatalog", "Scenarios", "ShippedCatalogs", "SimKernel",
      "Timelines",
      "Workloads",
    ],
  ]

  struct Fixture {
    let root: URL
    let toolchain: WasmToolchain

    init() throws {
      root = try TemporaryFolder.make("wasm-plan")
      let sources = root.appendingPathComponent("package/Sources")
      for (module, imported) in WasmBuildPlanTests.imports {
        let text =
          imported.map { "import \($0)\n" }.joined() + "public func \(module.lowercased())() {}\n"
        try Self.write(text, sources.appendingPathComponent(Self.path(of: module)))
      }
      for generator in EngineSources.generatorModules {
        try Self.write(
          "enum \(generator) {}\n", sources.appendingPathComponent("\(generator)/\(generator).swift"))
      }
      try Self.write("int shim;\n", sources.appendingPathComponent(WasmBuilder.runtimeSource))
      try Self.write(
        "import ShippedCatalogs\nenum PageCatalogs {}\n",
        sources.appendingPathComponent(EngineSources.pageCatalogsFile))
      for header in WasmBuilder.headerModules {
        let include = sources.appendingPathComponent(header + "/include")
        try Self.write(
          "module \(header) {\n  header \"\(header).h\"\n}\n",
          include.appendingPathComponent("module.modulemap"))
        try Self.write("static inline void hint(void) {}\n", include.appendingPathComponent(header + ".h"))
      }
      let usr = root.appendingPathComponent("toolchain/usr")
      for tool in ["bin/swift-driver", "bin/swift-frontend", "bin/clang", "bin/wasm-ld"] {
        try Self.write(tool, usr.appendingPathComponent(tool))
      }
      try FileManager.default.createSymbolicLink(
        at: usr.appendingPathComponent("bin/swiftc"),
        withDestinationURL: usr.appendingPathComponent("bin/swift-driver"))
      let embedded = "lib/swift/embedded/"
      try Self.write(
        "stdlib",
        usr.appendingPathComponent(embedded + "Swift.swiftmodule/\(WasmToolchain.target).swiftmodule"))
      try Self.write(
        "tables", usr.appendingPathComponent(embedded + "\(WasmToolchain.target)/libswiftUnicodeDataTables.a")
      )
      let system = root.appendingPathComponent("system")
      try Self.write("libc", system.appendingPathComponent("usr/lib/wasm32-wasi/libc.a"))
      try Self.write(
        "builtins",
        system.appendingPathComponent("usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a"))
      toolchain = try WasmToolchain.locate(
        swiftc: usr.appendingPathComponent("bin/swiftc"), systemRoot: system)
    }

    var package: URL { root.appendingPathComponent("package") }

    /// The one source of `module`, below `Sources`, where Scholia's
    /// package keeps it.
    static func path(of module: String) -> String {
      (EngineSources.folderPaths[module] ?? module) + "/\(module).swift"
    }

    func builder(_ kind: WasmBuilder.Kind = .page) -> WasmBuilder {
      WasmBuilder(
        packageRoot: package, toolchain: toolchain, kind: kind,
        cacheDirectory: root.appendingPathComponent("cache"))
    }

    func key(_ kind: WasmBuilder.Kind = .page) throws -> String {
      try builder(kind).plan().productKey
    }

    func edit(_ path: String, appending text: String) throws {
      let file = package.appendingPathComponent(path)
      try Self.write(try String(contentsOf: file, encoding: .utf8) + text, file)
    }

    static func write(_ text: String, _ file: URL) throws {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }

  @Test func editingAnySourceOfAKindChangesItsKey() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let project = try Self.project(fixture, importing: ["ReplicaSupport", "SimKernel"])
    for kind in WasmBuilder.Kind.allCases {
      let sources = kind == .project ? project : EngineSources(packageRoot: fixture.package)
      let builder = WasmBuilder(
        sources: sources, toolchain: fixture.toolchain, kind: kind,
        cacheDirectory: fixture.root.appendingPathComponent("cache"))
      for module in sources.modules(of: kind) {
        let before = try builder.plan().productKey
        try fixture.edit("Sources/" + Fixture.path(of: module), appending: "// edited\n")
        #expect(try builder.plan().productKey != before, "\(kind) \(module)")
      }
    }
  }

  @Test func theCodeThatMakesTheCompiledSourcesIsInTheKey() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    for generator in EngineSources.generatorModules {
      let before = try fixture.key()
      try fixture.edit("Sources/\(generator)/\(generator).swift", appending: "// changed\n")
      #expect(try fixture.key() != before, "\(generator)")
    }
  }

  @Test func aNewFileChangesTheKey() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let before = try fixture.key()
    try Fixture.write("", fixture.package.appendingPathComponent("Sources/Diagnostics/Empty.swift"))
    #expect(try fixture.key() != before)
  }

  @Test func aModuleOnlyTheEngineHasLeavesThePageKeyAlone() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let (page, engine) = (try fixture.key(.page), try fixture.key(.engine))
    #expect(page != engine)
    try fixture.edit("Sources/Workloads/Workloads.swift", appending: "// edited\n")
    #expect(try fixture.key(.page) == page)
    #expect(try fixture.key(.engine) != engine)
  }

  /// The fixture as an author's tool sees it: Scholia's modules and a
  /// project's `Lamp` replica and `LampCatalog`, whose replica imports
  /// `imported`.
  static func project(_ fixture: Fixture, importing imported: [String]) throws -> EngineSources {
    let sources = fixture.package.appendingPathComponent("Sources")
    try Fixture.write(
      imported.map { "import \($0)\n" }.joined() + "public func lamp() {}\n",
      sources.appendingPathComponent("Lamp/Lamp.swift"))
    try Fixture.write(
      "import Lamp\nimport ScenarioCatalog\npublic enum LampLibrary {}\n",
      sources.appendingPathComponent("LampCatalog/LampCatalog.swift"))
    var compiled = Self.imports.map { module, imported in
      CompiledModule(
        name: module,
        folder: sources.appendingPathComponent(EngineSources.folderPaths[module] ?? module).path, digest: "",
        dependencies: imported)
    }
    compiled += (WasmBuilder.headerModules + EngineSources.generatorModules).map {
      CompiledModule(name: $0, folder: sources.appendingPathComponent($0).path, digest: "", dependencies: [])
    }
    compiled += [
      CompiledModule(
        name: "Lamp", folder: sources.appendingPathComponent("Lamp").path, digest: "", dependencies: imported),
      CompiledModule(
        name: "LampCatalog", folder: sources.appendingPathComponent("LampCatalog").path, digest: "",
        dependencies: ["Lamp", "ScenarioCatalog"]),
    ]
    return try EngineSources(compiled: compiled, libraries: ["LampCatalog.LampLibrary"])
  }

  @Test func aProjectsPageModuleHasTheEngineAndTheProjectButNotScholiasReplicas() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let sources = try Self.project(fixture, importing: ["ReplicaSupport", "SimKernel"])
    #expect(sources.pageKinds == [.page, .project])
    #expect(sources.modules(of: .page) == WasmBuilder.Kind.page.modules)
    #expect(
      sources.modules(of: .project) == [
        "Escaping", "CallGraph", "SimKernel", "ReplicaSupport", "Diagnostics", "Timelines", "ScenarioCatalog",
        "Scenarios", "Lamp", "LampCatalog", "PageEngine",
      ])
    let builder = WasmBuilder(
      sources: sources, toolchain: fixture.toolchain, kind: .project,
      cacheDirectory: fixture.root.appendingPathComponent("cache"))
    let catalogs = try #require(
      try builder.plan().sources().first { $0.relativePath == EngineSources.pageCatalogsFile })
    #expect(catalogs.text.contains("static let all: [ReplicaCatalog] = LampLibrary.catalogs\n"))
    #expect(!catalogs.text.contains("ShippedCatalogs"))
  }

  @Test func withoutLibrariesOfItsOwnThereIsNoProjectModule() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    #expect(EngineSources(packageRoot: fixture.package).pageKinds == [.page])
    #expect(throws: WasmBuildError.noProjectLibraries) { try fixture.builder(.project).plan() }
  }

  @Test func aProjectThatImportsScholiasReplicasCompilesThem() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let sources = try Self.project(fixture, importing: ["Replicas", "SimKernel"])
    #expect(sources.modules(of: .project).contains("Replicas"))
    #expect(!sources.modules(of: .project).contains("ShippedCatalogs"))
  }

  @Test func editingTheProjectLeavesScholiasPageKeyAlone() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let sources = try Self.project(fixture, importing: ["ReplicaSupport", "SimKernel"])
    func key(_ kind: WasmBuilder.Kind) throws -> String {
      try WasmBuilder(
        sources: sources, toolchain: fixture.toolchain, kind: kind,
        cacheDirectory: fixture.root.appendingPathComponent("cache")
      ).plan().productKey
    }
    let (page, project) = (try key(.page), try key(.project))
    try fixture.edit("Sources/Lamp/Lamp.swift", appending: "// edited\n")
    #expect(try key(.page) == page)
    #expect(try key(.project) != project)
  }

  @Test func theCompilerItsStandardLibraryAndTheLinkerChangeTheKey() throws {
    for file in [
      "bin/swift-frontend", "bin/swift-driver", "bin/wasm-ld", "bin/clang",
      "lib/swift/embedded/Swift.swiftmodule/\(WasmToolchain.target).swiftmodule",
    ] {
      let fixture = try Fixture()
      defer { try? FileManager.default.removeItem(at: fixture.root) }
      let before = try fixture.key()
      try Fixture.write("a newer tool", fixture.root.appendingPathComponent("toolchain/usr/" + file))
      #expect(try fixture.key() != before, "\(file)")
    }
  }

  @Test func aHeaderModuleIsInTheKey() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let before = try fixture.key()
    try fixture.edit("Sources/CMemoryHints/include/CMemoryHints.h", appending: "// changed\n")
    #expect(try fixture.key() != before)
  }

  @Test func aHeaderModuleWithoutAModuleMapIsAnError() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let include = fixture.package.appendingPathComponent("Sources/CMemoryHints/include")
    try FileManager.default.removeItem(at: include.appendingPathComponent("module.modulemap"))
    #expect(throws: WasmBuildError.headerModuleNotFound(module: "CMemoryHints", looked: include.path)) {
      try fixture.builder().plan()
    }
  }

  @Test func theSwiftFlagsAreInTheKey() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let plan = try fixture.builder().plan()
    let runtime = try fixture.builder().runtimeSource()
    let other = try BuildPlan(
      kind: .page, modules: plan.modules, headers: plan.headers, runtime: runtime,
      toolchain: fixture.toolchain,
      generator: try EngineSources(packageRoot: fixture.package).generator(),
      swiftFlags: WasmBuilder.swiftFlags + ["-g"])
    #expect(plan.productKey != other.productKey)
  }

  @Test func theSourcesAreTheKindsModulesInOrderWithoutTheirImportsOfOneAnother() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let sources = try fixture.builder(.page).plan().sources()
    let files = WasmBuilder.Kind.page.modules.flatMap { module in
      (module == "PageEngine" ? [EngineSources.pageCatalogsFile] : []) + ["\(module)/\(module).swift"]
    }
    #expect(sources.map(\.relativePath) == files)
    let kernel = try #require(sources.first { $0.relativePath == "SimKernel/SimKernel.swift" })
    #expect(kernel.text == "\nimport CMemoryHints\n\npublic func simkernel() {}\n")
  }

  /// What each snippet is refused for, at which line and column.
  static let refused: [(text: String, line: Int, column: Int, reason: String)] = [
    ("@_exported import SimKernel\n", 1, 1, "@_exported import of engine module SimKernel"),
    ("import Foundation\n@testable import SimKernel\n", 2, 1, "@testable import of engine module SimKernel"),
    ("@_spi(Private) import SimKernel\n", 1, 1, "@_spi(Private) import of engine module SimKernel"),
    ("import struct SimKernel.Timer\n", 1, 1, "scoped import of engine module SimKernel (SimKernel.Timer)"),
    ("import SimKernel.Sub\n", 1, 1, "scoped import of engine module SimKernel (SimKernel.Sub)"),
    ("#if os(WASI)\n  import SimKernel\n#endif\n", 2, 3, "import of engine module SimKernel inside #if"),
    ("#if canImport(SimKernel)\n#endif\n", 1, 5, "canImport(SimKernel) of an engine module"),
    ("let now = SimKernel.now()\n", 1, 11, "name qualified by engine module SimKernel (SimKernel.now)"),
    ("var timer: SimKernel.Timer?\n", 1, 12, "name qualified by engine module SimKernel (SimKernel.Timer)"),
  ]

  @Test(arguments: WasmBuildPlanTests.refused.indices)
  func whatWouldMeanSomethingElseInOneModuleIsRefused(_ index: Int) throws {
    let (text, line, column, reason) = Self.refused[index]
    let file = EngineModule.File(
      relativePath: "Replicas/Replica.swift", url: URL(fileURLWithPath: "/p/Sources/Replicas/Replica.swift"),
      text: text)
    #expect(
      throws: WasmBuildError.notOneModule(
        file: "/p/Sources/Replicas/Replica.swift", line: line, column: column, reason: reason)
    ) {
      try MergedSource.make(file, engineModules: ["SimKernel", "Replicas"])
    }
  }

  @Test func onlyImportDeclarationsOfEngineModulesAreDroppedAndLinesKept() throws {
    let text = """
      /// The kernel.
      import SimKernel
      import Foundation
      import Replicas  // the replicas
      internal import SimKernel
      // import SimKernel
      let text = "import SimKernel"
      let date = Foundation.Date()
      let importance = Replicas()

      """
    let file = EngineModule.File(
      relativePath: "Replicas/Replica.swift", url: URL(fileURLWithPath: "/p/Sources/Replicas/Replica.swift"),
      text: text)
    let merged = try MergedSource.make(file, engineModules: ["SimKernel", "Replicas"])
    #expect(
      merged.text == """
        /// The kernel.

        import Foundation
          // the replicas

        // import SimKernel
        let text = "import SimKernel"
        let date = Foundation.Date()
        let importance = Replicas()

        """)
  }
}
