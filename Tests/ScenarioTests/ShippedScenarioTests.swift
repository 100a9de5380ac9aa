import Foundation
import Scenarios
import ShippedCatalogs
import Testing

/// The scenarios in scenarios/ are the timing claims of the articles and the
/// edge cases of the reference brief; each states its expectations, and all
/// must hold.
@Suite("Shipped scenarios")
struct ShippedScenarioTests {
  @Test("there is a scenario for every claim the issue lists")
  func coverage() throws {
    let names = try ScenarioFiles.shipped().map(\.0)
    #expect(names.count >= 20)
    for topic in [
      "grace-hides-short-task", "minshow-holds-quick-hide", "reshow-cancels-delayed-hide",
      "hide-during-zoom-in",
      "grace-and-delay-conflict", "grace-needs-task-in-progress", "tcprogresshud-code",
      "tcprogresshud-article",
      "duration-from-text",
      "pop-from-value-before-commit", "pop-spring-bounciness-speed", "pop-spring-falls-behind",
      "pop-decay-stopping-point", "pop-remove-all-leaves-pending", "pop-autoreverse",
    ] {
      #expect(names.contains { $0.contains(topic) }, "no scenario about \(topic)")
    }
  }

  @Test("every shipped scenario's expectations hold", arguments: try ScenarioFiles.shipped())
  func holds(name: String, source: String) throws {
    let run = try ScenarioParser.parse(source).run()
    #expect(run.stopped == nil, "\(name): \(run.stopped ?? "")")
    #expect(!run.results.isEmpty, "\(name) states no expectation")
    for result in run.results where !result.passed {
      Issue.record("\(name):\(result.line): \(result.text) — \(result.detail)")
    }
  }
}
