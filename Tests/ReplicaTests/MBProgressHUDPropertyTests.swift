import PropertyBased
import Replicas
import SimKernel
import Testing

/// MBProgressHUD 1.2.0's promises, checked over random grace times,
/// minimum show times, task lengths and delays (in milliseconds).
@Suite("MBProgressHUD 1.2.0 properties")
struct MBProgressHUDPropertyTests {
  /// One task: show at 0, hide when the task ends, run until long after.
  struct Run {
    let stage = Stage()
    let hud: MBProgressHUD
    var completions = 0

    init(grace: Int, minShow: Int, task: Int, animated: Bool, delay: Int? = nil) throws {
      hud = MBProgressHUD(view: stage.view)
      stage.view.addSubview(hud)
      hud.removeFromSuperViewOnHide = true
      hud.graceTime = .milliseconds(Int64(grace))
      hud.minShowTime = .milliseconds(Int64(minShow))
      let counter = Counter()
      hud.completionBlock = { counter.count += 1 }
      let hud = self.hud
      stage.at(0) { hud.showAnimated(animated) }
      if let delay {
        stage.at(Int64(task)) { hud.hideAnimated(animated, afterDelay: .milliseconds(Int64(delay))) }
      } else {
        stage.at(Int64(task)) { hud.hideAnimated(animated) }
      }
      try stage.run(until: Int64(grace + minShow + task + (delay ?? 0) + 2000))
      completions = counter.count
    }

    final class Counter {
      var count = 0
    }

    func callTimes(_ method: String) -> [Int64] {
      stage.kernel.trace.records.compactMap { record in
        guard case .call(_, let called, _) = record.event, called == method else { return nil }
        return record.time.nanoseconds / 1_000_000
      }
    }
  }

  static let milliseconds = Gen.int(in: 1...1500)

  @Test("a task that ends before graceTime never shows the HUD")
  func graceHidesShortTasks() async {
    await propertyCheck(input: Self.milliseconds, Gen.int(in: 0...100), Gen.bool) {
      grace, fraction, animated in
      let task = max(1, grace * fraction / 100 - 1)
      guard task < grace else { return }
      let run = try! Run(grace: grace, minShow: 500, task: task, animated: animated)
      #expect(run.callTimes("showUsingAnimation(_:)").isEmpty)
      #expect(run.hud.bezelView.visibleAlpha == 0)
      #expect(run.completions == 1)
    }
  }

  @Test("once shown, the HUD stays at least minShowTime before it starts to hide")
  func minShowHolds() async {
    await propertyCheck(input: Self.milliseconds, Self.milliseconds, Gen.int(in: 1...3000), Gen.bool) {
      grace, minShow, task, animated in
      guard task != grace else { return }
      let run = try! Run(grace: grace, minShow: minShow, task: task, animated: animated)
      guard let shown = run.callTimes("showUsingAnimation(_:)").first else {
        #expect(task < grace)
        return
      }
      let hidden = run.callTimes("hideUsingAnimation(_:)")
      #expect(hidden.count == 1)
      #expect((hidden.first ?? 0) - shown >= Int64(minShow))
      #expect((hidden.first ?? 0) == max(Int64(task), shown + Int64(minShow)))
    }
  }

  @Test("no timer is left alive after done; the completion runs once")
  func noTimerOutlivesDone() async {
    await propertyCheck(input: Self.milliseconds, Self.milliseconds, Gen.int(in: 1...3000), Gen.bool) {
      grace, minShow, task, animated in
      let run = try! Run(grace: grace, minShow: minShow, task: task, animated: animated)
      var scheduled: Set<Int> = []
      var ended: Set<Int> = []
      for record in run.stage.kernel.trace.records {
        switch record.event {
        case .timerScheduled(let ref, _, _, _, _, _): scheduled.insert(ref.id)
        case .timerFired(let ref, _), .timerInvalidated(let ref): ended.insert(ref.id)
        default: break
        }
      }
      #expect(scheduled == ended)
      #expect(run.completions == 1)
      #expect(run.hud.superview == nil)
    }
  }

  @Test("a delayed hide with a grace time: hidden only if the delay ends first (issue #605)")
  func graceAndDelay() async {
    await propertyCheck(input: Self.milliseconds, Gen.int(in: 1...3000), Gen.bool) { grace, delay, animated in
      guard delay != grace else { return }
      let run = try! Run(grace: grace, minShow: 0, task: 1, animated: animated, delay: delay - 1)
      if delay - 1 + 1 < grace {
        #expect(run.completions == 1)
        #expect(run.callTimes("showUsingAnimation(_:)").isEmpty)
      } else {
        #expect(run.completions == 0)
        #expect(run.hud.bezelView.visibleAlpha == 1)
      }
    }
  }
}
