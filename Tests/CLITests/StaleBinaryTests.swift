import Foundation
import SourceFingerprint
import Testing

@testable import ScholiaCommandLine

/// A site's static figures come from the tool's compiled replicas and its
/// pages' engine from the folders the tool was compiled from
/// (`CompiledSources`): when a source there changed after the tool was
/// compiled, the build is refused (`StaleBinaryCheck`).
@Suite("A binary compiled from other sources")
struct StaleBinaryTests {
  @Test(
    "a replica edited after the tool was compiled: the build refuses, naming the folder; unedited, it builds")
  func editedReplica() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scholia-stale-\(UUID().uuidString)/Replicas")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    try FileManager.default.copyItem(at: repository.appendingPathComponent("Sources/Replicas"), to: folder)
    // What the plugin records as it compiles the tool.
    let compiled = [
      CompiledModule(
        name: "Replicas", folder: folder.path, digest: try #require(ModuleDigest.of(folder: folder)),
        dependencies: ["SimKernel"])
    ]
    try StaleBinaryCheck.verify(compiled, modules: ["SimKernel", "Replicas", "PageEngine"])

    let replica = folder.appendingPathComponent("Pop/POPAnimator.swift")
    let handle = try FileHandle(forWritingTo: replica)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("// An edit after the tool was compiled.\n".utf8))
    try handle.close()
    #expect(
      throws: CommandFailure(
        message:
          "this tool was compiled from other sources than the project's (\(folder.path) changed since): its figures and the page's engine would run different code; rebuild it (swift build, or scripts/build) and build again"
      )
    ) {
      try StaleBinaryCheck.verify(compiled, modules: ["SimKernel", "Replicas", "PageEngine"])
    }
    // A module the page does not compile is not the page's concern.
    try StaleBinaryCheck.verify(compiled, modules: ["SimKernel", "PageEngine"])
  }
}
