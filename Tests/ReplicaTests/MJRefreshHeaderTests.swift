import ReplicaSupport
import Replicas
import SimKernel
import Testing

/// MJRefresh 3.7.9's headers on a table in a window: the pull, the
/// refresh, its end and the last-updated text, with exact offsets and
/// virtual times.
@Suite("MJRefresh 3.7.9 headers")
struct MJRefreshHeaderTests {
  func header(_ scene: MJScene, _ log: MJCallbackLog) -> MJRefreshNormalHeader {
    let header = MJRefreshNormalHeader(kernel: scene.kernel, refreshingBlock: log.block("refreshingBlock"))
    scene.table.mj_header = header
    return header
  }

  @Test(
    "attached: index 0, 54 tall above the content, Idle, English texts, no record yet; durations set after prepare"
  )
  func attach() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    try scene.run(until: 100)
    #expect(scene.table.subviews.first === header)
    #expect(header.frame == Rect(x: 0, y: -54, width: 375, height: 54))
    #expect(header.state == .idle)
    #expect(header.stateLabel.text == "Pull down to refresh")
    #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")
    #expect(header.stateLabel.frame == Rect(x: 0, y: 0, width: 375, height: 27))
    #expect(header.lastUpdatedTimeLabel.frame == Rect(x: 0, y: 27, width: 375, height: 27))
    #expect(header.fastAnimationDuration == 0.25)
    #expect(header.slowAnimationDuration == 0.4)
    #expect(scene.table.alwaysBounceVertical)
    #expect(header.loadingView.isHidden && !header.loadingView.isAnimating)
    #expect(!header.arrowView.isHidden && header.arrowView.frame.size == Size(width: 15, height: 40))
    // The lazy subviews, in the order the original makes them: the time
    // label first (Header's prepare sets the key, which StateHeader renders).
    #expect(
      header.subviews.map { $0.ref.label } == [
        "lastUpdatedTimeLabel", "stateLabel", "loadingView", "arrowView",
      ])
    #expect(header.ignoredScrollViewContentInsetTop == 0)
    #expect(header.lastUpdatedTimeKey == "MJRefreshHeaderLastUpdatedTimeKey")
  }

  @Test("prepare and the first setState run with both durations 0")
  func durationsDuringPrepare() {
    final class Probe: MJRefreshNormalHeader {
      var seen: [Double] = []
      override func prepare() {
        super.prepare()
        seen += [fastAnimationDuration, slowAnimationDuration]
      }
      override func setState(_ state: MJRefreshState) {
        seen += [fastAnimationDuration, slowAnimationDuration]
        super.setState(state)
      }
    }
    let kernel = Kernel()
    let probe = Probe(kernel: kernel)
    #expect(probe.seen == [0, 0, 0, 0])
    #expect(probe.fastAnimationDuration == 0.25)
  }

  @Test("a short pull stays Idle: the percent follows, the release bounces back, nothing refreshes")
  func shortPull() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    try scene.run(until: 100)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: -27))
    #expect(header.state == .idle)
    #expect(header.pullingPercent == 0.5)
    scene.table.pan(toOffset: Point(x: 0, y: -54))
    #expect(header.state == .idle)
    #expect(header.pullingPercent == 1)
    scene.table.liftFinger()
    try scene.run(until: 2000)
    #expect(scene.table.contentOffset.y == 0)
    #expect(header.state == .idle)
    #expect(header.pullingPercent == 0)
    #expect(log.entries.isEmpty)
    #expect(scene.states(header) == ["0 idle"])
  }

  @Test(
    "past −54 while dragging: Pulling, the title changes and the arrow turns to 0.000001 − π over 0.25 s; back at −54: Idle"
  )
  func pulling() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    try scene.run(until: 100)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: -54.5))
    #expect(header.state == .pulling)
    #expect(header.stateLabel.text == "Release to refresh")
    #expect(header.arrowView.rotation == 0.000_001 - Double.pi)
    #expect(header.arrowView.presentationValue(.rotation) == 0)
    try scene.run(until: 350)
    #expect(header.arrowView.presentationValue(.rotation) == 0.000_001 - Double.pi)
    scene.table.pan(toOffset: Point(x: 0, y: -54))
    #expect(header.state == .idle)
    #expect(header.stateLabel.text == "Pull down to refresh")
    #expect(header.arrowView.rotation == 0)
    #expect(scene.states(header) == ["0 idle", "0.1 pulling", "0.35 idle"])
  }

  @Test(
    "released while Pulling: Refreshing at the first bounce frame, inset top 54 and offset −54 in a 0.25 s animation, then the block"
  )
  func release() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    header.beginRefreshingCompletionBlock = log.block("beginRefreshingCompletionBlock")
    try scene.run(until: 1000)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: -60))
    scene.table.liftFinger()
    // The pan's end is seen while dragging; the release only at the bounce.
    #expect(header.state == .pulling)
    try scene.run(until: 1016)
    #expect(header.state == .pulling)
    try scene.run(until: 1017)
    #expect(scene.states(header).last == "1.016666666 refreshing")
    #expect(scene.table.contentInset.top == 54)
    #expect(scene.table.contentOffset.y == -54)
    #expect(header.insetTDelta == -54)
    #expect(header.pullingPercent == 1)
    #expect(header.stateLabel.text == "Loading...")
    #expect(header.loadingView.isAnimating && !header.loadingView.isHidden)
    #expect(header.arrowView.isHidden)
    // Each layer calls super first: the state is stored, then the header
    // moves the inset, then the label changes, then the spinner starts.
    // (The first value is the bounce frame that saw the release.)
    #expect(
      scene.values(
        at: "1.016666666", of: [header.ref.text, "table#2", "stateLabel#6", "loadingView#8", "arrowView#9"]
      )
      .drop { !$0.hasSuffix(".state=refreshing") }
        == [
          header.ref.text + ".state=refreshing", "table#2.contentInset.top=54.0",
          "table#2.contentOffset.y=-54.0", "stateLabel#6.text=Loading...", "loadingView#8.hidden=false",
          "loadingView#8.animating=true", "arrowView#9.hidden=true",
        ])
    #expect(
      scene.calls(at: "1.016666666").filter { $0.hasSuffix("setState(_:)") } == [
        "MJRefreshNormalHeader setState(_:)", "MJRefreshStateHeader setState(_:)",
        "MJRefreshHeader setState(_:)",
        "MJRefreshComponent setState(_:)",
      ])
    // The offset animates from where the bounce was to −54.
    #expect(scene.table.presentationOffset.y < -54)
    try scene.run(until: 1300)
    #expect(scene.table.presentationOffset.y == -54)
    #expect(log.entries == ["1.266666666 refreshingBlock", "1.266666666 beginRefreshingCompletionBlock"])
  }

  @Test(
    "endRefreshing: Idle after the main-queue hop; the date is saved, the inset and the content go back over 0.4 s"
  )
  func end() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    header.endRefreshingAnimationBeginAction = log.block("endRefreshingAnimationBeginAction")
    header.endRefreshingCompletionBlock = log.block("endRefreshingCompletionBlock")
    try scene.run(until: 1000)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: -60))
    scene.table.liftFinger()
    try scene.run(until: 2000)
    header.endRefreshing()
    #expect(header.state == .refreshing)
    try scene.run(until: 2000)
    #expect(header.state == .idle)
    #expect(scene.table.contentInset.top == 0)
    #expect(scene.table.contentOffset.y == 0)
    #expect(scene.table.presentationOffset.y == -54)
    #expect(header.lastUpdatedTime == WallClock.defaultStart + .seconds(2))
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 14:07")
    #expect(header.stateLabel.text == "Pull down to refresh")
    #expect(header.arrowView.rotation == 0)
    #expect(header.loadingView.isAnimating)
    try scene.run(until: 2200)
    #expect(scene.table.presentationOffset.y == -27)
    try scene.run(until: 2400)
    #expect(scene.table.presentationOffset.y == 0)
    #expect(!header.loadingView.isAnimating && header.loadingView.isHidden && !header.arrowView.isHidden)
    #expect(header.loadingView.alpha == 1)
    #expect(header.pullingPercent == 0)
    #expect(
      log.entries == [
        "1.266666666 refreshingBlock", "2 endRefreshingAnimationBeginAction",
        "2.4 endRefreshingCompletionBlock",
      ])
    #expect(scene.states(header) == ["0 idle", "1 pulling", "1.016666666 refreshing", "2 idle"])
  }

  @Test("beginRefreshing in a window: Refreshing at once, the block 0.25 s later, then the begin completion")
  func beginInWindow() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    try scene.run(until: 500)
    header.beginRefreshing(completionBlock: log.block("completion"))
    #expect(header.state == .refreshing)
    #expect(scene.table.contentInset.top == 54)
    #expect(scene.table.contentOffset.y == -54)
    try scene.run(until: 1000)
    #expect(log.entries == ["0.75 refreshingBlock", "0.75 completion"])
  }

  @Test(
    "beginRefreshing outside a window: WillRefresh; Refreshing at the first commit after the table joins a window"
  )
  func beginOutsideWindow() throws {
    let scene = MJScene(inWindow: false)
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    try scene.run(until: 100)
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(header.isRefreshing)
    #expect(scene.table.contentInset.top == 0)
    try scene.run(until: 500)
    #expect(header.state == .willRefresh)
    scene.kernel.mainRunLoop.schedule(at: .milliseconds(500), label: "show") {
      scene.window.addSubview(scene.table)
    }
    try scene.run(until: 500)
    #expect(header.state == .refreshing)
    #expect(scene.table.contentInset.top == 54)
    #expect(scene.states(header) == ["0 idle", "0.1 willRefresh", "0.5 refreshing"])
    #expect(scene.calls(at: "0.5").contains("MJRefreshComponent draw()"))
    try scene.run(until: 1000)
    #expect(log.entries == ["0.75 refreshingBlock"])
  }

  @Test(
    "automaticallyChangeAlpha: the alpha follows the pull, is 1 while refreshing and animates to 0 at the end"
  )
  func automaticAlpha() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    header.automaticallyChangeAlpha = true
    #expect(header.alpha == 0)
    try scene.run(until: 100)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: -27))
    #expect(header.alpha == 0.5)
    scene.table.pan(toOffset: Point(x: 0, y: -81))
    #expect(header.alpha == 1.5)
    scene.table.liftFinger()
    try scene.run(until: 200)
    #expect(header.state == .refreshing)
    #expect(header.alpha == 1)
    header.endRefreshing()
    try scene.run(until: 200)
    #expect(header.alpha == 0)
    #expect(header.presentationValue(.alpha) == 1)
    try scene.run(until: 700)
    #expect(header.presentationValue(.alpha) == 0)
  }

  @Test("setAnimationDisabled: the refreshing and ending animations take no time")
  func animationDisabled() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log).setAnimationDisabled()
    header.endRefreshingCompletionBlock = log.block("endRefreshingCompletionBlock")
    try scene.run(until: 100)
    header.beginRefreshing()
    #expect(log.entries == ["0.1 refreshingBlock"])
    header.endRefreshing()
    try scene.run(until: 100)
    #expect(log.entries == ["0.1 refreshingBlock", "0.1 endRefreshingCompletionBlock"])
    #expect(scene.table.presentationOffset.y == 0)
  }

  @Test("while refreshing, scrolling the content moves the top inset between 0 and 54 (resetInset)")
  func resetInset() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    try scene.run(until: 100)
    header.beginRefreshing()
    try scene.run(until: 500)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: -20))
    #expect(scene.table.contentInset.top == 20)
    #expect(header.insetTDelta == -20)
    scene.table.pan(toOffset: Point(x: 0, y: 100))
    #expect(scene.table.contentInset.top == 0)
    #expect(header.insetTDelta == 0)
    scene.table.pan(toOffset: Point(x: 0, y: -80))
    #expect(scene.table.contentInset.top == 54)
    #expect(header.insetTDelta == -54)
  }

  @Test("last-updated text: today (by day of month only), this year, another year, no record, a block")
  func lastUpdatedText() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    let defaults = SimUserDefaults.standard(scene.kernel)
    let key = header.lastUpdatedTimeKey
    func shown(_ date: SimDate?) -> String? {
      defaults.set(date, forKey: key)
      header.lastUpdatedTimeKey = key
      return header.lastUpdatedTimeLabel.text
    }
    let offset = WallClock.defaultUTCOffsetSeconds
    #expect(shown(nil) == "Last update: No record")
    #expect(
      shown(SimDate(year: 2024, month: 3, day: 26, hour: 9, minute: 5, utcOffsetSeconds: offset))
        == "Last update: Today 09:05")
    #expect(
      shown(SimDate(year: 2024, month: 3, day: 5, hour: 14, minute: 7, utcOffsetSeconds: offset))
        == "Last update: 03-05 14:07")
    #expect(
      shown(SimDate(year: 2023, month: 12, day: 31, hour: 23, minute: 59, utcOffsetSeconds: offset))
        == "Last update: 2023-12-31 23:59")
    // The quirk: the same day of another month, or year, is "Today".
    #expect(
      shown(SimDate(year: 2023, month: 1, day: 26, hour: 8, minute: 0, utcOffsetSeconds: offset))
        == "Last update: Today 08:00")
    // Midnight UTC is 08:00 in the device's zone.
    #expect(
      shown(SimDate(year: 2024, month: 3, day: 1, hour: 0, minute: 0, utcOffsetSeconds: 0))
        == "Last update: 03-01 08:00")
    header.lastUpdatedTimeText = { date in date == nil ? "never" : "once" }
    #expect(header.lastUpdatedTimeLabel.text == "once")
    #expect(shown(nil) == "never")
  }

  @Test("a refresh across midnight: the saved time is yesterday's at the next state change")
  func acrossMidnight() throws {
    let scene = MJScene()
    let clock = WallClock.of(scene.kernel)
    clock.start = SimDate(
      year: 2024, month: 3, day: 26, hour: 23, minute: 59, second: 50, utcOffsetSeconds: 8 * 3_600)
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    try scene.run(until: 100)
    header.beginRefreshing()
    header.endRefreshing()
    try scene.run(until: 1000)
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 23:59")
    try scene.run(until: 20_000)
    header.beginRefreshing()
    #expect(header.lastUpdatedTimeLabel.text == "Last update: 03-26 23:59")
  }

  @Test("Simplified Chinese: the texts, the time, and a change of language while running")
  func chinese() throws {
    let scene = MJScene()
    MJRefreshConfig.defaultConfig(scene.kernel).languageCode = "zh-Hans"
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    #expect(header.stateLabel.text == "下拉可以刷新")
    #expect(header.lastUpdatedTimeLabel.text == "最后更新：无记录")
    try scene.run(until: 100)
    header.beginRefreshing()
    #expect(header.stateLabel.text == "正在刷新数据中...")
    header.endRefreshing()
    try scene.run(until: 1000)
    #expect(header.lastUpdatedTimeLabel.text == "最后更新：今天 14:07")
    MJRefreshConfig.defaultConfig(scene.kernel).languageCode = "en"
    #expect(header.stateLabel.text == "Pull down to refresh")
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 14:07")
    #expect(
      scene.kernel.trace.records.contains {
        if case .notification("MJRefreshDidChangeLanguageNotification", _) = $0.event { return true }
        return false
      })
  }

  @Test("languages: en…, zh-Hans…, zh-Hant…, others to en; the device's language when no code is set")
  func languages() {
    #expect(MJRefreshBundle.bundledLanguage(for: "en-GB") == "en")
    #expect(MJRefreshBundle.bundledLanguage(for: "zh-Hans-CN") == "zh-Hans")
    #expect(MJRefreshBundle.bundledLanguage(for: "zh-HK") == "zh-Hant")
    #expect(MJRefreshBundle.bundledLanguage(for: "ko-KR") == "ko")
    #expect(MJRefreshBundle.bundledLanguage(for: "fr") == "en")
    let kernel = Kernel()
    let config = MJRefreshConfig.defaultConfig(kernel)
    config.preferredLanguage = "zh-Hans-CN"
    #expect(MJRefreshBundle.localizedString(forKey: .headerIdleText, kernel) == "下拉可以刷新")
    // Cached until the code changes.
    config.preferredLanguage = "en"
    #expect(MJRefreshBundle.localizedString(forKey: .headerIdleText, kernel) == "下拉可以刷新")
    config.languageCode = nil
    #expect(MJRefreshBundle.localizedString(forKey: .headerIdleText, kernel) == "Pull down to refresh")
    #expect(MJRefreshBundle.localizedString(forKey: .trailerIdleText, kernel) == "MJRefreshTrailerIdleText")
  }

  @Test("arrow and spinner: left of the wider text by half its width plus 25, at half height")
  func arrowPlacement() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = header(scene, log)
    try scene.run(until: 100)
    let textWidth = max(header.stateLabel.mj_textWidth, header.lastUpdatedTimeLabel.mj_textWidth)
    #expect(
      header.lastUpdatedTimeLabel.mj_textWidth
        == SimFont.boldSystemFont(ofSize: 14).width(of: "Last update: No record"))
    #expect(header.arrowView.center == Point(x: 187.5 - (textWidth / 2 + 25), y: 27))
    #expect(header.loadingView.center == header.arrowView.center)
  }

  @Test("gif header: grows to its frames, scrubs the Idle frames with the pull, plays the Pulling frames")
  func gif() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let header = MJRefreshGifHeader(kernel: scene.kernel, refreshingBlock: log.block("refreshingBlock"))
    let idle = (0..<3).map { SimImage(name: "idle\($0)", size: Size(width: 60, height: 60)) }
    let pulling = (0..<2).map { SimImage(name: "pulling\($0)", size: Size(width: 60, height: 60)) }
    header.setImages(idle, forState: .idle)
    header.setImages(pulling, duration: 0.2, forState: .pulling)
    #expect(header.mj_h == 60)
    scene.table.mj_header = header
    try scene.run(until: 100)
    #expect(header.frame.origin.y == -60)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: -30))
    #expect(header.gifView.image?.name == "idle1")
    scene.table.pan(toOffset: Point(x: 0, y: -10))
    #expect(header.gifView.image?.name == "idle0")
    scene.table.pan(toOffset: Point(x: 0, y: -59))
    #expect(header.gifView.image?.name == "idle2")
    scene.table.pan(toOffset: Point(x: 0, y: -61))
    #expect(header.state == .pulling)
    #expect(header.gifView.isAnimating)
    #expect(header.gifView.displayedFrameIndex == 0)
    try scene.run(until: 250)
    #expect(header.gifView.displayedFrameIndex == 1)
    try scene.run(until: 300)
    #expect(header.gifView.displayedImage?.name == "pulling0")
    #expect(header.gifView.contentMode == .right)
  }
}
