import Highlight
import PropertyBased
import Testing

/// The highlighter never changes code: the text of its HTML is the input,
/// for both languages, whatever the input.
@Suite("Round trip")
struct RoundTripTests {
  /// Checks `html` and `lines` of `code` in `language`: well-formed HTML
  /// whose text is `code`; lines whose texts joined with `\n` give `code`
  /// (less one trailing `\n`).
  static func check(_ code: String, _ language: Highlighter.Language, _ name: String) {
    let whole = HighlightedHTML(code, language)
    #expect(whole.problems.isEmpty, "\(name) (\(language)): \(whole.problems)")
    #expect(whole.text == code, "\(name) (\(language))")
    let lines = Highlighter.lines(code, language: language).map(HighlightedHTML.init)
    for line in lines {
      #expect(line.problems.isEmpty, "\(name) (\(language)): \(line.problems)")
    }
    // Bytes, not Characters: "\r\n" is one Character, but lines split on
    // the byte \n.
    let joined = Array(lines.map(\.text).joined(separator: "\n").utf8)
    let expected = code.utf8.last == UInt8(ascii: "\n") ? Array(code.utf8.dropLast()) : Array(code.utf8)
    #expect(joined == expected, "\(name) (\(language))")
  }

  @Test("every replica source, as Swift and (as arbitrary text) as Objective-C")
  func replicas() {
    #expect(TestSources.replicas.count >= 5)
    for (path, code) in TestSources.replicas {
      Self.check(code, .swift, path)
      Self.check(code, .objc, path)
    }
  }

  /// Inputs that end mid-construct or hold what lexers trip on.
  static let malformed: [String] = [
    "", "\n", "\n\n", " ", "@", "#", "\\", "\"", "'", "`", "/", "*/", "/*", "/**", "///", "//",
    "let s = \"unterminated", "NSString *s = @\"unterminated\nnext line", "char c = 'x",
    "/* unterminated\ncomment", "/* nested /* unterminated */", "\"\"\"\nmultiline never closed",
    "#\"raw never closed", "x = @", "@ interface", "@@@", "##if", "#if", "#if\n", "#import <never",
    "let 🚀 = \"🎉\" // 火箭 🚀", "/// 中文的文档注释 @entry\nfunc 名字() {}", "// 日本語のコメント\n@\"漢字\"",
    "a\r\nb\r\n", "\r", "tab\there", "\u{0}", "x\u{0}y \"\u{0}\"", "e\u{301} é", "👨‍👩‍👧 /* 👨‍👩‍👧 */",
    "\\(", "\"\\(\"", "\"\\", "'\\", "0x", "1e", "1e+", ".", "..", "@0x", "&amp; &lt; <b> \"q\"",
    "/// @", "/// @entry", "/** @entry", "#!/usr/bin/env swift\nprint(1)", "<#placeholder#>",
    "func f(", "}}}}", "((((", "#sourceLocation(file: \"a\", line: 1)",
  ]

  @Test("malformed and unusual inputs", arguments: malformed)
  func malformedInputs(code: String) {
    for language in Highlighter.Language.allCases {
      Self.check(code, language, code.debugDescription)
    }
  }

  /// Pieces of both languages and of what breaks lexers, to build random
  /// token soup from.
  static let fragments: [String] = [
    "let", "func", " ", " ", "\n", "\t", "x", "Type", "@", "#", "\"", "'", "\\", "/", "*", "/*", "*/",
    "//", "///", "/**", "\"\"\"", "#\"", "\"#", "(", ")", "{", "}", "[", "]", "<", ">", "&", ";", ":",
    "@interface", "@end", "@\"", "#if", "#endif", "#import", "0x1F", "1.5e-3", "42", "@entry", "@state",
    "🚀", "中文", "é", "\r\n", "self", "nil", "@escaping", "#function", "\\(", "?", "!", "=", "+",
  ]

  @Test("random token soup of both languages")
  func randomSoup() async {
    let soup = Gen<String?>.element(of: Self.fragments).map { $0! }.array(of: 0...80).map { $0.joined() }
    await propertyCheck(count: 300, input: soup) { code in
      for language in Highlighter.Language.allCases {
        Self.check(code, language, code.debugDescription)
      }
    }
  }

  @Test("random ASCII, control characters included")
  func randomASCII() async {
    await propertyCheck(count: 300, input: Gen.ascii.string(of: 0...200)) { code in
      for language in Highlighter.Language.allCases {
        Self.check(code, language, code.debugDescription)
      }
    }
  }
}
