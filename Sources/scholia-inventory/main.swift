import Foundation
import SourceAnalysis

// The CatalogInventory plugin's tool:
//
//   scholia-inventory OUTPUT MODULE REPLICA-SOURCE…
//
// writes OUTPUT, the catalog module MODULE's inventory
// (`InventorySource`) derived from the replica sources given. The file is
// left alone when its text would not change, so that an edit that changes
// no traced name does not recompile the catalog module.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: scholia-inventory OUTPUT MODULE REPLICA-SOURCE…\n".utf8))
  exit(64)
}
let output = arguments[arguments.startIndex]
let module = arguments[arguments.startIndex + 1]
var files: [SourceAnalyzer.File] = []
for path in arguments.dropFirst(2) {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("\(path):1:1: error: cannot read the replica source\n".utf8))
    exit(1)
  }
  files.append(SourceAnalyzer.File(path: path, text: String(decoding: data, as: UTF8.self)))
}
let text = InventorySource.text(module: module, files: files)
if FileManager.default.contents(atPath: output) != Data(text.utf8) {
  do {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("\(output):1:1: error: cannot write the inventory: \(error)\n".utf8))
    exit(1)
  }
}
