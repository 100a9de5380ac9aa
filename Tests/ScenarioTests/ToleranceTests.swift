import Diagnostics
import Scenarios
import ShippedCatalogs
import Testing

/// `expect OBSERVABLE = VALUE within TOLERANCE`: a value on a curve at a
/// time, which a spring or an ease gives to many decimals.
@Suite("Values within a tolerance")
struct ToleranceTests {
  static func script(_ claim: String) -> String {
    """
    hud MBProgressHUD 1.2.0
    observe alpha
    at 0 showAnimated true
    run until 0.5
    expect \(claim)
    """
  }

  @Test("equal within the tolerance passes; further apart fails with the value seen")
  func within() throws {
    // The zoom-in spring's alpha at 0.1 s is 0.8121752183487256, reported
    // with every digit.
    #expect(try ScenarioParser.parse(Self.script("alpha = 0.81 within 0.005 at 0.1")).run().passed)
    let missed = try ScenarioParser.parse(Self.script("alpha = 0.8 within 0.005 at 0.1")).run()
    #expect(!missed.passed)
    #expect(missed.results.last?.detail == "alpha was 0.8121752183487256 at 0.1 s")
    #expect(try ScenarioParser.parse(Self.script("alpha != 0.8 within 0.005 at 0.1")).run().passed)
  }

  @Test("'within' goes with '=' or '!=' and takes a number")
  func malformed() {
    for (claim, message) in [
      ("alpha > 0.8 within 0.1 at 0.1", "5:20: error: 'within' goes with '=' or '!=', not '>'"),
      ("alpha = 0.8 within lots at 0.1", "5:27: error: expected a tolerance after 'within', not 'lots'"),
    ] {
      do throws(Diagnostic) {
        _ = try ScenarioParser.parse(Self.script(claim))
        Issue.record("'\(claim)' parsed")
      } catch {
        #expect(error.rendered == message)
      }
    }
  }
}
