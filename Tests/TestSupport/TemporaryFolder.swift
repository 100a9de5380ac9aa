import Foundation

/// New folders under the system's temporary folder, one per call.
public enum TemporaryFolder {
  public static func make(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scholia-tests-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A new folder holding `files` (paths under it, with their text).
  public static func make(_ name: String, files: [String: String]) throws -> URL {
    let folder = try make(name)
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }
}
