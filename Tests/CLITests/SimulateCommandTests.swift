import Foundation
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
        == "\(file.path):2:24: error: unknown hideAnimated label 'afterDelat'; did you mean 'afterDelay'?\n")
  }

  @Test("an unknown --set name exits 2 with a did-you-mean")
  func badOverride() throws {
    let run = try cli.scholia("simulate", Self.grace, "--set", "tsk=0.1")
    #expect(run.status == 2)
    #expect(run.stderr == "--set: error: unknown parameter or property 'tsk'; did you mean 'task'?\n")
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

  @Test("each malformed fixture exits 2 with one file:line:col line", arguments: fixtures)
  func exitsTwo(name: String) throws {
    let path = Self.folder.appendingPathComponent(name).path
    let run = try CLITests().scholia("simulate", path)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(run.stderr.hasPrefix(path + ":"))
    #expect(run.stderr.contains(": error: "))
  }
}
