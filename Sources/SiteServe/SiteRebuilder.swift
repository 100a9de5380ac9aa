import Diagnostics
import Foundation
import ScenarioCatalog
import Site

/// One build of the site, streamed into the output folder's staging area
/// and swapped in if it succeeds, as `scholia build` does: all or nothing,
/// so a failed build leaves the served files as they were. Pages the last
/// build wrote and this one would make the same are carried over.
///
/// A build that crashes takes this process with it: `scholia serve` runs
/// this rebuilder in a child process (`WorkerRebuilder`, `BuildWorker`).
/// The server holds the output folder's owner lock for as long as it runs;
/// each build here takes the folder's writer lock (`OutputLock`), so that
/// no `scholia build` writes the folder meanwhile, even after the server
/// is gone.
///
/// The build runs on its own thread, not on the Swift concurrency pool: a
/// build keeps a core busy for a while, and the server's connections and
/// the watcher must go on meanwhile (the pool has only as many threads as
/// cores). Builds run one at a time, sharing one `SiteBuildCache`, so an
/// edit to one article re-renders that article and little else.
public struct SiteRebuilder: Rebuilding {
  public let layout: ProjectLayout
  /// The replicas the project's scenarios run, and which of them are the
  /// project's own (`SiteBuilder.init`).
  public let replicas: [ReplicaCatalog]
  public let projectCatalogs: Set<String>
  public let output: OutputFolder
  /// The page modules' bytes (for `engine/NAME.wasm` and their scripts),
  /// asked for at every build so that an edited replica reaches the page;
  /// nil leaves them out.
  public let engine: (@Sendable () throws -> [PageEngineScript.Engine: [UInt8]])?
  private let cache = SiteBuildCache()

  private static let queue = DispatchQueue(label: "scholia.serve.build", qos: .userInitiated)

  public init(
    layout: ProjectLayout, replicas: [ReplicaCatalog], projectCatalogs: Set<String> = [],
    output: OutputFolder, engine: (@Sendable () throws -> [PageEngineScript.Engine: [UInt8]])? = nil
  ) {
    self.layout = layout
    self.replicas = replicas
    self.projectCatalogs = projectCatalogs
    self.output = output
    self.engine = engine
  }

  public func rebuild() async -> BuildOutcome {
    await withCheckedContinuation { continuation in
      Self.queue.async { continuation.resume(returning: build()) }
    }
  }

  /// One build, on the calling thread.
  func build() -> BuildOutcome {
    let clock = ContinuousClock()
    let start = clock.now
    let engine = self.engine
    let engineFiles: @Sendable () throws -> [String: [UInt8]] = {
      guard let engine else { return [:] }
      return PageEngineScript.files(modules: try engine())
    }
    let summary: SiteBuilder.Summary
    do throws(SiteBuilder.PublishFailure) {
      summary = try SiteBuilder(
        layout: layout, replicas: replicas, projectCatalogs: projectCatalogs, cache: cache
      ).publish(
        into: output, adding: engineFiles, claim: .serverBuild)
    } catch {
      switch error {
      case .build(let failure): return .failed(failure.diagnostics)
      case .output(let message):
        return .failed([Diagnostic(file: output.url.path, line: 0, column: 0, message: message)])
      case .addition(let engineFailure):
        return .failed([Diagnostic(file: "Sources", line: 0, column: 0, message: "\(engineFailure)")])
      }
    }
    let elapsed = (clock.now - start).components
    return .built(
      pages: summary.pageCount, articles: summary.articleCount, files: summary.fileCount,
      seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
  }
}
