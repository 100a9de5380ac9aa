import Diagnostics
import Escaping
import Foundation
import ScenarioCatalog
import Scenarios
import Timelines

/// `@scenario`: a shipped scenario file or an inline script, run natively
/// at build time. Its SVG timeline is inlined; a script error or a failed
/// expectation is a build error at the script's line (in the article for
/// an inline script, in the scenario file otherwise).
struct ScenarioFigure {
  /// The script and where its lines are.
  struct Script {
    let text: String
    /// The file its diagnostics name, the line of its first line there, and
    /// the column its lines start at (after a list's or a quote's prefix).
    let file: String
    let firstLine: Int
    var firstColumn = 1
    /// The shipped file it came from, if any (relative to the project root).
    let shippedFile: String?
  }

  let script: Script
  let run: ScenarioRun
  /// The page module that runs it again in the reader's browser.
  let engine: PageEngineScript.Engine
  /// The title the timeline gets when the script has none: the file's
  /// name for a shipped scenario (as `scholia simulate` gives it).
  let fallbackTitle: String

  /// The fallback title for `script`.
  static func fallbackTitle(_ script: Script) -> String {
    guard let file = script.shippedFile else { return "Scenario" }
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return name.hasSuffix(".scenario") ? String(name.dropLast(".scenario".count)) : name
  }

  static func loadScript(_ call: DirectiveCall, layout: ProjectLayout) -> Result<Script, SiteBuildFailure> {
    let problems = call.check(
      known: ["file", "caption"], positional: 0, bodyAllowed: call.value("file") == nil)
    if !problems.isEmpty { return .problems(problems) }
    guard let path = call.value("file") else {
      guard !call.body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        return .problems([
          call.error("'@scenario' needs file=scenarios/NAME.scenario or a script in its body")
        ])
      }
      return .success(
        Script(
          text: call.body, file: call.file, firstLine: call.bodyLine, firstColumn: call.bodyColumn,
          shippedFile: nil))
    }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard path.hasPrefix(layout.scenarios + "/"), !parts.contains(".."), path.hasSuffix(".scenario") else {
      return .problems([
        call.error("file= must name a scenario inside \(layout.scenarios)/, not '\(path)'", at: "file")
      ])
    }
    let shipped = layout.files(in: layout.scenarios, suffix: ".scenario")
    guard shipped.contains(path) else {
      let message = Diagnostic.unknown(
        "scenario file", path, among: shipped, file: call.file, line: call.line, column: call.column
      ).text
      return .problems([call.error(message, at: "file")])
    }
    do throws(Diagnostic) {
      return .success(Script(text: try layout.read(path), file: path, firstLine: 1, shippedFile: path))
    } catch {
      return .problems([error])
    }
  }

  /// Parses and runs the script against the project's replicas; every
  /// problem is a diagnostic.
  static func make(_ script: Script, replicas: FigureReplicas) -> Result<ScenarioFigure, SiteBuildFailure> {
    func at(_ line: Int, _ column: Int, _ message: String) -> Diagnostic {
      Diagnostic(
        file: script.file, line: script.firstLine + line - 1, column: script.firstColumn + column - 1,
        message: message)
    }
    let scenario: Scenario
    do throws(DiagnosticList) {
      scenario = try ScenarioParser.parseReportingAllErrors(script.text, replicas: replicas.catalogs)
    } catch {
      return .problems(error.diagnostics.map { at($0.line, $0.column, $0.text) })
    }
    let run: ScenarioRun
    do throws(Diagnostic) {
      run = try scenario.run()
    } catch {
      return .problems([at(error.line, error.column, error.text)])
    }
    var problems: [Diagnostic] = []
    if let stopped = run.stopped { problems.append(at(run.stoppedLine ?? 1, 1, stopped)) }
    for result in run.results where !result.passed {
      problems.append(at(result.line, 1, "expectation failed: \(result.text) — \(result.detail)"))
    }
    if let difference = run.scenario.declaredDifference {
      // A declared difference accepts the failures; one that no failure
      // backs is out of date.
      guard !problems.isEmpty else {
        return .problems([
          at(
            difference.line, 1,
            "this scenario declares that the replica differs, but everything it states holds: remove 'differs'"
          )
        ])
      }
      problems = []
    }
    if !problems.isEmpty { return .problems(problems) }
    return .success(
      ScenarioFigure(
        script: script, run: run, engine: replicas.engine(of: run.scenario.replica.catalog),
        fallbackTitle: fallbackTitle(script)))
  }

  /// The run as the command line prints it (`scholia simulate`), for a
  /// page that shows the text rendering beside the figure.
  func text(width: Int) -> String {
    renderTimeline(run.timeline(title: fallbackTitle), as: .text(width: width))
  }

  /// The figure: the SVG timeline, the expectations, and the script. The
  /// `data-` attributes are what the page's script needs to run it again
  /// in WebAssembly (site/assets/scenarios.js): the same title and id
  /// prefix give the same SVG, the parameters become sliders, and the
  /// engine is named when it is not Scholia's own.
  func html(caption: String?, prefix: String) -> String {
    let svg = ScenarioPage.svg(run, title: fallbackTitle, idPrefix: prefix)
    var out =
      "<figure class=\"scenario\" id=\"\(prefix)figure\" data-id-prefix=\"\(HTMLEscape.attribute(prefix))\""
    out += " data-title=\"" + HTMLEscape.attribute(fallbackTitle) + "\""
    out += " data-parameters=\"" + HTMLEscape.attribute(ScenarioPage.parametersJSON(run.scenario)) + "\""
    out += " data-first-line=\"\(script.firstLine)\""
    if engine != .page { out += " data-engine=\"" + engine.rawValue + "\"" }
    out += ">\n"
    out += "<div class=\"timeline-frame\">" + svg + "</div>\n"
    out += "<figcaption>" + HTMLEscape.text(caption ?? run.scenario.title ?? fallbackTitle)
    if let shipped = script.shippedFile {
      out += " <span class=\"file\">" + HTMLEscape.text(shipped) + "</span>"
    }
    out += "</figcaption>\n"
    out +=
      "<details class=\"script\"><summary>Script</summary><pre><code>" + HTMLEscape.text(script.text)
      + "</code></pre></details>\n</figure>\n"
    return out
  }
}
