import Foundation

/// Source files the round-trip and agreement tests read from the
/// repository.
enum TestSources {
  static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every `.swift` file under `Sources/Replicas`, as (path from the root,
  /// contents), sorted by path.
  static let replicas: [(path: String, code: String)] = {
    let folder = root.appendingPathComponent("Sources/Replicas")
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return files.map { url in
      let path = String(url.path.dropFirst(root.path.count + 1))
      return (path, (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }.sorted { $0.path < $1.path }
  }()
}
