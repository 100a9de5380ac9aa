import Foundation
import StableHashing

/// The digest of a module's Swift sources: every `.swift` file under the
/// module's folder, in the order of their paths below it, each as its path
/// and its bytes (FNV-1a, 64 bits, in hex).
///
/// The `scholia` binary carries the digests of the modules it was compiled
/// from (the `CompiledSources` build plugin computes them with this, as
/// the build compiles those files), and a site build computes them again
/// from the project's `Sources/`: when they differ, the binary's figures
/// and the page engine compiled from the project would run other code
/// (docs/decisions.md, 28). Both sides read the folder the same way, so
/// equal folders give equal digests on every machine.
public enum ModuleDigest {
  /// The digest of the Swift files under `folder`, or nil when there is
  /// no such folder.
  public static func of(folder: URL) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue
    else { return nil }
    let base = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    var files: [String] = []
    if let walker = FileManager.default.enumerator(atPath: base) {
      for case let path as String in walker where path.hasSuffix(".swift") { files.append(path) }
    }
    var hash = FNV1a()
    for path in files.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
      let bytes = FileManager.default.contents(atPath: base + path).map { [UInt8]($0) } ?? []
      for part in [Array(path.utf8), [0], bytes, [0]] {
        part.withUnsafeBufferPointer { hash.add($0) }
      }
    }
    return String(hash.value, radix: 16)
  }
}
