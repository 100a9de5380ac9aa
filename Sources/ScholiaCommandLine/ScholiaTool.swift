import Diagnostics
import Foundation
import ScenarioCatalog
import ShippedCatalogs
import SourceFingerprint
import Synchronization
import WasmBuild

/// A Scholia command line for a set of replica libraries: Scholia's own
/// `scholia`, or an author's tool, whose `main` is one call:
///
/// ```swift
/// import ScholiaCommandLine
/// import ToastCatalog
///
/// ScholiaTool(libraries: [ToastLibrary.self], compiledFrom: CompiledSources.modules).main()
/// ```
///
/// `CompiledSources.modules` is what the `CompiledSources` build plugin
/// records as it compiles the tool: the page engine is compiled from the
/// same folders, and a build refuses when they have changed since
/// (docs/decisions.md, 28 and 29). Scholia's own replicas are always there
/// (the figures guide runs MBProgressHUD), before the libraries given.
public struct ScholiaTool: Sendable {
  /// Every catalog the tool runs: Scholia's, then each library's.
  public let catalogs: [ReplicaCatalog]
  /// The libraries given, by their types' full names
  /// (`ToastCatalog.ToastLibrary`).
  public let libraryNames: [String]
  /// The names of the catalogs of the libraries given (not Scholia's own).
  let ownCatalogNames: Set<String>
  public let compiledModules: [CompiledModule]

  public init(libraries: [any ReplicaLibrary.Type], compiledFrom modules: [CompiledModule]) {
    var catalogs = ReplicaRegistry.catalogs
    var names: [String] = []
    var own: Set<String> = []
    for library in libraries where ObjectIdentifier(library) != ObjectIdentifier(ReplicaRegistry.self) {
      catalogs += library.catalogs
      own.formUnion(library.catalogs.map(\.name))
      names.append(String(reflecting: library))
    }
    self.catalogs = catalogs
    self.ownCatalogNames = own
    self.libraryNames = names
    self.compiledModules = modules
  }

  /// The tool this process runs: set once, by `main()`, before any command
  /// runs, and read from any thread (a build's queue, a server's tasks).
  private static let running = Mutex<ScholiaTool?>(nil)

  /// The tool the running command belongs to.
  static var current: ScholiaTool {
    guard let tool = running.withLock({ $0 }) else {
      preconditionFailure("a command ran before ScholiaTool.main() set the tool")
    }
    return tool
  }

  /// Runs the command line (`Scholia`) with this tool's libraries, and
  /// exits.
  public func main() -> Never {
    if let clash = clash() {
      FileHandle.standardError.write(Data("scholia: error: \(clash)\n".utf8))
      Foundation.exit(1)
    }
    Self.running.withLock { $0 = self }
    Scholia.main()
    Foundation.exit(0)
  }

  /// Two catalogs a script could not tell apart: the same name and an
  /// edition in common.
  func clash() -> String? {
    for (index, catalog) in catalogs.enumerated() {
      for other in catalogs[(index + 1)...] where other.name == catalog.name {
        let shared = catalog.editions.map(\.word).filter { word in other.editions.contains { $0.word == word }
        }
        if let edition = shared.first {
          return
            "two replica catalogs are both '\(catalog.name) \(edition)': give one another name or edition"
        }
      }
    }
    return nil
  }

  /// Where the page engine's modules are: this tool's, as compiled.
  func engineSources() throws(WasmBuildError) -> EngineSources {
    try EngineSources(compiled: compiledModules, libraries: libraryNames)
  }
}
