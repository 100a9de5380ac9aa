import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `scholia serve` as a process, with its build worker: what a writer
/// running it sees when the build process dies, and what another build
/// into its folder sees.
///
/// Every wait is for something the server does — a line it prints, its
/// output ending, a process it ends — never for a length of time: on a
/// machine busy with other builds the server is slower, not wrong. The
/// only bounds guard against a hang (`RunningProcess`'s, and `ProcessExit`'s).
@Suite("scholia serve", .serialized)
struct ServeCommandTests {
  static let base = Scholia.repository.appendingPathComponent("Tests/SiteTests/Malformed/base")

  /// The children of process `pid`, from /proc.
  static func children(of pid: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { candidate in
      guard let fields = statFields(candidate) else { return false }
      // After "pid (name)": the state, then the parent's pid.
      return fields.count > 1 && Int32(fields[1]) == pid
    }
  }

  /// The fields of /proc/PID/stat after the name, or nil when there is no
  /// such process.
  static func statFields(_ pid: Int32) -> [Substring]? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].split(separator: " ")
  }

  /// A copy of the small test project in a new folder, and its output
  /// folder's place there.
  static func project() throws -> (work: URL, project: URL, output: URL) {
    let work = try TemporaryFolder.make("serve")
    let project = work.appendingPathComponent("project")
    try FileManager.default.copyItem(at: base, to: project)
    return (work, project, work.appendingPathComponent("out"))
  }

  /// `scholia serve` on `project` into `output`, on a free port, without
  /// the engine; returned once it prints that it serves.
  static func serve(_ project: URL, into output: URL) throws -> RunningProcess {
    let server = try RunningProcess(
      Scholia.executable,
      ["serve", "--root", project.path, "--output", output.path, "--port", "0", "--no-engine"])
    let serving = server.line { $0.hasPrefix("serving ") }
    try #require(serving != nil, "\(server.printed)")
    return server
  }

  @Test(
    "builds run in a worker process; a worker killed between builds is replaced, the edit lands, and no worker outlives the server",
    .timeLimit(.minutes(30)))
  func workerReplaced() throws {
    let (work, project, output) = try Self.project()
    defer { try? FileManager.default.removeItem(at: work) }
    let server = try Self.serve(project, into: output)
    let pid = server.process.processIdentifier
    let workers = Self.children(of: pid)
    #expect(workers.count == 1)
    let first = try #require(workers.first)
    #expect(kill(first, SIGKILL) == 0)
    #expect(ProcessExit.wait(for: first))

    let articles = project.appendingPathComponent("articles")
    let name = try #require(try FileManager.default.contentsOfDirectory(atPath: articles.path).sorted().first)
    let article = articles.appendingPathComponent(name)
    let text = try String(contentsOf: article, encoding: .utf8)
    // Written whole (a new file renamed into place): one change, one build.
    try Data((text + "\nOne more sentence.\n").utf8).write(to: article, options: .atomic)
    // The build's last line: "built …", or "N problem(s); …" on failure.
    let finished = server.line { $0.hasPrefix("built ") || $0.contains(" problem(s); ") }
    #expect(finished?.hasPrefix("built ") == true, "\(server.printed)")
    let page = output.appendingPathComponent("articles/" + (name as NSString).deletingPathExtension + ".html")
    #expect(((try? String(contentsOf: page, encoding: .utf8)) ?? "").contains("One more sentence."))
    let second = Self.children(of: pid)
    #expect(second.count == 1 && second.first != first)

    server.stop()
    #expect(server.process.terminationStatus == 0)
    #expect(server.line { $0 == "stopped" } != nil, "\(server.printed)")
    #expect(second.allSatisfy(ProcessExit.wait(for:)), "a worker outlived the server")
  }

  @Test(
    "scholia serve holds its output folder: a build into it, and a second server, fail at once and name it; once it stops, a build writes the folder",
    .timeLimit(.minutes(30)))
  func holdsItsFolder() throws {
    let (work, project, output) = try Self.project()
    defer { try? FileManager.default.removeItem(at: work) }
    let server = try Self.serve(project, into: output)
    let pid = server.process.processIdentifier
    let site = try String(contentsOf: output.appendingPathComponent(".scholia-site"), encoding: .utf8)

    let build = try Scholia.run(["build", "--root", project.path, "--output", output.path, "--no-engine"])
    #expect(build.status == 1)
    #expect(
      build.stderr.contains(
        "the output folder \(output.path) is in use by another Scholia process (pid \(pid): scholia serve --root "
      ), "\(build.stderr)")
    #expect(build.stderr.contains("; wait for it to finish or stop it, or give another output folder"))
    let other = try Scholia.run([
      "serve", "--root", project.path, "--output", output.path, "--port", "0", "--no-engine",
    ])
    #expect(other.status == 1)
    #expect(other.stderr.contains("is in use by another Scholia process (pid \(pid): "), "\(other.stderr)")
    #expect(try String(contentsOf: output.appendingPathComponent(".scholia-site"), encoding: .utf8) == site)

    server.stop()
    let after = try Scholia.run(["build", "--root", project.path, "--output", output.path, "--no-engine"])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted() == ["out", "project"])
  }
}
