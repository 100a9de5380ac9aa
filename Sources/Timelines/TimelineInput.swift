import SimKernel

/// What a timeline is drawn from: one run's trace, the time it covers, and
/// what the scenario runner concluded about it.
///
/// Kept this small so that a page in the browser, the command line and the
/// tests can all hand a run to the renderers without knowing about
/// scenarios.
public struct TimelineInput: Equatable, Sendable {
  /// Shown at the top of every rendering, e.g. "MBProgressHUD 1.2.0 — grace
  /// hides a short task".
  public var title: String
  public var records: [TraceRecord]
  /// The right edge of the time axis. The renderers use the latest of this,
  /// the last record's time and the expectations' times, so a timeline
  /// never cuts off what it shows.
  public var end: VirtualTime
  /// The scenario runner's verdicts, drawn as pass/fail markers; may be
  /// empty.
  public var expectations: [TimelineExpectation]

  public init(
    title: String, records: [TraceRecord], end: VirtualTime = .zero,
    expectations: [TimelineExpectation] = []
  ) {
    self.title = title
    self.records = records
    self.end = end
    self.expectations = expectations
  }
}

/// One checked expectation of a scenario, as the timeline shows it.
public struct TimelineExpectation: Equatable, Sendable {
  /// The line of the scenario that states it, so a reader can find it.
  public var line: Int
  /// The expectation as written, e.g. "HUD.visible stays false".
  public var text: String
  /// When it was checked; `nil` for an expectation about the whole run,
  /// which is listed but has no place on the time axis.
  public var time: VirtualTime?
  public var passed: Bool
  /// Why it failed, or what was seen; may be empty.
  public var detail: String

  public init(line: Int, text: String, time: VirtualTime?, passed: Bool, detail: String = "") {
    self.line = line
    self.text = text
    self.time = time
    self.passed = passed
    self.detail = detail
  }
}
