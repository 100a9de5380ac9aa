import Foundation

/// The child side of `WorkerRebuilder`: builds the site each time a line
/// `build` arrives on standard input, and answers each with one line on
/// standard output (`BuildOutcome.line`). It keeps its `SiteRebuilder`, and
/// so the build cache, from one build to the next, and returns when its
/// input ends — when the server stops or dies, so no worker outlives it.
public enum BuildWorker {
  public static func serve(_ rebuilder: SiteRebuilder) {
    while let request = readLine(strippingNewline: true) {
      let answer: String
      switch request {
      case "build": answer = rebuilder.build().line
      default:
        answer =
          BuildOutcome.failed([.init(line: 0, column: 0, message: "the build worker got '\(request)'")]).line
      }
      FileHandle.standardOutput.write(Data((answer + "\n").utf8))
    }
  }
}
