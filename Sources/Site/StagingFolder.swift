import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OutputFolder {
  /// A new site being written into `.staging/` inside the output folder,
  /// file by file as the build makes them; `commit` swaps it in, `discard`
  /// removes it. Until `commit`, the folder's visible contents are the
  /// previous site's.
  ///
  /// Files are written with plain `open`/`write`/`close`: Foundation's
  /// `Data.write` syncs each file to disk, which cost more than building
  /// the pages. A page the previous build wrote and this one would make
  /// again byte for byte is hard-linked from the folder instead
  /// (`carryOver`), which makes a rebuild after a one-article edit cheap.
  public final class Staging: SiteSink, @unchecked Sendable {
    public let output: OutputFolder
    let root: URL
    private let lock = NSLock()
    private var folders: Set<String> = [""]

    init(output: OutputFolder) throws {
      self.output = output
      root = output.url.appendingPathComponent(OutputFolder.staging)
      let manager = FileManager.default
      try manager.createDirectory(at: output.url, withIntermediateDirectories: true)
      for leftover in [root, output.url.appendingPathComponent(OutputFolder.previous)]
      where manager.fileExists(atPath: leftover.path) {
        try manager.removeItem(at: leftover)
      }
      try manager.createDirectory(at: root, withIntermediateDirectories: true)
    }

    public func write(_ files: [SiteFile], produce: (_ emit: ([UInt8]) -> Void) -> Void)
      throws(SiteDiagnostic) -> [FileStamp?]
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
      var failure: SiteDiagnostic?
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
      return try files.indices.map { index throws(SiteDiagnostic) in
        var status = stat()
        guard fstat(descriptors[index], &status) == 0 else {
          throw systemFailure(files[index].path, "cannot stat")
        }
        return FileStamp(status)
      }
    }

    public func carryOver(_ path: String, _ stamp: FileStamp) -> Bool {
      guard let target = try? prepare(path) else { return false }
      let previous = output.url.appendingPathComponent(path).path
      var status = stat()
      guard stat(previous, &status) == 0, FileStamp(status) == stamp else { return false }
      return link(previous, target) == 0
    }

    /// Swaps the staged site in: the old top-level entries move into
    /// `.previous/`, the staged ones up, then `.previous/` is removed.
    public func commit() throws {
      let manager = FileManager.default
      let url = output.url
      let previous = url.appendingPathComponent(OutputFolder.previous)
      try manager.createDirectory(at: previous, withIntermediateDirectories: true)
      for name in try manager.contentsOfDirectory(atPath: url.path).sorted()
      where name != OutputFolder.staging && name != OutputFolder.previous {
        try manager.moveItem(at: url.appendingPathComponent(name), to: previous.appendingPathComponent(name))
      }
      for name in try manager.contentsOfDirectory(atPath: root.path).sorted() {
        try manager.moveItem(at: root.appendingPathComponent(name), to: url.appendingPathComponent(name))
      }
      try manager.removeItem(at: root)
      try manager.removeItem(at: previous)
    }

    /// Removes the staged files; the folder stays as it was.
    public func discard() {
      try? FileManager.default.removeItem(at: root)
    }

    /// The staged path for `path`, its folders made; refuses paths that
    /// would leave the folder.
    private func prepare(_ path: String) throws(SiteDiagnostic) -> String {
      let target: URL
      do {
        target = try OutputFolder.inside(root, path)
      } catch {
        throw failure(path, "refused: the path leaves the output folder")
      }
      let folder = String(path.split(separator: "/").dropLast().joined(separator: "/"))
      lock.lock()
      defer { lock.unlock() }
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

    private func failure(_ path: String, _ message: String) -> SiteDiagnostic {
      SiteDiagnostic(file: output.url.appendingPathComponent(path).path, line: 0, column: 0, message: message)
    }

    private func systemFailure(_ path: String, _ message: String) -> SiteDiagnostic {
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
