import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File-tree operations the output folder needs, done with `lstat`,
/// `unlink`, `rmdir` and `rename` so that no symlink is ever followed and
/// nothing is removed that was not named: there is no recursive delete of
/// a folder whose contents were not all listed.
enum OutputTree {
  enum EntryKind: Equatable {
    case missing, file, folder, link, other
  }

  /// What is at `path`, without following a symlink there.
  static func kind(of path: String) -> EntryKind {
    var status = stat()
    guard lstat(path, &status) == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    case S_IFLNK: return .link
    default: return .other
    }
  }

  /// The names in `folder`, sorted; empty if it cannot be read.
  static func names(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// Every folder that holds one of `files` (`a/b/c.html` → `a`, `a/b`).
  static func folders(holding files: some Sequence<String>) -> Set<String> {
    var folders: Set<String> = []
    for file in files {
      var parts = file.split(separator: "/").dropLast()
      while !parts.isEmpty {
        folders.insert(parts.joined(separator: "/"))
        parts = parts.dropLast()
      }
    }
    return folders
  }

  /// The topmost entries of `root` that are not among `files` (nor the
  /// marker), nor a folder holding some of them: what somebody else put in
  /// a folder Scholia wrote. A foreign folder is named once, whole.
  static func foreignEntries(in root: URL, besides files: Set<String>) -> [String] {
    let ours = folders(holding: files)
    var foreign: [String] = []
    func walk(_ relative: String) {
      for name in names(in: relative.isEmpty ? root : root.appendingPathComponent(relative)) {
        let path = relative.isEmpty ? name : relative + "/" + name
        if relative.isEmpty && (name == OutputMarker.name || name == OutputMarker.name + ".new") { continue }
        if kind(of: root.appendingPathComponent(path).path) == .folder {
          if ours.contains(path) { walk(path) } else { foreign.append(path) }
        } else if !files.contains(path) {
          foreign.append(path)
        }
      }
    }
    walk("")
    return foreign
  }

  /// Removes `files` from `root` (each a file or symlink, never a folder),
  /// then the folders that held them once they are empty, then the marker,
  /// then `root` itself if it is empty. A folder that still holds something
  /// stays. The marker goes last, so that a process killed on the way
  /// leaves a folder that is still marked, or empty.
  static func remove(_ files: [String], from root: URL) {
    for file in files where [.file, .link, .other].contains(kind(of: root.appendingPathComponent(file).path))
    {
      unlink(root.appendingPathComponent(file).path)
    }
    for folder in folders(holding: files).sorted(by: { $0.count > $1.count }) {
      rmdir(root.appendingPathComponent(folder).path)
    }
    for name in [OutputMarker.name + ".new", OutputMarker.name] {
      unlink(root.appendingPathComponent(name).path)
    }
    rmdir(root.path)
  }

  /// Moves `path` from `source` into `target` (making the folders it needs
  /// there); refuses if `target` already has something at `path`.
  static func move(_ path: String, from source: URL, to target: URL) throws(OutputFolder.Failure) {
    let destination = target.appendingPathComponent(path)
    guard kind(of: destination.path) == .missing else {
      throw OutputFolder.Failure(
        description: "\(destination.path) is in the way of \(source.appendingPathComponent(path).path)")
    }
    do {
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw OutputFolder.Failure(description: "cannot create the folder of \(destination.path): \(error)")
    }
    guard rename(source.appendingPathComponent(path).path, destination.path) == 0 else {
      throw OutputFolder.Failure(
        description: "cannot move \(source.appendingPathComponent(path).path) to \(destination.path): "
          + String(cString: strerror(errno)))
    }
  }
}
