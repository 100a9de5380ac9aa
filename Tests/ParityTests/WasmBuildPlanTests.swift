import Foundation
import TestSupport
import Testing

@testable import WasmBuild

/// The engine build's cache keys, on a tiny fake package and a fake
/// toolchain (empty files where the tools would be): nothing is compiled,
/// so these stay fast. A stale key would serve a stale module, so every
/// input that changes the output must change the key of every module it
/// reaches, and nothing else may.
@Suite("WebAssembly build plan and cache keys")
struct WasmBuildPlanTests {
  /// The page kind's modules with the imports the real ones have.
  static let imports: [String: [String]] = [
    "Escaping": [], "CallGraph": [], "SimKernel": ["CallGraph", "Escaping"], "Replicas": ["SimKernel"],
    "Diagnostics": ["Escaping"], "Timelines": ["Escaping", "SimKernel"],
    "Scenarios": ["Diagnostics", "Replicas", "SimKernel", "Timelines"], "PageEngine": ["Scenarios"],
    "Workloads": ["SimKernel"],
    "EngineWasm": ["Diagnostics", "PageEngine", "Scenarios", "SimKernel", "Timelines", "Workloads"],
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
        try Self.write(text, sources.appendingPathComponent("\(module)/\(module).swift"))
      }
      try Self.write("int shim;\n", sources.appendingPathComponent(WasmBuilder.runtimeSource))
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

    func builder(_ kind: WasmBuilder.Kind = .page) -> WasmBuilder {
      WasmBuilder(
        packageRoot: package, toolchain: toolchain, kind: kind,
        cacheDirectory: root.appendingPathComponent("cache"))
    }

    func keys(_ kind: WasmBuilder.Kind = .page) throws -> [String: String] {
      Dictionary(uniqueKeysWithValues: try builder(kind).plan().modules.map { ($0.name, $0.key) })
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

  @Test func editingAModuleChangesItsKeyAndEveryKeyDownstreamOnly() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let before = try fixture.keys()
    let productBefore = try fixture.builder().plan().productKey
    try fixture.edit("Sources/SimKernel/SimKernel.swift", appending: "public func added() {}\n")
    let after = try fixture.keys()
    let changed = Set(before.keys.filter { before[$0] != after[$0] })
    #expect(changed == ["SimKernel", "Replicas", "Timelines", "Scenarios", "PageEngine"])
    #expect(try fixture.builder().plan().productKey != productBefore)
  }

  @Test func aNewFileInAModuleChangesItsKey() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let before = try fixture.keys()
    try Fixture.write("", fixture.package.appendingPathComponent("Sources/Diagnostics/Empty.swift"))
    let after = try fixture.keys()
    #expect(
      Set(before.keys.filter { before[$0] != after[$0] }) == ["Diagnostics", "Scenarios", "PageEngine"])
  }

  @Test func theCompilerOrItsStandardLibraryChangesEveryModuleKey() throws {
    for file in [
      "bin/swift-frontend", "bin/swift-driver",
      "lib/swift/embedded/Swift.swiftmodule/\(WasmToolchain.target).swiftmodule",
    ] {
      let fixture = try Fixture()
      defer { try? FileManager.default.removeItem(at: fixture.root) }
      let before = try fixture.keys()
      try Fixture.write("a newer compiler", fixture.root.appendingPathComponent("toolchain/usr/" + file))
      let after = try fixture.keys()
      #expect(before.keys.allSatisfy { before[$0] != after[$0] }, "\(file)")
    }
  }

  @Test func aHeaderModuleIsInEveryModuleKey() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let before = try fixture.keys()
    try fixture.edit("Sources/CMemoryHints/include/CMemoryHints.h", appending: "// changed\n")
    let after = try fixture.keys()
    #expect(before.keys.allSatisfy { before[$0] != after[$0] })
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

  @Test func theLinkerChangesOnlyTheProductKey() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let (keys, product) = (try fixture.keys(), try fixture.builder().plan().productKey)
    try Fixture.write("a newer linker", fixture.root.appendingPathComponent("toolchain/usr/bin/wasm-ld"))
    #expect(try fixture.keys() == keys)
    #expect(try fixture.builder().plan().productKey != product)
  }

  @Test func theSwiftFlagsAreInEveryModuleKey() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let modules = try (WasmBuilder.Kind.page.modules).map {
      try EngineModule.read($0, sources: fixture.package.appendingPathComponent("Sources"))
    }
    let runtime = try fixture.builder().runtimeSource()
    let plain = try BuildPlan(
      kind: .page, modules: modules, runtime: runtime, toolchain: fixture.toolchain,
      packageRoot: fixture.package)
    let other = try BuildPlan(
      kind: .page, modules: modules, runtime: runtime, toolchain: fixture.toolchain,
      packageRoot: fixture.package,
      swiftFlags: WasmBuilder.swiftFlags + ["-g"])
    for (left, right) in zip(plain.modules, other.modules) { #expect(left.key != right.key, "\(left.name)") }
  }

  @Test func bothKindsShareTheKeysOfTheModulesTheyHaveInCommon() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let (page, engine) = (try fixture.keys(.page), try fixture.keys(.engine))
    for (module, key) in page { #expect(engine[module] == key, "\(module)") }
    #expect(try fixture.builder(.page).plan().productKey != fixture.builder(.engine).plan().productKey)
  }

  @Test func dependenciesAreTheImportClosureInBuildOrder() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let modules = try fixture.builder().plan().modules
    let scenarios = try #require(modules.first { $0.name == "Scenarios" })
    #expect(
      scenarios.dependencies == [
        "Escaping", "CallGraph", "SimKernel", "Replicas", "Diagnostics", "Timelines",
      ])
    #expect(modules.first?.dependencies == [])
  }

  @Test func anImportOfALaterModuleIsAnError() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    try fixture.edit("Sources/CallGraph/CallGraph.swift", appending: "\nimport Scenarios\n")
    #expect(throws: WasmBuildError.importsLaterModule(module: "CallGraph", imported: "Scenarios")) {
      try fixture.builder().plan()
    }
  }

  @Test func importsAreReadWhateverTheirAttributesAndKind() {
    let text = """
      import Alpha
        @_exported import Beta.Sub
      internal import Gamma
      @preconcurrency public import struct Delta.Thing
      // import Commented
      let importance = 1
      """
    #expect(EngineModule.importedModules(in: text) == ["Alpha", "Beta", "Gamma", "Delta"])
  }
}
