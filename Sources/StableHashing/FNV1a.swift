/// FNV-1a over bytes, 64 bits: the one hash the project computes itself.
///
/// Swift's `Hasher` is seeded per process, so its values can neither name a
/// cache entry that another run reads nor be kept beside the bytes they
/// hash; and SipHash costs more per byte than tables of short words need.
/// FNV-1a is a multiply and an exclusive-or per byte, the same on every run
/// and platform. It is not for security, and it does not spread short keys
/// well in its low bits on its own, which is what `folded` is for.
///
/// Its users: the highlighter's keyword tables, the search index's term
/// table, and the WebAssembly build's cache keys.
public struct FNV1a: Sendable {
  @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

  @inlinable public init() {}

  /// The hash of the bytes added so far.
  @inlinable public var value: UInt64 { state }

  /// `value` with its high bits folded into its low ones: open-addressing
  /// tables pick a slot by the low bits, which FNV-1a mixes least.
  @inlinable public var folded: UInt64 { state ^ (state >> 29) }

  @inlinable public mutating func add(_ byte: UInt8) {
    state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
  }

  @inlinable public mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
    for byte in bytes { add(byte) }
  }

  /// The folded hash of `bytes` alone, for table lookups.
  @inlinable public static func folded(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = FNV1a()
    hash.add(bytes)
    return hash.folded
  }
}
