import Foundation
import StableHashing

/// What one product (`WasmBuilder.Kind`) is built from, and its cache key.
///
/// All of the kind's Swift modules are compiled as one module: in Embedded
/// Swift a module compiles its own copy of everything it uses from the
/// modules it imports, so separate compilations did the engine's work
/// once per module (docs/decisions.md, 23). One compilation has one
/// key, which covers everything the product is made from: every source as
/// compiled (path and text, imports of engine modules removed), the Swift
/// flags, the compiler and the Embedded standard library, the header-only
/// C modules, the C runtime, the link and optimizer flags and tools.
public struct BuildPlan: Sendable {
  public let kind: WasmBuilder.Kind
  /// Every source of the kind's modules, in the kind's module order, each
  /// module's files sorted by path: the compiler's input order, which its
  /// output follows.
  let sources: [MergedSource]
  /// On the compilation's search path.
  let headers: [HeaderModule]
  /// The name of the one module the sources compile as.
  let moduleName: String
  public let productKey: String

  init(
    kind: WasmBuilder.Kind, modules: [EngineModule], headers: [HeaderModule] = [], runtime: URL,
    toolchain: WasmToolchain, swiftFlags: [String] = WasmBuilder.swiftFlags
  ) throws(WasmBuildError) {
    let names = Set(modules.map(\.name))
    var sources: [MergedSource] = []
    for module in modules {
      for file in module.files { sources.append(try MergedSource.make(file, engineModules: names)) }
    }

    var key = FNV1a()
    key.add(field: kind.rawValue)
    for flag in swiftFlags + WasmBuilder.linkFlags + WasmBuilder.optimizerFlags { key.add(field: flag) }
    for header in headers {
      key.add(field: header.name)
      key.add(field: header.digest)
    }
    for source in sources {
      key.add(field: source.relativePath)
      key.add(field: source.text)
    }
    let tools =
      toolchain.compilerFiles + [
        toolchain.clang, toolchain.wasmLinker, toolchain.unicodeTables, toolchain.libc,
        toolchain.compilerRuntime,
      ]
      + (kind == .page ? toolchain.wasmOptimizer.map { [$0] } ?? [] : [])
    for tool in tools { key.add(field: Self.identity(of: tool)) }
    guard let runtimeSource = FileManager.default.contents(atPath: runtime.path) else {
      throw .fileSystem("cannot read \(runtime.path)")
    }
    key.add(field: WasmBuilder.runtimeSource)
    key.add(field: runtimeSource)
    self.kind = kind
    self.sources = sources
    self.headers = headers
    self.moduleName = modules.last?.name ?? kind.moduleName
    self.productKey = key.hex
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
