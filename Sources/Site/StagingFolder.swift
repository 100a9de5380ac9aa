import CFileSwap
import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OutputFolder {
  /// A new site being written into a staging folder next to the output
  /// folder (`.NAME.scholia-staging`), file by file as the build makes it;
  /// `commit` swaps it in, `discard` removes it. Until `commit`, the output
  /// folder is the previous site, untouched.
  ///
  /// Files are written with plain `open`/`write`/`close`: Foundation's
  /// `Data.write` syncs each file to disk, which cost more than building
  /// the pages. A page the previous build wrote and this one would make
  /// again byte for byte is hard-linked from the folder instead
  /// (`carryOver`), which makes a rebuild after a one-article edit cheap.
  ///
  /// The staging folder sits beside the output folder, not in it, because
  /// the swap is one `rename` exchanging the two folders (`renameat2` with
  /// `RENAME_EXCHANGE`), the only way the visible site is at every instant
  /// one whole site. It is marked (`OutputMarker`) from its first moment,
  /// so that what a killed build leaves is known to be Scholia's and is
  /// cleared by the next one.
  public final class Staging: SiteSink, @unchecked Sendable {
    public let output: OutputFolder
    /// The output folder with symlinks resolved: what is swapped.
    let target: URL
    /// The staging folder.
    let root: URL
    private let lock = NSLock()
    private var folders: Set<String> = [""]
    private var written: Set<String> = []

    /// The steps of `commit`, in order; a test stops after each to show
    /// what a build killed there leaves.
    enum CommitStep: CaseIterable {
      /// The staging folder's marker lists the new site's files.
      case marked
      /// Files in the output folder that no build wrote moved into the new site.
      case keptForeignFiles
      /// The folders exchanged: the new site is visible, the old one staged.
      case exchanged
      /// The old site's files removed.
      case cleared
    }

    /// What `commit(stoppingAfter:)` throws where a test stops it, leaving
    /// the folders as a build killed there would.
    static let stopped = Failure(description: "stopped after a step of the swap")

    init(output: OutputFolder) throws(Failure) {
      self.output = output
      let manager = FileManager.default
      if OutputTree.kind(of: output.resolved.path) == .missing {
        do {
          try manager.createDirectory(at: output.resolved, withIntermediateDirectories: true)
        } catch {
          throw Failure(
            description: "cannot create the output folder \(output.url.path): \(error.localizedDescription)")
        }
      }
      target = output.resolved
      root = target.deletingLastPathComponent().appendingPathComponent(
        "." + target.lastPathComponent + ".scholia-staging")
      try Self.clearLeftover(root, of: target)
      do {
        try Self.makeFolder(root, withModeOf: target)
        try OutputMarker(kind: .staging, files: []).write(into: root)
      } catch let failure as Failure {
        throw failure
      } catch {
        throw Failure(
          description: "cannot create the staging folder \(root.path): \(error.localizedDescription)")
      }
    }

    /// Makes the staging folder with the output folder's permissions: the
    /// exchange makes it the output folder, which must stay as private as
    /// its owner made it (0700 stays 0700). It is made 0700 and then given
    /// the mode, so that it is never more open than the output folder.
    private static func makeFolder(_ root: URL, withModeOf target: URL) throws {
      var status = stat()
      guard lstat(target.path, &status) == 0, mkdir(root.path, 0o700) == 0,
        chmod(root.path, status.st_mode & 0o7777) == 0
      else {
        throw Failure(
          description: "cannot create the staging folder \(root.path): " + String(cString: strerror(errno)))
      }
    }

    /// Clears what a killed build left at `root`: a staging folder is
    /// removed whole (nothing but the build's own files enters it before it
    /// is marked `site`); a marked site (the new one before the swap, or the
    /// old one after it) loses the files its marker lists, and anything
    /// else in it goes back into the output folder, where it came from.
    static func clearLeftover(_ root: URL, of target: URL) throws(Failure) {
      switch OutputTree.kind(of: root.path) {
      case .missing: return
      case .folder: break
      default:
        throw Failure(description: "\(root.path) is in the way of the staging folder and is not Scholia's")
      }
      let found = OutputMarker.find(in: root)
      // An empty folder is what the swap leaves of an output folder that
      // was new or empty, or what a build killed before it marked its
      // staging folder leaves (with at most the marker it was writing);
      // removing it destroys nothing.
      if found == .none, OutputTree.names(in: root).allSatisfy({ $0 == OutputMarker.name + ".new" }) {
        unlink(root.appendingPathComponent(OutputMarker.name + ".new").path)
        if rmdir(root.path) == 0 { return }
      }
      guard case .marker(let marker) = found else {
        throw Failure(
          description:
            "\(root.path) is in the way of the staging folder and was not made by Scholia; move it away")
      }
      switch marker.kind {
      case .staging:
        do {
          try FileManager.default.removeItem(at: root)
        } catch {
          throw Failure(description: "cannot remove the unfinished build in \(root.path): \(error)")
        }
      case .site:
        for path in OutputTree.foreignEntries(in: root, besides: Set(marker.files)) {
          try OutputTree.move(path, from: root, to: target)
        }
        OutputTree.remove(marker.files, from: root)
      }
    }

    public func write(_ files: [SiteFile], produce: (_ emit: ([UInt8]) -> Void) -> Void)
      throws(Diagnostic) -> [FileStamp?]
    {
      var descriptors: [Int32] = []
      defer { for descriptor in descriptors { close(descriptor) } }
      for file in files {
        let descriptor = open(try prepare(file.path), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw systemFailure(file.path, "cannot create") }
        descriptors.append(descriptor)
      }
      // The first failure stops the writing; it is thrown once `produce`
      // is done.
      var failure: Diagnostic?
      func emit(_ bytes: [UInt8], to index: Int) {
        guard failure == nil else { return }
        var written = 0
        while written < bytes.count {
          let count = bytes.withUnsafeBytes {
            systemWrite(descriptors[index], $0.baseAddress! + written, $0.count - written)
          }
          guard count > 0 else {
            failure = systemFailure(files[index].path, "cannot write")
            return
          }
          written += count
        }
      }
      for index in files.indices { emit(files[index].prefix, to: index) }
      produce { bytes in for index in files.indices { emit(bytes, to: index) } }
      for index in files.indices { emit(files[index].suffix, to: index) }
      if let failure { throw failure }
      return try files.indices.map { index throws(Diagnostic) in
        var status = stat()
        guard fstat(descriptors[index], &status) == 0 else {
          throw systemFailure(files[index].path, "cannot stat")
        }
        return FileStamp(status)
      }
    }

    public func carryOver(_ path: String, _ stamp: FileStamp) -> Bool {
      guard let staged = try? prepare(path) else { return false }
      let previous = target.appendingPathComponent(path).path
      var status = stat()
      guard lstat(previous, &status) == 0, FileStamp(status) == stamp else { return false }
      return link(previous, staged) == 0
    }

    /// Swaps the staged site in: marks it with the list of its files,
    /// moves into it what others put in the output folder, exchanges the
    /// two folders in one rename, then removes the old site's files (only
    /// those its marker lists).
    public func commit() throws(Failure) {
      try commit(stoppingAfter: nil)
    }

    func commit(stoppingAfter stop: CommitStep?) throws(Failure) {
      let files = lock.withLock { written.sorted() }
      do {
        try OutputMarker(kind: .site, files: files).write(into: root)
      } catch let failure as Failure {
        throw failure
      } catch {
        throw Failure(description: "cannot mark the new site in \(root.path): \(error.localizedDescription)")
      }
      if stop == .marked { throw Self.stopped }
      var previous: [String] = []
      if case .marker(let marker) = OutputMarker.find(in: target) { previous = marker.files }
      for path in OutputTree.foreignEntries(in: target, besides: Set(previous)) {
        do throws(Failure) {
          try OutputTree.move(path, from: target, to: root)
        } catch {
          throw Failure(
            description:
              "the output folder holds \(path), which Scholia did not write, where the new site has "
              + "a file; move it away (\(error.description))")
        }
      }
      if stop == .keptForeignFiles { throw Self.stopped }
      guard scholia_exchange_paths(root.path, target.path) == 0 else {
        throw Failure(
          description: "cannot swap the new site into \(target.path): " + String(cString: strerror(errno))
            + " (the folder's filesystem must support an atomic exchange of two folders)")
      }
      if stop == .exchanged { throw Self.stopped }
      try Self.clearLeftover(root, of: target)
      if stop == .cleared { throw Self.stopped }
    }

    /// Removes the staged files; the output folder stays as it was.
    public func discard() {
      try? Self.clearLeftover(root, of: target)
    }

    /// The staged path for `path`, its folders made; refuses paths that
    /// would leave the folder.
    private func prepare(_ path: String) throws(Diagnostic) -> String {
      let target: URL
      do {
        target = try OutputFolder.inside(root, path)
      } catch {
        throw failure(path, "refused: the path leaves the output folder")
      }
      let folder = String(path.split(separator: "/").dropLast().joined(separator: "/"))
      lock.lock()
      defer { lock.unlock() }
      written.insert(path)
      if !folders.contains(folder) {
        do {
          try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
          throw failure(path, "cannot create its folder: \(error)")
        }
        folders.insert(folder)
      }
      return target.path
    }

    private func failure(_ path: String, _ message: String) -> Diagnostic {
      Diagnostic(file: output.url.appendingPathComponent(path).path, line: 0, column: 0, message: message)
    }

    private func systemFailure(_ path: String, _ message: String) -> Diagnostic {
      failure(path, message + ": " + String(cString: strerror(errno)))
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif

extension FileStamp {
  init(_ status: stat) {
    self.init(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
      modified: status.st_mtim)
  }
}
