import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Each engine module's compiled object and interface, kept by the module's
/// key (`BuildPlan`), so that a build compiles only the modules whose key
/// changed, and the `engine` and `page` kinds share the modules they have in
/// common.
///
/// Files are named `<Module>-<key>.o` and `<Module>-<key>.swiftmodule`; each
/// is written under a temporary name and renamed into place, so a reader
/// sees a whole file or none. Installing a module's file removes that
/// module's files of other keys: the cache holds the latest of each.
struct ModuleCache: Sendable {
  let directory: URL

  enum Artifact: String, Sendable {
    case object = "o"
    case interface = "swiftmodule"
  }

  func url(_ module: String, key: String, _ artifact: Artifact) -> URL {
    directory.appendingPathComponent("\(module)-\(key).\(artifact.rawValue)")
  }

  func contains(_ module: String, key: String, _ artifact: Artifact) -> Bool {
    FileManager.default.fileExists(atPath: url(module, key: key, artifact).path)
  }

  /// Copies `file` in as the module's artifact for `key`.
  func install(_ file: URL, _ module: String, key: String, _ artifact: Artifact) throws(WasmBuildError) {
    let manager = FileManager.default
    let destination = url(module, key: key, artifact)
    let temporary = directory.appendingPathComponent(".\(destination.lastPathComponent)-\(UUID().uuidString)")
    do {
      try manager.createDirectory(at: directory, withIntermediateDirectories: true)
      try manager.copyItem(at: file, to: temporary)
    } catch {
      throw .fileSystem("cannot write \(temporary.path): \(error)")
    }
    guard rename(temporary.path, destination.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? manager.removeItem(at: temporary)
      throw .fileSystem("cannot rename \(temporary.path) to \(destination.path): \(reason)")
    }
    let suffix = "." + artifact.rawValue
    for name in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
    where name.hasPrefix(module + "-") && name.hasSuffix(suffix) && name != destination.lastPathComponent
      && name.dropFirst(module.count + 1).dropLast(suffix.count).allSatisfy(\.isHexDigit)
    {
      try? manager.removeItem(at: directory.appendingPathComponent(name))
    }
  }
}
