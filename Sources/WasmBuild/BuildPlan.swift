import Foundation
import StableHashing

/// What one product (`WasmBuilder.Kind`) is built from, and its cache key.
///
/// All of the kind's Swift modules are compiled as one module: in Embedded
/// Swift a module compiles its own copy of everything it uses from the
/// modules it imports, so separate compilations did the engine's work
/// once per module (docs/decisions.md, 23). One compilation has one
/// key, which covers everything the product is made from: every source as
/// read (path and text), the code that turns them into what is compiled
/// (`generator`: removing the imports of engine modules, deriving a
/// catalog's inventory), the Swift flags, the compiler and the Embedded
/// standard library, the header-only C modules, the C runtime, the link
/// and optimizer flags and tools.
///
/// The key is made from the sources as read, not as compiled, so that
/// finding a cached product reads the files and hashes them, and parses
/// nothing: a page build in an author's loop looks up Scholia's page
/// module every time (docs/decisions.md, 32).
public struct BuildPlan: Sendable {
  public let kind: WasmBuilder.Kind
  /// The kind's modules, in the kind's order, each with its folder.
  let modules: [(module: EngineModule, folder: URL)]
  /// On the compilation's search path.
  let headers: [HeaderModule]
  /// The name of the one module the sources compile as.
  let moduleName: String
  public let productKey: String

  init(
    kind: WasmBuilder.Kind, modules: [(module: EngineModule, folder: URL)], headers: [HeaderModule] = [],
    runtime: URL, toolchain: WasmToolchain, generator: String, swiftFlags: [String] = WasmBuilder.swiftFlags
  ) throws(WasmBuildError) {
    var key = FNV1a()
    key.add(field: kind.rawValue)
    key.add(field: generator)
    for flag in swiftFlags + WasmBuilder.linkFlags + WasmBuilder.optimizerFlags { key.add(field: flag) }
    for header in headers {
      key.add(field: header.name)
      key.add(field: header.digest)
    }
    for (module, _) in modules {
      key.add(field: module.name)
      for file in module.files {
        key.add(field: file.relativePath)
        key.add(field: file.text)
      }
    }
    let tools =
      toolchain.compilerFiles + [
        toolchain.clang, toolchain.wasmLinker, toolchain.unicodeTables, toolchain.libc,
        toolchain.compilerRuntime,
      ]
      + (kind.isPage ? toolchain.wasmOptimizer.map { [$0] } ?? [] : [])
    for tool in tools { key.add(field: Self.identity(of: tool)) }
    guard let runtimeSource = FileManager.default.contents(atPath: runtime.path) else {
      throw .fileSystem("cannot read \(runtime.path)")
    }
    key.add(field: WasmBuilder.runtimeSource)
    key.add(field: runtimeSource)
    self.kind = kind
    self.modules = modules
    self.headers = headers
    self.moduleName = modules.last?.module.name ?? kind.moduleName
    self.productKey = key.hex
  }

  /// Every source as the one module compiles it, in the kind's module
  /// order, each module's files sorted by path (the compiler's input
  /// order, which its output follows): a catalog module with its derived
  /// inventory added (`CatalogInventoryFile`), and every file without its
  /// imports of the other modules (`MergedSource`).
  func sources() throws(WasmBuildError) -> [MergedSource] {
    let names = Set(modules.map(\.module.name))
    var sources: [MergedSource] = []
    for (index, (module, folder)) in modules.enumerated() {
      let complete = try CatalogInventoryFile.adding(
        to: module, folder: folder, among: Array(modules[..<index]))
      for file in complete.files { sources.append(try MergedSource.make(file, engineModules: names)) }
    }
    return sources
  }

  /// What stands for a tool or library in a key: its real path, size and
  /// modification time, so that a toolchain installed over the old one
  /// changes every key that depends on it.
  static func identity(of file: URL) -> String {
    let resolved = file.resolvingSymlinksInPath()
    let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path)
    let size = (attributes?[.size] as? Int).map(String.init) ?? "missing"
    let modified = (attributes?[.modificationDate] as? Date).map { String($0.timeIntervalSince1970) } ?? "-"
    return resolved.path + " " + size + " " + modified
  }
}
