import Foundation
import TestSupport
import Testing

/// The `scholia` command line, run as a user runs it: a child process, its
/// exit status and its output.
@Suite("scholia command line")
struct CLITests {
  typealias Run = ChildProcess

  func scholia(_ arguments: String...) throws -> Run {
    try scholia(arguments)
  }

  func scholia(_ arguments: [String]) throws -> Run {
    try Scholia.run(arguments)
  }

  /// A bad command line: non-zero status, nothing on stdout, and exactly one
  /// line on stderr that says what is wrong.
  func expectOneLineError(_ run: Run, mentioning fragment: String) {
    #expect(run.status != 0)
    #expect(run.stdout.isEmpty)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1, "expected one line, got: \(run.stderr)")
    #expect(run.stderr.hasPrefix("scholia: error: "))
    #expect(run.stderr.contains(fragment), "\(run.stderr) does not mention \(fragment)")
  }

  @Test("an unknown subcommand is a one-line error, with the nearest name")
  func unknownSubcommand() throws {
    expectOneLineError(try scholia("frobnicate"), mentioning: "unknown subcommand 'frobnicate'")
    expectOneLineError(try scholia("workloud"), mentioning: "did you mean 'workload'?")
  }

  @Test("an unknown workload names the valid ones")
  func unknownWorkload() throws {
    expectOneLineError(try scholia("workload", "mixd"), mentioning: "mixd")
  }

  @Test(
    "a malformed number is a one-line error",
    arguments: [["--rounds", "abc"], ["--max-time", "1.2.3"], ["--max-events", "1e6"]])
  func malformedNumber(arguments: [String]) throws {
    let run = try scholia(["workload", "mixed"] + arguments)
    expectOneLineError(run, mentioning: arguments[1])
  }

  @Test(
    "a negative duration or count is a one-line error",
    arguments: [["--max-time=-1"], ["--max-time", "-0.5"], ["--max-events", "-5"], ["--rounds=0"]])
  func negative(arguments: [String]) throws {
    let run = try scholia(["workload", "mixed"] + arguments)
    expectOneLineError(run, mentioning: String(arguments[0].prefix(while: { $0 != "=" })))
  }

  @Test("a run past a limit fails with the kernel's message")
  func limitExceeded() throws {
    expectOneLineError(
      try scholia("workload", "mixed", "--rounds", "2", "--max-events", "50"),
      mentioning: "event limit of 50 exceeded")
  }

  @Test("a good run prints the trace and exits 0")
  func success() throws {
    let run = try scholia("workload", "mixed", "--rounds", "1", "--format", "json")
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.stdout.hasPrefix("[\n{\"seq\":1,"))
    let text = try scholia("workload", "mixed", "--rounds", "1")
    #expect(text.stdout.split(separator: "\n").count > 200)
  }

  @Test("help prints in full and exits 0")
  func help() throws {
    let run = try scholia("--help")
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE"))
    #expect(run.stdout.contains("workload"))
  }
}
