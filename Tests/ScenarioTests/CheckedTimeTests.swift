import Scenarios
import ShippedCatalogs
import SimKernel
import Testing
import Timelines

/// Times from input that leave the clock's range or the run's bound: a
/// script error at its place, or the run stopped at its bound, and every
/// rendering drawn; never a trap, never a time wrapped into the past.
@Suite("Checked time")
struct CheckedTimeTests {
  static let huge = "9223372036"
  static let boundMessage =
    "the run stopped: virtual time limit of 600 s exceeded (next work at 9223372036.854775807 s)"

  /// Each way a script can schedule work at a huge time, and the message
  /// the run stops with.
  static let scheduling: [(String, String)] = [
    ("hud MBProgressHUD 1.2.0\nat 1 hideAnimated true afterDelay \(huge)\n", boundMessage),
    ("hud MBProgressHUD 1.2.0\nset graceTime = \(huge)\nat 1 showAnimated true\n", boundMessage),
    (
      "hud MBProgressHUD 1.2.0\nset minShowTime = \(huge)\nat 0 showAnimated true\nat 1 hideAnimated true\n",
      "the run stopped: virtual time limit of 600 s exceeded (next work at 9223372036 s)"
    ),
    (
      "hud MBProgressHUD 0.9.1\nat 0 showWhileExecuting \(huge) animated true\n",
      "the run stopped: virtual time limit of 600 s exceeded (next work at 9223372036 s)"
    ),
    ("hud SVProgressHUD 2.3.1\nat 0 showWithStatus \"x\"\nat 0.5 dismissWithDelay \(huge)\n", boundMessage),
    ("hud TCProgressHUD article\nat 0 showSuccessAndAutoHideAfterTime \(huge)\n", boundMessage),
    (
      "hud MBProgressHUD 1.2.0\nat \(huge) showAnimated true\n",
      "the run stopped: virtual time limit of 600 s exceeded (next work at 9223372036 s)"
    ),
  ]

  static let formats: [TimelineFormat] = [
    .text(width: 100), .json, .chromeTrace, .svg(width: 960, idPrefix: ""),
  ]

  @Test("work scheduled past the run's bound stops the run with the bound's message", arguments: scheduling)
  func stopsAtBound(script: String, message: String) throws {
    let run = try ScenarioParser.parse(script).run()
    #expect(run.stopped == message)
    #expect(!run.passed)
    for format in Self.formats { #expect(!renderTimeline(run.timeline(title: "t"), as: format).isEmpty) }
  }

  @Test("expectations at huge times are checked and drawn without trapping")
  func hugeExpectationTimes() throws {
    let script = """
      hud MBProgressHUD 1.2.0
      at 0 showAnimated true
      expect visible at \(Self.huge)
      expect visible from 1 to \(Self.huge)
      expect hideAnimated called once by \(Self.huge)
      """
    let run = try ScenarioParser.parse(script).run()
    #expect(run.results.map(\.passed) == [true, true, false])
    for format in Self.formats { #expect(!renderTimeline(run.timeline(title: "t"), as: format).isEmpty) }
  }

  @Test("the engine's time arithmetic saturates at the clock's ends instead of trapping or wrapping")
  func saturation() throws {
    #expect((VirtualTime(nanoseconds: .max - 1) + .seconds(5)).nanoseconds == .max)
    #expect((VirtualTime(nanoseconds: .min + 1) - VirtualTime(nanoseconds: 5)).nanoseconds == .min)
    #expect(VirtualDuration.seconds(.max).nanoseconds == .max)
    #expect((VirtualDuration(nanoseconds: .max / 2) * 3).nanoseconds == .max)
    #expect(Int64.max.saturatingScaled(by: 60, over: 1_000_000_000) == 553_402_322_211)
    #expect(Int64(553_402_322_212).saturatingScaled(by: 1_000_000_000, over: 60) == .max)
    let kernel = Kernel()
    let timer = kernel.timer(interval: VirtualDuration(nanoseconds: .max), repeats: true, label: "far") { _ in
    }
    kernel.mainRunLoop.add(timer, forMode: .common)
    try kernel.run(until: .seconds(1))
    #expect(throws: KernelError.self) { try kernel.runUntilIdle() }
    kernel.tearDown()
  }
}
