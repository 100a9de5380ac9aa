import Foundation
import SourceFingerprint
import TestSupport
import Testing

/// The digest a binary records of each module it is compiled from, and a
/// build computes again from the project (`ModuleDigest`).
@Suite("Module digests")
struct ModuleDigestTests {
  static func folder(_ files: [String: String]) throws -> URL {
    try TemporaryFolder.make("digest", files: files)
  }

  @Test("equal folders give equal digests; a changed, added, moved or renamed Swift file changes it")
  func digests() throws {
    let base = ["A.swift": "let a = 1\n", "Sub/B.swift": "let b = 2\n", "notes.md": "not Swift"]
    var variants: [[String: String]] = [base]
    variants.append(base.merging(["A.swift": "let a = 2\n"]) { $1 })
    variants.append(base.merging(["C.swift": ""]) { $1 })
    variants.append(["A.swift": "let a = 1\n", "B.swift": "let b = 2\n", "notes.md": "not Swift"])
    variants.append(["A.swift": "let a = 1\n", "Sub/b.swift": "let b = 2\n", "notes.md": "not Swift"])
    var digests: [String] = []
    for files in variants {
      let folder = try Self.folder(files)
      defer { try? FileManager.default.removeItem(at: folder) }
      digests.append(try #require(ModuleDigest.of(folder: folder)))
    }
    #expect(Set(digests).count == variants.count, "\(digests)")
    let again = try Self.folder(base.merging(["notes.md": "other text"]) { $1 })
    defer { try? FileManager.default.removeItem(at: again) }
    #expect(ModuleDigest.of(folder: again) == digests[0], "only Swift files count")
    #expect(ModuleDigest.of(folder: again.appendingPathComponent("nowhere")) == nil)
  }
}
