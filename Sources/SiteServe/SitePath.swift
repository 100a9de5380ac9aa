import Foundation

/// Maps a request target to a file inside the served folder, or refuses it.
///
/// The rules are checked on the request's own segments before the file
/// system is touched, then once more on the real path the file system
/// gives, because the first check cannot see symlinks:
///
/// 1. The target is a path (`/…`) or an absolute URL whose path is one;
///    the query and fragment are dropped.
/// 2. Each `/`-separated segment is percent-decoded on its own. A bad
///    escape or invalid UTF-8 is 400. After decoding, a segment holding
///    `/` or `\` (an encoded slash), NUL or another control byte, or
///    starting with `.` (`.`, `..`, and hidden entries such as the output
///    folder's marker `.scholia-site`) is 403. So is an empty segment other
///    than a trailing one: `//etc/passwd` names an absolute path.
/// 3. The file's real path (symlinks resolved) must lie inside the
///    folder's real path; one that resolves outside is 403.
///
/// Nothing is normalised away: `/a/../b` is refused, not served as `/b`,
/// because no page the build writes links that way.
public enum SitePath {
  /// What a request target names.
  public enum Resolution: Sendable, Equatable {
    /// A regular file: its real path, and the path used for its type.
    case file(realPath: String)
    /// A folder asked for without its trailing slash: where to redirect,
    /// so that the relative links of its `index.html` resolve.
    case redirect(location: String)
    case notFound
    case refused(RequestError)
  }

  /// Resolves `target` (as sent) against `folder`.
  public static func resolve(_ target: String, in folder: URL) -> Resolution {
    let segments: [String]
    let rawPath: Substring
    switch decode(target) {
    case .success(let decoded): (rawPath, segments) = decoded
    case .failure(let error): return .refused(error)
    }
    guard let root = realPath(folder.path) else { return .notFound }
    let candidate = ([root] + segments.filter { !$0.isEmpty }).joined(separator: "/")
    guard let real = realPath(candidate) else { return .notFound }
    guard real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else {
      return .refused(RequestError(.forbidden, "the path leaves the served folder"))
    }
    var status = stat()
    guard stat(real, &status) == 0 else { return .notFound }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      return rawPath.hasSuffix("/") ? .notFound : .file(realPath: real)
    case S_IFDIR:
      guard rawPath.hasSuffix("/") else { return .redirect(location: rawPath + "/") }
      let index = resolve(String(rawPath) + "index.html", in: folder)
      if case .redirect = index { return .notFound }
      return index
    default:
      return .notFound
    }
  }

  /// The target's path (as sent) and its decoded segments, or why not.
  static func decode(_ target: String) -> Result<(Substring, [String]), RequestError> {
    var path = Substring(target)
    for scheme in ["http://", "https://"] where path.lowercased().hasPrefix(scheme) {
      // Absolute form (RFC 9112 §3.2.2): drop the scheme and authority.
      let rest = path.dropFirst(scheme.count)
      path = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
    }
    if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
    guard path.hasPrefix("/") else {
      return .failure(RequestError(.badRequest, "the request target is not a path"))
    }
    let raw = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    var segments: [String] = []
    for (index, segment) in raw.enumerated() {
      guard let bytes = percentDecode(segment) else {
        return .failure(RequestError(.badRequest, "malformed percent-encoding"))
      }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        return .failure(RequestError(.badRequest, "the path is not UTF-8"))
      }
      if bytes.isEmpty && index != raw.count - 1 {
        return .failure(RequestError(.forbidden, "empty path segment"))
      }
      if bytes.contains(0) {
        return .failure(RequestError(.forbidden, "NUL in the path"))
      }
      if bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
        return .failure(RequestError(.forbidden, "control character in the path"))
      }
      if bytes.contains(UInt8(ascii: "/")) || bytes.contains(UInt8(ascii: "\\")) {
        return .failure(RequestError(.forbidden, "encoded slash in a path segment"))
      }
      if bytes.first == UInt8(ascii: ".") {
        return .failure(RequestError(.forbidden, "dot or hidden path segment"))
      }
      segments.append(text)
    }
    return .success((path, segments))
  }

  /// `%XX` → byte; nil for a `%` not followed by two hex digits.
  static func percentDecode(_ text: Substring) -> [UInt8]? {
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    return bytes
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// The path with every symlink resolved, or nil if it does not exist.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
