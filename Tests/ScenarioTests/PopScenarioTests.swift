import Diagnostics
import Foundation
import Testing

@testable import Scenarios

/// Pop in a scenario: its commands and observables, plain-number
/// parameters, a call's time within a tolerance, and the boxes picture.
@Suite("Pop scenarios")
struct PopScenarioTests {
  static func script(_ body: String) -> String {
    """
    hud Pop 1.0.11
    param bounciness = 4 number from 0 to 20
    observe value, running
    \(body)
    """
  }

  @Test("a plain-number parameter goes where a number is expected, and the page learns its unit")
  func numberParameter() throws {
    let source = Self.script(
      """
      at 0.105 spring to 300 bounciness bounciness
      run until 1
      expect finished called once by 0.62
      """)
    let scenario = try ScenarioParser.parse(source)
    #expect(scenario.parameters.first?.unit == .number)
    #expect(try scenario.run().passed)
    // A bouncier spring rings for longer.
    #expect(try !scenario.run(overrides: [("bounciness", "20")]).passed)
    #expect(ScenarioPage.parametersJSON(scenario).contains(#""unit":"number""#))
  }

  @Test("a spring that never settles stops at the trace's record bound, long before ten virtual minutes")
  func neverSettles() throws {
    // No friction: the spring swings for ever, some twenty traced calls a
    // frame; it used to run the full 600 s and take over a gigabyte.
    let run = try ScenarioParser.parse("hud Pop 1.0.11\nat 0 spring to 300 tension 100 friction 0\n").run()
    #expect(run.stopped == "the run stopped: trace limit of 100000 records exceeded at 69.416666666 s")
    #expect(run.records.count >= ScenarioLimits.standard.maxRecords)
    #expect(run.records.count < ScenarioLimits.standard.maxRecords + 100)
  }

  @Test("a number parameter is not a time")
  func numberIsNotTime() {
    do throws(Diagnostic) {
      _ = try ScenarioParser.parse(Self.script("run until bounciness"))
      Issue.record("a number was taken for a time")
    } catch {
      #expect(error.rendered == "4:11: error: 'bounciness' is a number, not a time")
    }
  }

  @Test("'called at TIME within TOLERANCE' takes a call that falls between round times")
  func calledWithin() throws {
    // The default spring finishes on the frame at 0.6 s (36 vsyncs).
    let body = """
      at 0.105 spring to 300
      run until 1
      expect finished called at 0.59 within CLAIM
      """
    #expect(
      try ScenarioParser.parse(Self.script(body.replacingOccurrences(of: "CLAIM", with: "0.01"))).run().passed
    )
    let missed = try ScenarioParser.parse(Self.script(body.replacingOccurrences(of: "CLAIM", with: "0.005")))
      .run()
    #expect(!missed.passed)
    #expect(missed.results.last?.detail == "finished was not called within 0.005 s of 0.59 s (at 0.6)")
  }

  @Test("expectations may name any class of the family, and the box's value follows the animation")
  func familyAndValue() throws {
    let run = try ScenarioParser.parse(
      Self.script(
        """
        at 0.105 basic to 300 from 100 duration 0.2 timing linear
        run until 0.5
        expect order POPAnimator.addAnimation, POPBasicAnimation.advance, POPAnimation.finished
        expect value = 100 at 0.105
        expect value = 300 at end
        expect not running at end
        """)
    ).run()
    for result in run.results where !result.passed { Issue.record("\(result.text): \(result.detail)") }
  }

  @Test("a misspelt command, property or box is an error with a suggestion")
  func malformed() {
    for (body, message) in [
      ("at 0 sprung to 300", "4:6: error: unknown Pop command 'sprung'; did you mean 'spring'?"),
      (
        "set property = positionZ",
        "4:16: error: unknown property value 'positionZ'; did you mean 'positionX'?"
      ),
      ("at 0 spring to 300 on c", "4:23: error: unknown on value 'c'; did you mean 'a'?"),
    ] {
      do throws(Diagnostic) {
        _ = try ScenarioParser.parse(Self.script(body + "\nrun until 1"))
        Issue.record("'\(body)' parsed")
      } catch {
        #expect(error.rendered == message)
      }
    }
  }

  @Test("a Pop run gets the boxes picture: box a's centre each frame, box b only once used")
  func boxesPicture() throws {
    let run = try ScenarioParser.parse(
      Self.script(
        """
        set property = positionY
        at 0.105 spring to 250 on b
        run until 1
        """)
    ).run()
    let picture = ScenarioPage.picture(run).compact
    #expect(picture.hasPrefix(#"{"kind":"boxes","t":[0,105000000,116666666"#))
    #expect(picture.contains(#""aX":[50,50"#))
    #expect(picture.contains(#""bUsed":[false,true"#))
    #expect(picture.contains(#"250]"#))
  }

  @Test("a colour component animates the box's whole colour, and the picture carries it as #RRGGBBAA")
  func colorComponent() throws {
    let run = try ScenarioParser.parse(
      Self.script(
        """
        set property = green
        at 0.105 basic to 1 duration 0.2
        run until 0.5
        expect value = 1 at end
        """)
    ).run()
    #expect(run.passed)
    let picture = ScenarioPage.picture(run).compact
    // Box a starts #2F6FEB; only green moves, to ff.
    #expect(picture.contains(##""aColor":["#2f6febff","#2f75ebff","##))
    #expect(picture.contains(##""#2fffebff"]"##))
  }
}
