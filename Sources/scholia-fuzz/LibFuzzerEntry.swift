#if FUZZING
  import CFuzzerDriver
  import Foundation

  /// The target libFuzzer drives, named by `SCHOLIA_FUZZ_TARGET`.
  nonisolated(unsafe) private var target: FuzzTarget?

  /// The fuzz build's entry point: libFuzzer's driver, calling the target
  /// with each input.
  @main
  struct LibFuzzerEntry {
    static func main() {
      let name = ProcessInfo.processInfo.environment["SCHOLIA_FUZZ_TARGET"] ?? ""
      guard let chosen = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(
          Data("scholia-fuzz: SCHOLIA_FUZZ_TARGET must be one of: \(names)\n".utf8))
        exit(64)
      }
      target = chosen
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(
        scholia_run_fuzzer(&argc, &argv) { data, size in
          target?.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
          return 0
        })
    }
  }
#endif
