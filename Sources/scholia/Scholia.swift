import ArgumentParser
import Diagnostics
import Foundation
import Scenarios

/// `scholia`: the command line over Scholia's stages.
@main
struct Scholia: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Source-reading articles with diagrams derived from the code and timing claims you can re-run.",
    subcommands: [
      BuildCommand.self, SimulateCommand.self, GraphCommand.self, CheckCommand.self, WasmCommand.self,
      WorkloadCommand.self, ServeCommand.self, BuildWorkerCommand.self,
    ]
  )

  /// Like `ParsableCommand.main()`, but every error is one line on standard
  /// error (`scholia: error: …`) with a non-zero status; help still prints
  /// in full.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let first = arguments.first, let message = unknownSubcommand(first) {
      FileHandle.standardError.write(Data("scholia: error: \(message)\n".utf8))
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let code as ExitCode {
      // The command has reported what went wrong itself.
      Foundation.exit(code.rawValue)
    } catch let failure as CommandFailure {
      FileHandle.standardError.write(Data("scholia: error: \(failure.message)\n".utf8))
      Foundation.exit(1)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      let message = firstLine(of: message(for: error))
      FileHandle.standardError.write(Data("scholia: error: \(message)\n".utf8))
      Foundation.exit(code == .validationFailure ? code.rawValue : max(1, code.rawValue))
    }
  }

  /// A message for a first argument that is neither an option nor a
  /// subcommand: the nearest subcommand's name, or the list of them
  /// (`Diagnostic.unknown`, as every unknown name is worded).
  static func unknownSubcommand(_ argument: String) -> String? {
    guard !argument.hasPrefix("-") else { return nil }
    let all = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    guard !all.contains(argument) else { return nil }
    let shown = configuration.subcommands.filter { $0.configuration.shouldDisplay }
      .compactMap { $0.configuration.commandName }
    return Diagnostic.unknown("subcommand", argument, among: shown + ["help"], line: 0, column: 0).text
  }

  static func firstLine(of text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
      ?? "unknown error"
  }
}
