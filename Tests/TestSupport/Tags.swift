import Testing

/// Tags for tests that need more than Swift: select or skip them with
/// `swift test --filter`/`--skip` on the suites, or by tag in an IDE.
extension Tag {
  /// Needs headless Chromium (apt `chromium`).
  @Tag public static var chromium: Self
  /// Needs node (apt `nodejs`).
  @Tag public static var node: Self
  /// Compiles the engine to WebAssembly: needs the toolchain's Embedded
  /// Swift for wasm32, wasi-libc, compiler-rt for wasm32 and Binaryen.
  @Tag public static var wasmToolchain: Self
}
