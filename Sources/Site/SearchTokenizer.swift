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
enum SearchTokenizer {
  static func terms(_ text: String) -> [String] {
    var terms: [String] = []
    var word: [Character] = []
    var cjk: [Character] = []

    func flushWord() {
      guard !word.isEmpty else { return }
      let whole = String(word).lowercased()
      if whole.count > 1 { terms.append(whole) }
      var part: [Character] = []
      var parts: [String] = []
      for (index, character) in word.enumerated() {
        if index > 0, character.isUppercase, word[index - 1].isLowercase {
          parts.append(String(part).lowercased())
          part = []
        }
        part.append(character)
      }
      parts.append(String(part).lowercased())
      if parts.count > 1 { terms += parts.filter { $0.count > 1 } }
      word = []
    }

    func flushCJK() {
      guard !cjk.isEmpty else { return }
      for character in cjk { terms.append(String(character)) }
      if cjk.count > 1 {
        for index in 0..<(cjk.count - 1) { terms.append(String(cjk[index]) + String(cjk[index + 1])) }
      }
      cjk = []
    }

    for character in text {
      if character.isASCII && (character.isLetter || character.isNumber) {
        flushCJK()
        word.append(character)
      } else if isCJK(character) {
        flushWord()
        cjk.append(character)
      } else {
        flushWord()
        flushCJK()
      }
    }
    flushWord()
    flushCJK()
    return terms
  }

  /// Han, kana and Hangul: the scripts written without spaces.
  static func isCJK(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
      0x20000...0x2FA1F:
      return true
    default:
      return false
    }
  }
}
