import Foundation
import SourceAnalysis
import StableHashing

// The CatalogInventory plugin's tool:
//
//   scholia-inventory OUTPUT MODULE REPLICA-SOURCE…
//
// writes OUTPUT, the catalog module MODULE's inventory
// (`InventorySource`) derived from the replica sources given. The file is
// left alone when its text would not change, so that an edit that changes
// no traced name does not recompile the catalog module.
//
// SwiftPM relinks a plugin's tool on every build, and so runs this command
// again even when no replica changed; deriving the inventory of Scholia's
// own catalogs parses 55 files with a debug swift-syntax, 5 to 7 s of every
// author's build (docs/performance.md). So OUTPUT.digest keeps the digest
// of what the last derivation read, this tool's own bytes included (they
// are what the derivation does): when it matches, OUTPUT is current and
// nothing is parsed.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: scholia-inventory OUTPUT MODULE REPLICA-SOURCE…\n".utf8))
  exit(64)
}
let output = arguments[arguments.startIndex]
let module = arguments[arguments.startIndex + 1]

func fail(_ path: String, _ message: String) -> Never {
  FileHandle.standardError.write(Data("\(path):1:1: error: \(message)\n".utf8))
  exit(1)
}

func add(_ data: Data, to digest: inout FNV1a) {
  data.withUnsafeBytes { digest.add($0.bindMemory(to: UInt8.self)) }
  digest.add(0xFF)
}

/// Derives the inventory unless the stamp says it is current. Its values
/// are locals, released when it returns: the fuzz build compiles this
/// tool with LeakSanitizer, which took a `Data` kept in a top-level
/// global for a leak.
func deriveUnlessCurrent() {
  var digest = FNV1a()
  guard let tool = Bundle.main.executablePath, let toolBytes = FileManager.default.contents(atPath: tool)
  else {
    fail(CommandLine.arguments[0], "cannot read this tool's own executable")
  }
  add(toolBytes, to: &digest)
  add(Data(module.utf8), to: &digest)
  var files: [SourceAnalyzer.File] = []
  for path in arguments.dropFirst(2) {
    guard let data = FileManager.default.contents(atPath: path) else {
      fail(path, "cannot read the replica source")
    }
    add(Data(path.utf8), to: &digest)
    add(data, to: &digest)
    files.append(SourceAnalyzer.File(path: path, text: String(decoding: data, as: UTF8.self)))
  }
  let stamp = output + ".digest"
  let inputs = Data(String(digest.value, radix: 16).utf8)
  let isCurrent =
    FileManager.default.contents(atPath: stamp) == inputs && FileManager.default.fileExists(atPath: output)
  if !isCurrent {
    let text = InventorySource.text(module: module, files: files)
    do {
      if FileManager.default.contents(atPath: output) != Data(text.utf8) {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
      }
      try inputs.write(to: URL(fileURLWithPath: stamp), options: .atomic)
    } catch {
      fail(output, "cannot write the inventory: \(error)")
    }
  }
}

deriveUnlessCurrent()
