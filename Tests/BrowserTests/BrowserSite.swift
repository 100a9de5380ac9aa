import Foundation
import TestSupport

/// What every browser suite shares: the repository, the tools it finds on
/// `PATH`, and the shipped site, built once per test process as the
/// README's first command builds it (with the engine), so that suites
/// which drive different pages do not each pay for a build.
enum BrowserSite {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `tool` in the repository.
  static func run(_ tool: URL, _ arguments: [String]) throws -> ChildProcess {
    try ChildProcess.run(tool, arguments, directory: repository)
  }

  static func locate(_ names: [String]) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":").map(String.init) + ["/usr/bin"] {
      for name in names {
        let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }

  static let site: Result<URL, Error> = Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scholia-browser-site-\(UUID())")
    let built = try run(Scholia.executable, ["build", "--root", repository.path, "--output", folder.path])
    guard built.status == 0 else { throw BuildFailed(run: built) }
    return folder
  }

  /// Says how the build ended as well as what it printed: a build killed
  /// at the time limit prints nothing.
  struct BuildFailed: Error, CustomStringConvertible {
    let run: ChildProcess
    var description: String {
      let end = run.timedOut ? "was killed at its time limit" : "exited with status \(run.status)"
      return "scholia build " + end + ":\n" + run.stderr
    }
  }

  /// Runs a driver script (`scripts/NAME`) with node: Chromium's path and
  /// the site's folder first, then `arguments`; its standard output is
  /// one JSON document.
  static func drive(_ script: String, _ arguments: [String]) throws -> ChildProcess {
    guard let chromium = locate(["chromium", "chromium-browser"]) else { throw Missing(tool: "chromium") }
    guard let node = locate(["node"]) else { throw Missing(tool: "node") }
    let site = try site.get()
    return try run(
      node,
      [repository.appendingPathComponent("scripts/" + script).path, chromium.path, site.path] + arguments)
  }

  struct Missing: Error, CustomStringConvertible {
    let tool: String
    var description: String { "\(tool) is needed on PATH" }
  }
}
