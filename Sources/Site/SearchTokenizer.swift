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
/// Text is still walked character by character (a letter followed by a
/// combining mark is one non-ASCII character, which separates terms), but
/// ASCII characters are classified by their byte and words are kept as
/// bytes: Unicode property lookups and `Character` arrays made the search
/// index the build's most expensive step.
enum SearchTokenizer {
  static func terms(_ text: String) -> [String] {
    var terms: [String] = []
    forEachTerm(in: text) { terms.append($0) }
    return terms
  }

  /// Calls `body` with each term of `text`, in the order `terms` lists them.
  ///
  /// Text made only of scalars that always stand alone as characters
  /// (`TextUnit.standsAlone`: ASCII, CJK ideographs, kana, CJK and Latin-1
  /// punctuation — most articles) is walked scalar by scalar, which gives
  /// the same characters without the cost of finding grapheme boundaries.
  static func forEachTerm(in text: String, _ body: (String) -> Void) {
    if text.unicodeScalars.allSatisfy(\.standsAlone) {
      forEachTerm(of: text.unicodeScalars, body)
    } else {
      forEachTerm(of: text, body)
    }
  }

  private static func forEachTerm<Units: Sequence>(of units: Units, _ body: (String) -> Void)
  where Units.Element: TextUnit {
    var word: [UInt8] = []
    var cjk: [Units.Element] = []

    func flushWord() {
      guard !word.isEmpty else { return }
      if word.count > 1 { body(lowercased(word[...])) }
      var partStart = 0
      var partCount = 0
      var parts: [ArraySlice<UInt8>] = []
      for index in 1..<max(word.count, 1) where isUpper(word[index]) && isLower(word[index - 1]) {
        parts.append(word[partStart..<index])
        partStart = index
        partCount += 1
      }
      if partCount > 0 {
        parts.append(word[partStart...])
        for part in parts where part.count > 1 { body(lowercased(part)) }
      }
      word.removeAll(keepingCapacity: true)
    }

    func flushCJK() {
      guard !cjk.isEmpty else { return }
      for unit in cjk { body(unit.text) }
      if cjk.count > 1 {
        for index in 0..<(cjk.count - 1) { body(cjk[index].text + cjk[index + 1].text) }
      }
      cjk.removeAll(keepingCapacity: true)
    }

    for unit in units {
      if let byte = unit.asciiValue, isUpper(byte) || isLower(byte) || (byte >= 0x30 && byte <= 0x39) {
        flushCJK()
        word.append(byte)
      } else if isCJK(unit.firstScalar) {
        flushWord()
        cjk.append(unit)
      } else {
        flushWord()
        flushCJK()
      }
    }
    flushWord()
    flushCJK()
  }

  private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
  private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

  private static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { buffer in
      for (offset, byte) in bytes.enumerated() { buffer[offset] = isUpper(byte) ? byte + 0x20 : byte }
      return bytes.count
    }
  }

  /// Han, kana and Hangul: the scripts written without spaces.
  static func isCJK(_ character: Character) -> Bool {
    character.unicodeScalars.first.map(isCJK) ?? false
  }

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
