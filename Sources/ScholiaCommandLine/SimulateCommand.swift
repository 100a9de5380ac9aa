import ArgumentParser
import Diagnostics
import Foundation
import Scenarios
import SimKernel
import Timelines

/// `scholia simulate`: runs a scenario script and prints its timeline.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run a scenario script on the engine and print its timeline.",
    discussion: """
      Exit status: 0 when every expectation holds, 1 when one fails (or the run hits a bound), \
      2 when the script has an error or the command line or a file is wrong. The language is described in \
      docs/scenarios.md.

      Examples:
        scholia simulate scenarios/mbprogresshud-grace-hides-short-task.scenario
        scholia simulate scenarios/pop-spring-bounciness-speed.scenario --set bounciness=10 --format svg
        scholia simulate --list
        echo 'hud Pop
        at 0 spring to 300
        run until 1' | scholia simulate -
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, trace, svg
  }

  @Argument(help: "The scenario file, or - for standard input.")
  var file: String?

  @Option(
    help:
      "text (a terminal timeline), json (the timeline model), trace (Chrome Trace Event JSON for Perfetto) or svg."
  )
  var format: Format = .text

  @Option(
    name: .customLong("set"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp("Change a parameter or a property: name=value (repeatable).", valueName: "name=value"))
  var overrides: [String] = []

  @Option(
    parsing: .unconditional, help: ArgumentHelp("End the run at this virtual time.", valueName: "seconds"))
  var until: VirtualDuration?

  @Option(
    parsing: .unconditional,
    help:
      "Width of the text timeline in columns (default 80); SVG: pixels ÷ 12 (default: the site's figure width)."
  )
  var width: Int?

  @Option(help: "SVG: put this before every element id (the site gives each figure of a page its own).")
  var idPrefix = ""

  @Flag(help: "List the scenarios the project ships.")
  var list = false

  @Option(help: "Where the shipped scenarios are (default: the project's scenarios).")
  var scenarios: String?

  @OptionGroup var project: ProjectOptions

  func validate() throws {
    if list { return }
    guard file != nil else {
      throw ValidationError("give a scenario file (or - for standard input), or --list")
    }
    if let until, until < .zero {
      throw ValidationError("--until must not be negative (got \(until.secondsText))")
    }
    if let width, !(40...400).contains(width) {
      throw ValidationError("--width must be between 40 and 400 (got \(width))")
    }
    guard
      idPrefix.utf8.allSatisfy({
        $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || ($0 >= 48 && $0 <= 57)
          || ($0 | 0x20 >= 97 && $0 | 0x20 <= 122)
      })
    else {
      throw ValidationError("--id-prefix takes letters, digits, '-' and '_' (got '\(idPrefix)')")
    }
  }

  mutating func run() throws {
    if list {
      print(
        try ShippedScenarios(folder: try project.path("scenarios", unless: scenarios)).listing(),
        terminator: "")
      return
    }
    guard let file else { return }
    let (name, source) = try read(file)
    var scenario: Scenario
    var overrides: [(String, String)] = []
    for pair in self.overrides {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        throw CommandFailure.input(
          "--set: expected NAME=VALUE (a parameter's name, '=', its value), not '\(pair)'")
      }
      overrides.append((String(pair[..<equals]), String(pair[pair.index(after: equals)...])))
    }
    do throws(DiagnosticList) {
      scenario = try ScenarioParser.parseReportingAllErrors(source, replicas: ScholiaTool.current.catalogs)
    } catch {
      var printer = DiagnosticPrinter(known: [name: source])
      for diagnostic in error.diagnostics { printer.print(diagnostic.located(in: name)) }
      throw ExitCode(2)
    }
    let run: ScenarioRun
    do throws(Diagnostic) {
      if let until { scenario.until = TimeExpression(literal: until) }
      run = try scenario.run(overrides: overrides)
    } catch {
      if error.line == 0 {
        printError("scholia: error: --set: " + error.text)
      } else {
        var printer = DiagnosticPrinter(known: [name: source])
        printer.print(error.located(in: name))
      }
      throw ExitCode(2)
    }
    let input = run.timeline(title: URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent)
    switch format {
    case .text: print(renderTimeline(input, as: .text(width: width ?? 80)), terminator: "")
    case .json: print(renderTimeline(input, as: .json), terminator: "")
    case .trace: print(renderTimeline(input, as: .chromeTrace), terminator: "")
    case .svg:
      let pixels = width.map { $0 * 12 } ?? TimelineSVG.defaultWidth
      print(renderTimeline(input, as: .svg(width: pixels, idPrefix: idPrefix)), terminator: "")
    }
    if let stopped = run.stopped {
      let place = run.stoppedLine.map { "\(name):\($0)" } ?? name
      FileHandle.standardError.write(Data("\(place): \(stopped)\n".utf8))
    }
    for result in run.results where !result.passed {
      FileHandle.standardError.write(
        Data("\(name):\(result.line): expectation failed: \(result.text) — \(result.detail)\n".utf8))
    }
    if !run.passed { throw ExitCode(1) }
  }

  /// Why `file` cannot be read, and the nearest scenario file in its
  /// folder when the name looks misspelt.
  static func unreadable(_ file: String) -> String {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: file, isDirectory: &isFolder) else {
      let folder = (file as NSString).deletingLastPathComponent
      let name = (file as NSString).lastPathComponent
      let names = (try? manager.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
      var message = "no scenario file at \(file)"
      if let near = Suggestion.nearest(to: name, in: names.filter { $0.hasSuffix(".scenario") }) {
        message += "; did you mean '\((folder as NSString).appendingPathComponent(near))'?"
      } else {
        message += " (scholia simulate --list shows the shipped ones)"
      }
      return message
    }
    if isFolder.boolValue { return "\(file) is a folder, not a scenario file" }
    return "cannot read \(file) (permission denied?)"
  }

  /// The script's name and text, read as every input is (`SourceText`):
  /// invalid UTF-8 or a NUL byte is an error at its place (exit 2). No more
  /// than the parser's bound (`ScenarioParser.maxSourceBytes`) and one byte
  /// is read: a larger input is an error at once (exit 2), however much of
  /// it is still to come.
  private func read(_ file: String) throws -> (String, String) {
    let name = file == "-" ? "<stdin>" : file
    let descriptor = file == "-" ? STDIN_FILENO : open(file, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw CommandFailure.input(Self.unreadable(file)) }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    let limit = ScenarioParser.maxSourceBytes
    let read: BoundedRead.Result
    do {
      read = try BoundedRead.read(descriptor, limit: limit)
    } catch {
      throw CommandFailure.input(
        file == "-" ? "cannot read standard input: \(error.localizedDescription)" : Self.unreadable(file))
    }
    do throws(Diagnostic) {
      guard case .bytes(let bytes) = read else {
        throw Diagnostic(
          file: name, line: 1, column: 1,
          message: "the script is larger than \(limit / 1024) KiB; it was not read any further")
      }
      return (name, try SourceText.decode(bytes, file: name))
    } catch {
      FileHandle.standardError.write(Data((error.rendered + "\n").utf8))
      throw ExitCode(2)
    }
  }
}
