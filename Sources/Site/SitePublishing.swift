import Foundation

extension SiteBuilder {
  /// Why a site was not published; the output folder is as it was.
  public enum PublishFailure: Error {
    /// The build's diagnostics.
    case build(SiteBuildFailure)
    /// The output folder could not be written.
    case output(String)
  }

  /// The site streamed into `folder`'s staging area, with `extraFiles`
  /// added (the engine script, which the command line builds), then
  /// swapped in: all or nothing, as `scholia build` and `scholia serve`
  /// need it, and only into a folder `OutputFolder.check(for:)` accepts
  /// for this project. The summary counts the extra files.
  ///
  /// The folder is locked for the whole build (`OutputLock`): by `claim`'s
  /// locks, `.build` for a build on its own, `.serverBuild` for one of
  /// `scholia serve`, which holds the folder itself. A folder another
  /// process holds is refused at once, and its holder named.
  public func publish(
    into folder: OutputFolder, adding extraFiles: [String: [UInt8]] = [:], claim: OutputLock.Claim = .build
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
    let summary: Summary
    do throws(SiteBuildFailure) {
      summary = try build(into: staging)
    } catch {
      staging.discard()
      throw .build(error)
    }
    do {
      for path in extraFiles.keys.sorted() { _ = try staging.write(path, extraFiles[path]!) }
      try staging.commit()
    } catch {
      staging.discard()
      throw .output("cannot write the site to \(folder.url.path): \(error)")
    }
    return Summary(
      articleCount: summary.articleCount, pageCount: summary.pageCount,
      fileCount: summary.fileCount + extraFiles.count)
  }
}
