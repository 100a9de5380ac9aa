import Foundation

/// The status and combined output of a finished child process.
public struct ProcessResult: Sendable {
  public let status: Int32
  public let output: String

  /// Runs `tool` with `arguments` (in `folder`, if given) and waits for
  /// it; stdout and stderr are read through one pipe until the child closes
  /// it, so a chatty child cannot fill the pipe and stall.
  public static func run(_ tool: URL, _ arguments: [String], in folder: URL? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
