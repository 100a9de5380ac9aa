import SimKernel

/// `UIFont`, reduced to what text measurement needs: a point size and a
/// weight, and a deterministic width for a line of text.
///
/// Modelling choice: real fonts have a width per glyph and kerning; here
/// each character advances by a fixed fraction of the point size, by kind
/// (in hundredths of an em):
///
/// | characters | advance |
/// |---|---|
/// | space | 0.27 em |
/// | narrow: `i j l t f r I ! ' , . : ; | ( ) [ ]` | 0.30 em |
/// | digits | 0.60 em |
/// | other uppercase Latin | 0.68 em |
/// | other lowercase Latin and other ASCII | 0.57 em |
/// | CJK ideographs, kana, hangul, CJK and full-width punctuation | 1 em |
/// | anything else | 0.60 em |
///
/// Bold text measures the same (the replicas' labels are all bold system
/// 14 pt). Widths are not rounded (as `boundingRectWithSize:` reports
/// them before `ceil`). Near enough to the system font for layouts to
/// look right, and exactly the same on every target.
///
/// @original UIFont (UIKit)
public struct SimFont: Hashable, Sendable {
  public var pointSize: Double
  public var isBold: Bool

  public init(pointSize: Double, isBold: Bool) {
    self.pointSize = pointSize
    self.isBold = isBold
  }

  /// `+[UIFont boldSystemFontOfSize:]`.
  public static func boldSystemFont(ofSize size: Double) -> SimFont {
    SimFont(pointSize: size, isBold: true)
  }

  /// `+[UIFont systemFontOfSize:]`.
  public static func systemFont(ofSize size: Double) -> SimFont {
    SimFont(pointSize: size, isBold: false)
  }

  /// The width of `text` on one line, in points:
  /// `-[NSString boundingRectWithSize:options:attributes:context:].size.width`
  /// with no width limit.
  public func width(of text: String) -> Double {
    var hundredths: Int64 = 0
    for scalar in text.unicodeScalars { hundredths += Int64(Self.advance(of: scalar.value)) }
    return Double(hundredths) * pointSize / 100
  }

  /// A character's advance, in hundredths of an em.
  static func advance(of value: UInt32) -> Int {
    switch value {
    case 0x20: return 27
    case 0x30...0x39: return 60
    case 0x69, 0x6A, 0x6C, 0x74, 0x66, 0x72, 0x49, 0x21, 0x27, 0x2C, 0x2E, 0x3A, 0x3B, 0x7C, 0x28, 0x29, 0x5B,
      0x5D:
      return 30
    case 0x41...0x5A: return 68
    case 0x21...0x7E: return 57
    case 0x1100...0x11FF, 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
      return 100
    default: return 60
    }
  }
}

extension SimLabel {
  /// The width of the label's text in `font` (`0` without text): what
  /// `UILabel`'s `mj_textWidth` and `sizeThatFits:` measure.
  public func textWidth(in font: SimFont) -> Double {
    guard let text, !text.isEmpty else { return 0 }
    return font.width(of: text)
  }
}
