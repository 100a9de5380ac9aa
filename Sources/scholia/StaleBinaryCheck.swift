import Foundation
import SourceFingerprint
import WasmBuild

/// A site's static figures are drawn by this binary's compiled replicas
/// and catalogs, and its pages run an engine compiled from the project's
/// `Sources/` at build time. When the two were compiled from different
/// sources (a replica edited since `swift build`), the page's static figure
/// and its Run disagree ("All 6 expectations passed" over "5 of 6"). So a
/// build with the engine first compares the digest of every module both
/// compile (`ModuleDigest`: the replicas, catalogs, kernel, language and
/// timelines; not `PageEngine`, the page's exports, which the binary does
/// not link) with the one this binary recorded as it was compiled
/// (`CompiledSources`, a build plugin), and refuses when any differs
/// (docs/decisions.md, 28).
enum StaleBinaryCheck {
  /// Throws, naming the modules that differ, when `root`'s sources are not
  /// the ones this binary was compiled from.
  static func verify(root: String) throws(CommandFailure) {
    let sources = URL(fileURLWithPath: root).appendingPathComponent("Sources")
    let differing = WasmBuilder.Kind.page.modules.filter { module in
      guard let compiled = CompiledSources.digests[module] else { return false }
      return ModuleDigest.of(folder: sources.appendingPathComponent(module)) != compiled
    }
    guard !differing.isEmpty else { return }
    let names = differing.map { "Sources/" + $0 }.joined(separator: ", ")
    throw CommandFailure(
      message:
        "this scholia was compiled from other sources than the project's (\(names) differ): its figures and the page's engine, compiled from the project, would run different code; rebuild it (swift build, or scripts/build) and build again"
    )
  }
}
