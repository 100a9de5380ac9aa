import Diagnostics
import Foundation
import ShippedCatalogs
import Site
import TestSupport
import Testing

/// An `@original` file is read inside its checkout only: the `Lamp`
/// project (`LampProject`) with its clone at `clones/lamp`, a private file
/// beside the clone at `clones/private/Keys.m`, and annotations or symlinks
/// that try to reach it.
@Suite("An original's file stays inside its checkout")
struct OriginalCheckoutBoundsTests {
  /// What the private file holds: shaped like a method, so that it would
  /// be cut and shown if it were read.
  static let secret = "- (void)glow {\n  NSString *key = @\"SECRET-TOKEN-4711\";\n}\n"

  /// The site built with `glow`'s `@original` naming `glowFile`, after
  /// `prepare` ran in the project folder; the build's rendered diagnostics,
  /// or the source page.
  static func build(glowFile: String, prepare: (URL) throws -> Void = { _ in }) throws -> Result<
    String, DiagnosticList
  > {
    let folder = try SiteTestSupport.temporaryFolder("original-bounds")
    defer { try? FileManager.default.removeItem(at: folder) }
    var files = [
      "site/site.yml": LampProject.siteYAML(checkout: "clones/lamp"),
      "Sources/Replicas/Lamp/Lamp.swift": LampProject.replica(glowLine: glowFile),
      "clones/lamp/Lamp.m": LampProject.original,
      "clones/private/Keys.m": secret,
    ]
    for (name, text) in InlineSiteTests.templates { files["site/templates/\(name).mustache"] = text + "\n" }
    files["site/templates/source.mustache"] = "{{#sections}}{{{code}}}{{{beside}}}\n{{/sections}}\n"
    try SiteTestSupport.write(files, into: folder)
    try prepare(folder)
    let output: SiteBuilder.Output
    do throws(SiteBuildFailure) {
      output = try SiteBuilder(layout: ProjectLayout(root: folder), replicas: ReplicaRegistry.catalogs)
        .build()
    } catch {
      return .failure(DiagnosticList(diagnostics: error.diagnostics))
    }
    return .success(try SiteTestSupport.text(output, "source/Lamp/Lamp.swift.html"))
  }

  struct DiagnosticList: Error {
    let diagnostics: [Diagnostic]
    var rendered: [String] { diagnostics.map(\.rendered) }
  }

  static func link(_ name: String, to destination: String, in folder: URL) throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(name).path, withDestinationPath: destination)
  }

  @Test(
    "a name that climbs out with '..', a symlinked file or folder that points out: an error at the annotation",
    arguments: [
      ("../private/Keys.m:1", "private/Keys.m", nil),
      ("Keys.m:1", "private/Keys.m", "Keys.m -> ../private/Keys.m"),
      ("inner/Keys.m:1", "private/Keys.m", "inner -> ABSOLUTE/clones/private"),
      ("../../../../../../../../../etc/nowhere.m:1", "/etc/nowhere.m", nil),
    ] as [(String, String, String?)])
  func refused(_ glowFile: String, _ leadsTo: String, _ symlink: String?) throws {
    let result = try Self.build(glowFile: glowFile) { project in
      guard let symlink else { return }
      let parts = symlink.components(separatedBy: " -> ")
      try Self.link(
        parts[0], to: parts[1].replacingOccurrences(of: "ABSOLUTE", with: project.path),
        in: project.appendingPathComponent("clones/lamp"))
    }
    guard case .failure(let failure) = result else {
      Issue.record("the site built, reading a file outside the checkout")
      if case .success(let page) = result { #expect(!page.contains("SECRET-TOKEN")) }
      return
    }
    let file = glowFile.prefix { $0 != ":" }
    #expect(failure.rendered.count == 1, "\(failure.rendered)")
    let rendered = failure.rendered.first ?? ""
    #expect(
      rendered.hasPrefix(
        "Sources/Replicas/Lamp/Lamp.swift:20:7: error: '@original' names '\(file)', which leads out of Lamp's checkout "
      ), "\(rendered)")
    #expect(rendered.contains(leadsTo + ")"), "\(rendered)")
    #expect(rendered.hasSuffix("; an original's file is read only inside its checkout"), "\(rendered)")
    #expect(!rendered.contains("SECRET-TOKEN"))
  }

  @Test("a symlink that stays inside the clone, and '..' that comes back into it, are read")
  func insideIsRead() throws {
    for glowFile in ["Alias.m:14", "sub/../Lamp.m:14"] {
      let result = try Self.build(glowFile: glowFile) { project in
        let clone = project.appendingPathComponent("clones/lamp")
        try Self.link("Alias.m", to: "Lamp.m", in: clone)
        try FileManager.default.createDirectory(
          at: clone.appendingPathComponent("sub"), withIntermediateDirectories: true)
      }
      guard case .success(let page) = result else {
        Issue.record("\(glowFile): \(result)")
        continue
      }
      #expect(page.contains("NSLog"), "\(glowFile): the original's glow is beside the replica's")
    }
  }
}
