/// What `explore orders` may spend over all the orders it runs, the
/// ordinary run included: a number of orders, of handled events (the
/// engine's measure of the work a run does) and of trace records (what a
/// run holds in memory). A scenario with nine ties has hundreds of
/// thousands of orders, and 256 whole runs of a busy one took 427 s and
/// 1.6 GB; the budget stops the exploration instead, and the verdict says
/// how many orders it ran of how many at least.
///
/// The budget is checked before each order, so the last order may take it
/// past by at most one run's own bounds (`ScenarioLimits`). It counts
/// events and records, not seconds: the same script stops at the same
/// order natively and in the page. Virtual time is not counted: a run
/// that waits ten virtual minutes does no work in them. Another budget is
/// the standard one with fields changed.
public struct ExplorationBudget: Sendable {
  public var maxOrders: Int
  public var maxEvents: Int
  public var maxRecords: Int

  /// 256 orders, one million events, one million trace records.
  public static let standard = ExplorationBudget(maxOrders: 256, maxEvents: 1_000_000, maxRecords: 1_000_000)

  /// What the orders run so far have spent.
  struct Spent {
    var orders = 0
    var events = 0
    var records = 0

    mutating func add(events: Int, records: Int) {
      orders += 1
      self.events += events
      self.records += records
    }
  }

  /// The bound `spent` has reached, in words, or nil when another order
  /// may run.
  func exhausted(by spent: Spent) -> String? {
    if spent.orders >= maxOrders { return "the budget of \(maxOrders) orders" }
    if spent.events >= maxEvents { return "the budget of \(maxEvents) events over all orders" }
    if spent.records >= maxRecords { return "the budget of \(maxRecords) trace records over all orders" }
    return nil
  }
}
