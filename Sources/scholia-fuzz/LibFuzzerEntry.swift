#if FUZZING
  import Foundation

  /// The target libFuzzer drives, named by `SCHOLIA_FUZZ_TARGET`.
  private let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["SCHOLIA_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      fatalError(
        "SCHOLIA_FUZZ_TARGET must name one of: " + FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      )
    }
    return target
  }()

  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }
#endif
