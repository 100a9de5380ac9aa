import Foundation
import TestSupport
import Testing

@testable import Site

/// One writer at a time (`OutputLock`): a build into a folder another
/// process holds fails at once, names the holder, and changes nothing.
/// Two writers are never raced: the test holds the lock itself
/// (`ServeCommandTests` has a real `scholia serve` hold it).
@Suite("One writer at a time", .serialized)
struct OutputLockTests {
  typealias Support = SiteTestSupport

  /// A copy of the small test project, built once into `site` beside it.
  static func builtProject(_ name: String) throws -> (folder: URL, project: URL, output: URL) {
    let folder = try Support.temporaryFolder(name)
    let project = folder.appendingPathComponent("project")
    try Support.copy(MalformedArticleTests.base, to: project)
    let output = folder.appendingPathComponent("site")
    let first = try Support.scholia(build(project, into: output))
    #expect(first.status == 0, "\(first.stderr)")
    return (folder, project, output)
  }

  static func build(_ project: URL, into output: URL) -> [String] {
    ["build", "--root", project.path, "--output", output.path, "--no-engine"]
  }

  @Test(
    "scholia build into a folder whose owner or writer lock another process holds fails at once, names it, and changes nothing",
    arguments: [(OutputLock.Kind.owner, "is in use by"), (.writer, "is being written by")])
  func heldByAnother(_ kind: OutputLock.Kind, _ words: String) throws {
    let (folder, project, output) = try Self.builtProject("held")
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Support.snapshot(folder)
    let lock = try OutputLock.take(
      kind, of: OutputFolder(url: output), holder: "pid 4242: scholia build --output elsewhere")
    let refused = try Support.scholia(Self.build(project, into: output))
    lock.release()
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "scholia: error: the output folder \(output.path) \(words) another Scholia process (pid 4242: scholia build --output elsewhere); wait for it to finish or stop it, or give another output folder\n"
    )
    #expect(try Support.snapshot(folder) == before, "the lock file goes with its holder")
    let after = try Support.scholia(Self.build(project, into: output))
    #expect(after.status == 0, "\(after.stderr)")
  }

  @Test(
    "what a killed build leaves, its staging folder half written and its lock files no longer locked, the next build clears"
  )
  func killedBuildsLeftovers() throws {
    let (folder, project, output) = try Self.builtProject("leftovers")
    defer { try? FileManager.default.removeItem(at: folder) }
    let previous = try Support.snapshot(output)
    // A build killed while it wrote: its staging folder, and its lock files
    // (the kernel dropped the locks with the process; the files stay).
    let staging = try OutputFolder(url: output).stage()
    _ = try staging.write("index.html", Array("half".utf8))
    try Support.write(
      [
        ".site.scholia-lock": "pid 99999: scholia build\n",
        ".site.scholia-write-lock": "pid 99999: scholia build\n",
      ], into: folder)

    let next = try Support.scholia(Self.build(project, into: output))
    #expect(next.status == 0, "\(next.stderr)")
    #expect(try Support.snapshot(output) == previous)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["project", "site"])
  }
}
