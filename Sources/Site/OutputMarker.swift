import Foundation

/// The file `.scholia-site` that marks a folder as Scholia's and lists the
/// files the build that wrote it made: the only files a later build may
/// remove from it. A folder without a marker (or with one that does not
/// parse) is never written into unless it is empty.
struct OutputMarker: Equatable {
  /// What the marked folder holds.
  enum Kind: String {
    /// A published site: `files` are its files.
    case site
    /// A build still being written, next to the output folder; everything
    /// in it is the build's own (nothing else is moved in before it is
    /// marked `site`).
    case staging
  }

  static let name = ".scholia-site"
  private static let header = "scholia-output 1 "

  var kind: Kind
  /// Paths relative to the folder, sorted.
  var files: [String]

  init(kind: Kind, files: [String]) {
    self.kind = kind
    self.files = files.sorted()
  }

  /// What a folder says of itself.
  enum Found: Equatable {
    /// No marker: a folder Scholia did not write (unless it is empty).
    case none
    case marker(OutputMarker)
    /// A file of that name that is not a marker Scholia wrote, or that
    /// lists a path leaving the folder: not to be trusted.
    case unreadable
  }

  /// The marker of `folder`, read without following a symlink in its place.
  static func find(in folder: URL) -> Found {
    let url = folder.appendingPathComponent(name)
    switch OutputTree.kind(of: url.path) {
    case .missing: return .none
    case .file: break
    case .folder, .link, .other: return .unreadable
    }
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8)
    else { return .unreadable }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.last == "" else { return .unreadable }
    lines.removeLast()
    guard let first = lines.first, first.hasPrefix(header),
      let kind = Kind(rawValue: String(first.dropFirst(header.count)))
    else { return .unreadable }
    let files = lines.dropFirst().map(String.init)
    guard files.allSatisfy(OutputFolder.isSitePath) else { return .unreadable }
    return .marker(OutputMarker(kind: kind, files: files))
  }

  /// Writes the marker into `folder` all at once (a new file renamed over
  /// the old), so that a reader sees the old marker or the new one.
  func write(into folder: URL) throws {
    let text = Self.header + kind.rawValue + "\n" + files.map { $0 + "\n" }.joined()
    let temporary = folder.appendingPathComponent(Self.name + ".new")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, folder.appendingPathComponent(Self.name).path) == 0 else {
      throw OutputFolder.Failure(
        description: "cannot mark \(folder.path) as Scholia's: " + String(cString: strerror(errno)))
    }
  }
}
