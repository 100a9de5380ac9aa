extension Unicode.Scalar {
  /// Whether this scalar is a character on its own whatever surrounds it:
  /// no grapheme rule (combining marks, joiners, Hangul jamo, regional
  /// indicators, prepended marks) ever joins it to a neighbour. CR is
  /// joined to a following LF, but both separate terms either way. Only
  /// ranges checked against the Unicode grapheme break properties are
  /// listed; any other scalar sends the text down the character path.
  var standsAlone: Bool {
    switch value {
    case 0x00...0x7F,  // ASCII
      0xA0...0xFF,  // Latin-1 letters and punctuation
      0x2010...0x2027,  // dashes, quotes, bullets, ellipsis
      0x3000...0x3029, 0x3030...0x303F,  // CJK punctuation, less the tone marks 302A–302F
      0x3041...0x3098, 0x309B...0x30FF,  // kana, less the combining voiced marks 3099–309A
      0x3400...0x4DBF, 0x4E00...0x9FFF,  // CJK ideographs
      0xFF01...0xFF60:  // full-width forms
      return true
    default:
      return false
    }
  }
}
