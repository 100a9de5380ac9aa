import Diagnostics
import Foundation
import Markdown
import Testing

/// Every malformed fixture gives exactly the diagnostic recorded for it in
/// Malformed/expected-diagnostics.txt (reviewed by eye): its position in the
/// article file and a message that says what is wrong.
@Suite("Malformed articles")
struct MalformedArticleTests {
  /// `(file, expected)` from lines `NAME: line:col: error: message`.
  static let cases: [(String, String)] = {
    let list = try? String(
      contentsOf: Articles.malformed.appendingPathComponent("expected-diagnostics.txt"), encoding: .utf8)
    return (list ?? "").split(separator: "\n").map { line in
      guard let colon = line.firstIndex(of: ":") else { return (String(line), "") }
      return (line[..<colon] + ".md", String(line[line.index(colon, offsetBy: 2)...]))
    }
  }()

  @Test("there are at least twelve kinds of malformed article, each with its diagnostic")
  func enough() throws {
    #expect(Self.cases.count >= 12)
    let files = try FileManager.default.contentsOfDirectory(atPath: Articles.malformed.path)
      .filter { $0.hasSuffix(".md") }
    #expect(
      Set(files) == Set(Self.cases.map(\.0)),
      "every fixture has an expected diagnostic and the other way round")
  }

  @Test("each gives its one precise diagnostic", arguments: cases)
  func diagnostic(file: String, expected: String) throws {
    let text = try String(contentsOf: Articles.malformed.appendingPathComponent(file), encoding: .utf8)
    #expect(Articles.diagnostics(text) == [expected])
  }

  @Test("a diagnostic renders with the file name in front")
  func rendered() throws {
    let file = "javascript-link.md"
    let text = try String(contentsOf: Articles.malformed.appendingPathComponent(file), encoding: .utf8)
    #expect(throws: DiagnosticList.self) { try ArticleParser.parse(text) }
    do throws(DiagnosticList) {
      _ = try ArticleParser.parse(text)
    } catch {
      #expect(
        error.rendered(file: "articles/" + file)
          == "articles/javascript-link.md:11:5: error: links to 'javascript:' URLs are not allowed")
    }
  }
}
