import Foundation

/// The repository and the `scholia` executable SwiftPM built for the tests.
public enum Scholia {
  /// The repository root (this file is `Tests/TestSupport/Scholia.swift`).
  public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `scholia` executable next to the test bundle (or in `.build/debug`).
  public static let executable: URL = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [bundle, bundle.deletingLastPathComponent()] {
      let candidate = folder.appendingPathComponent("scholia")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return repository.appendingPathComponent(".build/debug/scholia")
  }()

  /// Runs `scholia` with `arguments`.
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil, timeLimit: Double = 300
  ) throws -> ChildProcess {
    try ChildProcess.run(
      executable, arguments, environment: environment, directory: directory, timeLimit: timeLimit)
  }
}
