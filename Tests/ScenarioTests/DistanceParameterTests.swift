import Diagnostics
import Scenarios
import ShippedCatalogs
import Testing

/// `param NAME = N points`: a distance the reader may change, used where a
/// number is expected.
@Suite("Distance parameters")
struct DistanceParameterTests {
  static let script = """
    hud MBProgressHUD 1.2.0
    param amount = 0.25 points from 0 to 1
    set mode = determinate
    at 0 showAnimated false
    at 0.1 set progress = amount
    run until 0.5
    expect progress = 0.25 at 0.2
    """

  @Test("a distance parameter is a number, and --set changes it like a time")
  func number() throws {
    let scenario = try ScenarioParser.parse(Self.script)
    #expect(scenario.parameters.first?.unit == .points)
    #expect(try scenario.run().passed)
    let changed = try scenario.run(overrides: [("amount", "0.5")])
    #expect(!changed.passed)
    #expect(changed.results.last?.detail.contains("0.5") == true)
  }

  @Test("the page learns each parameter's unit")
  func unit() throws {
    let json = ScenarioPage.parametersJSON(try ScenarioParser.parse(Self.script))
    #expect(json.contains(#""unit":"points""#))
  }
}
