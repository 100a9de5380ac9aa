import Diagnostics
import Foundation
import ShippedCatalogs
import Site
import TestSupport
import Testing

/// A library described beside its replica (`Sources/Replicas/Lamp/library.yml`)
/// instead of in site.yml: the same keys, the folder implied; links to the
/// original come from it; a folder described twice, or a misspelt key, is
/// an error at its place.
@Suite("library.yml beside a replica")
struct LibraryFileTests {
  static let library = """
    name: Lamp
    version: 1.0.0
    repository: https://example.com/lamp
    license: MIT
    authors: Scholia tests
    commit: 0123abc
    """

  static func build(site: String, library: String) throws -> Result<SiteBuilder.Output, SiteBuildFailure> {
    let folder = try SiteTestSupport.temporaryFolder("library-file")
    defer { try? FileManager.default.removeItem(at: folder) }
    try SiteTestSupport.write(
      [
        "site/site.yml": site, "Sources/Replicas/Lamp/Lamp.swift": LampProject.replica(),
        "Sources/Replicas/Lamp/library.yml": library,
      ], into: folder)
    do throws(SiteBuildFailure) {
      return .success(
        try SiteBuilder(layout: ProjectLayout(root: folder), replicas: ReplicaRegistry.catalogs).build())
    } catch {
      return .failure(error)
    }
  }

  @Test("the library beside the replica links its source page to the original at its commit")
  func described() throws {
    let output = try Self.build(site: "title: Lamp site\n", library: Self.library).get()
    let source = try SiteTestSupport.text(output, "source/Lamp/Lamp.swift.html")
    #expect(source.contains("https://example.com/lamp/blob/0123abc/Lamp.m#L"))
    #expect(try SiteTestSupport.text(output, "index.html").contains("Lamp"))
  }

  @Test("described twice, or with a misspelt key: an error at the library file")
  func mistakes() throws {
    let twice = try Self.build(site: LampProject.siteYAML(checkout: nil), library: Self.library)
    #expect(
      (try? twice.get()) == nil
        && twice.failureDiagnostics == [
          "Sources/Replicas/Lamp/library.yml:1:1: error: site/site.yml also describes the library of Sources/Replicas/Lamp: keep one of the two"
        ])
    let misspelt = try Self.build(
      site: "title: Lamp site\n", library: Self.library.replacingOccurrences(of: "authors:", with: "author:"))
    #expect(
      misspelt.failureDiagnostics.contains {
        $0.hasPrefix("Sources/Replicas/Lamp/library.yml:5:1: error: unknown key 'author'")
      }, "\(misspelt.failureDiagnostics)")
  }
}

extension Result where Failure == SiteBuildFailure {
  /// The failure's diagnostics as rendered, first line each.
  fileprivate var failureDiagnostics: [String] {
    guard case .failure(let failure) = self else { return [] }
    return failure.diagnostics.map { String($0.rendered.split(separator: "\n").first ?? "") }
  }
}
