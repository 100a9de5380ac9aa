import SimKernel

/// A trace turned into what a timeline shows: lanes of spans, curves and
/// ticks on one time axis, the run-loop mode spans, the expectations and
/// the table of important events.
///
/// Every renderer draws this model rather than the trace, so the terminal,
/// the JSON, the Chrome trace and the SVG always agree on what happened.
public struct TimelineModel: Equatable, Sendable {
  public var title: String
  /// The axis starts at zero, where the kernel's clock starts.
  public var start: VirtualTime
  /// The latest of the input's end, the last record and the expectations.
  public var end: VirtualTime
  /// In display order: calls, timers, performs, `asyncAfter` blocks,
  /// background work, animations, observables; within a kind, in order of
  /// first appearance.
  public var lanes: [TimelineLane]
  /// When the main run loop was in another mode than `default` (scroll
  /// tracking), each span labelled with the mode.
  public var modes: [TimelineSpan]
  public var expectations: [TimelineMarker]
  public var events: [TimelineEvent]
  /// One paragraph saying what happened, with exact times: the SVG's
  /// `<desc>`, the hover over its header, and the JSON.
  public var summary: String
  /// The same paragraph with times as a reader reads them (`0.783 s`):
  /// the SVG's header and the text rendering.
  public var readableSummary: String
}

extension TimelineModel {
  public init(_ input: TimelineInput) {
    self = TimelineModelBuilder(input, tabulatingEvents: true).build()
  }

  /// The model without its event table, which no figure shows and which
  /// holds a row per call: what an SVG is drawn from.
  init(drawing input: TimelineInput) {
    self = TimelineModelBuilder(input, tabulatingEvents: false).build()
  }

  /// The length of the axis, at least one nanosecond so that an empty
  /// trace still has a scale.
  var span: Int64 { max(end.nanoseconds.saturatingSubtracting(start.nanoseconds), 1) }
}

/// An expectation placed on the timeline, with its element id.
public struct TimelineMarker: Equatable, Sendable {
  /// e.g. `expectation-line-12`.
  public var id: String
  public var expectation: TimelineExpectation

  public init(id: String, expectation: TimelineExpectation) {
    self.id = id
    self.expectation = expectation
  }
}
