import Diagnostics
import ScenarioCatalog
import SimKernel
import Timelines

/// A scenario figure of the site, run: what the build inlines and what the
/// page's script gets back from the engine in WebAssembly. Both go through
/// here, so a re-run in the browser with the article's own values gives the
/// build's SVG byte for byte.
///
/// The page gets, per run, one JSON document (written by hand: Embedded
/// Swift has no standard JSON encoder) with the expectations, the
/// parameters (for sliders), the picture (for the scrubber) and where the
/// SVG's time axis lies, or the script error with its line and column;
/// then a NUL byte and the SVG as it is. The SVG stays out of the JSON so
/// that it is not escaped and unescaped on every run.
public enum ScenarioPage {
  /// The width of every figure's SVG, in pixels: the article column's.
  public static let width = TimelineSVG.defaultWidth

  /// A script's mistakes: the first as `error` (where the editor puts the
  /// caret) and all of them, in line order, as `errors`.
  static func errorJSON(_ diagnostics: [Diagnostic]) -> [UInt8] {
    func json(_ diagnostic: Diagnostic) -> TimelineJSONValue {
      .object([
        ("line", .int(Int64(diagnostic.line))), ("column", .int(Int64(diagnostic.column))),
        ("message", .string(diagnostic.text)),
      ])
    }
    return TimelineJSONValue.object([
      ("error", json(diagnostics[0])), ("errors", .array(diagnostics.map(json))),
    ]).compactBytes
  }

  /// The figure's SVG timeline: `scholia simulate --format svg --id-prefix
  /// PREFIX` prints the same for the same script, values and title.
  public static func svg(_ run: ScenarioRun, title: String, idPrefix: String) -> String {
    renderTimeline(run.timeline(title: title), as: .svg(width: width, idPrefix: idPrefix))
  }

  /// Parses, runs and renders `source` with `overrides` (`name=value`
  /// lines, as the page's sliders send them): the JSON document, and after
  /// a NUL the SVG (none after a script error).
  public static func output(
    source: String, overrides: String, title: String, idPrefix: String, replicas: [ReplicaCatalog]
  ) -> String {
    String(
      decoding: outputBytes(
        source: source, overrides: overrides, title: title, idPrefix: idPrefix, replicas: replicas),
      as: UTF8.self)
  }

  /// `output`'s UTF-8 bytes, which the page module hands to JavaScript as
  /// they are: the document and the SVG are written as bytes and never
  /// joined or checked as `String`s.
  public static func outputBytes(
    source: String, overrides: String, title: String, idPrefix: String, replicas: [ReplicaCatalog]
  ) -> [UInt8] {
    let scenario: Scenario
    let run: ScenarioRun
    do throws(DiagnosticList) {
      scenario = try ScenarioParser.parseReportingAllErrors(source, replicas: replicas)
    } catch {
      return errorJSON(error.diagnostics)
    }
    do throws(Diagnostic) {
      run = try scenario.run(overrides: parseOverrides(overrides))
    } catch {
      return errorJSON([error])
    }
    let (svg, axis) = TimelineSVG.renderWithAxis(run.timeline(title: title), width: width, idPrefix: idPrefix)
    var bytes = TimelineJSONValue.object([
      ("passed", .bool(run.passed)),
      ("stopped", run.stopped.map { .string($0) } ?? .null),
      ("expectations", .array(run.results.map(expectation))),
      ("parameters", parameters(scenario)),
      ("end", .int(run.end.nanoseconds)),
      (
        "axis",
        .object([
          ("start", .int(axis.start)), ("span", .int(axis.span)), ("left", .int(axis.left)),
          ("right", .int(axis.right)), ("width", .int(axis.width)),
        ])
      ),
      ("picture", picture(run)),
    ]).compactBytes
    bytes.append(0)
    bytes.append(contentsOf: svg)
    return bytes
  }

  /// The script's parameters as the page's sliders need them: name, value
  /// and range in decimal seconds, and the line that declares it.
  public static func parametersJSON(_ scenario: Scenario) -> String {
    parameters(scenario).compact
  }

  static func parameters(_ scenario: Scenario) -> TimelineJSONValue {
    .array(
      scenario.parameters.map { parameter in
        var members: [(String, TimelineJSONValue)] = [
          ("name", .string(parameter.name)), ("value", .string(parameter.value.secondsText)),
          ("line", .int(Int64(parameter.line))), ("unit", .string(parameter.unit.rawValue)),
        ]
        if let range = parameter.range {
          members.append(("from", .string(range.lowerBound.secondsText)))
          members.append(("to", .string(range.upperBound.secondsText)))
        }
        return .object(members)
      })
  }

  static func expectation(_ result: ExpectationResult) -> TimelineJSONValue {
    .object([
      ("line", .int(Int64(result.line))), ("text", .string(result.text)), ("passed", .bool(result.passed)),
      ("detail", .string(result.detail)),
    ])
  }

  /// `name=value` lines; a line without `=` is a name with an empty value,
  /// which the run reports as not a time.
  public static func parseOverrides(_ text: String) -> [(String, String)] {
    text.split(separator: "\n").map { line in
      let parts = line.split(separator: "=", maxSplits: 1)
      return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
  }

  /// The picture of `run` its page draws: the kind its stage's catalog
  /// declares, or the values of what it observes and watches for a
  /// `replica` script and a stage with no picture of its own.
  static func picture(_ run: ScenarioRun) -> TimelineJSONValue {
    let scenario = run.scenario
    return picture(
      run.records, kind: scenario.replica.stage?.pictureKind ?? .values,
      observables: scenario.observablesToRecord + scenario.watches.map { $0.name })
  }

  /// The picture of `kind` from `records`; a scroll view or boxes picture
  /// whose anchors the run did not record is the values of `observables`.
  static func picture(_ records: [TraceRecord], kind: ReplicaPictureKind, observables: [String])
    -> TimelineJSONValue
  {
    let values = { ScenarioPicture.values(observables).document(records).0 }
    switch kind {
    case .hud: return hudPicture(records)
    case .scrollView:
      return ScenarioPicture.pages.picture(records) ?? ScenarioPicture.scroll.picture(records) ?? values()
    case .boxes: return ScenarioPicture.boxes.picture(records) ?? values()
    case .values: return values()
    }
  }

  /// What the reader would see of the HUD, as keyframes: from each time on,
  /// until the next, the HUD shows with this opacity and scale.
  ///
  /// The opacity is the replica's `alpha` observable (what shows on
  /// screen: the bezel's for MBProgressHUD, the HUD's for 0.9.1 and
  /// SVProgressHUD), or its `visible` observable as 0 or 1 for a replica
  /// without one; the scale is the last scale the render server presented
  /// or a replica set (zoom animations); both to four decimals, as drawn.
  static func hudPicture(_ records: [TraceRecord]) -> TimelineJSONValue {
    var times: [TimelineJSONValue] = []
    var opacities: [TimelineJSONValue] = []
    var scales: [TimelineJSONValue] = []
    var alpha: Double?
    var visible = false
    var scale = 1.0
    for record in records {
      switch record.event {
      case .observed("alpha", let value):
        if case .double(let number) = value { alpha = number }
      case .observed("visible", let value):
        if case .bool(let flag) = value { visible = flag }
      case .presentation(_, "scale", let value):
        scale = value
      case .valueChanged(_, "scale", .double(let value)):
        scale = value
      default:
        continue
      }
      let opacity = alpha ?? (visible ? 1 : 0)
      let time = TimelineJSONValue.int(record.time.nanoseconds)
      if case .int(let last) = times.last, last == record.time.nanoseconds {
        opacities[opacities.count - 1] = .displayed(opacity)
        scales[scales.count - 1] = .displayed(scale)
      } else {
        times.append(time)
        opacities.append(.displayed(opacity))
        scales.append(.displayed(scale))
      }
    }
    return .object([("t", .array(times)), ("opacity", .array(opacities)), ("scale", .array(scales))])
  }
}
