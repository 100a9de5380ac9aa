/// The ASCII bytes the lexers and the renderer test for, by name.
///
/// Everything here works on UTF-8 bytes rather than `Character`s: grapheme
/// breaking costs more than the whole lexing, and every byte the highlighter
/// cares about is ASCII, which never occurs inside a multi-byte scalar.
enum Byte {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let bang: UInt8 = 0x21
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let dollar: UInt8 = 0x24
  static let apostrophe: UInt8 = 0x27
  static let leftParen: UInt8 = 0x28
  static let rightParen: UInt8 = 0x29
  static let star: UInt8 = 0x2A
  static let plus: UInt8 = 0x2B
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let lessThan: UInt8 = 0x3C
  static let greaterThan: UInt8 = 0x3E
  static let at: UInt8 = 0x40
  static let backslash: UInt8 = 0x5C
  static let underscore: UInt8 = 0x5F

  static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
  static func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
  static func isDigit(_ b: UInt8) -> Bool { b >= zero && b <= nine }
  static func isBlank(_ b: UInt8) -> Bool {
    b == space || b == tab || b == 0x0B || b == 0x0C || b == carriageReturn
  }
  /// Letters, digits, `_`, `$` and any non-ASCII byte: C compilers accept
  /// UTF-8 identifiers, and treating the bytes of `é` or `名` as identifier
  /// bytes keeps them out of every other rule.
  static func isIdentifier(_ b: UInt8) -> Bool {
    isLetter(b) || isDigit(b) || b == underscore || b == dollar || b >= 0x80
  }
}
