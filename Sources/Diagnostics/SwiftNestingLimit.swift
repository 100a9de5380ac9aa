/// How deeply square brackets may nest in Swift source that Scholia hands to
/// swift-syntax's parser.
///
/// The parser (swift-syntax 603) looks ahead at every `[` for an inline
/// array type (`[3 of Int]`) and backtracks, which takes time exponential in
/// the nesting depth: in a debug build, 12 levels parse in a tenth of a
/// second, 16 in one to two seconds, 20 in 16 to 40 seconds, whether the
/// brackets are balanced or not (fuzzing the annotations found it).
/// Parentheses, braces and angle brackets do not do this. Every stage that
/// parses Swift checks this bound first and reports a source beyond it,
/// instead of hanging.
public enum SwiftNestingLimit {
  /// Deeper than any real code nests arrays; far below where parsing slows.
  public static let maximumDepth = 12

  /// An error at the first `[` nested deeper than `maximumDepth` in the
  /// code of `text` (comments and string literals are skipped; string
  /// interpolations are code), or nil when the text is within the bound.
  /// `firstLine` is the line `text` starts on in `file`.
  public static func check(_ text: String, file: String = "", firstLine: Int = 1) -> Diagnostic? {
    let bytes = Array(text.utf8)
    var scanner = Scanner(bytes)
    guard let offset = scanner.firstTooDeep() else { return nil }
    var line = firstLine
    var column = 1
    for byte in bytes[..<offset] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return Diagnostic(
      file: file, line: line, column: column,
      message:
        "square brackets nested more than \(maximumDepth) deep; swift-syntax's parser takes time exponential in this depth, so Scholia does not parse this source"
    )
  }

  /// Just enough of Swift's lexical grammar to tell code from comments and
  /// string literals.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// The offset of the first `[` beyond the bound, if any.
    mutating func firstTooDeep() -> Int? {
      code(insideInterpolation: false)
    }

    private func byte(_ offset: Int) -> UInt8? {
      offset < bytes.count ? bytes[offset] : nil
    }

    private func starts(_ text: StaticString, at offset: Int) -> Bool {
      let count = text.utf8CodeUnitCount
      guard offset + count <= bytes.count else { return false }
      for position in 0..<count where bytes[offset + position] != text.utf8Start[position] { return false }
      return true
    }

    /// Code up to the end, or to the `)` that closes an interpolation.
    private mutating func code(insideInterpolation: Bool) -> Int? {
      var parentheses = 0
      while index < bytes.count {
        let current = bytes[index]
        if starts("//", at: index) {
          while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
          continue
        }
        if starts("/*", at: index) {
          blockComment()
          continue
        }
        var hashes = 0
        while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(index + hashes) == UInt8(ascii: "\"") {
          index += hashes
          if let found = string(hashes: hashes) { return found }
          continue
        }
        switch current {
        case UInt8(ascii: "["):
          depth += 1
          if depth > maximumDepth { return index }
        case UInt8(ascii: "]"): depth = max(0, depth - 1)
        case UInt8(ascii: "("): parentheses += 1
        case UInt8(ascii: ")"):
          if insideInterpolation && parentheses == 0 {
            index += 1
            return nil
          }
          parentheses = max(0, parentheses - 1)
        default: break
        }
        index += max(1, hashes)
      }
      return nil
    }

    /// From `/*` past its matching `*/` (block comments nest).
    private mutating func blockComment() {
      var open = 0
      while index < bytes.count {
        if starts("/*", at: index) {
          open += 1
          index += 2
        } else if starts("*/", at: index) {
          open -= 1
          index += 2
          if open == 0 { return }
        } else {
          index += 1
        }
      }
    }

    /// From the opening quote past the closing one (with `hashes` `#`s for
    /// a raw string); a single-line string also ends at a line break, as
    /// the parser recovers from an unterminated one.
    private mutating func string(hashes: Int) -> Int? {
      let multiline = starts("\"\"\"", at: index)
      index += multiline ? 3 : 1
      while index < bytes.count {
        let current = bytes[index]
        if current == UInt8(ascii: "\n") && !multiline { return nil }
        if current == UInt8(ascii: "\\") && closingHashes(at: index + 1, hashes) {
          index += 1 + hashes
          if byte(index) == UInt8(ascii: "(") {
            index += 1
            if let found = code(insideInterpolation: true) { return found }
          } else {
            index += 1
          }
          continue
        }
        let quote = multiline ? starts("\"\"\"", at: index) : current == UInt8(ascii: "\"")
        let length = multiline ? 3 : 1
        if quote && closingHashes(at: index + length, hashes) {
          index += length + hashes
          return nil
        }
        index += 1
      }
      return nil
    }

    /// Whether `hashes` `#`s follow at `offset`.
    private func closingHashes(at offset: Int, _ hashes: Int) -> Bool {
      (0..<hashes).allSatisfy { byte(offset + $0) == UInt8(ascii: "#") }
    }
  }
}
