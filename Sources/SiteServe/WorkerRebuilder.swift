import Diagnostics
import Foundation

/// Builds in a child process (`scholia build-worker`, `BuildWorker`), so
/// that a build that crashes — a trap, a stack overflow, a signal — ends
/// that process and not the server: the pages keep the last good output
/// and are told what happened, and the next change starts a new worker.
///
/// One worker serves build after build and keeps its build cache. A build
/// in it is all or nothing (the output folder's staging and swap), so a
/// worker killed in the middle leaves the served files whole.
public final class WorkerRebuilder: Rebuilding, @unchecked Sendable {
  /// The worker's program and arguments.
  public let executable: URL
  public let arguments: [String]
  /// Guarded by `queue`: builds run one at a time on it.
  private var worker: Worker?
  private let queue = DispatchQueue(label: "scholia.serve.worker", qos: .userInitiated)

  public init(executable: URL, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
    // A worker that dies closes the pipe the next request is written to;
    // that must be an error on the write, not a signal that ends the server.
    signal(SIGPIPE, SIG_IGN)
  }

  deinit {
    worker?.stop()
  }

  public func rebuild() async -> BuildOutcome {
    await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: self.build()) }
    }
  }

  /// One build; `replaced` once a worker found dead has been replaced.
  private func build(replaced: Bool = false) -> BuildOutcome {
    // A worker that ended between builds (killed from outside) had no
    // build of this change in hand: a new one takes the change.
    if let idle = worker, !idle.process.isRunning { worker = nil }
    let current: Worker
    do {
      current = try worker ?? Worker(executable: executable, arguments: arguments)
    } catch {
      return Self.failure("cannot start the build process \(executable.path): \(error.localizedDescription)")
    }
    worker = current
    switch current.request("build") {
    case .answer(let line):
      if let outcome = BuildOutcome(line: line) { return outcome }
      current.stop()
      worker = nil
      return Self.failure("the build process answered '\(line.prefix(200))', which is not an outcome")
    case .notTaken where !replaced:
      // It ended before it could take the request (killed a moment ago,
      // not yet reaped, so it still looked alive): it had no build in
      // hand, and a new one takes this one.
      current.stop()
      worker = nil
      return build(replaced: true)
    case .notTaken, .noAnswer:
      break
    }
    worker = nil
    return Self.failure(
      "the build process stopped (\(current.exitDescription())) before it finished; still serving the previous output, and the next change starts a new build process"
    )
  }

  private static func failure(_ message: String) -> BuildOutcome {
    .failed([Diagnostic(line: 0, column: 0, message: message)])
  }

  /// One running worker and its two pipes.
  private final class Worker {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    private var buffer: [UInt8] = []

    init(executable: URL, arguments: [String]) throws {
      process.executableURL = executable
      process.arguments = arguments
      process.standardInput = input
      process.standardOutput = output
      try process.run()
    }

    /// What became of a request.
    enum Reply {
      case answer(String)
      /// The worker's input was closed: it never read the request.
      case notTaken
      /// The worker ended after it was sent the request, without answering.
      case noAnswer
    }

    /// Sends `request` and waits for the answer line.
    func request(_ request: String) -> Reply {
      do {
        try input.fileHandleForWriting.write(contentsOf: Data((request + "\n").utf8))
      } catch {
        return .notTaken
      }
      while true {
        if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: buffer[..<newline], as: UTF8.self)
          buffer.removeSubrange(...newline)
          return .answer(line)
        }
        let data = output.fileHandleForReading.availableData
        if data.isEmpty { return .noAnswer }
        buffer += data
      }
    }

    /// How the worker ended, once it has.
    func exitDescription() -> String {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
      let status = process.terminationStatus
      switch process.terminationReason {
      case .uncaughtSignal: return "signal \(status)" + (Self.signalNames[status].map { " (\($0))" } ?? "")
      default: return "exit status \(status)"
      }
    }

    /// Ends the worker now, by SIGKILL: it has nothing to save (a build
    /// cut short leaves the served files whole), and SIGTERM may never
    /// arrive, since a child started from a dispatch thread inherits that
    /// thread's blocked signals, SIGTERM among them.
    func stop() {
      try? input.fileHandleForWriting.close()
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }

    private static let signalNames: [Int32: String] = [
      SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGILL: "SIGILL", SIGKILL: "SIGKILL",
      SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM", SIGTRAP: "SIGTRAP",
    ]
  }
}
