import Diagnostics
import Scenarios
import ShippedCatalogs
import SimKernel
import Testing

/// What the MJRefresh scene gives scripts so that the example app's demos
/// can be restated: the app's code inside the refreshing blocks, the
/// library's setters the demos call, a subclass's own height, and the
/// values the demos change on screen.
@Suite("MJRefresh's scene for the example app's demos")
struct MJRefreshSceneTests {
  static func run(_ source: String) throws -> ScenarioRun {
    try ScenarioParser.parse(source).run()
  }

  /// The picture a figure's page gets for `source`, as the page's
  /// document holds it: `{"kind":…`, up to the end of the document.
  static func picture(_ source: String) throws -> Substring {
    let page = ScenarioPage.output(
      source: source, overrides: "", title: "t", idPrefix: "t-", replicas: ReplicaRegistry.catalogs)
    let start = try #require(page.range(of: "\"picture\":")?.upperBound, "\(page.prefix(200))")
    return page[start...]
  }

  static func failures(_ run: ScenarioRun) -> String {
    run.results.filter { !$0.passed }.map { "\($0.line): \($0.text) — \($0.detail)" }.joined(separator: "; ")
      + (run.stopped ?? "")
  }

  @Test("a block installed on a refreshing block runs after the block reports itself")
  func refreshingCallback() throws {
    let run = try Self.run(
      """
      hud MJRefresh 3.7.9
      set header = normal, rows = 5
      at 0 {
        on stage.headerRefreshing {
          check stage.headerState == .refreshing
          after 0.5 {
            stage.appendRows(5)
            stage.endRefreshing(.header)
          }
        }
        stage.beginRefreshing(.header)
      }
      run until 1.5
      expect headerRefreshing called once
      expect rows = 5 at 0.7
      expect rows = 10 at 0.8
      expect headerState = idle at 0.8
      """)
    #expect(run.passed, "\(Self.failures(run))")
    let events = run.records.map { "\($0.event)" }
    let reported = try #require(events.firstIndex { $0.contains("headerRefreshing") })
    let scheduled = try #require(events.firstIndex { $0.contains("after") && $0.contains("due") })
    #expect(reported < scheduled, "the app's code runs inside the reported block, after it")
  }

  @Test("a component's own height is the inset it takes, as a subclass's prepare sets it")
  func ownHeight() throws {
    let run = try Self.run(
      """
      hud MJRefresh 3.7.9
      set footer = auto, rows = 5
      set footerHeight = 50
      set header = base
      set headerHeight = 50
      at 0 beginRefreshing header
      run until 1
      expect insetBottom = 50 at 0
      expect insetTop = 50 at 0.5
      expect never stage.footerHeight != 50
      """)
    #expect(run.passed, "\(Self.failures(run))")
  }

  /// Half the header's 54 points pulled is frame 60 × 0.5 = 30 from zero:
  /// the 31st image, named as the app's loop from 1 names it.
  @Test("frames are named as the example app loads them, and the pull picks the idle frame")
  func gifFrames() throws {
    let run = try Self.run(
      """
      hud MJRefresh 3.7.9
      set header = gif
      at 0 {
        stage.setImages("dropdown_anim__000", count: 60, forState: .idle)
        stage.setImages("dropdown_loading_0", count: 3, forState: .refreshing)
      }
      at 0 beginPan
      at 0 panTo -27
      at 1 beginRefreshing header
      run until 2
      expect gifImage = "dropdown_anim__00031" at 0.5
      expect gifImage = "dropdown_loading_01" at 1.05
      expect gifImage = "dropdown_loading_02" at 1.15
      """)
    #expect(run.passed, "\(Self.failures(run))")
  }

  @Test("titles, the label's tap, hiding, and the end-refreshing completion")
  func footerPieces() throws {
    let run = try Self.run(
      """
      hud MJRefresh 3.7.9
      set footer = autoState, rows = 5, automaticallyRefresh = false
      at 0 setTitle "Tap me" forState idle on footer
      at 0 setTitle "Busy" forState refreshing on footer
      at 1 tapFooterLabel
      at 2 endRefreshingWithCompletion footer
      at 3 set footerHidden = true
      run until 4
      expect footerText = "Tap me" at 0.5
      expect footerText = "Busy" at 1.5
      expect footerRefreshing called once by 1
      expect endRefreshingCompletion called once by 2.1
      expect insetBottom = 44 at 2.5
      expect insetBottom = 0 at 3.5
      expect footerHidden = true at 3.5
      """)
    #expect(run.passed, "\(Self.failures(run))")
  }

  @Test("a state that is not a state is an error at its place, with a suggestion")
  func unknownState() throws {
    #expect {
      try ScenarioParser.parse(
        """
        hud MJRefresh 3.7.9
        set header = normal
        at 0 setTitle "x" forState refresing
        """)
    } throws: { error in
      guard let diagnostic = error as? Diagnostic else { return false }
      return diagnostic.line == 3 && diagnostic.message == "unknown forState value 'refresing'"
        && diagnostic.fix?.replacement == "refreshing"
    }
  }

  @Test("a trailer puts the horizontal collection on screen, and the finger and offsets go along x")
  func trailer() throws {
    let source = """
      hud MJRefresh 3.7.9
      set trailer = normal, pages = 3
      observe trailerState, offset, insetRight
      at 0 scrollTo 750
      at 0.5 beginPan
      at 0.5 panTo 820
      at 0.6 endPan
      at 0.7 endRefreshing trailer
      run until 1.5
      expect offset = 750 at 0.4
      expect trailerState = pulling at 0.55
      expect trailerState = refreshing at 0.65
      expect insetRight = 60 at 0.69
      expect trailerRefreshing called once
      expect trailerState = idle at 0.8
      expect insetRight = 0 at 1.4
      expect never stage.inWindow == false
      """
    let run = try Self.run(source)
    #expect(run.passed, "\(Self.failures(run))")
    let picture = try Self.picture(source)
    #expect(picture.hasPrefix("{\"kind\":\"pages\""), "\(picture.prefix(80))")
    #expect(picture.contains("\"contentWidth\":[1125"))
    #expect(!picture.contains("shownOffset\""), "the table is not sampled")
  }

  @Test("a table's run samples the table's picture and nothing of the collection")
  func tablePicture() throws {
    let picture = try Self.picture(
      """
      hud MJRefresh 3.7.9
      set header = normal
      at 0 beginRefreshing header
      run until 1
      """)
    #expect(picture.hasPrefix("{\"kind\":\"scroll\""), "\(picture.prefix(80))")
    #expect(!picture.contains("shownOffsetX") && !picture.contains("trailerState"))
  }

  @Test("the wall clock the last-update text reads can be set, and a date it does not have is an error")
  func clock() throws {
    let run = try Self.run(
      """
      hud MJRefresh 3.7.9
      set header = normal, clock = "2024-03-26 23:59:59"
      at 0 beginRefreshing header
      at 1.5 endRefreshing header
      run until 2
      expect timeText = "Last update: No record" at 1
      expect timeText = "Last update: Today 00:00" at 1.9
      expect never stage.clock != "2024-03-26 23:59:59"
      """)
    #expect(run.passed, "\(Self.failures(run))")
    #expect {
      try ScenarioParser.parse(
        """
        hud MJRefresh 3.7.9
        set header = normal
        set clock = "2024-02-30 12:00"
        """)
    } throws: { error in
      guard let diagnostic = error as? Diagnostic else { return false }
      return diagnostic.line == 3 && diagnostic.column == 13
        && diagnostic.message.hasSuffix("a date the calendar has: not \"2024-02-30 12:00\"")
    }
    let computed = try Self.run(
      """
      hud MJRefresh 3.7.9
      at 0 {
        let text = "2024-13-01 00:00"
        stage.clock = text
      }
      run until 1
      """)
    let stopped = computed.stopped ?? "no stop"
    #expect(stopped.contains("not \"2024-13-01 00:00\""), "\(stopped)")
  }
}
