import FlyingSocks

/// Reads request heads off one connection, within the byte bound.
///
/// Bytes after a head stay buffered for the next request (pipelining), so
/// the reader lives as long as its connection. The server reads no
/// bodies: a request that declares one ends its connection after the
/// response, so what follows a head is always the next head.
struct HeadReader {
  private let socket: AsyncSocket
  private let limits: RequestLimits
  private var buffer: [UInt8] = []

  init(socket: AsyncSocket, limits: RequestLimits) {
    self.socket = socket
    self.limits = limits
  }

  /// What reading a head gave.
  enum Result {
    /// A whole head, up to and including its empty line.
    case head([UInt8])
    /// The client closed the connection between requests.
    case closed
    /// The client closed or stopped in the middle of a head.
    case truncated
  }

  /// Whether some of a head has arrived (what a timeout interrupted).
  var hasPartialHead: Bool { !buffer.isEmpty }

  /// The next head. Throws `RequestError` (431) once the head passes
  /// `maxHeadBytes` without ending.
  mutating func next() async throws -> Result {
    while true {
      // RFC 9112 §2.2: ignore empty lines before a request line.
      while let first = buffer.first, first == UInt8(ascii: "\r") || first == UInt8(ascii: "\n") {
        buffer.removeFirst()
      }
      if let end = Self.endOfHead(in: buffer) {
        guard end <= limits.maxHeadBytes else { throw Self.tooLarge(limits) }
        let head = Array(buffer[..<end])
        buffer.removeFirst(end)
        return .head(head)
      }
      guard buffer.count <= limits.maxHeadBytes else { throw Self.tooLarge(limits) }
      let bytes: [UInt8]
      do {
        bytes = try await socket.read(atMost: 4096)
      } catch SocketError.disconnected {
        return buffer.isEmpty ? .closed : .truncated
      }
      buffer += bytes
    }
  }

  /// The index just past the first empty line (`\n\n` or `\n\r\n`).
  static func endOfHead(in bytes: [UInt8]) -> Int? {
    var index = 0
    while let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
      let next = newline + 1
      if next < bytes.count, bytes[next] == UInt8(ascii: "\n") { return next + 1 }
      if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\r"), bytes[next + 1] == UInt8(ascii: "\n") {
        return next + 2
      }
      index = next
    }
    return nil
  }

  private static func tooLarge(_ limits: RequestLimits) -> RequestError {
    RequestError(.headerFieldsTooLarge, "the request head is over \(limits.maxHeadBytes) bytes")
  }
}
