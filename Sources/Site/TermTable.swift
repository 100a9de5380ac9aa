import Foundation
import StableHashing

/// Search terms as UTF-8 bytes, numbered from 0 in the order they are
/// first inserted: a document's terms while they are counted, and every
/// term of the build (`SearchTerms`).
///
/// A term is looked up by its bytes straight from the text being
/// tokenized, so that counting a document's terms makes no `String` per
/// term and hashes each term once (the numbering reuses the document's
/// hash): with a `String` per term and `Hasher`'s SipHash, weighing the
/// search terms was the build's most expensive step. Terms are compared by
/// bytes, not as strings: terms that are different bytes but equal as
/// strings (canonically equivalent) get different numbers and are merged
/// when the index is written (`SearchIndex.json`).
///
/// Open addressing with linear probing over an FNV-1a hash, at most half
/// full; the terms' bytes are kept end to end in one array.
struct TermTable {
  private var storage: [UInt8] = []
  /// Where each term's bytes end in `storage` (they start where the
  /// previous term's end).
  private var ends: [Int] = []
  private var hashes: [UInt64] = []
  /// A term's number plus one; zero marks an empty slot.
  private var slots: [Int32]
  private var mask: Int

  init(capacity: Int = 32) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = [Int32](repeating: 0, count: size)
    mask = size - 1
  }

  var count: Int { hashes.count }

  /// The hash `insert` takes: FNV-1a over the bytes, its high bits folded
  /// into the low ones that pick the slot.
  static func hash(_ term: UnsafeBufferPointer<UInt8>) -> UInt64 { FNV1a.folded(term) }

  /// The number of `term`, whose hash is `hash`, and whether it was new.
  mutating func insert(_ term: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (number: Int32, inserted: Bool) {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let number = Int(slots[slot] - 1)
      if hashes[number] == hash && equals(number, term) { return (Int32(number), false) }
      slot = (slot + 1) & mask
    }
    let number = Int32(hashes.count)
    storage.append(contentsOf: term)
    ends.append(storage.count)
    hashes.append(hash)
    slots[slot] = number + 1
    if hashes.count * 2 > slots.count { grow() }
    return (number, true)
  }

  mutating func insert(_ term: UnsafeBufferPointer<UInt8>) -> (number: Int32, inserted: Bool) {
    insert(term, hash: Self.hash(term))
  }

  func hash(of number: Int32) -> UInt64 { hashes[Int(number)] }

  /// Calls `body` with the bytes of term `number`.
  func withTerm<Result>(_ number: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let end = ends[Int(number)]
    let start = number == 0 ? 0 : ends[Int(number) - 1]
    return storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
  }

  private func equals(_ number: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
    let end = ends[number]
    let start = number == 0 ? 0 : ends[number - 1]
    guard end - start == term.count else { return false }
    return term.isEmpty
      || storage.withUnsafeBufferPointer {
        memcmp($0.baseAddress! + start, term.baseAddress!, term.count) == 0
      }
  }

  private mutating func grow() {
    let size = slots.count * 2
    slots = [Int32](repeating: 0, count: size)
    mask = size - 1
    for (number, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(number + 1)
    }
  }
}
