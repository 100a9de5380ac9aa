import Diagnostics
import Markdown
import Scenarios
import ShippedCatalogs
import Site
import SiteServe
import SourceAnalysis
import Timelines

/// One parser of untrusted input, driven with arbitrary bytes. A target
/// returns normally for every input, accepted or refused with a
/// diagnostic; a crash, a hang, a sanitizer report or a failed
/// determinism check is a finding. `scripts/fuzz` runs them under
/// libFuzzer; `scholia-fuzz TARGET FILE…` replays inputs in an ordinary
/// build (the regression fixtures of docs/reliability.md).
enum FuzzTarget: String, CaseIterable {
  /// The scenario language: parse, run, and draw in every format, twice;
  /// the two runs must agree byte for byte.
  case scenario
  /// Scripts with blocks as the page runs them (`ScenarioPage.output`):
  /// calls, checks, blocks and callbacks, then the same script again with
  /// `explore orders`; each twice, and the two must agree. Its corpus
  /// starts from the restated tests and the nesting seeds, and
  /// `scripts/fuzz-page` runs the same corpus in the page module under
  /// node.
  case scenarioV2 = "scenario-v2"
  /// Annotations in a replica source: the swift-syntax analysis.
  case annotations
  /// Front matter, directives and Markdown: an article parsed and rendered.
  case article
  /// The theme's `site.yml`.
  case siteConfig = "site-config"
  /// The HTTP request head `scholia serve` reads.
  case requestHead = "request-head"

  func run(_ bytes: [UInt8]) {
    switch self {
    case .scenario: Self.scenario(bytes)
    case .scenarioV2: Self.scenarioV2(bytes)
    case .annotations: _ = SourceAnalyzer.analyze([.init(path: "Fuzz.swift", text: Self.text(bytes) ?? "")])
    case .article: Self.article(bytes)
    case .siteConfig: _ = SiteConfig.load(Self.text(bytes) ?? "")
    case .requestHead: _ = try? RequestHead(parsing: bytes, limits: RequestLimits())
    }
  }

  /// The bytes as an input file would be read, or nil if that refuses them.
  private static func text(_ bytes: [UInt8]) -> String? {
    try? SourceText.decode(bytes)
  }

  private static func scenario(_ bytes: [UInt8]) {
    guard let text = text(bytes) else { return }
    let first = drawn(text)
    let second = drawn(text)
    precondition(first == second, "the same script gave two different results")
  }

  private static func scenarioV2(_ bytes: [UInt8]) {
    guard let text = text(bytes) else { return }
    for script in [text, text + "\nexplore orders\n"] {
      let first = ScenarioPage.output(source: script, overrides: "", title: "fuzz", idPrefix: "f-")
      let second = ScenarioPage.output(source: script, overrides: "", title: "fuzz", idPrefix: "f-")
      precondition(first == second, "the same script gave the page two different results")
    }
  }

  /// Everything a script produces: its diagnostic, or its verdicts and its
  /// timeline in every format.
  private static func drawn(_ text: String) -> [String] {
    do throws(Diagnostic) {
      let run = try ScenarioParser.parse(text).run()
      let input = run.timeline(title: "fuzz")
      var outputs = [
        run.stopped ?? "", run.results.map { "\($0.passed) \($0.detail)" }.joined(separator: "\n"),
      ]
      for format in [TimelineFormat.text(width: 80), .json, .chromeTrace, .svg(width: 960, idPrefix: "f-")] {
        outputs.append(renderTimeline(input, as: format))
      }
      return outputs
    } catch {
      return [error.rendered]
    }
  }

  private static func article(_ bytes: [UInt8]) {
    guard let text = text(bytes) else { return }
    do throws(DiagnosticList) {
      let article = try ArticleParser.parse(text)
      _ = HTMLRenderer(hooks: RenderHooks(directive: { $0.name })).render(article)
    } catch {
      _ = error.rendered(file: "fuzz.md")
    }
  }
}
