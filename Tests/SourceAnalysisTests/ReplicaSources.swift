import Foundation
import SourceAnalysis

/// The replica sources as the site build reads them.
enum ReplicaSources {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func files() throws -> [SourceAnalyzer.File] {
    let folder = root.appendingPathComponent("Sources/Replicas")
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      SourceAnalyzer.File(
        path: "Sources/Replicas/" + path,
        text: try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
    }
  }

  static let index: SourceIndex = {
    SourceAnalyzer.analyze((try? files()) ?? [])
  }()
}
