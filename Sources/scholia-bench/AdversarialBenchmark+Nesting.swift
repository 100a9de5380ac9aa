import Scenarios
import ShippedCatalogs

/// The scripts of issue 24 that recursed without bound: a condition inside
/// thousands of parentheses, and a callback that triggers the call that
/// fires it. The nesting bounds (`ScriptNesting`) stop both; what is left
/// to grow is reading the line, and the statements each bounded level
/// runs. Each is run as the page runs it (`ScenarioPage.output`), which
/// never throws.
extension AdversarialBenchmark {
  /// A `check` inside `n` parentheses: an error at the 32nd level, after
  /// the line is read.
  static let nestedParentheses = Case(name: "script_nested_parentheses", largest: 30_000) { n in
    "replica MBProgressHUD 1.2.0\nat 0 {\n  check " + String(repeating: "(", count: n) + "true"
      + String(repeating: ")", count: n) + "\n}\n"
  }

  /// A `hudWasHidden` callback of `n` statements that shows and hides the
  /// HUD again: it re-enters itself until the callback bound stops the run,
  /// so each of the bounded levels runs its `n` statements.
  static let reentrantCallback = Case(name: "script_reentrant_callback", largest: 1_600) { n in
    "replica MBProgressHUD 1.2.0\nat 0 {\n  let hud = MBProgressHUD(view: root)\n  root.addSubview(hud)\n"
      + "  on hud.hudWasHidden {\n" + String(repeating: "    check hud.superview == root\n", count: n)
      + "    hud.showAnimated(false)\n    hud.hideAnimated(false)\n  }\n"
      + "  hud.showAnimated(false)\n  hud.hideAnimated(false)\n}\n"
  }

  func measureNesting() throws {
    for entry in [Self.nestedParentheses, Self.reentrantCallback] where selected(entry.name) {
      try measure(entry) { script, _ in
        Measurement.medianSeconds(repetitions: repetitions) {
          _ = ScenarioPage.output(source: script, overrides: "", title: "adversarial", idPrefix: "a-")
        }
      }
    }
  }
}
