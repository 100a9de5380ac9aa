import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One child process, started with `posix_spawn` and reaped with `wait4`;
/// its standard output and error go to files, returned with the outcome.
///
/// Peak memory is read through GNU time (`/usr/bin/time -f %M`), which
/// forks the command from its own small process. Reading `ru_maxrss` here
/// would not do: Linux keeps the largest resident size a process ever had
/// across `execve`, and a child spawned from this process (vfork-style)
/// starts out sharing this process's memory, so its `ru_maxrss` is at least
/// this benchmark's own peak after it has built sites in process.
enum ChildProcess {
  struct Outcome {
    let status: Int32
    let seconds: Double
    /// Peak resident set size in bytes, when measured.
    let peakBytes: Int?
    let standardOutput: String
    let standardError: String
  }

  static func run(_ executable: String, _ arguments: [String], measuringPeakMemory: Bool = false) throws
    -> Outcome
  {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("scholia-bench-child-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
    let (outputFile, errorFile, memoryFile) = (scratch + ".out", scratch + ".err", scratch + ".rss")
    defer { for file in [outputFile, errorFile, memoryFile] { unlink(file) } }
    var command = [executable] + arguments
    if measuringPeakMemory {
      guard let time = gnuTime else {
        throw CorpusError("peak memory needs GNU time at /usr/bin/time (apt-get install -y time)")
      }
      command = [time, "-f", "%M", "-o", memoryFile] + command
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw CorpusError("cannot start \(command[0]): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw CorpusError("wait4 failed: \(String(cString: strerror(errno)))") }
    }
    let seconds = Measurement.seconds(clock.now - start)
    let exited = status & 0x7f == 0
    let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    var peak: Int?
    if measuringPeakMemory {
      // GNU time writes "Command exited with non-zero status N" first when
      // the command fails; the figure is the last line, in KiB.
      let text = (try? String(contentsOfFile: memoryFile, encoding: .utf8)) ?? ""
      peak = text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        .map { $0 * 1024 }
    }
    return Outcome(
      status: code, seconds: seconds, peakBytes: peak,
      standardOutput: (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")
  }

  /// GNU time (the Debian package `time`), not the shell keyword.
  static var gnuTime: String? {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil
  }

  /// The first executable called `name` on `PATH`.
  static func find(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let path = folder + "/" + name
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// This executable, to run it again as a child.
  static var currentExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }

  /// This process's own peak resident set size (`VmHWM`, which a new
  /// program image starts afresh), in bytes.
  static var ownPeakBytes: Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }
    return nil
  }
}
