import StableHashing

/// A fixed set of ASCII words that answers "is this byte range one of
/// them?" without building a `String`.
///
/// The Objective-C lexer asks once per identifier; a `Set<String>` would
/// decode and hash a string each time. This is an open-addressing table over
/// an FNV-1a hash of the bytes (`FNV1a.folded`), sized to at most half full, so a lookup is a
/// hash, usually one probe and one `memcmp`-sized comparison.
struct KeywordTable: Sendable {
  private let words: [[UInt8]]
  /// Index into `words` plus one; zero marks an empty slot.
  private let slots: [Int]
  private let mask: Int

  init(_ list: [String]) {
    let words = list.map { Array($0.utf8) }
    var size = 8
    while size < words.count * 2 { size *= 2 }
    var slots = [Int](repeating: 0, count: size)
    for (index, word) in words.enumerated() {
      var slot = word.withUnsafeBufferPointer { Self.hash($0, 0, $0.count) } & (size - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = index + 1
    }
    self.words = words
    self.slots = slots
    self.mask = size - 1
  }

  /// Whether `text[start..<end]` is one of the words.
  func contains(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    var slot = Self.hash(text, start, end) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return false }
      let word = words[entry - 1]
      if word.count == end - start && Self.equal(word, text, start) { return true }
      slot = (slot + 1) & mask
    }
  }

  private static func equal(_ word: [UInt8], _ text: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    for k in 0..<word.count where word[k] != text[start + k] { return false }
    return true
  }

  private static func hash(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    Int(truncatingIfNeeded: FNV1a.folded(UnsafeBufferPointer(rebasing: text[start..<end])))
  }
}
