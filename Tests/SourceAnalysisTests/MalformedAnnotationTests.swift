import Foundation
import SourceAnalysis
import Testing

/// Each fixture in MalformedAnnotations/ breaks one rule of
/// docs/annotations.md; expected-diagnostics.txt gives the one diagnostic
/// it must produce (`name: line:col: error: message`).
@Suite("Malformed annotations")
struct MalformedAnnotationTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("MalformedAnnotations")

  static func expected() throws -> [(String, String)] {
    let text = try String(
      contentsOf: folder.appendingPathComponent("expected-diagnostics.txt"), encoding: .utf8)
    return text.split(separator: "\n").map { line in
      let name = line.prefix { $0 != ":" }
      return (String(name), String(line.dropFirst(name.count + 2)))
    }
  }

  @Test("every fixture has an expectation, and there are at least fifteen")
  func fixturesAreListed() throws {
    let fixtures = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".swift.fixture") }.map { String($0.dropLast(".swift.fixture".count)) }
    #expect(Set(fixtures) == Set(try Self.expected().map { $0.0 }))
    #expect(fixtures.count >= 15)
  }

  @Test("each fixture gives exactly its one diagnostic", arguments: try expected())
  func oneDiagnostic(name: String, expected: String) throws {
    let path = name + ".swift"
    let text = try String(
      contentsOf: Self.folder.appendingPathComponent(name + ".swift.fixture"), encoding: .utf8)
    let index = SourceAnalyzer.analyze([SourceAnalyzer.File(path: path, text: text)])
    #expect(index.diagnostics.map { $0.rendered } == [path + ":" + expected])
  }

  @Test("the fixtures' base, unbroken, gives no diagnostic")
  func baseIsClean() throws {
    let text = try String(
      contentsOf: Self.folder.appendingPathComponent("unknown-key.swift.fixture"), encoding: .utf8
    )
    .replacingOccurrences(of: "@entyr", with: "@entry")
    #expect(SourceAnalyzer.analyze([SourceAnalyzer.File(path: "base.swift", text: text)]).diagnostics.isEmpty)
  }

  @Test("the replica sources have no annotation problems")
  func replicasAreClean() {
    #expect(ReplicaSources.index.diagnostics.map { $0.rendered } == [])
  }
}
