import SimKernel
import Testing

/// `OrderExplorer`: every order UIKit leaves open at one instant, run one
/// by one, the first being the kernel's ordinary order.
@Suite("Exploring equal-time orders")
struct OrderExplorerTests {
  /// A timer A and main-queue blocks B and C, all due at 0.1 s: the order
  /// they ran in.
  func order(_ explorer: OrderExplorer?) throws -> String {
    let kernel = Kernel()
    kernel.orderExplorer = explorer
    var ran = ""
    kernel.scheduledTimer(interval: ms(100), repeats: false, label: "A") { _ in ran += "A" }
    kernel.mainQueue.asyncAfter(delay: ms(100), label: "B") { ran += "B" }
    kernel.mainQueue.asyncAfter(delay: ms(100), label: "C") { ran += "C" }
    try kernel.runUntilIdle()
    kernel.tearDown()
    return ran
  }

  @Test("the first run is the ordinary order, and every other run a different one")
  func orders() throws {
    let ordinary = try order(nil)
    let explorer = OrderExplorer()
    var seen = [try order(explorer)]
    #expect(seen.first == ordinary)
    while explorer.next() { seen.append(try order(explorer)) }
    // Which item starts each turn is explored; items one pass drains (the
    // main queue's due blocks after the one that starts it) stay in it.
    #expect(seen == ["ABC", "ACB", "BAC", "BCA", "CBA"])
    #expect(Set(seen).count == seen.count)
  }

  @Test("after each run, the orders known to be left are a lower bound, and zero at the end")
  func ordersLeft() throws {
    let explorer = OrderExplorer()
    var runs = 0
    var known: [Int] = []
    repeat {
      _ = try order(explorer)
      runs += 1
      known.append(runs + explorer.ordersLeftAtLeast)
    } while explorer.next()
    #expect(known == [4, 4, 5, 5, 5])
    #expect(explorer.ordersLeftAtLeast == 0)
  }

  @Test("a run with a single item due at each instant has nothing to explore")
  func nothingToExplore() throws {
    let explorer = OrderExplorer()
    let kernel = Kernel()
    kernel.orderExplorer = explorer
    kernel.scheduledTimer(interval: ms(100), repeats: false, label: "A") { _ in }
    kernel.mainQueue.asyncAfter(delay: ms(200), label: "B") {}
    try kernel.runUntilIdle()
    kernel.tearDown()
    #expect(!explorer.next())
    #expect(explorer.choicesText == "none")
  }
}
