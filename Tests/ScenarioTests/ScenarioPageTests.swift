import Foundation
import Scenarios
import ShippedCatalogs
import Testing
import Timelines

/// What a page's scenario figure gets from a run (`ScenarioPage.output`):
/// the JSON document the page's script reads, and the SVG after a NUL.
@Suite("Scenario figures in a page")
struct ScenarioPageTests {
  static func source(_ name: String) throws -> String {
    try String(
      contentsOf: ScenarioFiles.packageRoot.appendingPathComponent("scenarios/\(name).scenario"),
      encoding: .utf8)
  }

  /// The JSON document as a dictionary, and the SVG.
  static func split(_ output: String) throws -> ([String: Any], String) {
    let parts = output.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(parts[0].utf8)) as? [String: Any], "not a JSON object")
    return (json, parts.count > 1 ? String(parts[1]) : "")
  }

  static func picture(_ json: [String: Any]) throws -> (t: [Int], opacity: [Double], scale: [Double]) {
    let picture = try #require(json["picture"] as? [String: Any])
    let t = try #require(picture["t"] as? [Int])
    let opacity = try #require(picture["opacity"] as? [Double])
    let scale = try #require(picture["scale"] as? [Double])
    #expect(t.count == opacity.count && t.count == scale.count)
    #expect(t == t.sorted() && Set(t).count == t.count, "one keyframe per time, in order")
    return (t, opacity, scale)
  }

  @Test("the SVG is the build's: the same renderer, title and id prefix")
  func svgIsTheBuilds() throws {
    let source = try Self.source("mbprogresshud-grace-hides-short-task")
    let (json, svg) = try Self.split(
      ScenarioPage.output(source: source, overrides: "", title: "grace", idPrefix: "f9-"))
    let run = try ScenarioParser.parse(source).run()
    #expect(svg == ScenarioPage.svg(run, title: "grace", idPrefix: "f9-"))
    #expect(svg == renderTimeline(run.timeline(title: "grace"), as: .svg(idPrefix: "f9-")))
    #expect(json["passed"] as? Bool == true)
    #expect(json["end"] as? Int == run.end.nanoseconds.asInt)
    let expectations = try #require(json["expectations"] as? [[String: Any]])
    #expect(expectations.count == run.results.count)
    #expect(expectations.allSatisfy { $0["passed"] as? Bool == true })
    let parameters = try #require(json["parameters"] as? [[String: Any]])
    #expect(parameters.count == 1)
    #expect(parameters.first?["name"] as? String == "task")
    #expect(parameters.first?["value"] as? String == "0.3")
    #expect(parameters.first?["from"] as? String == "0" && parameters.first?["to"] as? String == "1.5")
  }

  @Test("the picture: a short task never shows the HUD, a long one fades it in after the grace time")
  func picture() throws {
    let short = try Self.picture(
      try Self.split(
        ScenarioPage.output(
          source: try Self.source("mbprogresshud-grace-hides-short-task"), overrides: "", title: "",
          idPrefix: "")
      ).0)
    #expect(short.opacity.allSatisfy { $0 == 0 })
    let long = try Self.picture(
      try Self.split(
        ScenarioPage.output(
          source: try Self.source("mbprogresshud-grace-hides-short-task"), overrides: "task=0.9", title: "",
          idPrefix: "")
      ).0)
    let firstShown = try #require(long.opacity.firstIndex { $0 > 0 })
    #expect(long.t[firstShown] >= 500_000_000, "nothing shows before graceTime (0.5 s)")
    #expect(long.opacity.contains(1.0))
  }

  @Test("the picture follows the bezel's zoom")
  func zoom() throws {
    let (json, _) = try Self.split(
      ScenarioPage.output(
        source: try Self.source("mbprogresshud-hide-during-zoom-in"), overrides: "", title: "", idPrefix: ""))
    let picture = try Self.picture(json)
    #expect(picture.scale.contains { $0 != 1 })
  }

  @Test("a script error is the JSON's error, at its line and column, with no SVG")
  func scriptError() throws {
    let output = ScenarioPage.output(
      source: "hud MBProgressHUD 1.2.0\nat 0 showAnimated tru\n", overrides: "", title: "", idPrefix: "")
    let (json, svg) = try Self.split(output)
    let error = try #require(json["error"] as? [String: Any])
    #expect(error["line"] as? Int == 2)
    #expect(error["column"] as? Int == 19)
    #expect(error["message"] as? String == "expected true or false for 'showAnimated', not 'tru'")
    #expect(svg.isEmpty)
  }

  @Test("a bad value from a slider is an error without a line")
  func overrideError() throws {
    let (json, _) = try Self.split(
      ScenarioPage.output(
        source: try Self.source("mbprogresshud-grace-hides-short-task"), overrides: "task=soon", title: "",
        idPrefix: ""))
    let error = try #require(json["error"] as? [String: Any])
    #expect(error["line"] as? Int == 0)
    #expect((error["message"] as? String)?.contains("task") == true)
  }
}

extension Int64 {
  fileprivate var asInt: Int { Int(self) }
}
