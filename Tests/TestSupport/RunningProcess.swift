import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program that runs on while the test talks to it (`scholia serve`),
/// whose output — standard output and standard error, as one stream, as a
/// terminal shows them — the test waits on line by line.
///
/// Every wait is for an event — a line, the end of the output — never for a
/// length of time, so a busy machine only makes the test slower. One bound
/// guards against a hang: past `hangLimit` seconds the program is killed,
/// its output ends, and every wait returns with what was printed. The
/// program is killed too when the test lets go of it.
public final class RunningProcess: @unchecked Sendable {
  public let process = Process()
  private let output = Output()

  public init(_ tool: URL, _ arguments: [String], hangLimit: Double = 900) throws {
    let pipe = Pipe()
    process.executableURL = tool
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let reader = pipe.fileHandleForReading
    Thread.detachNewThread { [output] in
      while true {
        let data = reader.availableData
        output.take(Array(data))
        if data.isEmpty { return }
      }
    }
    let pid = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + hangLimit) { [process] in
      if process.isRunning { kill(pid, SIGKILL) }
    }
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// The next line not yet waited for that `matches`, once it is printed;
  /// nil when the output ends first. Lines before it are passed over.
  public func line(where matches: (String) -> Bool) -> String? {
    output.line(where: matches)
  }

  /// Everything printed so far, for a failure's message.
  public var printed: String { output.printed }

  /// Sends SIGTERM and waits for the program to end. Its output may go on
  /// a little, from children that still hold it.
  public func stop() {
    process.terminate()
    process.waitUntilExit()
  }

  /// The lines read so far, shared by the thread that reads them and the
  /// test that waits on them.
  private final class Output: @unchecked Sendable {
    private let condition = NSCondition()
    private var lines: [String] = []
    private var pending: [UInt8] = []
    private var ended = false
    /// The lines before this one have been waited for.
    private var cursor = 0

    /// Bytes read; none means the output has ended.
    func take(_ bytes: [UInt8]) {
      condition.lock()
      defer { condition.unlock() }
      if bytes.isEmpty {
        if !pending.isEmpty { lines.append(String(decoding: pending, as: UTF8.self)) }
        ended = true
      }
      pending += bytes
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        lines.append(String(decoding: pending[..<newline], as: UTF8.self))
        pending.removeSubrange(...newline)
      }
      condition.broadcast()
    }

    func line(where matches: (String) -> Bool) -> String? {
      condition.lock()
      defer { condition.unlock() }
      while true {
        while cursor < lines.count {
          cursor += 1
          if matches(lines[cursor - 1]) { return lines[cursor - 1] }
        }
        if ended { return nil }
        condition.wait()
      }
    }

    var printed: String {
      condition.lock()
      defer { condition.unlock() }
      return lines.joined(separator: "\n")
    }
  }
}
