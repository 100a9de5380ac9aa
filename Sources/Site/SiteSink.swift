import Foundation

/// Where a build puts its files as it makes them: into memory
/// (`SiteMemorySink`, for `scholia check`, tests and callers that add files
/// before writing) or straight into an output folder's staging area
/// (`OutputFolder.Staging`), so that a large site is never held whole in
/// memory. Called from the build's worker threads.
public protocol SiteSink: AnyObject, Sendable {
  /// Stores `bytes` at `path` (relative to the site's root). Returns what
  /// identifies the stored file on disk, if it is on disk.
  func write(_ path: String, _ bytes: [UInt8]) throws(SiteDiagnostic) -> FileStamp?

  /// Takes the file at `path` unchanged from the folder's previous
  /// contents, if it is still the one `stamp` describes; false if it cannot
  /// (then the build makes it again).
  func carryOver(_ path: String, _ stamp: FileStamp) -> Bool
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

  public func write(_ path: String, _ bytes: [UInt8]) throws(SiteDiagnostic) -> FileStamp? {
    lock.lock()
    defer { lock.unlock() }
    stored[path] = bytes
    return nil
  }

  public func carryOver(_ path: String, _ stamp: FileStamp) -> Bool { false }
}
