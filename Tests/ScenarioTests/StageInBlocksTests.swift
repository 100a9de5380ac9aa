import Scenarios
import ShippedCatalogs
import SimKernel
import Testing

/// A `hud` script's blocks reach its stage as `stage`: the finger on
/// MJRefresh's table, and background work with `task`, say in a block what
/// the short lines say, and run the same.
@Suite("The stage in blocks")
struct StageInBlocksTests {
  /// What happened, without the input sources' labels (a short line is
  /// traced under its command's name, a block as `script`).
  static func events(_ run: ScenarioRun) -> [String] {
    run.records.compactMap { record in
      switch record.event {
      case .sourceScheduled, .sourceFired: return nil
      default: break
      }
      return "\((record.time - .zero).secondsText) \(record.event)"
    }
  }

  @Test("the finger in a block pulls, lifts and refreshes as the short lines do")
  func finger() throws {
    let short = try ScenarioParser.parse(
      """
      hud MJRefresh 3.7.9
      set header = normal
      at 0 moveFinger 160 over 0.5
      at 0.7 liftFinger
      at 2.5 endRefreshing header
      run until 3.5
      expect headerState = refreshing by 0.72
      """
    ).run()
    let block = try ScenarioParser.parse(
      """
      hud MJRefresh 3.7.9
      set header = normal
      at 0 {
        stage.moveFinger(160, over: 0.5)
      }
      at 0.7 {
        stage.liftFinger()
      }
      at 2.5 {
        check stage.headerState == .refreshing
        stage.endRefreshing(.header)
      }
      run until 3.5
      expect headerState = refreshing by 0.72
      expect never stage.rows != 20
      """
    ).run()
    #expect(short.passed && block.passed, "\(short.results) \(block.results)")
    #expect(Self.events(short).count > 100)
    let watch = "stage.rows != 20"
    #expect(
      Self.events(short)
        == Self.events(block).filter { !$0.contains(watch) })
  }
}
