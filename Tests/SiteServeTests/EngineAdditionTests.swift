import Foundation
import ShippedCatalogs
import Site
import Testing

@testable import SiteServe

/// The page engine a build adds to the site: made while the site renders,
/// and all or nothing with it.
@Suite("The page engine beside a server's build", .serialized)
struct EngineAdditionTests {
  struct CompilerFailed: Error, CustomStringConvertible {
    var description: String { "swiftc failed: PageEngine/PageCatalogs.swift:3:1: error: cannot find 'X'" }
  }

  @Test("an engine that fails leaves the folder as it was and says why", .timeLimit(.minutes(10)))
  func failingEngine() throws {
    let work = try ServerTests.folder([:])
    defer { try? FileManager.default.removeItem(at: work) }
    let project = work.appendingPathComponent("project")
    try FileManager.default.copyItem(at: ServerTests.base, to: project)
    let output = OutputFolder(url: work.appendingPathComponent("out"))
    let good = SiteRebuilder(
      layout: ProjectLayout(root: project), replicas: ReplicaRegistry.catalogs, output: output,
      engine: { [.page: [0, 0x61, 0x73, 0x6d]] })
    guard case .built = good.build() else {
      Issue.record("the build with an engine did not write")
      return
    }
    let module = try Data(
      contentsOf: output.url.appendingPathComponent(PageEngineScript.modulePath(of: .page)))
    #expect(Array(module) == [0, 0x61, 0x73, 0x6d])
    let before = try Self.contents(of: output.url)

    let failing = SiteRebuilder(
      layout: ProjectLayout(root: project), replicas: ReplicaRegistry.catalogs, output: output,
      engine: { throw CompilerFailed() })
    guard case .failed(let diagnostics) = failing.build() else {
      Issue.record("a build whose engine failed was published")
      return
    }
    #expect(diagnostics.map(\.message) == [CompilerFailed().description])
    #expect(try Self.contents(of: output.url) == before)
  }

  /// Every file below `folder`, by path, with its bytes.
  static func contents(of folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
      let url = folder.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
      else {
        continue
      }
      files[path] = try Data(contentsOf: url)
    }
    return files
  }
}
