import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive claim on an output folder, so that one process at a time
/// writes it: two builds into one folder would each clear the other's
/// staging folder and swap in their own, and leave a marker that lists
/// files the other removed.
///
/// The claim is an `flock` on a file beside the output folder
/// (`.NAME.scholia-lock`, next to the staging folder `.NAME.scholia-staging`),
/// not in it: the output folder is exchanged with the staging folder at
/// every build, and a lock inside it would move with it. The kernel drops
/// the lock when its holder ends, however it ends, so a killed build never
/// leaves the folder locked. The holder writes its process id and command
/// line into the file, so that a build turned away can name it; it removes
/// the file when it lets go (a killed holder leaves it, unlocked, and the
/// next holder takes it over).
///
/// A second build fails at once instead of waiting: `scholia serve` holds
/// its folder for as long as it runs, and a build that waited for it would
/// hang without a word.
///
/// There are two locks, because `scholia serve` owns its folder for its
/// whole life while its builds are written by another process, its build
/// worker (`scholia build-worker`), which cannot share the server's lock:
/// the server holds the folder's `owner` lock, and the worker takes the
/// `writer` lock for each build. `scholia build` takes both, so it is
/// turned away by a server and by a server's worker alike, even a worker
/// that goes on with its build after its server was killed.
public final class OutputLock {
  public enum Kind: String, Sendable, CaseIterable {
    /// Held by the process the folder belongs to: `scholia build` while it
    /// runs, `scholia serve` while it serves.
    case owner = "lock"
    /// Held by the process that writes the folder now: `scholia build`,
    /// or the build worker of `scholia serve` during each build.
    case writer = "write-lock"
  }

  /// Which locks a build takes.
  public enum Claim: Sendable {
    /// A build on its own (`scholia build`): the owner lock, then the
    /// writer lock.
    case build
    /// A build for a server that holds the owner lock itself: the writer
    /// lock.
    case serverBuild

    var kinds: [Kind] {
      switch self {
      case .build: return [.owner, .writer]
      case .serverBuild: return [.writer]
      }
    }
  }

  public let kind: Kind
  /// The lock file.
  public let path: String
  private var descriptor: Int32

  private init(kind: Kind, path: String, descriptor: Int32) {
    self.kind = kind
    self.path = path
    self.descriptor = descriptor
  }

  deinit { release() }

  /// This process, as a lock file names it: `pid 4242: scholia serve -o _site`.
  public static var thisProcess: String {
    let arguments = CommandLine.arguments
    let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "?"
    return "pid \(getpid()): " + ([program] + arguments.dropFirst()).joined(separator: " ")
  }

  /// The lock file of `kind` for `folder`: beside the folder as the build
  /// writes it (symlinks resolved, as `Staging` does).
  static func file(_ kind: Kind, of folder: OutputFolder) -> URL {
    let target = folder.resolved
    return target.deletingLastPathComponent().appendingPathComponent(
      "." + target.lastPathComponent + ".scholia-" + kind.rawValue)
  }

  /// Takes the lock of `kind` on `folder` for `holder`, or fails at once,
  /// naming the process that holds it.
  public static func take(_ kind: Kind, of folder: OutputFolder, holder: String = thisProcess)
    throws(OutputFolder.Failure) -> OutputLock
  {
    let url = file(kind, of: folder)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw OutputFolder.Failure(
        description: "cannot lock the output folder \(folder.url.path): \(error.localizedDescription)")
    }
    // A lock file removed by the holder that let go, between this open and
    // this lock, is not the lock any more: open the new one and try again.
    while true {
      let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
      guard descriptor >= 0 else {
        throw OutputFolder.Failure(
          description: "cannot lock the output folder \(folder.url.path) with \(url.path): "
            + String(cString: strerror(errno)))
      }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        let busy = errno == EWOULDBLOCK
        let reason = String(cString: strerror(errno))
        close(descriptor)
        if busy { throw busyFailure(kind, folder: folder, holder: holderText(url)) }
        throw OutputFolder.Failure(
          description: "cannot lock the output folder \(folder.url.path) with \(url.path): \(reason)")
      }
      var held = stat()
      var named = stat()
      guard fstat(descriptor, &held) == 0, lstat(url.path, &named) == 0, held.st_dev == named.st_dev,
        held.st_ino == named.st_ino
      else {
        close(descriptor)
        continue
      }
      let text = Array((holder + "\n").utf8)
      _ = ftruncate(descriptor, 0)
      _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
      return OutputLock(kind: kind, path: url.path, descriptor: descriptor)
    }
  }

  /// Takes the locks `claim` needs, in order; none is held if one fails.
  public static func take(_ claim: Claim, of folder: OutputFolder, holder: String = thisProcess)
    throws(OutputFolder.Failure) -> [OutputLock]
  {
    var locks: [OutputLock] = []
    for kind in claim.kinds {
      do throws(OutputFolder.Failure) {
        locks.append(try take(kind, of: folder, holder: holder))
      } catch {
        for lock in locks.reversed() { lock.release() }
        throw error
      }
    }
    return locks
  }

  /// Lets go: removes the lock file while it is still held (so that the
  /// next holder never takes a file that is about to go), then unlocks.
  public func release() {
    guard descriptor >= 0 else { return }
    unlink(path)
    close(descriptor)
    descriptor = -1
  }

  /// What the holder wrote into the lock file; empty in the moment between
  /// its lock and its write.
  private static func holderText(_ url: URL) -> String {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return "" }
    return String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private static func busyFailure(_ kind: Kind, folder: OutputFolder, holder: String) -> OutputFolder.Failure
  {
    let who = holder.isEmpty ? "another Scholia process" : "another Scholia process (\(holder))"
    let doing = kind == .owner ? "is in use by" : "is being written by"
    return OutputFolder.Failure(
      description:
        "the output folder \(folder.url.path) \(doing) \(who); wait for it to finish or stop it, or give another output folder"
    )
  }
}
