/// Why the engine module could not be built, phrased so that the reader
/// knows what to install or fix.
public enum WasmBuildError: Error, CustomStringConvertible, Equatable {
  case missingTool(name: String, hint: String)
  case noEmbeddedWasmSupport(toolchain: String, looked: String)
  case missingLibrary(name: String, looked: String, aptPackage: String)
  case sourcesNotFound(module: String, looked: String)
  case headerModuleNotFound(module: String, looked: String)
  case notOneModule(file: String, line: Int, column: Int, reason: String)
  case commandFailed(command: String, status: Int32, output: String)
  case libraryNotCompiled(library: String)
  case noProjectLibraries
  case fileSystem(String)

  public var description: String {
    switch self {
    case .missingTool(let name, let hint):
      return "cannot find \(name): \(hint)"
    case .noEmbeddedWasmSupport(let toolchain, let looked):
      return
        "the Swift toolchain at \(toolchain) has no Embedded Swift support for wasm32 (missing \(looked)); use a Swift 6.3 toolchain from swift.org"
    case .missingLibrary(let name, let looked, let aptPackage):
      return "cannot find \(name) (looked for \(looked)); install it with: apt-get install \(aptPackage)"
    case .sourcesNotFound(let module, let looked):
      return
        "no Swift sources for module \(module) in \(looked)"
    case .headerModuleNotFound(let module, let looked):
      return
        "no module map for the C header module \(module) in \(looked)"
    case .notOneModule(let file, let line, let column, let reason):
      return
        "\(file):\(line):\(column): error: \(reason): the WebAssembly build compiles the engine's modules as one module, where this would not mean the same; use a plain import and unqualified names"
    case .commandFailed(let command, let status, let output):
      return "\(command) failed with status \(status):\n\(output)"
    case .libraryNotCompiled(let library):
      return
        "the library \(library) is not in a module this tool was compiled from: apply the CompiledSources plugin to the tool's target (docs/tutorial.md)"
    case .noProjectLibraries:
      return
        "this tool has no libraries of its own, so there is no project page module: build 'page' (Scholia's replicas) or 'engine'"
    case .fileSystem(let message):
      return message
    }
  }
}
