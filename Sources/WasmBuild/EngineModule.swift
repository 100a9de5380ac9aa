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

  /// Reads the module's folder, but not the folders of `otherModules`
  /// inside it (`Replicas/Support` is `ReplicaSupport`'s, which
  /// Package.swift leaves out of `Replicas`).
  static func read(_ name: String, folder: URL, leavingOut otherModules: [URL] = []) throws(WasmBuildError)
    -> EngineModule
  {
    let base = folder.standardizedFileURL.path + "/"
    let nested = otherModules.map { $0.standardizedFileURL.path + "/" }.filter {
      $0.hasPrefix(base) && $0 != base
    }.map { String($0.dropFirst(base.count)) }
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    let relativePaths = names.filter { path in
      path.hasSuffix(".swift") && !nested.contains { path.hasPrefix($0) }
    }.sorted()
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
  /// The module with the file at `relativePath` holding `text` instead;
  /// nil if the module has no such file.
  func replacing(_ relativePath: String, with text: String) -> EngineModule? {
    guard files.contains(where: { $0.relativePath == relativePath }) else { return nil }
    return EngineModule(
      name: name,
      files: files.map { file in
        file.relativePath == relativePath
          ? File(relativePath: file.relativePath, url: file.url, text: text) : file
      })
  }
}
