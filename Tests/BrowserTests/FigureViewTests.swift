import Foundation
import TestSupport
import Testing

/// Figures as a reader sees them, in headless Chromium
/// (scripts/browser-figures.mjs): readable text at the article's width,
/// the same size on a phone (scrolling sideways inside the figure, not the
/// page), Enlarge with zoom, and the guide every figure links to.
@Suite("Figures people can read", .serialized, .tags(.chromium, .node, .wasmToolchain))
struct FigureViewTests {
  struct Report: Decodable {
    struct Smallest: Decodable {
      let size: Double
      let `where`: String
    }
    struct Tools: Decodable {
      let id: String
      let enlarge: Bool
      let guide: String
    }
    struct Viewer: Decodable {
      let opened: Double
      let zoomedIn: Double
      let actual: Double
      let enlargedWidth: Double
      let sourceWidth: Double
      let duplicateIds: Int
      let closed: Bool
      let focusReturned: Bool
    }
    struct Phone: Decodable {
      let pageWidth: Int
      let window: Int
      let drawingWidth: Int
      let figureScrolls: Bool
    }
    struct Guide: Decodable {
      let edges: [String]
      let samples: Int
      let figure: Bool
      let text: Int
    }
    let timelineText: Smallest
    let tools: [Tools]
    let viewer: Viewer
    let phone: Phone
    let phoneTimelineText: Smallest
    let consoleErrors: [String]
    let guide: Guide
    let guideRun: String
    let guideConsoleErrors: [String]
  }

  @Test(
    "an article's figures are readable at 1280 px and on a phone, enlarge and zoom, and link to the guide")
  func readableFigures() throws {
    let driven = try BrowserSite.drive(
      "browser-figures.mjs", ["articles/mbprogresshud.html", "shots/figures"])
    #expect(driven.status == 0, "\(driven.stderr)")
    let report = try JSONDecoder().decode(Report.self, from: Data(driven.stdout.utf8))

    // Timeline text is drawn one to one at the article's width.
    #expect(report.timelineText.size >= 12, "\(report.timelineText)")

    // Every figure has both tools; the guide link goes to its section.
    #expect(report.tools.count >= 10)
    for figure in report.tools {
      #expect(figure.enlarge, "\(figure.id)")
      #expect(
        figure.guide.hasSuffix("/figures.html#timelines") || figure.guide.hasSuffix("/figures.html#graphs"),
        "\(figure.id): \(figure.guide)")
    }

    // The viewer opens at least at the figure's size, zooms, shows 1:1 at
    // the figure's own size, carries no duplicate ids, closes and gives
    // the focus back.
    #expect(report.viewer.opened >= 1)
    #expect(report.viewer.zoomedIn > report.viewer.opened)
    #expect(report.viewer.actual == 1)
    #expect(abs(report.viewer.enlargedWidth - report.viewer.sourceWidth) < 1)
    #expect(report.viewer.duplicateIds == 0)
    #expect(report.viewer.closed && report.viewer.focusReturned)

    // A phone: the drawing keeps its width and text, the figure scrolls,
    // the page does not.
    #expect(report.phone.pageWidth <= report.phone.window, "\(report.phone)")
    #expect(report.phone.drawingWidth == 736)
    #expect(report.phone.figureScrolls)
    #expect(report.phoneTimelineText.size >= 12)
    #expect(report.consoleErrors.isEmpty, "\(report.consoleErrors)")

    // The guide draws every kind of edge and node, and its example runs.
    for kind in ["call", "override", "schedules", "fires", "invalidates", "inherits", "transition"] {
      #expect(report.guide.edges.contains(kind), "\(report.guide.edges)")
    }
    #expect(report.guide.samples >= 20)
    #expect(report.guide.figure && report.guide.text > 200)
    #expect(report.guideRun.contains("passed"), "\(report.guideRun)")
    #expect(report.guideConsoleErrors.isEmpty, "\(report.guideConsoleErrors)")
  }
}
