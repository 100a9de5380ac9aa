import ArgumentParser
import Diagnostics
import Foundation
import Scenarios

/// `scholia`: the command line over Scholia's stages, run by a
/// `ScholiaTool`.
struct Scholia: ParsableCommand {
  /// What `scholia --version` prints.
  static let version = "0.5.0"
  /// The status of a wrong command line or input (the argument parser's
  /// own is 64, EX_USAGE; one status for every input error is simpler to
  /// script against).
  static let usageStatus: Int32 = 2

  static let configuration = CommandConfiguration(
    abstract: "Source-reading articles with diagrams derived from the code and timing claims you can re-run.",
    discussion: """
      Run it anywhere inside a project: the project is the nearest folder at or above the current one with \
      site/site.yml, or the folder --project names.

      Exit status: 0 when all is well; 1 when an expectation or a check fails, or a build does; 2 when the \
      command line or an input is wrong (an unknown option, a missing file, a malformed script or \
      annotation). Errors print as 'scholia: error: …', or as file:line:col: error: … for a place in a file.

      Examples:
        scholia build                       # the site into _site/
        scholia serve                       # http://127.0.0.1:8000/, rebuilt as you edit
        scholia simulate --list
        scholia simulate scenarios/pop-spring-bounciness-speed.scenario --set bounciness=10
        scholia graph paths --from public --into MBProgressHUD.animateIn
        scholia check
        scholia new Banner                  # a project for your own library, in banner/
      """,
    version: version,
    subcommands: [
      BuildCommand.self, SimulateCommand.self, GraphCommand.self, CheckCommand.self, NewCommand.self,
      WasmCommand.self, WorkloadCommand.self, ServeCommand.self, BuildWorkerCommand.self,
    ]
  )

  /// Like `ParsableCommand.main()`, but every error is one line on standard
  /// error (`scholia: error: …`) with a non-zero status; help still prints
  /// in full.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let message = unknownSubcommand(arguments) {
      FileHandle.standardError.write(Data("scholia: error: \(message)\n".utf8))
      Foundation.exit(usageStatus)
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let code as ExitCode {
      // The command has reported what went wrong itself.
      Foundation.exit(code.rawValue)
    } catch let failure as CommandFailure {
      FileHandle.standardError.write(Data("scholia: error: \(failure.message)\n".utf8))
      Foundation.exit(failure.status)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      let message = firstLine(of: message(for: error))
      FileHandle.standardError.write(Data("scholia: error: \(message)\n".utf8))
      Foundation.exit(code == .validationFailure ? usageStatus : max(1, code.rawValue))
    }
  }

  /// A message for a word where a subcommand is expected (`scholia
  /// frobnicate`, `scholia graph path`) that names none: the nearest
  /// subcommand's name, or the list of them (`Diagnostic.unknown`, as
  /// every unknown name is worded).
  static func unknownSubcommand(_ arguments: [String]) -> String? {
    var command: ParsableCommand.Type = Scholia.self
    for argument in arguments {
      let subcommands = command.configuration.subcommands
      guard !subcommands.isEmpty, !argument.hasPrefix("-") else { return nil }
      guard let next = subcommands.first(where: { name(of: $0) == argument }) else {
        if argument == "help" { return nil }
        let shown = subcommands.filter { $0.configuration.shouldDisplay }.map(name(of:))
        let what = command == Scholia.self ? "subcommand" : "\(name(of: command)) subcommand"
        return Diagnostic.unknown(what, argument, among: shown + ["help"], line: 0, column: 0).text
      }
      command = next
    }
    return nil
  }

  /// A command's name as typed: its configured name, or its type's name
  /// in lower case (`Paths` → `paths`), as the argument parser derives it.
  static func name(of command: ParsableCommand.Type) -> String {
    command.configuration.commandName ?? String(describing: command).lowercased()
  }

  static func firstLine(of text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
      ?? "unknown error"
  }
}
