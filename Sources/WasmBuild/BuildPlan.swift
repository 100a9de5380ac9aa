import Foundation

/// The cache keys of one build: one per Swift module, and one for the
/// finished product.
///
/// A module's key covers everything its object and interface are made
/// from: its own sources, the Swift flags, the compiler and the Embedded
/// standard library, the header-only C modules, and the keys of the
/// modules it imports. In Embedded
/// Swift a module sees the bodies of everything it imports and compiles its
/// own copies of what it uses, so an edit anywhere upstream must change the
/// key of every module downstream; the imported keys carry it there.
public struct BuildPlan: Sendable {
  public struct Module: Sendable {
    public let name: String
    public let key: String
    /// The modules this one imports, directly or through others, in build
    /// order: the interfaces its compilation reads.
    public let dependencies: [String]
    let files: [URL]
  }

  /// In dependency order.
  public let modules: [Module]
  /// On every compilation's search path.
  let headers: [HeaderModule]
  public let productKey: String

  init(
    kind: WasmBuilder.Kind, modules sources: [EngineModule], headers: [HeaderModule] = [], runtime: URL,
    toolchain: WasmToolchain, packageRoot: URL, swiftFlags: [String] = WasmBuilder.swiftFlags
  ) throws(WasmBuildError) {
    var compiler = FNV1a()
    for flag in swiftFlags { compiler.add(flag) }
    for header in headers {
      compiler.add(header.name)
      compiler.add(header.digest)
    }
    for file in toolchain.compilerFiles { compiler.add(Self.identity(of: file)) }
    let compilerDigest = compiler.hex

    var modules: [Module] = []
    var byName: [String: Module] = [:]
    let names = Set(sources.map(\.name))
    for source in sources {
      var digest = FNV1a()
      digest.add(compilerDigest)
      digest.add(source.name)
      digest.add(source.sourceDigest)
      var closure: Set<String> = []
      for imported in source.imports.filter(names.contains).sorted() {
        guard let dependency = byName[imported] else {
          throw .importsLaterModule(module: source.name, imported: imported)
        }
        digest.add(imported)
        digest.add(dependency.key)
        closure.insert(imported)
        closure.formUnion(dependency.dependencies)
      }
      let module = Module(
        name: source.name, key: digest.hex,
        dependencies: sources.map(\.name).filter(closure.contains), files: source.files)
      modules.append(module)
      byName[source.name] = module
    }

    var product = FNV1a()
    product.add(kind.rawValue)
    for flag in WasmBuilder.linkFlags + WasmBuilder.optimizerFlags { product.add(flag) }
    let tools =
      [
        toolchain.clang, toolchain.wasmLinker, toolchain.unicodeTables, toolchain.libc,
        toolchain.compilerRuntime,
      ]
      + (kind == .page ? toolchain.wasmOptimizer.map { [$0] } ?? [] : [])
    for tool in tools { product.add(Self.identity(of: tool)) }
    guard let runtimeSource = FileManager.default.contents(atPath: runtime.path) else {
      throw .fileSystem("cannot read \(runtime.path)")
    }
    product.add(String(runtime.path.dropFirst(packageRoot.path.count)))
    product.add(runtimeSource)
    for module in modules {
      product.add(module.name)
      product.add(module.key)
    }
    self.modules = modules
    self.headers = headers
    self.productKey = product.hex
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
