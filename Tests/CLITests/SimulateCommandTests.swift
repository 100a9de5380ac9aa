import Foundation
import TestSupport
import Testing

/// `scholia simulate`: exit statuses, formats, overrides, the shipped list.
@Suite("scholia simulate")
struct SimulateCommandTests {
  let cli = CLITests()
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let grace = root.appendingPathComponent("scenarios/mbprogresshud-grace-hides-short-task.scenario")
    .path

  @Test("a shipped scenario prints an 80-column timeline and exits 0")
  func passes() throws {
    let run = try cli.scholia("simulate", Self.grace)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("MBProgressHUD 1.2.0 — Grace time hides a short task\n"))
    #expect(run.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    #expect(run.stdout.contains("PASS"))
    #expect(run.stderr.isEmpty)
  }

  @Test("a changed parameter that breaks an expectation exits 1 and says which")
  func failingExpectation() throws {
    let run = try cli.scholia("simulate", Self.grace, "--set", "task=0.9")
    #expect(run.status == 1)
    #expect(run.stderr.contains(":13: expectation failed: never visible — visible was true at 0.516666666 s"))
  }

  @Test("a script error exits 2 with file:line:col")
  func scriptError() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bad-\(UUID().uuidString).scenario")
    try Data("hud MBProgressHUD 1.2.0\nat 0 hideAnimated true afterDelat 1\n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try cli.scholia("simulate", file.path)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == """
        \(file.path):2:24: error: unknown hideAnimated label 'afterDelat'; did you mean 'afterDelay'?
        2 | at 0 hideAnimated true afterDelat 1
          |                        ^~~~~~~~~~

        """)
  }

  @Test("an unknown --set name exits 2 with a did-you-mean")
  func badOverride() throws {
    let run = try cli.scholia("simulate", Self.grace, "--set", "tsk=0.1")
    #expect(run.status == 2)
    #expect(
      run.stderr == "scholia: error: --set: unknown parameter or property 'tsk'; did you mean 'task'?\n")
  }

  @Test(
    "a malformed --set exits 2 with one line",
    arguments: [
      ("=", "scholia: error: --set: expected NAME=VALUE (a parameter's name, '=', its value), not '='"),
      ("=5", "scholia: error: --set: expected NAME=VALUE (a parameter's name, '=', its value), not '=5'"),
      ("task", "scholia: error: --set: expected NAME=VALUE (a parameter's name, '=', its value), not 'task'"),
      ("task=abc", "scholia: error: --set: 'abc' is not a time for parameter 'task'"),
      ("task=", "scholia: error: --set: '' is not a time for parameter 'task'"),
    ])
  func malformedOverride(argument: String, message: String) throws {
    let run = try cli.scholia("simulate", Self.grace, "--set", argument)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == message + "\n")
  }

  /// Writes `bytes` as a script in a temporary file.
  func script(_ bytes: [UInt8]) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "s-\(UUID().uuidString).scenario")
    try Data(bytes).write(to: file)
    return file
  }

  @Test(
    "CRLF, CR and a byte-order mark read as LF does: a failing expectation fails at its line",
    arguments: ["\r\n", "\r", "\n"])
  func lineEndings(ending: String) throws {
    let text =
      ["hud MBProgressHUD 1.2.0", "at 0 showAnimated true", "expect never visible"]
      .joined(separator: ending) + ending
    for bom in [[], [0xEF, 0xBB, 0xBF]] as [[UInt8]] {
      let file = try script(bom + Array(text.utf8))
      defer { try? FileManager.default.removeItem(at: file) }
      let run = try cli.scholia("simulate", file.path)
      #expect(run.status == 1)
      #expect(run.stderr.hasPrefix("\(file.path):3: expectation failed: never visible"))
    }
  }

  @Test("invalid UTF-8 and NUL bytes exit 2 at the byte's line and column")
  func badBytes() throws {
    for (bytes, message) in [
      (
        Array("hud MBProgressHUD 1.2.0\nat 0 show".utf8) + [0xFF],
        "2:10: error: the file is not valid UTF-8 here (byte 0xFF)"
      ),
      (Array("hud MBProgressHUD 1.2.0\r\nat 0 ".utf8) + [0x00], "2:6: error: the file holds a NUL byte here"),
    ] {
      let file = try script(bytes)
      defer { try? FileManager.default.removeItem(at: file) }
      let run = try cli.scholia("simulate", file.path)
      #expect(run.status == 2)
      #expect(run.stderr == "\(file.path):\(message)\n")
    }
  }

  @Test(
    "an endless input (a pipe that never closes, /dev/zero as the file) is refused after 64 KiB, exit 2",
    arguments: [
      // `yes` says "Broken pipe" when the test process ignores SIGPIPE
      // (a server test may have set that), which children inherit.
      ("yes 'at 0 showAnimated true' 2>/dev/null | \"$0\" simulate -", "<stdin>"),
      ("\"$0\" simulate - < /dev/zero", "<stdin>"), ("\"$0\" simulate /dev/zero", "/dev/zero"),
    ])
  func endlessInput(command: String, name: String) throws {
    // The address-space limit turns reading everything first into a crash
    // instead of a machine out of memory.
    let run = try ChildProcess.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -v 2000000; " + command, Scholia.executable.path])
    #expect(!run.timedOut)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(
      run.stderr == "\(name):1:1: error: the script is larger than 64 KiB; it was not read any further\n")
  }

  @Test("a script of exactly 64 KiB is read whole; one byte more is refused before parsing")
  func sizeBound() throws {
    let start = Array("hud MBProgressHUD 1.2.0\nat 0 showAnimated true\n".utf8)
    for (size, refused) in [(64 * 1024, false), (64 * 1024 + 1, true)] {
      let file = try script(start + [UInt8](repeating: UInt8(ascii: " "), count: size - start.count))
      defer { try? FileManager.default.removeItem(at: file) }
      let run = try cli.scholia("simulate", file.path)
      #expect(run.stderr.contains("larger than 64 KiB") == refused, "\(size): \(run.stderr)")
      #expect(run.stderr.contains("it was not read any further") == refused, "\(size): \(run.stderr)")
    }
  }

  @Test("every shipped and adversarial script prints the same bytes in three separate processes")
  func sameBytesAcrossProcesses() throws {
    let folders = ["scenarios", "Tests/ScenarioTests/Adversarial"].map {
      Self.root.appendingPathComponent($0)
    }
    var files: [String] = []
    for folder in folders {
      files += try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.hasSuffix(".scenario")
      }
      .sorted().map { folder.appendingPathComponent($0).path }
    }
    #expect(files.count >= 30)
    for file in files {
      for format in ["json", "svg"] {
        let runs = try (0..<3).map { _ in try cli.scholia("simulate", file, "--format", format) }
        #expect(
          runs.allSatisfy {
            $0.stdout == runs[0].stdout && $0.stderr == runs[0].stderr && $0.status == runs[0].status
          }, "\(file) \(format)")
        #expect(runs[0].status == 0 || runs[0].status == 1, "\(file): \(runs[0].stderr)")
      }
    }
  }

  @Test("a property can be overridden too, and --until ends the run")
  func propertyOverrideAndUntil() throws {
    let run = try cli.scholia(
      "simulate", Self.grace, "--set", "graceTime=0.1", "--until", "0.4", "--format", "json")
    #expect(run.status == 1)
    #expect(run.stdout.contains("\"end\": 400000000"))
  }

  @Test("formats: svg, Chrome trace, json")
  func formats() throws {
    let svg = try cli.scholia("simulate", Self.grace, "--format", "svg")
    #expect(svg.stdout.hasPrefix("<svg"))
    let trace = try cli.scholia("simulate", Self.grace, "--format", "trace")
    #expect(trace.stdout.hasPrefix("{\"traceEvents\":["))
    let json = try cli.scholia("simulate", Self.grace, "--format", "json")
    #expect(json.stdout.hasPrefix("{"))
  }

  @Test("standard input works, and --list names the shipped scenarios")
  func stdinAndList() throws {
    let list = try cli.scholia(
      "simulate", "--list", "--scenarios", Self.root.appendingPathComponent("scenarios").path)
    #expect(list.status == 0)
    #expect(list.stdout.split(separator: "\n").count >= 20)
    #expect(list.stdout.contains("MBProgressHUD 1.2.0: Grace time hides a short task"))
    let bad = try cli.scholia("simulate")
    #expect(bad.status != 0)
    #expect(bad.stderr.hasPrefix("scholia: error: give a scenario file"))
  }
}

@Suite("scholia simulate on malformed scripts")
struct MalformedSimulateTests {
  static let folder = SimulateCommandTests.root.appendingPathComponent("Tests/ScenarioTests/Malformed")
  static let fixtures: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".scenario") }.sorted()
  }()

  @Test(
    "each malformed fixture exits 2 with one file:line:col line, then its source line and a caret",
    arguments: fixtures)
  func exitsTwo(name: String) throws {
    let path = Self.folder.appendingPathComponent(name).path
    let run = try CLITests().scholia("simulate", path)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.first?.hasPrefix(path + ":") == true)
    #expect(lines.first?.contains(": error: ") == true)
    if lines.count > 1 {
      let number = lines[0].dropFirst(path.count + 1).prefix { $0.isNumber }
      #expect(lines.count == 3, "\(run.stderr)")
      #expect(lines[1].hasPrefix(number + " | "))
      #expect(lines[2].hasPrefix(String(repeating: " ", count: number.count) + " | "))
      #expect(lines[2].hasSuffix("^") || lines[2].hasSuffix("~"))
    }
  }
}
