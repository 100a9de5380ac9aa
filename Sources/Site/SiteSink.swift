import Diagnostics
import Foundation

/// Where a build puts its files as it makes them: into memory
/// (`SiteMemorySink`, for `scholia check`, tests and callers that add files
/// before writing) or straight into an output folder's staging area
/// (`OutputFolder.Staging`), so that a large site is never held whole in
/// memory. Called from the build's worker threads.
public protocol SiteSink: AnyObject, Sendable {
  /// Stores at each file's path (relative to the site's root) its prefix,
  /// every piece `produce` passes to `emit`, then its suffix: a large file
  /// (the search index) is never held whole, and files with the same body
  /// are made in one pass. Returns what identifies each stored file on
  /// disk, if it is on disk.
  func write(_ files: [SiteFile], produce: (_ emit: ([UInt8]) -> Void) -> Void) throws(Diagnostic)
    -> [FileStamp?]

  /// Takes the file at `path` unchanged from the folder's previous
  /// contents, if it is still the one `stamp` describes; false if it cannot
  /// (then the build makes it again).
  func carryOver(_ path: String, _ stamp: FileStamp) -> Bool
}

extension SiteSink {
  /// Stores `bytes` at `path`.
  public func write(_ path: String, _ bytes: [UInt8]) throws(Diagnostic) -> FileStamp? {
    try write([SiteFile(path: path)], produce: { $0(bytes) })[0]
  }
}

/// A file a sink stores, with what comes before and after its body.
public struct SiteFile: Sendable {
  public let path: String
  public var prefix: [UInt8] = []
  public var suffix: [UInt8] = []

  public init(path: String, prefix: [UInt8] = [], suffix: [UInt8] = []) {
    self.path = path
    self.prefix = prefix
    self.suffix = suffix
  }
}

/// A file as it was written: if its inode, size and modification time are
/// the same later, it holds the same bytes (nothing in the build rewrites a
/// file in place).
public struct FileStamp: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modified: timespec

  public static func == (lhs: FileStamp, rhs: FileStamp) -> Bool {
    lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
      && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
  }
}

/// The whole site in memory: output path → bytes.
public final class SiteMemorySink: SiteSink, @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String: [UInt8]] = [:]

  public init() {}

  public var files: [String: [UInt8]] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  public func write(_ files: [SiteFile], produce: (_ emit: ([UInt8]) -> Void) -> Void) throws(Diagnostic)
    -> [FileStamp?]
  {
    var body: [UInt8] = []
    produce { body += $0 }
    lock.lock()
    defer { lock.unlock() }
    for file in files { stored[file.path] = file.prefix + body + file.suffix }
    return files.map { _ in nil }
  }

  public func carryOver(_ path: String, _ stamp: FileStamp) -> Bool { false }
}
