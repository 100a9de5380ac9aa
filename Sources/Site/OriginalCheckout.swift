import Diagnostics
import Foundation

/// A library's original as the author's own clone holds it (`checkout:` in
/// site.yml). Scholia ships none of the original's code: the source pages
/// show the original's methods only when the author who builds the site
/// has a clone, and only in that build's output.
struct OriginalCheckout: Sendable {
  /// The clone, its symlinks resolved: no file outside it is ever read
  /// (`OriginalCheckoutBounds`).
  let clone: URL
  /// The folder the annotations' file names are relative to: the clone,
  /// and in it the library's `original_folder`.
  let folder: URL

  /// The checkouts of the libraries that name one, by replica folder. A
  /// folder that is not there is an error at its `checkout:` line: a
  /// build that silently left out the originals would look like one
  /// without a checkout.
  static func load(_ config: SiteConfig, root: URL, home: String?) -> Result<
    [String: OriginalCheckout], SiteBuildFailure
  > {
    var found: [String: OriginalCheckout] = [:]
    var problems: [Diagnostic] = []
    for library in config.libraries {
      guard let checkout = library.checkout else { continue }
      let clone = resolve(checkout.path, root: root, home: home)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: clone.path, isDirectory: &isFolder), isFolder.boolValue
      else {
        problems.append(
          Diagnostic(
            file: SiteConfig.file, line: checkout.line, column: checkout.column,
            message:
              "no folder at '\(checkout.path)' (\(clone.path)) for \(library.name)'s checkout; clone the original there or remove 'checkout:'"
          ))
        continue
      }
      let real = URL(fileURLWithPath: realPath(clone.path) ?? clone.path)
      let folder = library.originalFolder.map { real.appendingPathComponent($0) } ?? real
      found[library.replicas] = OriginalCheckout(clone: real, folder: folder)
    }
    return problems.isEmpty ? .success(found) : .failure(SiteBuildFailure(diagnostics: problems))
  }

  /// `~/src/X` in the home folder, `/abs` as it is, anything else relative
  /// to the project.
  static func resolve(_ path: String, root: URL, home: String?) -> URL {
    if path == "~" || path.hasPrefix("~/"), let home {
      return URL(fileURLWithPath: home).appendingPathComponent(String(path.dropFirst(2)))
    }
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    return root.appendingPathComponent(path)
  }

  /// The file's lines, or nil when the clone has no such file or the name
  /// leads out of the clone.
  func lines(of file: String) -> [String]? {
    guard case .inside(let url) = place(of: file), let text = try? String(contentsOf: url, encoding: .utf8)
    else { return nil }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
