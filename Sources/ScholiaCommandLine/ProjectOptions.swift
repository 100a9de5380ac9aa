import ArgumentParser
import Foundation

/// Where the project is (articles/, Sources/Replicas, scenarios/, site/):
/// the folder `--project` names, or else the nearest folder at or above the
/// current one that holds `site/site.yml`, found the way git finds its
/// repository, so that every command works from anywhere inside a project.
///
/// Paths come back relative to the current folder (`scenarios`,
/// `../../scenarios`), as diagnostics and listings print them.
struct ProjectOptions: ParsableArguments {
  @Option(
    name: [.customLong("project"), .customLong("root")],
    help: ArgumentHelp(
      "The project root (articles/, Sources/Replicas, scenarios/, site/); by default the nearest folder at "
        + "or above this one with site/site.yml.",
      valueName: "folder"))
  var project: String?

  /// The file that marks a project's root.
  static let marker = "site/site.yml"

  /// The project's root, relative to the current folder (`.` when it is
  /// the current folder) unless `--project` gave another path.
  func root() throws -> String {
    if let project { return project }
    let manager = FileManager.default
    var relative = "."
    var folder = URL(fileURLWithPath: manager.currentDirectoryPath).standardizedFileURL
    while true {
      if manager.fileExists(atPath: folder.appendingPathComponent(Self.marker).path) { return relative }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { break }
      folder = parent
      relative = relative == "." ? ".." : relative + "/.."
    }
    throw CommandFailure.input(
      "not inside a Scholia project: no \(Self.marker) in this folder or any above it (pass --project FOLDER)"
    )
  }

  /// `relative` inside the project (`Sources/Replicas`, `scenarios`), or
  /// `given` when the command line gave that path itself.
  func path(_ relative: String, unless given: String? = nil) throws -> String {
    if let given { return given }
    let root = try root()
    return root == "." ? relative : (root as NSString).appendingPathComponent(relative)
  }
}
