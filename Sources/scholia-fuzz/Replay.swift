#if !FUZZING
  import Foundation

  /// `scholia-fuzz TARGET FILE…`: runs each file through the target, as
  /// libFuzzer would, in an ordinary build; exits 0 when every input is
  /// handled. What the regression tests and `scripts/fuzz --replay` run.
  @main
  struct Replay {
    static func main() {
      let arguments = CommandLine.arguments.dropFirst()
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("usage: scholia-fuzz TARGET FILE… (targets: \(names))\n".utf8))
        exit(64)
      }
      for file in arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: file) else {
          FileHandle.standardError.write(Data("scholia-fuzz: cannot read \(file)\n".utf8))
          exit(66)
        }
        target.run(Array(data))
      }
    }
  }
#endif
