import Foundation

/// One Swift module of the engine as the WebAssembly build sees it: its
/// sources, what they hash to, and which other modules they import — read
/// from the sources themselves, so that the build's order of work and its
/// per-module cache keys follow the code, not a table kept beside it.
struct EngineModule: Sendable {
  let name: String
  /// Every `.swift` file below the module's folder, as SwiftPM takes them,
  /// in a fixed order.
  let files: [URL]
  /// A digest of the files' paths (relative to the module's folder: a file's
  /// name goes into the mangled names of its private declarations) and
  /// contents.
  let sourceDigest: String
  /// The modules named by `import` declarations in any of the files.
  let imports: Set<String>

  /// Reads the module's folder under `sources`.
  static func read(_ name: String, sources: URL) throws(WasmBuildError) -> EngineModule {
    let folder = sources.appendingPathComponent(name)
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    let relativePaths = names.filter { $0.hasSuffix(".swift") }.sorted()
    guard !relativePaths.isEmpty else { throw .sourcesNotFound(module: name, looked: folder.path) }
    var digest = FNV1a()
    var imports: Set<String> = []
    var files: [URL] = []
    for path in relativePaths {
      let file = folder.appendingPathComponent(path)
      guard let data = FileManager.default.contents(atPath: file.path) else {
        throw .fileSystem("cannot read \(file.path)")
      }
      digest.add(path)
      digest.add(data)
      imports.formUnion(importedModules(in: String(decoding: data, as: UTF8.self)))
      files.append(file)
    }
    return EngineModule(name: name, files: files, sourceDigest: digest.hex, imports: imports)
  }

  /// The first component of every `import` declaration's path: `import X`,
  /// `@_exported import X`, `internal import X`, `import struct X.Y`.
  static func importedModules(in text: String) -> Set<String> {
    var modules: Set<String> = []
    for line in text.split(whereSeparator: \.isNewline) {
      var words = line.split(whereSeparator: \.isWhitespace)[...]
      while let first = words.first, first.hasPrefix("@") || accessModifiers.contains(String(first)) {
        words = words.dropFirst()
      }
      guard words.first == "import" else { continue }
      words = words.dropFirst()
      if let kind = words.first, importKinds.contains(String(kind)) { words = words.dropFirst() }
      guard let path = words.first, let module = path.split(separator: ".").first else { continue }
      modules.insert(String(module))
    }
    return modules
  }

  private static let accessModifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private",
  ]
  private static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]
}
