import Foundation
import TestSupport
import Testing

/// `scholia new`: a project for the author's own library, outside Scholia.
/// Building one compiles all of Scholia, so scripts/test-example does that
/// (it builds, tests, checks and serves a generated project); here, what
/// the command writes and what Scholia's own tool can already read of it.
@Suite("scholia new")
struct NewCommandTests {
  @Test("a name that cannot be a Swift type, or a folder in use, is refused with status 2")
  func refusals() throws {
    let folder = try TemporaryFolder.make("new-refused")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lower = try Scholia.run(["new", "banner", "--output", folder.appendingPathComponent("a").path])
    #expect(lower.status == 2)
    #expect(
      lower.stderr
        == "scholia: error: 'banner' must start with a capital letter (A–Z): it names the replica's class and modules\n"
    )
    let dashed = try Scholia.run(["new", "My-Banner", "--output", folder.appendingPathComponent("b").path])
    #expect(dashed.status == 2)
    #expect(dashed.stderr.contains("may hold only letters and digits"))
    try Data("x".utf8).write(to: folder.appendingPathComponent("taken.txt"))
    let taken = try Scholia.run(["new", "Banner", "--output", folder.path])
    #expect(taken.status == 2)
    #expect(taken.stderr == "scholia: error: \(folder.path) is not empty: name a new folder with --output\n")
  }

  @Test("the project depends on this Scholia, and its replica's graphs and annotations read as generated")
  func project() throws {
    let parent = try TemporaryFolder.make("new-project")
    defer { try? FileManager.default.removeItem(at: parent) }
    let project = parent.appendingPathComponent("banner")
    let made = try Scholia.run(["new", "Banner", "--output", project.path])
    #expect(made.status == 0, "\(made.stderr)")
    let files = Set(
      (FileManager.default.enumerator(atPath: project.path)?.compactMap { $0 as? String } ?? []).filter {
        $0.contains(".")
      })
    #expect(
      files == [
        ".gitignore", "Package.swift", "Sources/Replicas/Banner/Banner.swift",
        "Sources/BannerCatalog/BannerCatalog.swift", "Sources/site/main.swift",
        "Tests/BannerTests/ScenarioTests.swift", "site/site.yml", "Sources/Replicas/Banner/library.yml",
        "articles/banner.md",
        "scenarios/banner-waits-for-its-delay.scenario", "scenarios/banner-hidden-before-its-delay.scenario",
      ])
    let manifest = try String(contentsOf: project.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(
      manifest.contains(
        ".package(name: \"Scholia\", path: \"\(Scholia.repository.standardizedFileURL.path)\")"))
    let graph = try Scholia.run(["graph", "timers", "Banner", "--project", project.path])
    #expect(graph.status == 0, "\(graph.stderr)")
    #expect(graph.stdout.contains("show() ─schedules→ showTimer"))
    #expect(graph.stdout.contains("showTimer ─fires→ handleShowTimer()"))
    #expect(graph.stdout.contains("hide() ─invalidates→ showTimer"))
  }
}
