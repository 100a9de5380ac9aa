import Scenarios

/// The page module's interface to JavaScript: what a scenario figure of the
/// site needs to run a reader's script (site/assets/scenarios.js).
///
/// Each export is a C function (`@_cdecl`) exported from the wasm module
/// under the same name (`@_expose(wasm)`); the pair is needed, or the
/// function gets two hidden Swift parameters. Text comes in through memory
/// from `engine_alloc` and goes out through one buffer: an export returns
/// its length (negative for an error message) and `engine_output_ptr` says
/// where it is. The same functions build natively, where tests call them.
public enum PageOutput {
  /// What the last export produced, kept alive until the next call.
  nonisolated(unsafe) static var bytes: [UInt8] = []

  /// Keeps `text` as the output; returns its length, negated for an error.
  public static func publish(_ text: String, isError: Bool) -> Int32 {
    publish(Array(text.utf8), isError: isError)
  }

  /// Keeps UTF-8 `output` as the output; returns its length, negated for
  /// an error.
  public static func publish(_ output: [UInt8], isError: Bool) -> Int32 {
    bytes = output
    let length = Int32(bytes.count)
    return isError ? -length : length
  }

  /// The last output, as JavaScript would read it.
  public static var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The UTF-8 text JavaScript wrote at `pointer`.
  public static func string(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> String {
    guard let pointer, count > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(count)), as: UTF8.self)
  }
}

@_expose(wasm, "engine_output_ptr")
@_cdecl("engine_output_ptr")
public func engineOutputPointer() -> UnsafePointer<UInt8>? {
  PageOutput.bytes.withUnsafeBufferPointer { $0.baseAddress }
}

/// Memory for JavaScript to write a string into.
@_expose(wasm, "engine_alloc")
@_cdecl("engine_alloc")
public func engineAllocate(_ count: Int32) -> UnsafeMutablePointer<UInt8>? {
  UnsafeMutablePointer<UInt8>.allocate(capacity: Int(max(1, count)))
}

@_expose(wasm, "engine_free")
@_cdecl("engine_free")
public func engineFree(_ pointer: UnsafeMutablePointer<UInt8>?) {
  pointer?.deallocate()
}

/// Runs the figure's script (`script`) with the reader's values
/// (`overrides`, `name=value` lines) and publishes `ScenarioPage.output`,
/// with `title` and `idPrefix` as the build gave them. Every outcome,
/// script errors included, is a JSON document (then the SVG); the length
/// is positive.
@_expose(wasm, "engine_run_page")
@_cdecl("engine_run_page")
public func engineRunPage(
  _ script: UnsafePointer<UInt8>?, _ scriptLength: Int32, _ overrides: UnsafePointer<UInt8>?,
  _ overridesLength: Int32, _ title: UnsafePointer<UInt8>?, _ titleLength: Int32,
  _ idPrefix: UnsafePointer<UInt8>?, _ idPrefixLength: Int32
) -> Int32 {
  PageOutput.publish(
    ScenarioPage.outputBytes(
      source: PageOutput.string(script, scriptLength),
      overrides: PageOutput.string(overrides, overridesLength),
      title: PageOutput.string(title, titleLength), idPrefix: PageOutput.string(idPrefix, idPrefixLength),
      replicas: PageCatalogs.all),
    isError: false)
}
