import Foundation
import TestSupport
import Testing

/// A site's static figures come from the `scholia` binary's compiled
/// replicas and its pages' engine from the project's sources: a build whose
/// binary was compiled from other sources is refused (`StaleBinaryCheck`).
@Suite("A binary compiled from other sources")
struct StaleBinaryTests {
  /// What the page engine is compiled from, and the theme.
  static let copied = [
    "Sources/Escaping", "Sources/CallGraph", "Sources/SimKernel", "Sources/Replicas", "Sources/Diagnostics",
    "Sources/Timelines", "Sources/ScenarioCatalog", "Sources/Scenarios", "Sources/ShippedCatalogs",
    "Sources/PageEngine", "Sources/CMemoryHints", "site",
  ]

  @Test(
    "a replica edited after the binary was compiled: the build refuses, naming the module; unedited, it builds"
  )
  func editedReplica() throws {
    let project = try TemporaryFolder.make("stale-binary")
    defer { try? FileManager.default.removeItem(at: project) }
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("articles"), withIntermediateDirectories: true)
    for path in Self.copied {
      try FileManager.default.copyItem(
        at: Scholia.repository.appendingPathComponent(path), to: project.appendingPathComponent(path))
    }
    let cache = Scholia.repository.appendingPathComponent(".build/scholia-wasm").path
    func build(_ output: String, _ extra: [String] = []) throws -> ChildProcess {
      try Scholia.run(
        [
          "build", "--project", project.path, "--output", project.appendingPathComponent(output).path,
          "--engine-cache", cache,
        ] + extra)
    }
    let same = try build("same")
    #expect(same.status == 0, "\(same.stderr)")

    let replica = project.appendingPathComponent("Sources/Replicas/Pop/POPAnimator.swift")
    let handle = try FileHandle(forWritingTo: replica)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("// An edit after the binary was compiled.\n".utf8))
    try handle.close()
    let edited = try build("edited")
    #expect(edited.status == 1)
    #expect(
      edited.stderr
        == "scholia: error: this scholia was compiled from other sources than the project's "
        + "(Sources/Replicas differ): its figures and the page's engine, compiled from the project, would run "
        + "different code; rebuild it (swift build, or scripts/build) and build again\n")
    #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("edited").path))
    let withoutEngine = try build("static", ["--no-engine"])
    #expect(withoutEngine.status == 0, "\(withoutEngine.stderr)")
  }
}
