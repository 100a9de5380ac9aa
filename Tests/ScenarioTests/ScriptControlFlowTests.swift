import Diagnostics
import Scenarios
import ShippedCatalogs
import Testing

/// What the language gained to restate tests that keep state in
/// `__block` variables and blocks that return: `var`, `if … else`,
/// `return`, trailing blocks, arithmetic, list literals and subscripts,
/// and `within` in a check; and the mistakes made with them.
@Suite("The scripts' variables, conditions, returns and lists")
struct ScriptControlFlowTests {
  static func run(_ body: String) throws -> ScenarioRun {
    try ScenarioParser.parse("replica Pop 1.0.11\nat 0 {\n" + body + "\n}\nrun until 0.05\n").run()
  }

  static func failures(_ run: ScenarioRun) -> String {
    run.results.filter { !$0.passed }.map { "\($0.line): \($0.text) — \($0.detail)" }.joined(separator: "; ")
      + (run.stopped ?? "")
  }

  static func error(_ body: String) -> String {
    do {
      _ = try ScenarioParser.parse("replica Pop 1.0.11\nat 0 {\n" + body + "\n}\n")
      return "no error"
    } catch {
      return (error as? Diagnostic)?.rendered ?? "\(error)"
    }
  }

  @Test("a var changes, an if chooses its branch, and numbers add up")
  func variablesAndConditions() throws {
    let run = try Self.run(
      """
        var count = 0
        let values = [1, 2, 3]
        if values[1] == 2 {
          count = count + 10
        } else {
          count = count - 10
        }
        if count > 100 {
          count = 0
        }
        check count == 10
        check values[0] + values[2] == 4
        check values.count - 1 == 2
        check 0.1 + 0.2 == 0.3 within 0.000001
        check -2 + 3 == 1
      """)
    #expect(Self.failures(run).isEmpty, "\(Self.failures(run))")
    #expect(run.results.count == 5)
  }

  @Test("a custom animation's block keeps count in a var and returns whether to go on")
  func returningBlock() throws {
    let run = try Self.run(
      """
        let test = POPBaseAnimationTests()
        var calls = 0
        let anim = POPCustomAnimation.animationWithBlock { target, animation in
          calls = calls + 1
          return calls < 4
        }
        test.layer1.pop_addAnimation(anim, forKey: "key")
        test.renderDuration(1, step: 0.1)
        check calls == 4
        check test.layer1.pop_animationKeys.count == 0
      """)
    #expect(Self.failures(run).isEmpty, "\(Self.failures(run))")
  }

  @Test("a block that should give a value back and does not stops the run")
  func missingReturn() throws {
    let run = try Self.run(
      """
        let test = POPBaseAnimationTests()
        let anim = POPCustomAnimation.animationWithBlock { target, animation in
          check animation != nil
        }
        test.layer1.pop_addAnimation(anim, forKey: "key")
        test.renderTime(0)
      """)
    #expect(
      run.stopped?.contains("the block opened on line 4 ended without 'return'") == true,
      "\(run.stopped ?? "")")
    #expect(run.stoppedLine == 4)
    // Called by a frame of the display link, not by a statement: the run
    // stops all the same.
    let framed = try ScenarioParser.parse(
      """
      replica Pop 1.0.11
      at 0 {
        let anim = POPCustomAnimation.animationWithBlock { target, animation in
          check animation != nil
        }
        CALayer().pop_addAnimation(anim, forKey: "key")
      }
      run until 0.5
      """
    ).run()
    #expect(framed.stopped?.contains("the block opened on line 3 ended without 'return'") == true)
  }

  @Test("an index past the end raises as NSArray does")
  func indexOutOfRange() throws {
    let run = try Self.run("  let values = [1, 2]\n  check values[2] == 1")
    #expect(run.stopped?.contains("NSRangeException: index 2 beyond bounds [0 .. 1]") == true)
  }

  @Test(
    "the mistakes, each at its place",
    arguments: [
      ("  let count = 0\n  count = 1", "4:3: error: 'count' is a 'let'; declare it with 'var' to change it"),
      (
        "  return 1",
        "3:3: error: 'return' gives a value back from a block the replica calls for one (a custom animation's)"
      ),
      (
        "  var empty = nil",
        "3:15: error: 'var' needs a value, or a class for nil: 'var empty: NSObject? = nil'"
      ),
      ("  var flag = true\n  flag = 2", "4:10: error: 'flag' holds true or false, not a number"),
      (
        "  let values = [1, \"two\"]",
        "3:20: error: a list holds values of one type: this is a string, the list's are a number"
      ),
      ("  if 1 {\n  }", "3:6: error: 'if' needs a condition, not a number"),
      (
        "  let anim = POPBasicAnimation.animation() {\n  }",
        "3:44: error: only a call whose last argument is a block can be followed by one"
      ),
      (
        "  let anim = POPCustomAnimation.animationWithBlock { target, animation in\n    return 1\n  }",
        "4:12: error: this block gives back true or false, not a number"
      ),
      (
        "  let anim = POPCustomAnimation.animationWithBlock { target, animation in\n    after 1 {\n      return true\n    }\n    return true\n  }",
        "5:7: error: 'return' gives a value back from a block the replica calls for one (a custom animation's)"
      ),
    ])
  func mistakes(body: String, expected: String) {
    #expect(Self.error(body) == expected)
  }
}
