import Highlight
import SwiftIDEUtils
import SwiftParser
import Testing

/// The Swift highlighter walks swift-syntax's tokens itself, for speed;
/// this checks, byte by byte, that it agrees with swift-syntax's own
/// classifier (`SwiftIDEUtils`) except for its documented refinements:
/// capitalised identifiers are types, `#name` is a directive, a raw
/// string's `#` belongs to the string.
@Suite("Agreement with SwiftIDEUtils")
struct ClassifierAgreementTests {
  /// The mismatches between the highlighter and the classifier on `code`,
  /// as readable strings; empty when they agree.
  static func disagreements(_ code: String) -> [String] {
    let mine = HighlightedHTML(code, .swift)
    guard mine.text == code else { return ["text differs"] }
    // The directive run around each byte: `#name` directives start with `#`.
    var runStartsWithPound = [Bool](repeating: false, count: mine.bytes.count)
    var typeRunStartsUpper = [Bool](repeating: false, count: mine.bytes.count)
    for run in mine.runs {
      let first = mine.bytes[run.range.lowerBound]
      for i in run.range {
        runStartsWithPound[i] = first == UInt8(ascii: "#")
        typeRunStartsUpper[i] = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
      }
    }
    var problems: [String] = []
    let tree = Parser.parse(source: code)
    for range in tree.classifications {
      for i in range.range.lowerBound.utf8Offset..<range.range.upperBound.utf8Offset {
        let outer = mine.classes[i].first
        let byte = mine.bytes[i]
        let pound = outer == "hl-directive" && runStartsWithPound[i]
        let ok: Bool
        switch range.kind {
        case .keyword: ok = outer == "hl-keyword" || pound
        case .type: ok = outer == "hl-type"
        case .identifier: ok = outer == nil || (outer == "hl-type" && typeRunStartsUpper[i]) || pound
        case .stringLiteral, .regexLiteral: ok = outer == "hl-string"
        case .integerLiteral, .floatLiteral: ok = outer == "hl-number"
        case .lineComment, .blockComment: ok = outer == "hl-comment"
        case .docLineComment, .docBlockComment: ok = outer == "hl-doc"
        case .attribute: ok = outer == "hl-attribute"
        case .ifConfigDirective: ok = outer == "hl-directive"
        case .operator: ok = outer == "hl-operator"
        case .none: ok = outer == nil || pound || (outer == "hl-string" && byte == UInt8(ascii: "#"))
        default: ok = outer == nil
        }
        if !ok {
          let text = String(
            decoding: mine.bytes[range.range.lowerBound.utf8Offset..<range.range.upperBound.utf8Offset],
            as: UTF8.self)
          problems.append("\(range.kind) \(text.debugDescription) highlighted as \(outer ?? "plain")")
          break
        }
      }
    }
    return problems
  }

  @Test("on every replica source")
  func replicas() {
    for (path, code) in TestSources.replicas {
      let problems = Self.disagreements(code)
      #expect(problems.isEmpty, "\(path): \(problems.prefix(10))")
    }
  }

  @Test(
    "on constructs the replicas lack",
    arguments: [
      "#if DEBUG && !os(Linux)\nlet a = 1\n#elseif swift(>=5.9)\nlet b = 2\n#endif",
      "@available(iOS 13, macOS 10.15, *) @objc(show:) public func show(_ x: Int) {}",
      "if #available(iOS 13, *) { } else if #unavailable(macOS 11) { }",
      "prefix operator +++; infix operator <~> : AdditionPrecedence",
      "let r = /a+b/; let s = #/x/#; let t = #\"raw \\(x)\"#",
      "struct S<T: Equatable> where T: Hashable { subscript(i: Int) -> T { get {} set {} } }",
      "let f: @Sendable (inout [String: Int]) async throws -> some Collection = { $0.count }",
      "enum E { case a(Int), b }; switch e { case .a(let x) where x > 0: break; default: () }",
      "actor A { nonisolated let x = 1; lazy var y = [1, 2][0]; weak var z: AnyObject? }",
      "func f() { defer { } ; guard let x = y else { return } ; _ = x as? Int ?? 0 }",
      "#warning(\"later\") ; let l = #line ; let k = \\Foo.bar",
    ])
  func constructs(code: String) {
    let problems = Self.disagreements(code)
    #expect(problems.isEmpty, "\(problems)")
  }
}
