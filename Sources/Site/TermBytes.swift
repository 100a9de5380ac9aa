import Foundation

/// A search term compared and hashed by its UTF-8 bytes: cheaper than
/// comparing strings, which normalizes non-ASCII text (every CJK term), and
/// independent of normalization — terms that are equal strings in other
/// bytes are merged when the index is written (`SearchIndex.json`).
struct TermBytes: Hashable {
  let term: String

  init(_ term: String) {
    self.term = term
  }

  static func == (lhs: TermBytes, rhs: TermBytes) -> Bool {
    var (left, right) = (lhs.term, rhs.term)
    return left.withUTF8 { left in
      right.withUTF8 { right in
        left.count == right.count
          && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    let hashed: Void? = term.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil { for byte in term.utf8 { hasher.combine(byte) } }
  }
}
