import Scenarios
import SimKernel
import Testing

/// `explore orders`: a claim must hold in every order UIKit leaves open at
/// equal times.
@Suite("Exploring orders in scenarios")
struct ExploreOrdersTests {
  /// A delayed hide and a dispatch_after due at the same instant; the
  /// check holds only if the timer fires first (the engine's own order).
  static let race = """
    replica MBProgressHUD 1.2.0
    at 0 {
      let hud = MBProgressHUD(view: root)
      hud.removeFromSuperViewOnHide = true
      root.addSubview(hud)
      hud.showAnimated(false)
      hud.hideAnimated(false, afterDelay: 1)
      after 1 {
        check hud.superview == nil
      }
    }
    run until 2

    """

  @Test("a claim that holds only in the engine's order fails in the other, and the report names it")
  func findsTheOtherOrder() throws {
    let ordinary = try ScenarioParser.parse(Self.race).run()
    #expect(ordinary.passed)
    let explored = try ScenarioParser.parse(Self.race + "explore orders\n").run()
    #expect(!explored.passed)
    let verdict = try #require(explored.results.last)
    #expect(verdict.text == "explore orders")
    #expect(
      verdict.detail
        == "in order 2 (choices 1), line 9: check hud.superview == nil — it was root against nil at 1 s")
  }

  @Test(
    "exploring leaves the first run as the ordinary run, trace for trace",
    arguments: try ScenarioFiles.shipped())
  func firstRunIsOrdinary(name: String, source: String) throws {
    var scenario = try ScenarioParser.parse(source)
    let ordinary = try scenario.run()
    scenario.exploreLine = 1
    let explored = try scenario.run()
    #expect(explored.records == ordinary.records, "\(name)")
    #expect(explored.results.dropLast().map(\.passed) == ordinary.results.map(\.passed), "\(name)")
  }
}
