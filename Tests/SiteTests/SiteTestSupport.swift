import Foundation
import Site
import TestSupport
import Testing

/// Folders, files and the `scholia` executable, for the site tests.
enum SiteTestSupport {
  /// `Tests/SiteTests`.
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The repository root: the real project (articles/, Sources/Replicas,
  /// scenarios/, site/).
  static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/SiteTests/Malformed`: the base project and the fixtures.
  static let malformed = testsFolder.appendingPathComponent("Malformed")

  /// A new empty folder under the system's temporary folder.
  static func temporaryFolder(_ name: String = "site") throws -> URL {
    try TemporaryFolder.make(name)
  }

  /// Writes `files` (relative path → text) under `root`.
  static func write(_ files: [String: String], into root: URL) throws {
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// Copies the contents of `source` into `target` (which must not exist).
  static func copy(_ source: URL, to target: URL) throws {
    try FileManager.default.copyItem(at: source, to: target)
  }

  /// Every entry under `folder`, hidden ones included: files as relative
  /// path → bytes, folders as `path/` → nothing. Two snapshots are equal
  /// when the trees are byte for byte the same.
  static func snapshot(_ folder: URL) throws -> [String: [UInt8]] {
    var entries: [String: [UInt8]] = [:]
    let base = folder.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return entries }
    for case let path as String in enumerator {
      let full = base + "/" + path
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
      if isFolder.boolValue {
        entries[path + "/"] = []
      } else {
        entries[path] = Array(try Data(contentsOf: URL(fileURLWithPath: full)))
      }
    }
    return entries
  }

  /// The site's files in an output folder: `snapshot` without folders and
  /// without the marker that lists them (the folder's, not the site's).
  static func siteFiles(_ folder: URL) throws -> [String: [UInt8]] {
    try snapshot(folder).filter { !$0.key.hasSuffix("/") && $0.key != ".scholia-site" }
  }

  /// The files of `output` as text, for assertions on pages.
  static func text(_ output: SiteBuilder.Output, _ path: String) throws -> String {
    let bytes = try #require(output.files[path], "no \(path) among \(output.files.keys.sorted())")
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The first key on which two file maps differ, or nil when they are equal.
  static func firstDifference(_ a: [String: [UInt8]], _ b: [String: [UInt8]]) -> String? {
    for path in Set(a.keys).union(b.keys).sorted() where a[path] != b[path] {
      if a[path] == nil { return "\(path): only in the second" }
      if b[path] == nil { return "\(path): only in the first" }
      return "\(path): the bytes differ"
    }
    return nil
  }

  // MARK: The command line

  typealias Run = ChildProcess

  /// The `scholia` executable SwiftPM built next to this test bundle.
  static let executable = Scholia.executable

  /// Runs `scholia` with `arguments`.
  static func scholia(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
    try Scholia.run(arguments, environment: environment)
  }
}

/// Checks the links of a built site: every relative `href` and `src` of
/// every page, and every document of the search index, names a file of the
/// site, and an anchor that file has.
enum SiteLinks {
  /// `&amp;`, `&#45;` and the like, undone, as a browser reads attributes.
  static func unescape(_ value: String) -> String {
    value.replacingOccurrences(of: "&#45;", with: "-").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The ids on a page.
  static func ids(_ page: String) -> Set<String> {
    Set(page.matches(of: #/ id="([^"]*)"/#).map { unescape(String($0.output.1)) })
  }

  /// Every id given twice on one page, as `page: id`.
  static func duplicateIDs(in files: [String: [UInt8]]) -> [String] {
    var found: [String] = []
    for (path, bytes) in files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".html") {
      var seen: Set<String> = []
      for match in String(decoding: bytes, as: UTF8.self).matches(of: #/ id="([^"]*)"/#) {
        let id = unescape(String(match.output.1))
        if !seen.insert(id).inserted { found.append("\(path): \(id)") }
      }
    }
    return found
  }

  /// `folder/page` resolved against `base` (a file's folder, `a/b/`).
  static func resolve(_ path: String, from page: String) -> String? {
    var parts = page.split(separator: "/").dropLast().map(String.init)
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
      switch part {
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      case ".", "": continue
      default: parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }

  /// Every broken link of the site, as `page: link (why)`.
  static func broken(in files: [String: [UInt8]]) -> [String] {
    var pages: [String: String] = [:]
    for (path, bytes) in files where path.hasSuffix(".html") {
      pages[path] = String(decoding: bytes, as: UTF8.self)
    }
    var idsByPage: [String: Set<String>] = [:]
    func idsOf(_ page: String) -> Set<String> {
      if let known = idsByPage[page] { return known }
      let found = ids(pages[page] ?? "")
      idsByPage[page] = found
      return found
    }
    var problems: [String] = []
    func check(_ link: String, from page: String) {
      let value = unescape(link)
      if value.isEmpty || value.hasPrefix("//") || value.hasPrefix("{{") { return }
      if let colon = value.firstIndex(of: ":"), !value[..<colon].contains("/"), !value[..<colon].contains("#")
      {
        return  // a URL with a scheme
      }
      let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      let fragment = parts.count > 1 ? String(parts[1]) : nil
      let target = path.isEmpty ? page : resolve(path, from: page)
      guard let target, files[target] != nil else {
        problems.append("\(page): \(link) (no such file)")
        return
      }
      if let fragment, !fragment.isEmpty, target.hasSuffix(".html"), !idsOf(target).contains(fragment) {
        problems.append("\(page): \(link) (no id '\(fragment)' on \(target))")
      }
    }
    for (page, text) in pages.sorted(by: { $0.key < $1.key }) {
      for match in text.matches(of: #/(?:href|src)="([^"]*)"/#) { check(String(match.output.1), from: page) }
    }
    if let index = files["search-index.json"],
      let json = try? JSONSerialization.jsonObject(with: Data(index)) as? [String: Any],
      let docs = json["docs"] as? [[String: Any]]
    {
      for document in docs {
        check((document["u"] as? String) ?? "", from: "search-index.json")
      }
    }
    return problems
  }
}
