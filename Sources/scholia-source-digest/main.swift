import Foundation
import SourceFingerprint

// The `CompiledSources` plugin's tool: writes a Swift file that records
// each module the tool is compiled from (`CompiledModule`): its folder,
// the digest of its sources (`ModuleDigest`) as the build compiles them,
// and its direct dependencies, in the order given (dependencies first).
//
//   scholia-source-digest OUTPUT.swift [MODULE FOLDER DEPENDENCY,…]…

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count % 3 == 1 else {
  FileHandle.standardError.write(
    Data("usage: scholia-source-digest OUTPUT.swift [MODULE FOLDER DEPENDENCY,…]…\n".utf8))
  exit(2)
}

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
  var escaped = ""
  for character in text.unicodeScalars {
    switch character {
    case "\\": escaped += "\\\\"
    case "\"": escaped += "\\\""
    case "\n": escaped += "\\n"
    default: escaped.unicodeScalars.append(character)
    }
  }
  return "\"" + escaped + "\""
}

var entries: [String] = []
for triple in stride(from: 1, to: arguments.count, by: 3) {
  let (module, folder) = (arguments[triple], arguments[triple + 1])
  let dependencies = arguments[triple + 2].split(separator: ",").map { literal(String($0)) }
  guard let digest = ModuleDigest.of(folder: URL(fileURLWithPath: folder)) else {
    FileHandle.standardError.write(
      Data("scholia-source-digest: error: no folder \(folder) for \(module)\n".utf8))
    exit(1)
  }
  entries.append(
    "    CompiledModule(\n      name: \(literal(module)), folder: \(literal(folder)), digest: \(literal(digest)),\n"
      + "      dependencies: [\(dependencies.joined(separator: ", "))]),")
}
let text = """
  // Generated at build time by the CompiledSources plugin; not in the repository.

  import SourceFingerprint

  /// The modules this program was compiled from, dependencies first.
  enum CompiledSources {
    static let modules: [CompiledModule] = [
  \(entries.joined(separator: "\n"))
    ]
  }

  """
do {
  try Data(text.utf8).write(to: URL(fileURLWithPath: arguments[0]), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("scholia-source-digest: error: \(error)\n".utf8))
  exit(1)
}
