import Diagnostics
import Foundation
import Scenarios
import ShippedCatalogs
import SimKernel
import TestSupport
import Testing

/// Every recursive construct of the language is bounded (`ScriptNesting`):
/// nesting past a bound is a diagnostic at its place, a callback that
/// re-enters itself stops the run naming its block, and the deepest script
/// the bounds allow parses, runs and is released on a stack far smaller
/// than a thread's, so that it cannot overflow the page module's either.
@Suite("Script nesting")
struct ScriptNestingTests {
  static func parseError(_ script: String) -> Diagnostic? {
    do throws(Diagnostic) {
      _ = try ScenarioParser.parse(script)
      return nil
    } catch {
      return error
    }
  }

  @Test("parentheses up to the bound parse and run; one more is an error at the token that goes past it")
  func parenthesesAtTheBound() throws {
    let deepest = ScriptNesting.maxExpressionDepth - 1
    let run = try ScenarioParser.parse(NestedScripts.parentheses(deepest)).run()
    #expect(run.passed)
    let error = try #require(Self.parseError(NestedScripts.parentheses(deepest + 1)))
    #expect(error.line == 3)
    #expect(error.column == 9 + deepest + 1)
    #expect(error.text == "nesting deeper than \(ScriptNesting.maxExpressionDepth)")
  }

  @Test(
    "thousands of nested parentheses, '!'s, members and tasks are one diagnostic, never a crash",
    arguments: NestedScripts.pathological(4000))
  func deepNestingIsAnError(script: String) throws {
    let error = try #require(Self.parseError(script))
    #expect(error.text == "nesting deeper than \(ScriptNesting.maxExpressionDepth)")
  }

  @Test("blocks nest up to the bound; one more is an error at its '{'")
  func blocksAtTheBound() throws {
    func nested(_ depth: Int) -> String {
      var script = NestedScripts.header + "at 0 {\n"
      for level in 1..<depth { script += String(repeating: "  ", count: level) + "after 0 {\n" }
      script += String(repeating: "  ", count: depth) + "check true\n"
      for level in (0..<depth).reversed() { script += String(repeating: "  ", count: level) + "}\n" }
      return script
    }
    let run = try ScenarioParser.parse(nested(ScriptNesting.maxBlockDepth)).run()
    #expect(run.passed)
    let error = try #require(Self.parseError(nested(ScriptNesting.maxBlockDepth + 1)))
    #expect(error.line == 2 + ScriptNesting.maxBlockDepth)
    #expect(error.column == 2 * ScriptNesting.maxBlockDepth + 9)
    #expect(error.text == "nesting deeper than \(ScriptNesting.maxBlockDepth) blocks")
  }

  /// Hiding without animation calls `hudWasHidden` at once; showing and
  /// hiding again from inside it re-enters the callback, as it would on a
  /// device until the stack overflowed.
  static let reentrantCallback = """
    replica MBProgressHUD 1.2.0
    at 0 {
      let hud = MBProgressHUD(view: root)
      root.addSubview(hud)
      on hud.hudWasHidden {
        hud.showAnimated(false)
        hud.hideAnimated(false)
      }
      hud.showAnimated(false)
      hud.hideAnimated(false)
      check true
    }
    at 1 {
      check false
    }

    """

  @Test("a callback that triggers itself stops the run, naming its block's line, after the bound")
  func reentrantCallbackStops() throws {
    let run = try ScenarioParser.parse(Self.reentrantCallback).run()
    #expect(!run.passed)
    #expect(run.stoppedLine == 5)
    #expect(
      run.stopped
        == "the run stopped: callbacks nested deeper than \(ScriptNesting.maxCallbackDepth): the block opened on "
        + "line 5 runs inside itself (it triggers the call that fires it) at 0 s")
    let hides = run.records.filter {
      if case .call(_, let method, _) = $0.event { return method.hasPrefix("hideAnimated") }
      return false
    }
    #expect(hides.count == ScriptNesting.maxCallbackDepth + 1)
    // The run stopped at 0 s: the block at 1 s never ran.
    #expect(run.end == .zero)
  }

  @Test(
    "the deepest script the bounds allow parses, runs and is released within a 1 MiB stack (a debug build's frames)"
  )
  func deepestScriptOnASmallStack() throws {
    let script = NestedScripts.deepest(
      blocks: ScriptNesting.maxBlockDepth, expressions: ScriptNesting.maxExpressionDepth)
    let outcome = OnSmallStack.run(bytes: 1024 * 1024) { () -> String? in
      do throws(Diagnostic) {
        let run = try ScenarioParser.parse(script).run()
        return run.stopped
      } catch {
        return error.text
      }
    }
    #expect(
      outcome
        == .some(
          "the run stopped: callbacks nested deeper than \(ScriptNesting.maxCallbackDepth): the block opened on line 5 runs inside itself (it triggers the call that fires it) at 0 s"
        ))
  }
}
