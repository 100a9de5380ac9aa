import Foundation
import StableHashing

/// A cache key is FNV-1a over a sequence of fields: a flag, a path, a
/// file's contents. Each field ends with 0xFF, a byte UTF-8 never holds,
/// so that two fields cannot run into each other ("ab" then "c" is not
/// "a" then "bc").
extension FNV1a {
  mutating func add(field data: Data) {
    data.withUnsafeBytes { add($0.bindMemory(to: UInt8.self)) }
    add(0xFF)
  }

  mutating func add(field string: String) {
    add(field: Data(string.utf8))
  }

  /// The key as it names cache files: 16 lowercase hexadecimal digits.
  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
