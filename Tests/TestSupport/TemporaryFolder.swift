import Foundation

/// New empty folders under the system's temporary folder, one per call.
public enum TemporaryFolder {
  public static func make(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scholia-tests-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
