import Foundation

/// A program run to the end as a user runs it: its exit status and what it
/// printed.
///
/// Output goes through files, not pipes: a child that fills one pipe while
/// the parent waits on the other can never finish. Every run has a time
/// limit, after which the child is killed and the run says so, so a test
/// that starts a process fails instead of hanging.
public struct ChildProcess: Sendable {
  public let status: Int32
  public let stdout: String
  public let stderr: String
  /// The child was still running at the time limit and was killed.
  public let timedOut: Bool

  /// Runs `tool` with `arguments` (and `environment` added to this
  /// process's own), in `directory` if given, for at most `timeLimit`
  /// seconds.
  public static func run(
    _ tool: URL, _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
    timeLimit: Double = 300
  ) throws -> ChildProcess {
    let folder = try TemporaryFolder.make("run")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let deadline = Date().addingTimeInterval(timeLimit)
    var timedOut = false
    while process.isRunning {
      if Date() >= deadline {
        kill(process.processIdentifier, SIGKILL)
        timedOut = true
        break
      }
      Thread.sleep(forTimeInterval: 0.005)
    }
    process.waitUntilExit()
    try out.close()
    try err.close()
    return ChildProcess(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self), timedOut: timedOut)
  }
}
