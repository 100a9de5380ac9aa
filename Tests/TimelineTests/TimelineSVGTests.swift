import SimKernel
import Testing
import Timelines

@Suite("Timeline SVG")
struct TimelineSVGTests {
  typealias F = TimelineFixtures

  @Test("the SVG is well formed, titled, described, without scripts, its ids unique")
  func wellFormed() throws {
    let inputs = [
      try F.hudInput(), try F.smallInput(), TimelineInput(title: "work <&> 'x'", records: try F.workTrace()),
      TimelineInput(title: "poll", records: try F.repeatingTrace()),
      TimelineInput(title: "nothing", records: []),
    ]
    for input in inputs {
      let svg = renderTimeline(input, as: .svg(width: 800))
      #expect(
        TimelineSyntax.xmlProblem(svg) == nil, "\(input.title): \(TimelineSyntax.xmlProblem(svg) ?? "")")
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 800 "))
      #expect(svg.contains("\n  <title>") && svg.contains("\n  <desc>"))
      #expect(!svg.contains("<script"))
      let ids = TimelineSyntax.ids(svg)
      #expect(Set(ids).count == ids.count, "duplicate ids in \(input.title)")
      #expect(!svg.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }
  }

  @Test("the checker finds unbalanced tags and bare ampersands")
  func checker() {
    #expect(TimelineSyntax.xmlProblem("<a><b/>x &amp; y</a>") == nil)
    #expect(TimelineSyntax.xmlProblem("<a><b></a>") != nil)
    #expect(TimelineSyntax.xmlProblem("<a>x & y</a>") != nil)
    #expect(TimelineSyntax.xmlProblem("<a>") != nil)
  }

  @Test("timers, observables, calls and expectations have their ids and classes")
  func elements() throws {
    let svg = renderTimeline(try F.hudInput(), as: .svg(width: 960))
    for fragment in [
      "<title>MBProgressHUD 1.2.0 — min show time waits for a drag</title>",
      "<desc>3 timers: graceTimer (1) invalidated; graceTimer (2) fired; minShowTimer fired late.",
      "<g id=\"timer-graceTimer\" class=\"lane timer\">",
      "<g id=\"timer-graceTimer-1\" class=\"span timer invalidated\">",
      "<rect class=\"timer invalidated\"", "<path class=\"marker invalidated\"",
      "<g id=\"timer-minShowTimer-1\" class=\"span timer fired late\">",
      "<rect class=\"timer fired late\"", "<rect class=\"overdue\"", "<line class=\"due\"",
      "<circle class=\"marker fired\"",
      "<g id=\"observable-HUD-visibleAlpha\" class=\"lane observable numeric\">",
      "<polyline class=\"observable numeric\" points=\"",
      "<g id=\"observable-HUD-visible\" class=\"lane observable flag\">",
      "<rect class=\"observable flag on\"",
      "<line id=\"call-HUD-show-animated\" class=\"call\"",
      "<title>0 s HUD.show(animated:) on main</title>",
      "<g id=\"expectation-line-12\" class=\"expectation pass\">",
      "<g id=\"expectation-line-18\" class=\"expectation fail\">",
      "<title>FAIL line 18: HUD.visible is false 0.5 s after hide (at 1.2 s) — HUD.visible was true</title>",
      "<rect id=\"mode-tracking\" class=\"mode tracking finished\"",
      "<text class=\"tick-label\" x=\"208\" y=\"",
      "@media (prefers-color-scheme:dark){",
    ] {
      #expect(svg.contains(fragment), "missing \(fragment)")
    }
  }

  @Test("the numeric curve stays within its row, in tenths of a pixel at most")
  func curvePoints() throws {
    let svg = renderTimeline(try F.hudInput(), as: .svg(width: 960))
    let line = try #require(
      svg.split(separator: "\n").first { $0.contains("<polyline class=\"observable numeric\"") })
    let points = try #require(line.split(separator: "\"").dropFirst(3).first)
    let coordinates = points.split(separator: " ").flatMap { $0.split(separator: ",") }
    #expect(coordinates.count > 40)
    for coordinate in coordinates {
      #expect(Double(coordinate) != nil)
      #expect(
        coordinate.split(separator: ".").last.map { coordinate.contains(".") ? $0.count == 1 : true } == true)
    }
    let ys = stride(from: 1, to: coordinates.count, by: 2).compactMap { Double(coordinates[$0]) }
    #expect((ys.max() ?? 0) - (ys.min() ?? 0) == 32)
  }

  @Test("a figure drawn for a page (without the event table) is the SVG of the whole model")
  func drawnWithoutEvents() throws {
    for input in [try F.hudInput(), TimelineInput(title: "work", records: try F.workTrace())] {
      let whole = TimelineSVG.render(TimelineModel(input), width: 736, idPrefix: "f-")
      #expect(renderTimeline(input, as: .svg(width: 736, idPrefix: "f-")) == whole)
      #expect(TimelineSVG.renderWithAxis(input, width: 736, idPrefix: "f-").svg == Array(whole.utf8))
    }
  }
}
