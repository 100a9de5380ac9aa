import Foundation
import ShippedCatalogs
import Site
import Testing

@testable import SiteServe

/// A server's build and the output folder's locks (`OutputLock`): the
/// server holds the owner lock for as long as it runs, and each of its
/// builds takes the writer lock.
@Suite("A server's builds and the output folder's locks", .serialized)
struct ServerBuildLockTests {
  @Test(
    "a server's build writes under its server's owner lock, and fails, naming the holder, while another process writes the folder",
    .timeLimit(.minutes(10)))
  func writerLock() throws {
    let work = try ServerTests.folder([:])
    defer { try? FileManager.default.removeItem(at: work) }
    let project = work.appendingPathComponent("project")
    try FileManager.default.copyItem(at: ServerTests.base, to: project)
    let output = OutputFolder(url: work.appendingPathComponent("out"))
    let rebuilder = SiteRebuilder(
      layout: ProjectLayout(root: project), replicas: ReplicaRegistry.catalogs, output: output)

    let owner = try OutputLock.take(.owner, of: output, holder: "pid 1: scholia serve")
    guard case .built = rebuilder.build() else {
      Issue.record("the server's build did not write under its server's lock")
      return
    }
    let marker = try Data(contentsOf: output.url.appendingPathComponent(".scholia-site"))

    let writer = try OutputLock.take(.writer, of: output, holder: "pid 2: scholia build-worker")
    let outcome = rebuilder.build()
    writer.release()
    owner.release()
    guard case .failed(let diagnostics) = outcome else {
      Issue.record("a second writer wrote the folder")
      return
    }
    #expect(
      diagnostics.map(\.message) == [
        "the output folder \(output.url.path) is being written by another Scholia process (pid 2: scholia build-worker); wait for it to finish or stop it, or give another output folder"
      ])
    #expect(try Data(contentsOf: output.url.appendingPathComponent(".scholia-site")) == marker)
  }
}
