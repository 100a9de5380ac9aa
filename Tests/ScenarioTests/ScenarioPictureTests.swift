import Foundation
import ScenarioCatalog
import ShippedCatalogs
import Testing
import Timelines

@testable import Scenarios
@testable import SimKernel

/// The page's picture of a run (`ScenarioPage.picture`): a scroll view for
/// runs that recorded an offset (MJRefresh's figures), the HUD otherwise.
@Suite("The picture a figure's scrubber replays")
struct ScenarioPictureTests {
  static func record(_ seq: Int, _ milliseconds: Int64, _ name: String, _ value: TraceValue) -> TraceRecord {
    TraceRecord(seq: seq, time: .milliseconds(milliseconds), event: .observed(name: name, value: value))
  }

  @Test("a run with an offset gets the scroll picture: one keyframe per time, the last value at a time wins")
  func scrollPicture() {
    let records = [
      Self.record(1, 0, "picture.shownOffset", .double(0)),
      Self.record(2, 0, "picture.insetTop", .double(0)),
      Self.record(3, 0, "picture.rows", .int(20)),
      Self.record(4, 0, "picture.headerState", .string("idle")),
      Self.record(5, 0, "picture.stateText", .string("Pull down to refresh")),
      Self.record(6, 0, "picture.spinning", .bool(false)),
      // Not the picture's: a HUD's observable and a kernel event.
      Self.record(7, 0, "alpha", .double(1)),
      TraceRecord(seq: 8, time: .milliseconds(10), event: .note("touch")),
      Self.record(9, 100, "picture.shownOffset", .double(-30)),
      Self.record(10, 100, "picture.shownOffset", .double(-60.5)),
      Self.record(11, 100, "picture.headerState", .string("pulling")),
      Self.record(12, 250, "picture.arrowAngle", .double(-3.14159)),
      Self.record(13, 400, "shownOffset", .double(-54)),
      Self.record(14, 400, "picture.spinning", .bool(true)),
    ]
    let picture = ScenarioPage.picture(records, kind: .scrollView, observables: []).compact
    #expect(
      picture
        == #"{"kind":"scroll","t":[0,100000000,250000000,400000000],"#
        + #""shownOffset":[0,-60.5,-60.5,-54],"insetTop":[0,0,0,0],"rows":[20,20,20,20],"#
        + #""headerState":["idle","pulling","pulling","pulling"],"#
        + #""stateText":["Pull down to refresh","Pull down to refresh","Pull down to refresh","#
        + #""Pull down to refresh"],"arrowAngle":[null,null,-3.1416,-3.1416],"#
        + #""spinning":[false,false,false,true]}"#)
  }

  @Test("the model offset alone is enough for the scroll picture")
  func modelOffset() {
    let records = [
      Self.record(1, 0, "picture.offset", .double(-20)),
      Self.record(2, 50, "picture.contentHeight", .double(880)),
    ]
    #expect(
      ScenarioPage.picture(records, kind: .scrollView, observables: []).compact
        == #"{"kind":"scroll","t":[0,50000000],"offset":[-20,-20],"contentHeight":[null,880]}"#)
  }

  @Test("a HUD's stage gets the HUD picture, even with scroll-view samples recorded")
  func hudWithoutOffset() {
    let records = [
      Self.record(1, 0, "alpha", .double(0)),
      Self.record(2, 0, "picture.stateText", .string("Loading")),
      Self.record(3, 300, "alpha", .double(1)),
      Self.record(4, 300, "picture.offset", .double(-20)),
    ]
    #expect(
      ScenarioPage.picture(records, kind: .hud, observables: ["alpha"]).compact
        == #"{"t":[0,300000000],"opacity":[0,1],"scale":[1,1]}"#)
  }

  @Test("a stage without a picture of its own, or a scroll view that recorded no offset, gets the values")
  func values() {
    let records = [
      Self.record(1, 0, "count", .int(0)),
      Self.record(2, 0, "alpha", .double(0.123456)),
      Self.record(3, 300, "count", .int(1)),
      Self.record(4, 300, "picture.stateText", .string("Loading")),
      Self.record(5, 400, "label", .string("Done")),
    ]
    let values =
      #"{"kind":"values","t":[0,300000000,400000000],"count":[0,1,1],"alpha":[0.1235,0.1235,0.1235],"#
      + #""label":[null,null,"Done"]}"#
    for kind in [ReplicaPictureKind.values, .scrollView, .boxes] {
      #expect(
        ScenarioPage.picture(records, kind: kind, observables: ["count", "alpha", "hidden", "label"]).compact
          == values, "\(kind)")
    }
    #expect(
      ScenarioPage.picture(records, kind: .values, observables: []).compact
        == #"{"kind":"values","t":[]}"#)
  }

  @Test("a replica script, which has no stage, gets the values of what it watches; a HUD stage its bezel")
  func replicaScript() throws {
    let watching = try ScenarioParser.parse(
      """
      replica MBProgressHUD 1.2.0
      at 0.1 {
        let hud = MBProgressHUD.showHUDAddedTo(root, animated: true)
      }
      expect never root.subviews.count > 1
      run until 0.5
      """
    ).run()
    let picture = ScenarioPage.picture(watching).compact
    #expect(picture == #"{"kind":"values","t":[0],"root.subviews.count > 1":[false]}"#, "\(picture)")
    let hud = try ScenarioParser.parse("hud MBProgressHUD 1.2.0\nat 0 showAnimated true\nrun until 0.5").run()
    #expect(ScenarioPage.picture(hud).compact.hasPrefix(#"{"t":[0,"#))
  }

  @Test("a HUD scenario's picture is what it was before the scroll picture")
  func hudScenarioUnchanged() throws {
    let source = try String(
      contentsOf: ScenarioFiles.packageRoot.appendingPathComponent(
        "scenarios/mbprogresshud-hide-during-zoom-in.scenario"),
      encoding: .utf8)
    let run = try ScenarioParser.parse(source).run()
    #expect(ScenarioPage.picture(run).compact == Self.zoomInPicture)
  }

  /// `mbprogresshud-hide-during-zoom-in`'s picture as the HUD-only code
  /// made it before the scroll picture existed (from the page engine in
  /// wasm). Its numbers are to four decimals, as a reader sees them: the
  /// picture is only drawn, so the samples' other digits stay in the trace.
  static let zoomInPicture =
    #"{"t":[0,16666666,33333333,50000000,66666666,83333333,100000000,116666666,133333333,"#
    + #"150000000,166666666,183333333,200000000,216666666,233333333,250000000,266666666,283333333,"#
    + #"300000000,316666666,333333333,350000000,366666666,383333333,400000000],"opacity":[0,0.0942,"#
    + #"0.2738,0.4551,0.6079,0.7258,0.8122,0.7357,0.5898,0.4425,0.3185,0.2227,0.1525,0.1028,0.0684,"#
    + #"0.0451,0.0295,0.0191,0.0123,0.0079,0.0051,0.0032,0.002,0.0013,0],"scale":[0.5,0.5471,"#
    + #"0.6369,0.7276,0.8039,0.8629,0.9061,0.8678,0.7949,0.7213,0.6592,0.6114,0.5763,0.5514,0.5342,"#
    + #"0.5225,0.5147,0.5096,0.5062,0.504,0.5025,0.5016,0.501,0.5006,0.5]}"#
}
