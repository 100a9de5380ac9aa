import Diagnostics
import Testing

/// The bound on square-bracket nesting that keeps swift-syntax's parser out
/// of its exponential lookahead.
@Suite("Swift nesting limit")
struct SwiftNestingLimitTests {
  static func brackets(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
  }

  @Test("12 levels pass; the 13th '[' is the error, at its line and column")
  func bound() throws {
    #expect(SwiftNestingLimit.check("let a = " + Self.brackets(12)) == nil)
    let diagnostic = try #require(
      SwiftNestingLimit.check("// ok\nlet é = " + Self.brackets(13), file: "A.swift", firstLine: 5))
    #expect(diagnostic.file == "A.swift")
    #expect(diagnostic.line == 6)
    #expect(diagnostic.column == 21)
  }

  @Test("unbalanced brackets count as nesting; extra closers do not go below zero")
  func unbalanced() {
    #expect(SwiftNestingLimit.check(String(repeating: "[", count: 13)) != nil)
    #expect(SwiftNestingLimit.check(String(repeating: "]", count: 50) + Self.brackets(12)) == nil)
    #expect(SwiftNestingLimit.check(String(repeating: "[]", count: 100)) == nil)
  }

  @Test(
    "brackets in comments and string literals do not count",
    arguments: [
      "// " + String(repeating: "[", count: 40),
      "/* /* " + String(repeating: "[", count: 40) + " */ still a comment */",
      "\"" + String(repeating: "[", count: 40) + "\"",
      "\"a \\\" " + String(repeating: "[", count: 40) + "\"",
      "#\"a \" " + String(repeating: "[", count: 40) + "\"#",
      "\"\"\"\n" + String(repeating: "[", count: 40) + "\n\"\"\"",
    ])
  func skipped(text: String) {
    #expect(SwiftNestingLimit.check(text + "\nlet a = " + Self.brackets(12)) == nil)
  }

  @Test("an interpolation is code, and an unterminated string ends at its line")
  func code() {
    #expect(SwiftNestingLimit.check("\"\\(" + Self.brackets(13) + ")\"") != nil)
    #expect(SwiftNestingLimit.check("#\"\\#(" + Self.brackets(13) + ")\"#") != nil)
    #expect(SwiftNestingLimit.check("let s = \"open\nlet a = " + Self.brackets(13)) != nil)
  }
}
