import Foundation
import SourceFingerprint

// The `CompiledSources` plugin's tool: writes a Swift file that records the
// digest of each module's sources (`ModuleDigest`) as the build compiles
// them.
//
//   scholia-source-digest OUTPUT.swift MODULE FOLDER [MODULE FOLDER …]

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count % 2 == 1 else {
  FileHandle.standardError.write(Data("usage: scholia-source-digest OUTPUT.swift [MODULE FOLDER]…\n".utf8))
  exit(2)
}
var entries: [String] = []
for pair in stride(from: 1, to: arguments.count, by: 2) {
  let (module, folder) = (arguments[pair], arguments[pair + 1])
  guard let digest = ModuleDigest.of(folder: URL(fileURLWithPath: folder)) else {
    FileHandle.standardError.write(
      Data("scholia-source-digest: error: no folder \(folder) for \(module)\n".utf8))
    exit(1)
  }
  entries.append("    \"\(module)\": \"\(digest)\",")
}
let text = """
  // Generated at build time by the CompiledSources plugin; not in the repository.

  /// The digest of each module's Swift sources (`ModuleDigest`) as this
  /// binary was compiled from them.
  enum CompiledSources {
    static let digests: [String: String] = [
  \(entries.sorted().joined(separator: "\n"))
    ]
  }

  """
do {
  try Data(text.utf8).write(to: URL(fileURLWithPath: arguments[0]), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("scholia-source-digest: error: \(error)\n".utf8))
  exit(1)
}
