import Foundation

/// The folder a build publishes the site into, and the rules that keep a
/// build from destroying anything that is not its own.
///
/// A build writes only into a folder that is missing, empty, or marked as
/// Scholia's by `.scholia-site` (`OutputMarker`), which lists the files the
/// last build wrote; only those are ever removed, and files somebody else
/// put in the folder are kept. Never the filesystem root, the home folder,
/// the project or a folder that holds it, or one of its inputs.
///
/// The new site is written into a staging folder next to the output
/// folder, then exchanged with it in one atomic rename (see `Staging`), so
/// a build killed at any moment leaves the previous site whole and
/// visible; the next build removes what the killed one left.
public struct OutputFolder: Sendable {
  public let url: URL

  public init(url: URL) {
    self.url = url.standardizedFileURL
  }

  /// Why the site cannot be written to the folder (nothing was changed), or
  /// what went wrong writing it.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The folder as the build writes it: symlinks resolved, so a symlink to
  /// a folder is judged by (and writes into) what it points at.
  var resolved: URL {
    url.resolvingSymlinksInPath().standardizedFileURL
  }

  /// Refuses a folder the site must not be written to: the rules of the
  /// type's documentation, with the project's root and inputs from
  /// `layout`.
  public func check(for layout: ProjectLayout) throws(Failure) {
    try checkPlace()
    let output = resolved.path
    let project = layout.root.standardizedFileURL.resolvingSymlinksInPath().path
    if Self.isSame(project, orInside: output) {
      let relation = output == project ? "is the project" : "holds the project"
      throw Failure(description: "the output folder \(url.path) \(relation); Scholia will not write there")
    }
    for input in layout.inputs {
      let folder = layout.url(input).standardizedFileURL.resolvingSymlinksInPath().path
      if Self.isSame(output, orInside: folder) {
        throw Failure(description: "the output folder \(url.path) is inside the project's \(input)/ folder")
      }
      if Self.isSame(folder, orInside: output) {
        throw Failure(description: "the output folder \(url.path) holds the project's \(input)/ folder")
      }
    }
    try checkContents()
  }

  /// Not the filesystem root, not the home folder.
  private func checkPlace() throws(Failure) {
    let output = resolved
    if output.path == "/" {
      throw Failure(
        description: "the output folder \(url.path) is the filesystem root; Scholia will not write there")
    }
    if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty,
      URL(fileURLWithPath: home).resolvingSymlinksInPath().standardizedFileURL.path == output.path
    {
      throw Failure(
        description: "the output folder \(url.path) is your home folder; Scholia will not write there")
    }
  }

  /// The rules that need no project: `checkPlace`, and missing, empty or
  /// Scholia's.
  func checkContents() throws(Failure) {
    try checkPlace()
    let output = resolved
    switch OutputTree.kind(of: output.path) {
    case .missing: return
    case .folder: break
    default: throw Failure(description: "the output folder \(url.path) is not a folder")
    }
    let names = OutputTree.names(in: output)
    if names.isEmpty { return }
    switch OutputMarker.find(in: output) {
    case .marker(let marker) where marker.kind == .site: return
    case .none, .marker, .unreadable:
      throw Failure(
        description: "the output folder \(url.path) is not empty and was not written by Scholia (it holds "
          + Self.listing(names, in: output)
          + "); give a new or empty folder, or one Scholia built (it has a \(OutputMarker.name) file)")
    }
  }

  /// Starts a new site next to the folder, after clearing what a killed
  /// build left; see `Staging`.
  public func stage() throws(Failure) -> Staging {
    try checkContents()
    return try Staging(output: self)
  }

  /// Replaces the site in the folder by `files` (relative path → bytes),
  /// holding the folder's locks as `scholia build` does.
  public func replace(with files: [String: [UInt8]]) throws {
    let locks = try OutputLock.take(.build, of: self)
    defer { for lock in locks.reversed() { lock.release() } }
    let staging = try stage()
    do {
      for path in files.keys.sorted() { _ = try staging.write(path, files[path]!) }
      try staging.commit()
    } catch {
      staging.discard()
      throw error
    }
  }

  /// Whether `path` may name a file of the site: relative, no `.`, `..` or
  /// empty segments, no line breaks or NUL (the marker lists one path a
  /// line), and not the marker itself.
  static func isSitePath(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return !path.hasPrefix("/") && !path.isEmpty && path != OutputMarker.name
      && !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty })
      && !path.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\0" })
  }

  /// `base/path`, refusing what `isSitePath` refuses.
  static func inside(_ base: URL, _ path: String) throws -> URL {
    guard isSitePath(path) else {
      throw CocoaError(.fileWriteInvalidFileName, userInfo: [NSFilePathErrorKey: path])
    }
    return base.appendingPathComponent(path)
  }

  private static func isSame(_ path: String, orInside folder: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  /// `a, b/ and 3 more`: the first entries of a folder, folders marked.
  private static func listing(_ names: [String], in folder: URL) -> String {
    let shown = names.prefix(4).map {
      OutputTree.kind(of: folder.appendingPathComponent($0).path) == .folder ? $0 + "/" : $0
    }
    let rest = names.count - shown.count
    return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
  }
}
