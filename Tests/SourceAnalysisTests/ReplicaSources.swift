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

  /// The sources analysed with `text` in the file whose path ends in
  /// `file` replaced: how a test hides an edge from the analysis.
  static func index(replacing text: String, with replacement: String, in file: String) throws -> SourceIndex {
    let changed = try files().map { source in
      guard source.path.hasSuffix(file) else { return source }
      let replaced = source.text.replacingOccurrences(of: text, with: replacement)
      precondition(replaced != source.text, "\(file) no longer has \(text)")
      return SourceAnalyzer.File(path: source.path, text: replaced)
    }
    return SourceAnalyzer.analyze(changed)
  }

  static let index: SourceIndex = {
    SourceAnalyzer.analyze((try? files()) ?? [])
  }()
}
