import Foundation
import TestSupport

/// Where the test data lives, found from this file so that tests run from
/// any working directory.
enum ScenarioFiles {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let malformed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Malformed")

  /// The scenarios the project ships, by file name.
  static func shipped() throws -> [(String, String)] {
    let folder = packageRoot.appendingPathComponent("scenarios")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".scenario") }.sorted()
    return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }

  /// Scripts written to break the engine's order, lifetimes and bounds
  /// (`Adversarial/`), by file name.
  static func adversarial() throws -> [(String, String)] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Adversarial")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".scenario") }.sorted()
    return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }

  /// The inputs kept for the scenario fuzz targets (`scenario`,
  /// `scenario-v2`): what a fuzzer found a problem with, and the version 2
  /// seeds, by target and file name: each stays a test.
  static func fuzzFindings() throws -> [(String, String)] {
    try ["scenario", "scenario-v2"].flatMap { target in
      try KeptFuzzInputs.files(target).map {
        (target + "/" + $0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
      }
    }
  }
}
