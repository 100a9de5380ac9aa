import Foundation

/// One Swift module of the engine as the WebAssembly build reads it: its
/// `.swift` files, as SwiftPM takes them, in a fixed order.
struct EngineModule: Sendable {
  struct File: Sendable {
    /// `<Module>/<path below the module's folder>`: where the build writes
    /// the file in its work folder, and the name the compiler sees (a
    /// file's name goes into the mangled names of its private
    /// declarations, so two modules' files must not share a name).
    let relativePath: String
    let url: URL
    let text: String
  }

  let name: String
  let files: [File]

  /// Reads the module's folder.
  static func read(_ name: String, folder: URL) throws(WasmBuildError) -> EngineModule {
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    let relativePaths = names.filter { $0.hasSuffix(".swift") }.sorted()
    guard !relativePaths.isEmpty else { throw .sourcesNotFound(module: name, looked: folder.path) }
    var files: [File] = []
    for path in relativePaths {
      let url = folder.appendingPathComponent(path)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw .fileSystem("cannot read \(url.path)")
      }
      files.append(
        File(relativePath: name + "/" + path, url: url, text: String(decoding: data, as: UTF8.self)))
    }
    return EngineModule(name: name, files: files)
  }
}

extension EngineModule {
  /// The module with the file at `relativePath`, if it has one, holding
  /// `text` instead.
  func replacing(_ relativePath: String, with text: String) -> EngineModule {
    EngineModule(
      name: name,
      files: files.map { file in
        file.relativePath == relativePath
          ? File(relativePath: file.relativePath, url: file.url, text: text) : file
      })
  }
}
