import Foundation
import Site

/// Notices changes to the build's inputs by comparing snapshots of their
/// folders: every file's path, size and modification time.
///
/// Polling rather than inotify or FSEvents: one portable code path, no
/// watch limits (`fs.inotify.max_user_watches`), no missed events when an
/// editor saves by renaming a new file over the old, and it is cheap for a
/// project's few hundred files at four polls a second. Its limit: a file
/// rewritten within the file system's timestamp granularity with the same
/// size looks unchanged until its next change. Hidden files and folders
/// (editor swap files, `.DS_Store`) are ignored, as the build ignores them.
public struct SourceWatcher: Sendable {
  public let root: URL
  /// Folders relative to `root` (`articles`, `Sources/Replicas`, …); a
  /// missing folder is watched for appearing.
  public let folders: [String]

  public init(root: URL, folders: [String]) {
    self.root = root.standardizedFileURL
    self.folders = folders
  }

  /// The folders `SiteBuilder` reads for `layout`.
  public init(layout: ProjectLayout) {
    self.init(root: layout.root, folders: [layout.articles, layout.replicas, layout.scenarios, layout.theme])
  }

  /// What the folders held at one moment.
  public struct Snapshot: Sendable, Equatable {
    /// Path relative to the root → size and modification time.
    public let files: [String: Stamp]

    /// The paths added, removed or changed since `earlier`, sorted.
    public func changes(since earlier: Snapshot) -> [String] {
      Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
    }
  }

  /// A file's size and modification time (nanoseconds since 1970).
  public struct Stamp: Sendable, Equatable {
    public let size: Int64
    public let modified: Int64
  }

  public func snapshot() -> Snapshot {
    var files: [String: Stamp] = [:]
    for folder in folders { scan(folder, into: &files) }
    return Snapshot(files: files)
  }

  private func scan(_ relative: String, into files: inout [String: Stamp]) {
    let path = root.appendingPathComponent(relative).path
    var status = stat()
    guard stat(path, &status) == 0 else { return }
    if status.st_mode & S_IFMT == S_IFDIR {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
      for name in names where !name.hasPrefix(".") { scan(relative + "/" + name, into: &files) }
    } else {
      files[relative] = Stamp(
        size: Int64(status.st_size),
        modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec))
    }
  }
}
