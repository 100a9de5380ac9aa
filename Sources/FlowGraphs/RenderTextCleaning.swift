/// Which characters a rendering cannot show as they are: line breaks,
/// which must become a format's own break (or a space on one line), and
/// other control characters, which are dropped (a NUL would even cut the
/// text short on its way into C).
///
/// Scalars, not `Character`s, so that these checks stay cheap: rendering a
/// graph escapes every label.
extension Unicode.Scalar {
  /// What `Character.isNewline` counts as a line break.
  var isLineBreak: Bool {
    switch value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// The C0 and C1 control characters (general category `Cc`).
  var isControlCharacter: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}

extension String {
  /// The text on one line: line breaks (`\r\n` as one) and tabs become
  /// spaces, other control characters go. For what cannot break a line: a
  /// terminal row, an SVG `<title>`, the one-sentence summary.
  var singleLine: String {
    var result = ""
    result.unicodeScalars.reserveCapacity(unicodeScalars.count)
    var afterCarriageReturn = false
    for scalar in unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      if scalar == "\n" && afterCarriageReturn {
        continue
      }
      if scalar.isLineBreak || scalar == "\t" {
        result += " "
      } else if !scalar.isControlCharacter {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
