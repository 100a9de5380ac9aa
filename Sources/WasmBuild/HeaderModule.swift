import Foundation
import StableHashing

/// A header-only C module the engine's Swift imports (`CMemoryHints`): its
/// `include` folder, with a module map, is all a compilation needs, since
/// its functions are `static inline` and compiled into the Swift that calls
/// them.
struct HeaderModule: Sendable {
  let name: String
  let include: URL
  /// A digest of the folder's file names and contents. It goes into every
  /// Swift module's key: each module sees the bodies of what it imports,
  /// inlined C included.
  let digest: String

  /// Reads the module's `include` folder, which must hold a
  /// `module.modulemap`.
  static func read(_ name: String, folder: URL) throws(WasmBuildError) -> HeaderModule {
    let include = folder.appendingPathComponent("include")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: include.path)) ?? []).sorted()
    guard names.contains("module.modulemap") else {
      throw .headerModuleNotFound(module: name, looked: include.path)
    }
    var digest = FNV1a()
    for file in names {
      guard let data = FileManager.default.contents(atPath: include.appendingPathComponent(file).path) else {
        throw .fileSystem("cannot read \(include.appendingPathComponent(file).path)")
      }
      digest.add(field: file)
      digest.add(field: data)
    }
    return HeaderModule(name: name, include: include, digest: digest.hex)
  }
}
