import Foundation
import ShippedCatalogs
import Site
import Testing

/// What the build accepts from its inputs besides articles: URLs in
/// `site.yml` pass the articles' link policy, and symlinks may not lead
/// out of the project.
@Suite("Input policy")
struct InputPolicyTests {
  /// The base project in a temporary folder, changed by `edit`, built.
  func build(_ name: String, _ edit: (URL) throws -> Void) throws -> [String] {
    let folder = try SiteTestSupport.temporaryFolder(name)
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("project")
    try SiteTestSupport.copy(MalformedArticleTests.base, to: project)
    try edit(project)
    do throws(SiteBuildFailure) {
      _ = try SiteBuilder(layout: ProjectLayout(root: project), replicas: ReplicaRegistry.catalogs).build()
      return []
    } catch {
      return error.diagnostics.map(\.rendered)
    }
  }

  @Test("a library's repository in site.yml that would run script is refused at its place")
  func siteYAMLURL() throws {
    let diagnostics = try build("yml-url") { project in
      let file = project.appendingPathComponent("site/site.yml")
      let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
        of: "repository: https://example.com/tinyhud", with: "repository: \" JavaScript:alert(1)\"")
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(
      diagnostics == [
        "site/site.yml:8:17: error: 'repository' links to a 'javascript:' URL, which is not allowed"
      ])
  }

  @Test(
    "a symlink that leads out of the project is refused, in assets, scenarios and articles alike",
    arguments: [
      "site/assets/secret.txt", "site/assets/outside", "scenarios/linked.scenario", "articles/linked.md",
    ])
  func symlinkOut(path: String) throws {
    let outside = try SiteTestSupport.temporaryFolder("outside")
    defer { try? FileManager.default.removeItem(at: outside) }
    try SiteTestSupport.write(["id_ed25519": "secret", "inner/key.txt": "secret"], into: outside)
    let diagnostics = try build("link-out") { project in
      let target =
        path.hasSuffix("outside")
        ? outside.appendingPathComponent("inner") : outside.appendingPathComponent("id_ed25519")
      try FileManager.default.createSymbolicLink(
        at: project.appendingPathComponent(path), withDestinationURL: target)
    }
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.contains(
        "error: a symlink leads this out of the project (to \(outside.resolvingSymlinksInPath().path)/")
        == true, "\(diagnostics)")
  }

  @Test("a symlink that stays inside the project is followed")
  func symlinkInside() throws {
    let diagnostics = try build("link-in") { project in
      try FileManager.default.createSymbolicLink(
        at: project.appendingPathComponent("site/assets/again.css"),
        withDestinationURL: project.appendingPathComponent("site/assets/tiny.css"))
    }
    #expect(diagnostics.isEmpty)
  }
}
