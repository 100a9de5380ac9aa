/// The lines of a piece of article text as UTF-8 bytes, so that positions
/// from libcmark (byte columns) and libyaml (scalar columns) can be turned
/// into article-file line:column pairs, and so that a line's raw text can be
/// read back where the parsed tree has lost it (a fence's info string before
/// backslash escapes were applied).
///
/// Line breaks are `\n`, `\r\n` and a lone `\r` — the three that CommonMark
/// and YAML both recognise, so line numbers agree with both parsers.
struct SourceLines {
  let bytes: [UInt8]
  /// The byte offset where each line starts; line `n` (1-based) starts at
  /// `starts[n - 1]`.
  private(set) var starts: [Int] = [0]
  /// The byte offset just past each line's content (before its line break).
  private(set) var ends: [Int] = []
  /// Whether each line is pure ASCII, where byte and scalar columns agree.
  private(set) var asciiOnly: [Bool] = []

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      var ascii = true
      while index < buffer.count {
        let byte = buffer[index]
        if byte == 0x0A || byte == 0x0D {
          ends.append(index)
          asciiOnly.append(ascii)
          ascii = true
          index += (byte == 0x0D && index + 1 < buffer.count && buffer[index + 1] == 0x0A) ? 2 : 1
          starts.append(index)
        } else {
          ascii = ascii && byte < 0x80
          index += 1
        }
      }
      ends.append(buffer.count)
      asciiOnly.append(ascii)
    }
  }

  /// How many lines there are; text ending in a line break has an empty
  /// last line after it.
  var count: Int { starts.count }

  /// The content of line `line` (1-based), without its line break.
  func line(_ line: Int) -> ArraySlice<UInt8> {
    guard line >= 1, line <= count else { return [] }
    return bytes[starts[line - 1]..<ends[line - 1]]
  }

  /// The 1-based scalar column of the 1-based byte column `byteColumn` on
  /// line `line`: the number of scalars that start before it, plus one.
  func scalarColumn(line: Int, byteColumn: Int) -> Int {
    guard line >= 1, line <= count, byteColumn > 1 else { return max(1, byteColumn) }
    if asciiOnly[line - 1] { return byteColumn }
    let start = starts[line - 1]
    let end = min(ends[line - 1], start + byteColumn - 1)
    var column = 1
    var index = start
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return column + max(0, start + byteColumn - 1 - end)
  }
}
