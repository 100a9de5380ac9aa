import Foundation

/// FNV-1a, 64 bits: a small, stable digest for cache keys (not for
/// security).
struct FNV1a {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ data: Data) {
    for byte in data {
      state ^= UInt64(byte)
      state &*= 0x0000_0100_0000_01b3
    }
    add(separator: 0xFF)
  }

  mutating func add(_ string: String) {
    add(Data(string.utf8))
  }

  private mutating func add(separator: UInt8) {
    state ^= UInt64(separator)
    state &*= 0x0000_0100_0000_01b3
  }

  var hex: String {
    let digits = String(state, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
