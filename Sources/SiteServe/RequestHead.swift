import Foundation

/// A request's line and header fields (RFC 9112 §2–§5), parsed strictly.
///
/// Strict because every later rule reads these fields: a head that is not
/// plainly well formed (a bare CR, a folded line, a space before a colon,
/// a control byte, two Host fields) is refused with 400 rather than
/// guessed at, since a guess is how two parsers come to disagree about
/// one request.
public struct RequestHead: Sendable, Equatable {
  public let method: String
  /// The request target exactly as sent (`/a%20b/?q=1`).
  public let target: String
  /// `HTTP/1.0` or `HTTP/1.1`.
  public let version: String
  /// Field names lowercased, values with surrounding whitespace removed,
  /// in the order sent.
  public let fields: [(name: String, value: String)]

  public static func == (lhs: RequestHead, rhs: RequestHead) -> Bool {
    lhs.method == rhs.method && lhs.target == rhs.target && lhs.version == rhs.version
      && lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
  }

  /// The values of the field `name` (lowercase).
  public func values(_ name: String) -> [String] {
    fields.filter { $0.name == name }.map(\.value)
  }

  /// Whether the connection stays open after the response: HTTP/1.1 unless
  /// `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
  public var keepsAlive: Bool {
    let tokens = values("connection").flatMap { $0.split(separator: ",") }.map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    if tokens.contains("close") { return false }
    return version == "HTTP/1.1" || tokens.contains("keep-alive")
  }

  /// Whether a body follows the head. The server reads no bodies, so such
  /// a connection is closed after its response instead of being resynced.
  public var declaresBody: Bool {
    !values("transfer-encoding").isEmpty || values("content-length").contains { $0 != "0" }
  }

  /// Parses a head: the bytes up to and including the empty line. Lines
  /// end in CRLF or LF.
  public init(parsing bytes: [UInt8], limits: RequestLimits) throws(RequestError) {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0
    }
    // The head ends with an empty line; the split leaves one more empty
    // piece after it.
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard let requestLine = lines.first else { throw RequestError(.badRequest, "empty request") }
    let fieldLines = lines.dropFirst()
    guard fieldLines.count <= limits.maxHeaderCount else {
      throw RequestError(.headerFieldsTooLarge, "more than \(limits.maxHeaderCount) header fields")
    }
    (method, target, version) = try Self.parseRequestLine(Array(requestLine))
    var fields: [(name: String, value: String)] = []
    for line in fieldLines { fields.append(try Self.parseField(Array(line))) }
    self.fields = fields
    try checkFraming()
  }

  /// `METHOD SP target SP HTTP/x.y`, single spaces, visible ASCII only.
  private static func parseRequestLine(_ line: [UInt8]) throws(RequestError) -> (String, String, String) {
    let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
      throw RequestError(.badRequest, "a request line is METHOD SP target SP version")
    }
    guard parts[0].allSatisfy(isTokenByte) else { throw RequestError(.badRequest, "malformed method") }
    guard parts[1].allSatisfy({ (0x21...0x7E).contains($0) }) else {
      throw RequestError(.badRequest, "the request target must be visible ASCII")
    }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      let shaped =
        version.count == 8 && version.hasPrefix("HTTP/")
        && version.utf8.enumerated().allSatisfy { index, byte in
          index < 5 || (index == 6 ? byte == UInt8(ascii: ".") : (0x30...0x39).contains(byte))
        }
      throw shaped
        ? RequestError(.versionNotSupported, "only HTTP/1.0 and HTTP/1.1 are served")
        : RequestError(.badRequest, "malformed HTTP version")
    }
    return (String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), version)
  }

  /// `name: value`: a token name right against its colon, a value of
  /// visible characters, spaces and tabs (obs-text kept as Latin-1).
  private static func parseField(_ line: [UInt8]) throws(RequestError) -> (name: String, value: String) {
    guard let first = line.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t") else {
      throw RequestError(.badRequest, "folded or empty header line")
    }
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0,
      line[..<colon].allSatisfy(isTokenByte)
    else { throw RequestError(.badRequest, "malformed header field name") }
    let value = line[(colon + 1)...]
    guard value.allSatisfy({ $0 == UInt8(ascii: "\t") || $0 >= 0x20 && $0 != 0x7F }) else {
      throw RequestError(.badRequest, "control character in a header field value")
    }
    let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
    let text = String(value.map { Character(Unicode.Scalar($0)) })
    return (name, text.trimmingCharacters(in: .whitespaces))
  }

  /// One Host for HTTP/1.1 (RFC 9112 §3.2), and a body length that can be
  /// read one way only (§6.3).
  private func checkFraming() throws(RequestError) {
    let hosts = values("host")
    if version == "HTTP/1.1" && hosts.count != 1 || hosts.count > 1 {
      throw RequestError(.badRequest, "an HTTP/1.1 request needs exactly one Host field")
    }
    let lengths = Set(values("content-length"))
    guard lengths.count <= 1,
      lengths.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } })
    else { throw RequestError(.badRequest, "malformed Content-Length") }
    if !lengths.isEmpty && !values("transfer-encoding").isEmpty {
      throw RequestError(.badRequest, "both Content-Length and Transfer-Encoding")
    }
  }

  /// RFC 9110 §5.6.2 tchar.
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }
}
