import Scenarios
import ShippedCatalogs
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
    #expect(explored.exploredOrders == 2)
    #expect(ordinary.exploredOrders == nil)
    let verdict = try #require(explored.results.last)
    #expect(verdict.text == "explore orders")
    #expect(
      verdict.detail
        == "in order 2 (choices 1), line 9: check hud.superview == nil — it was root against nil at 1 s")
  }

  @Test("exploring stops at its budget of orders, events or records, and says how far it got")
  func budget() throws {
    let nineTies = try #require(
      try ScenarioFiles.adversarial().first { $0.0 == "explore-nine-ties.scenario" })
    let scenario = try ScenarioParser.parse(nineTies.1)
    let run = try scenario.run()
    #expect(run.exploredOrders == 256)
    let byOrders = try #require(run.results.last)
    #expect(!byOrders.passed)
    #expect(
      byOrders.detail
        == "stopped after 256 of at least 257 orders, at the budget of 256 orders (every expectation held in those 256)"
    )
    var limits = ScenarioLimits.standard
    limits.exploration.maxEvents = 2_000
    let byEvents = try #require(try scenario.run(limits: limits).results.last)
    #expect(
      byEvents.detail
        == "stopped after 10 of at least 17 orders, at the budget of 2000 events over all orders (every expectation held in those 10)"
    )
    limits = ScenarioLimits.standard
    limits.exploration.maxRecords = 20_000
    let byRecords = try #require(try scenario.run(limits: limits).results.last)
    #expect(
      byRecords.detail
        == "stopped after 19 of at least 26 orders, at the budget of 20000 trace records over all orders (every expectation held in those 19)"
    )
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
