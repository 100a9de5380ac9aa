import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `scholia serve` as a process, with its build worker: what a writer
/// running it sees when the build process dies.
@Suite("scholia serve", .serialized)
struct ServeCommandTests {
  static let base = Scholia.repository.appendingPathComponent("Tests/SiteTests/Malformed/base")

  /// The children of process `pid`, from /proc.
  static func children(of pid: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { candidate in
      guard let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      // After "pid (name) state ", the fourth field is the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 2 && Int32(fields[1]) == pid
    }
  }

  /// Polls `condition` every 50 ms for at most `seconds`.
  static func wait(_ seconds: Double, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(50_000)
    }
    return condition()
  }

  @Test(
    "builds run in a worker process; a worker killed between builds is replaced, the edit lands, and no worker outlives the server",
    .timeLimit(.minutes(2)))
  func workerReplaced() throws {
    let work = try TemporaryFolder.make("serve")
    defer { try? FileManager.default.removeItem(at: work) }
    let project = work.appendingPathComponent("project")
    try FileManager.default.copyItem(at: Self.base, to: project)
    let output = work.appendingPathComponent("out")
    let log = work.appendingPathComponent("stdout")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let process = Process()
    process.executableURL = Scholia.executable
    process.arguments = [
      "serve", "--root", project.path, "--output", output.path, "--port", "0", "--no-engine",
    ]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: log)
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    let printed = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
    #expect(Self.wait(60) { printed().contains("serving ") }, "\(printed())")
    let workers = Self.children(of: process.processIdentifier)
    #expect(workers.count == 1)
    let first = try #require(workers.first)
    #expect(kill(first, SIGKILL) == 0)
    #expect(Self.wait(10) { !Self.children(of: process.processIdentifier).contains(first) })

    let articles = project.appendingPathComponent("articles")
    let name = try #require(try FileManager.default.contentsOfDirectory(atPath: articles.path).sorted().first)
    let article = articles.appendingPathComponent(name)
    let text = try String(contentsOf: article, encoding: .utf8)
    try Data((text + "\nOne more sentence.\n").utf8).write(to: article)
    let page = output.appendingPathComponent("articles/" + (name as NSString).deletingPathExtension + ".html")
    #expect(
      Self.wait(60) {
        ((try? String(contentsOf: page, encoding: .utf8)) ?? "").contains("One more sentence.")
      },
      "\(printed())")
    let second = Self.children(of: process.processIdentifier)
    #expect(second.count == 1 && second.first != first)
    #expect(printed().components(separatedBy: "\nbuilt ").count == 2, "\(printed())")

    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(Self.wait(10) { second.allSatisfy { kill($0, 0) != 0 } }, "a worker outlived the server")
  }
}
