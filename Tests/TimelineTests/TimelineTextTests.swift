import SimKernel
import Testing
import Timelines

@Suite("Timeline text rendering")
struct TimelineTextTests {
  typealias F = TimelineFixtures

  func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test(
    "every line fits the width, ends without spaces, and the text ends with a newline",
    arguments: [60, 80, 120])
  func fits(width: Int) throws {
    let inputs = [
      try F.hudInput(), TimelineInput(title: "work", records: try F.workTrace()),
      TimelineInput(title: "poll", records: try F.repeatingTrace()), try F.smallInput(),
      TimelineInput(title: String(repeating: "long title ", count: 20), records: []),
    ]
    for input in inputs {
      let text = renderTimeline(input, as: .text(width: width))
      #expect(text.hasSuffix("\n"))
      for line in lines(text).dropLast() {
        #expect(line.count <= width, "\(line.count) > \(width): \(line)")
        #expect(!line.hasSuffix(" "), "trailing space: \(line)")
      }
    }
  }

  @Test("at 80 columns a column is 25 ms and the rows show what happened")
  func hudRows() throws {
    let text = renderTimeline(try F.hudInput(), as: .text())
    let rows = lines(text)
    #expect(rows[0] == "MBProgressHUD 1.2.0 — min show time waits for a drag")
    #expect(rows[1] == "0 to 1.5 s, 1 column = 25 ms")
    for row in [
      "tracking         │                        ░░░░░░░░░░░░░░░░░░░░░",
      "HUD calls        │| |     |   |               |               |",
      "graceTimer (1)   │==✕",
      "graceTimer (2)   │        ====●",
      "minShowTimer     │            ====================~~~~~~~~~~~~●",
      "animateIn        │            ========]",
      "animateOut       │                                            ========]",
      "HUD.visible      │▁▁▁▁▁▁▁▁▁▁▁▁████████████████████████████████████████▁▁▁▁▁▁▁▁▁",
      "expectations     │      ✓                                         ✗",
      "                 └┬───────┬───────┬───────┬───────┬───────┬───────┬───────┬────",
      "                  0       0.2     0.4     0.6     0.8     1       1.2     1.4",
    ] {
      #expect(rows.contains(row), "missing row: \(row)")
    }
    let curve = try #require(rows.first { $0.hasPrefix("HUD.visibleAlpha │") })
    #expect(curve.hasSuffix("█▇▆▅▄▂▁▁▁▁▁▁▁▁▁▁"))
  }

  @Test("the event table lists the important events and the expectations in time order")
  func eventTable() throws {
    let rows = lines(renderTimeline(try F.hudInput(), as: .text(width: 80)))
    let table = try #require(rows.firstIndex(of: "time  event       subject"))
    let expected = [
      "   0  observe     HUD.visible  = false",
      "   0  call        HUD.show(animated:)",
      "   0  schedule    graceTimer#9  due 0.1, once, common modes",
      "0.05  call        HUD.hide(animated:)",
      "0.05  invalidate  graceTimer#9",
      "0.15  PASS        line 12: HUD.visible stays false",
    ]
    #expect(Array(rows[(table + 1)...].prefix(expected.count)) == expected)
    for row in [
      " 1.1  fire        minShowTimer#13  late by 0.3 s (due 0.8)",
      " 1.2  FAIL        line 18: HUD.visible is false 0.5 s after hide",
      "                  HUD.visible was true",
      "   -  PASS        line 20: no timer is left",
    ] {
      #expect(rows.contains(row), "missing row: \(row)")
    }
    #expect(!rows.contains { $0.contains("HUD.visibleAlpha  =") })
  }

  @Test("a repeating timer fired late during tracking shows the overdue stretch")
  func lateRepeatingTimer() throws {
    let rows = lines(
      renderTimeline(TimelineInput(title: "poll", records: try F.repeatingTrace()), as: .text()))
    #expect(rows[1] == "0 to 0.5 s, 1 column = 10 ms")
    #expect(rows.contains("poll     │==========~~~~~~~~~~~~~~~~~~~~~~~~~●====●=========●"))
    #expect(rows.contains("tracking │     ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░"))
  }

  @Test("pending, cancelled and finished spans have their own end marks, with a legend")
  func endMarks() throws {
    let text = renderTimeline(TimelineInput(title: "work", records: try F.workTrace()), as: .text())
    let rows = lines(text)
    #expect(rows.contains { $0.hasPrefix("watchdog ") && $0.hasSuffix("=>") })
    #expect(rows.contains { $0.hasPrefix("HUD.cleanUp") && $0.hasSuffix("=✕") })
    #expect(rows.contains { $0.hasPrefix("work ") && $0.hasSuffix("=]") })
    #expect(
      text.contains("> pending") && text.contains("] finished") && text.contains("✕ invalidated/cancelled"))
    #expect(!text.contains("~ overdue"))
  }

  @Test("an empty trace still renders a header, an axis and 'No events.'")
  func empty() {
    let text = renderTimeline(TimelineInput(title: "nothing", records: []), as: .text(width: 60))
    #expect(
      text == """
        nothing
        0 to 0 s
        Nothing happened.

               └┬
                0

        No events.

        """)
  }

  @Test("a width below the minimum is drawn at the minimum")
  func narrow() throws {
    let text = renderTimeline(try F.hudInput(), as: .text(width: 10))
    #expect(lines(text).allSatisfy { $0.count <= TimelineText.minimumWidth })
  }
}
