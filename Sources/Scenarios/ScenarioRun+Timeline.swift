import ScenarioCatalog
import SimKernel
import Timelines

extension ScenarioRun {
  /// The run as a timeline renderer takes it: titled with the replica and
  /// the scenario, with every expectation's verdict.
  public func timeline(title fallback: String = "") -> TimelineInput {
    let name = scenario.title ?? fallback
    let title = name.isEmpty ? scenario.replica.displayName : scenario.replica.displayName + " — " + name
    // Filtering copies every record (retaining its strings): a Pop test's
    // thousands of calls, in a run that draws no picture, need not pay it.
    let timelineRecords =
      records.contains(where: Self.isPictureSample) ? records.filter { !Self.isPictureSample($0) } : records
    return TimelineInput(
      title: title, records: timelineRecords, end: end,
      expectations: results.map {
        TimelineExpectation(line: $0.line, text: $0.text, time: $0.time, passed: $0.passed, detail: $0.detail)
      })
  }

  /// A sample for the page's picture, not for the timeline. Told by its
  /// name's bytes: a `String` prefix test would compare characters.
  static func isPictureSample(_ record: TraceRecord) -> Bool {
    guard case .observed(let name, _) = record.event else { return false }
    return TraceName.starts(name, with: ScenarioRunner.picturePrefix)
  }
}
