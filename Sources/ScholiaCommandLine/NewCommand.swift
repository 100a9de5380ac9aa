import ArgumentParser
import Foundation
import Site

/// `scholia new`: an author's project, outside Scholia, that depends on it
/// (`ProjectScaffold`).
struct NewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract:
      "Make a project for your own library: a replica, its catalog, a tool, an article and scenarios.",
    discussion: """
      Writes a Swift package into FOLDER (new, or empty) that depends on the Scholia package this tool was \
      compiled from. In it, `swift build` builds the project's own tool, `swift run site build` its site, \
      `swift run site check` every check, and `swift test` runs its scenarios (docs/tutorial.md).
      """
  )

  @Argument(
    help: "The library's name, as its class and modules are named (a capital, then letters and digits).")
  var name: String

  @Option(
    name: [.short, .customLong("output")], help: "The project's folder (default: the name in lower case).")
  var output: String?

  @Option(help: "The Scholia package the project depends on (default: the one this tool was compiled from).")
  var scholia: String?

  func run() throws {
    if let problem = ProjectScaffold.problem(with: name) { throw CommandFailure.input(problem) }
    let folder = URL(fileURLWithPath: output ?? name.lowercased())
    let manager = FileManager.default
    if let existing = try? manager.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
      throw CommandFailure.input("\(folder.path) is not empty: name a new folder with --output")
    }
    let scaffold = ProjectScaffold(
      name: name, scholiaPath: scholia ?? ScholiaPackage.root.path, date: Self.today())
    for file in scaffold.files {
      let url = folder.appendingPathComponent(file.path)
      do {
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url, options: .atomic)
      } catch {
        throw CommandFailure(message: "cannot write \(url.path): \(error.localizedDescription)")
      }
    }
    print(
      "made \(folder.path): \(scaffold.files.count) files; in it, `swift build` then `swift run site build`")
  }

  /// Today, `YYYY-MM-DD`, in UTC.
  static func today() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: Date())
  }
}
