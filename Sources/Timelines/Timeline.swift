import SimKernel

/// The renderings of a timeline; see `renderTimeline(_:as:)`.
public enum TimelineFormat: Equatable, Sendable {
  /// Plain text for a terminal, `width` columns wide (at least
  /// `TimelineText.minimumWidth`).
  case text(width: Int = 80)
  /// The model as a stable JSON document (`TimelineJSON`).
  case json
  /// A Chrome Trace Event file for Perfetto or `chrome://tracing`.
  case chromeTrace
  /// A standalone SVG image `width` pixels wide (at least
  /// `TimelineSVG.minimumWidth`), every element id starting with
  /// `idPrefix` (so that several timelines can share one page).
  case svg(width: Int = TimelineSVG.defaultWidth, idPrefix: String = "")
}

/// Draws one run as a timeline. A pure function: the same input gives the
/// same bytes, natively and in WebAssembly. To draw several formats of one
/// run, build a `TimelineModel` once and call the renderers directly.
public func renderTimeline(_ input: TimelineInput, as format: TimelineFormat) -> String {
  switch format {
  case .text(let width): return TimelineText.render(TimelineModel(input), width: width)
  case .json: return TimelineJSON.render(TimelineModel(input))
  case .chromeTrace: return TimelineChromeTrace.render(TimelineModel(input))
  case .svg(let width, let idPrefix):
    return TimelineSVG.render(TimelineModel(drawing: input), width: width, idPrefix: idPrefix)
  }
}
