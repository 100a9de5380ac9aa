import Diagnostics
import Foundation

/// Where a Scholia project keeps its inputs, relative to its root. The
/// build reads only these and writes only into the output folder.
public struct ProjectLayout: Sendable {
  public let root: URL
  public var articles = "articles"
  public var replicas = "Sources/Replicas"
  public var scenarios = "scenarios"
  /// The theme: `templates/`, `assets/`, `site.yml`, `libraries.yml`.
  public var theme = "site"

  public init(root: URL) {
    self.root = root
  }

  /// The folders a build reads, relative to the root: what `scholia serve`
  /// watches, and where an output folder may not go. `Sources` holds the
  /// replicas and the engine the site's module is compiled from.
  public var inputs: [String] { [articles, "Sources", replicas, scenarios, theme] }

  public func url(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }

  /// The files under `folder` with `suffix`, sorted, as paths relative to
  /// the root (`articles/mbprogresshud.md`).
  func files(in folder: String, suffix: String) -> [String] {
    let base = url(folder)
    guard let names = FileManager.default.enumerator(atPath: base.path)?.compactMap({ $0 as? String }) else {
      return []
    }
    return names.filter { $0.hasSuffix(suffix) && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
      .sorted().map { folder + "/" + $0 }
  }

  func read(_ relative: String) throws(Diagnostic) -> String {
    try checkInside(relative)
    guard let data = FileManager.default.contents(atPath: url(relative).path) else {
      throw Diagnostic(file: relative, line: 0, column: 0, message: "cannot read the file")
    }
    return try SourceText.decode(Array(data), file: relative)
  }

  /// Refuses an input that a symlink — the file itself or a folder on its
  /// way — leads out of the project: the build publishes what it reads,
  /// and a link to `~/.ssh` in `site/assets/` must not put a key on the
  /// web. Symlinks that stay inside the project are followed.
  func checkInside(_ relative: String) throws(Diagnostic) {
    let target = url(relative).resolvingSymlinksInPath().standardizedFileURL.path
    let project = root.resolvingSymlinksInPath().standardizedFileURL.path
    guard target == project || target.hasPrefix(project == "/" ? "/" : project + "/") else {
      throw Diagnostic(
        file: relative, line: 0, column: 0,
        message:
          "a symlink leads this out of the project (to \(target)); the build reads only the project's own files"
      )
    }
  }
}
