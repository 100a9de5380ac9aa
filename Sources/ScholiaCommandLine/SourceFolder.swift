import Foundation
import SourceAnalysis

/// The `.swift` files under a folder, in path order, named relative to the
/// current directory as diagnostics print them.
struct SourceFolder {
  let path: String

  func files() throws -> [SourceAnalyzer.File] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
      let enumerator = FileManager.default.enumerator(atPath: path)
    else {
      throw CommandFailure.input("no source folder at \(path) (pass --sources DIR)")
    }
    let names = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    return try names.map { name in
      let file = (path as NSString).appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: file) else {
        throw CommandFailure(message: "cannot read \(file)")
      }
      return SourceAnalyzer.File(path: file, text: String(decoding: data, as: UTF8.self))
    }
  }
}
