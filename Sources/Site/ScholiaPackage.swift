import Foundation

/// The Scholia package this code was compiled from: the repository itself,
/// or, for an author's tool, wherever SwiftPM put it (a path dependency or
/// a checkout). Its `site/` is the built-in theme, and `scholia new` makes
/// projects that depend on it.
public enum ScholiaPackage {
  /// The package's root folder (this file is `Sources/Site/` below it).
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().standardizedFileURL
}
