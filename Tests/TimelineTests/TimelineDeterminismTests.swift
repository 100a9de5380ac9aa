import SimKernel
import Testing
import Timelines

@Suite("Timeline determinism")
struct TimelineDeterminismTests {
  typealias F = TimelineFixtures

  @Test(
    "two runs of the same scenario render the same bytes in every format",
    arguments: [TimelineFormat.text(width: 80), .text(width: 60), .json, .chromeTrace, .svg(width: 960)])
  func sameBytes(format: TimelineFormat) throws {
    let first = renderTimeline(try F.hudInput(), as: format)
    let second = renderTimeline(try F.hudInput(), as: format)
    #expect(first.utf8.elementsEqual(second.utf8))
    let work = TimelineInput(title: "work", records: try F.workTrace())
    #expect(renderTimeline(work, as: format) == renderTimeline(work, as: format))
  }

  @Test("the renderers draw a model as renderTimeline does")
  func modelEntryPoints() throws {
    let input = try F.hudInput()
    let model = TimelineModel(input)
    #expect(TimelineText.render(model, width: 100) == renderTimeline(input, as: .text(width: 100)))
    #expect(TimelineJSON.render(model) == renderTimeline(input, as: .json))
    #expect(TimelineChromeTrace.render(model) == renderTimeline(input, as: .chromeTrace))
    #expect(TimelineSVG.render(model, width: 700) == renderTimeline(input, as: .svg(width: 700)))
  }
}
