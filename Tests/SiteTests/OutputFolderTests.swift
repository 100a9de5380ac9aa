import Foundation
import Site
import Testing

/// Where the build writes: `OutputFolder.replace(with:)` swaps a whole site
/// in, and `scholia build` must not destroy what is not a site.
@Suite("The output folder")
struct OutputFolderTests {
  @Test("a path that leaves the folder is refused, and the folder stays as it was")
  func refusesEscapingPaths() throws {
    let folder = try SiteTestSupport.temporaryFolder("escape")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = OutputFolder(url: folder.appendingPathComponent("site"))
    try output.replace(with: ["index.html": Array("old".utf8), "assets/a.css": Array("a{}".utf8)])
    let before = try SiteTestSupport.snapshot(output.url)
    for bad in ["../escape.html", "/tmp/absolute.html", "a/../../escape.html", "a//b.html", "./c.html"] {
      #expect(throws: (any Error).self, "\(bad) was accepted") {
        try output.replace(with: ["index.html": Array("new".utf8), bad: Array("x".utf8)])
      }
      #expect(try SiteTestSupport.snapshot(output.url) == before)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escape.html").path))
  }

  @Test("leftovers of an interrupted swap are cleared by the next one")
  func clearsLeftovers() throws {
    let folder = try SiteTestSupport.temporaryFolder("leftovers")
    defer { try? FileManager.default.removeItem(at: folder) }
    try SiteTestSupport.write(
      [".staging/half.html": "half", ".previous/old.html": "old", "index.html": "old"], into: folder)
    try OutputFolder(url: folder).replace(with: ["index.html": Array("new".utf8)])
    #expect(try SiteTestSupport.snapshot(folder) == ["index.html": Array("new".utf8)])
  }

  // `replace(with:)` empties the output folder, so an output folder that is
  // or holds the project would delete the project: the build refuses it
  // (as Jekyll refuses a destination that contains its source).
  @Test(
    "scholia build refuses an output folder that is or contains the project",
    arguments: ["", "/.."])
  func refusesProjectAsOutput(_ suffix: String) throws {
    let folder = try SiteTestSupport.temporaryFolder("danger")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("project")
    try SiteTestSupport.copy(MalformedArticleTests.base, to: project)
    let before = try SiteTestSupport.snapshot(project)
    let run = try SiteTestSupport.scholia([
      "build", "--root", project.path, "--output", project.path + suffix, "--no-engine",
    ])
    let after = try SiteTestSupport.snapshot(project)
    #expect(run.status != 0)
    #expect(after == before)
  }
}
