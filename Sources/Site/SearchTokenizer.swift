/// Splits text into search terms, the same way `site/assets/search.js`
/// splits a query, so that Chinese and English both work without a
/// dictionary:
///
/// - runs of ASCII letters and digits are lowercased words; a camel-case
///   word also yields its parts (`graceTime` → `gracetime`, `grace`, `time`),
///   so a reader who types "grace" finds `graceTime`;
/// - runs of CJK characters yield every character and every pair of
///   neighbours (`定时器` → `定`, `时`, `器`, `定时`, `时器`): a query's pairs
///   must all occur, which finds words without knowing where they end;
/// - everything else separates terms. Single ASCII letters are dropped.
///
/// Text is walked character by character (a letter followed by a combining
/// mark is one non-ASCII character, which separates terms), but over its
/// UTF-8 bytes: a character is a byte range, ASCII characters are
/// classified by their byte, and terms are handed out as bytes — the text's
/// own, or a lowercased copy — so that no term becomes a `String` (see
/// `TermTable`).
enum SearchTokenizer {
  /// Hands `sink` the UTF-8 bytes of each term of `text`, in the order
  /// they occur (a word before its camel-case parts, a CJK run's
  /// characters before its pairs). The bytes are valid only during the
  /// call.
  ///
  /// Text made only of scalars that always stand alone as characters
  /// (`Unicode.Scalar.standsAlone`: ASCII, CJK ideographs, kana, CJK and
  /// Latin-1 punctuation — most articles) is walked scalar by scalar,
  /// which gives the same characters without the cost of finding grapheme
  /// boundaries.
  static func forEachTerm<Sink: TermSink>(in text: String, into sink: inout Sink) {
    var text = text
    if text.unicodeScalars.allSatisfy(\.standsAlone) {
      text.withUTF8 {
        var walk = Walk(text: $0)
        walk.run(characterLengths: ScalarLengths(text: $0), into: &sink)
      }
    } else {
      let lengths = text.map(\.utf8.count)
      text.withUTF8 {
        var walk = Walk(text: $0)
        walk.run(characterLengths: lengths, into: &sink)
      }
    }
  }

  /// One walk over a text's characters and the word or CJK run being
  /// read. A struct rather than closures over local variables, whose every
  /// access the runtime would check for exclusivity.
  private struct Walk {
    let text: UnsafeBufferPointer<UInt8>
    /// A lowercased word, or a CJK pair.
    var scratch: [UInt8] = []
    var wordStart: Int?
    var cjk: [Range<Int>] = []

    init(text: UnsafeBufferPointer<UInt8>) {
      self.text = text
    }

    /// The terms of the text, whose characters are `characterLengths`
    /// bytes long in turn.
    mutating func run<Lengths: Sequence<Int>, Sink: TermSink>(
      characterLengths: Lengths, into sink: inout Sink
    ) {
      var offset = 0
      for length in characterLengths {
        let byte = text[offset]
        if length == 1, isUpper(byte) || isLower(byte) || (byte >= 0x30 && byte <= 0x39) {
          flushCJK(into: &sink)
          if wordStart == nil { wordStart = offset }
        } else if isCJK(firstScalar(of: text, at: offset)) {
          flushWord(at: offset, into: &sink)
          cjk.append(offset..<(offset + length))
        } else {
          flushWord(at: offset, into: &sink)
          flushCJK(into: &sink)
        }
        offset += length
      }
      flushWord(at: offset, into: &sink)
      flushCJK(into: &sink)
    }

    private mutating func flushWord<Sink: TermSink>(at end: Int, into sink: inout Sink) {
      guard let start = wordStart else { return }
      wordStart = nil
      scratch.removeAll(keepingCapacity: true)
      for byte in text[start..<end] { scratch.append(isUpper(byte) ? byte + 0x20 : byte) }
      var parts: [Range<Int>] = []
      var partStart = 0
      for index in (start + 1)..<max(end, start + 1) where isUpper(text[index]) && isLower(text[index - 1]) {
        parts.append(partStart..<(index - start))
        partStart = index - start
      }
      if !parts.isEmpty { parts.append(partStart..<scratch.count) }
      scratch.withUnsafeBufferPointer { lowercased in
        if lowercased.count > 1 { sink.take(lowercased) }
        for part in parts where part.count > 1 { sink.take(UnsafeBufferPointer(rebasing: lowercased[part])) }
      }
    }

    private mutating func flushCJK<Sink: TermSink>(into sink: inout Sink) {
      guard !cjk.isEmpty else { return }
      for character in cjk { sink.take(UnsafeBufferPointer(rebasing: text[character])) }
      for index in cjk.indices.dropLast() {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: text[cjk[index]])
        scratch.append(contentsOf: text[cjk[index + 1]])
        scratch.withUnsafeBufferPointer { sink.take($0) }
      }
      cjk.removeAll(keepingCapacity: true)
    }
  }

  /// The byte length of each scalar of UTF-8 `text`, from its lead byte.
  private struct ScalarLengths: Sequence, IteratorProtocol {
    let text: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(text: UnsafeBufferPointer<UInt8>) {
      self.text = text
    }

    mutating func next() -> Int? {
      guard offset < text.count else { return nil }
      let lead = text[offset]
      let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      offset += length
      return length
    }
  }

  /// The scalar whose UTF-8 starts at `offset`.
  private static func firstScalar(of text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Unicode.Scalar {
    let lead = UInt32(text[offset])
    func continuation(_ index: Int) -> UInt32 { UInt32(text[offset + index]) & 0x3F }
    let value: UInt32
    switch lead {
    case 0..<0x80: value = lead
    case 0..<0xE0: value = (lead & 0x1F) << 6 | continuation(1)
    case 0..<0xF0: value = (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
    default: value = (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
    }
    return Unicode.Scalar(value)!
  }

  private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
  private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

  /// Han, kana and Hangul: the scripts written without spaces.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
      0x20000...0x2FA1F:
      return true
    default:
      return false
    }
  }
}
