import Foundation

extension SiteBuilder {
  /// Why a site was not published; the output folder is as it was.
  public enum PublishFailure: Error {
    /// The build's diagnostics.
    case build(SiteBuildFailure)
    /// The output folder could not be written.
    case output(String)
    /// The files to add could not be made (the engine's compiler failed,
    /// or the tool is stale): their maker's own error.
    case addition(any Error)
  }

  /// The site streamed into `folder`'s staging area, with the files
  /// `extraFiles` makes added (the engine script, which the command line
  /// builds), then swapped in: all or nothing, as `scholia build` and
  /// `scholia serve` need it, and only into a folder
  /// `OutputFolder.check(for:)` accepts for this project. The summary
  /// counts the extra files.
  ///
  /// `extraFiles` runs on another thread while the site builds: compiling
  /// the page engine keeps the compiler's front end on one core for most
  /// of a minute after a replica edit, and the site's pages are rendered
  /// on the other meanwhile (docs/performance.md, "An author's feedback
  /// times"). It is waited for even when the site fails, so that no work
  /// outlives the build that asked for it.
  ///
  /// The folder is locked for the whole build (`OutputLock`): by `claim`'s
  /// locks, `.build` for a build on its own, `.serverBuild` for one of
  /// `scholia serve`, which holds the folder itself. A folder another
  /// process holds is refused at once, and its holder named.
  public func publish(
    into folder: OutputFolder,
    adding extraFiles: @escaping @Sendable () throws -> [String: [UInt8]] = { [:] },
    claim: OutputLock.Claim = .build
  ) throws(PublishFailure) -> Summary {
    let locks: [OutputLock]
    do throws(OutputFolder.Failure) {
      try folder.check(for: layout)
      locks = try OutputLock.take(claim, of: folder)
    } catch {
      throw .output(error.description)
    }
    defer { for lock in locks.reversed() { lock.release() } }
    let staging: OutputFolder.Staging
    do throws(OutputFolder.Failure) {
      staging = try folder.stage()
    } catch {
      throw .output(error.description)
    }
    let addition = BackgroundWork(extraFiles)
    let summary: Summary
    do throws(SiteBuildFailure) {
      summary = try build(into: staging)
    } catch {
      _ = addition.result()
      staging.discard()
      throw .build(error)
    }
    let added: [String: [UInt8]]
    switch addition.result() {
    case .success(let files): added = files
    case .failure(let error):
      staging.discard()
      throw .addition(error)
    }
    do {
      for path in added.keys.sorted() { _ = try staging.write(path, added[path]!) }
      try staging.commit()
    } catch {
      staging.discard()
      throw .output("cannot write the site to \(folder.url.path): \(error)")
    }
    return Summary(
      articleCount: summary.articleCount, pageCount: summary.pageCount,
      fileCount: summary.fileCount + added.count)
  }
}
