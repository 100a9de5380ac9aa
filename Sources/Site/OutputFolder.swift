import Foundation

/// Writes a finished build into the output folder so that a failed build
/// leaves the previous output as it was.
///
/// The new site is written into `.staging/` inside the output folder (so
/// nothing is written anywhere else), then the old top-level entries are
/// moved into `.previous/`, the staged ones moved up, and `.previous/`
/// removed; every move is a rename within one folder. Only paths that stay
/// inside the output folder are accepted.
public struct OutputFolder: Sendable {
  public let url: URL

  static let staging = ".staging"
  static let previous = ".previous"

  public init(url: URL) {
    self.url = url.standardizedFileURL
  }

  /// Why a folder cannot take the site: it is the project, holds it, or
  /// lies inside one of its inputs — replacing its contents would delete
  /// the sources.
  public struct Refusal: Error, CustomStringConvertible {
    public let description: String
  }

  /// Refuses an output folder that is the project's root, contains it, or
  /// is inside one of its inputs.
  public func check(for layout: ProjectLayout) throws(Refusal) {
    let output = url.resolvingSymlinksInPath().path + "/"
    let project = layout.root.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    if project.hasPrefix(output) {
      throw Refusal(
        description: "the output folder \(url.path) is the project or holds it; its contents would be deleted"
      )
    }
    for input in layout.inputs {
      let folder = layout.url(input).standardizedFileURL.resolvingSymlinksInPath().path + "/"
      if output.hasPrefix(folder) {
        throw Refusal(description: "the output folder \(url.path) is inside the project's \(input)/ folder")
      }
    }
  }

  /// Starts a new site in `.staging/` (clearing leftovers of an
  /// interrupted swap); see `Staging`.
  public func stage() throws -> Staging {
    try Staging(output: self)
  }

  /// Replaces the folder's contents by `files` (relative path → bytes).
  public func replace(with files: [String: [UInt8]]) throws {
    let staging = try stage()
    do {
      for path in files.keys.sorted() { _ = try staging.write(path, files[path]!) }
    } catch {
      staging.discard()
      throw error
    }
    try staging.commit()
  }

  /// `base/path`, refusing absolute paths and `..` that would leave `base`.
  static func inside(_ base: URL, _ path: String) throws -> URL {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
      throw CocoaError(.fileWriteInvalidFileName, userInfo: [NSFilePathErrorKey: path])
    }
    return base.appendingPathComponent(path)
  }
}
