import Foundation
import SourceFingerprint

/// A site's static figures are drawn by this binary's compiled replicas
/// and catalogs, and its pages run an engine compiled at build time from
/// the folders this binary was compiled from (`CompiledSources`). When a
/// source changed since (a replica edited after `swift build`), the page's
/// static figure and its Run disagree ("All 6 expectations passed" over
/// "5 of 6"). So a build with the engine first compares the digest of
/// every module the page compiles (`ModuleDigest`: the replicas, catalogs,
/// kernel, language and timelines, the author's own modules too) with the
/// one recorded as this binary was compiled, and refuses when any differs
/// (docs/decisions.md, 28).
enum StaleBinaryCheck {
  /// Throws, naming the folders that differ, when the page's `modules` are
  /// not the sources this binary was compiled from.
  static func verify(_ compiled: [CompiledModule], modules: [String]) throws(CommandFailure) {
    let differing = compiled.filter { module in
      modules.contains(module.name)
        && ModuleDigest.of(folder: URL(fileURLWithPath: module.folder)) != module.digest
    }
    guard !differing.isEmpty else { return }
    let names = differing.map { relative($0.folder) }.joined(separator: ", ")
    throw CommandFailure(
      message:
        "this tool was compiled from other sources than the project's (\(names) changed since): its figures and the page's engine would run different code; rebuild it (swift build, or scripts/build) and build again"
    )
  }

  /// `folder` relative to the current folder when it is inside it.
  private static func relative(_ folder: String) -> String {
    let here = FileManager.default.currentDirectoryPath + "/"
    return folder.hasPrefix(here) ? String(folder.dropFirst(here.count)) : folder
  }
}
