import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An input read no further than its bound. Reading to the end first and
/// measuring after would let an endless input (`scholia simulate - <
/// /dev/zero`, a pipe that never closes, a character device named as the
/// file) take all the memory there is before the bound is ever checked.
enum BoundedRead {
  /// What was read from a descriptor.
  enum Result: Equatable {
    /// The whole input, at most the bound.
    case bytes([UInt8])
    /// More than the bound: one byte past it was read to know, and no more.
    case tooLarge
  }

  /// The input of `descriptor` up to its end, or `.tooLarge` as soon as it
  /// has more than `limit` bytes; throws the system's error (a folder
  /// opened as a file reads as `EISDIR`).
  static func read(_ descriptor: Int32, limit: Int) throws -> Result {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
      if count == 0 { return .bytes(bytes) }
      bytes += chunk[..<count]
    }
    return .tooLarge
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif
