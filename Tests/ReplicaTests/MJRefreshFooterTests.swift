import ReplicaSupport
import Replicas
import SimKernel
import Testing

/// MJRefresh 3.7.9's footers and trailer on a scroll view in a window:
/// the auto footer's triggers, the back footer's pull and the rows it
/// loads, no more data, and the horizontal trailer, with exact offsets and
/// virtual times.
@Suite("MJRefresh 3.7.9 footers and trailer")
struct MJRefreshFooterTests {
  func autoFooter(_ scene: MJScene, _ log: MJCallbackLog) -> MJRefreshAutoNormalFooter {
    let footer = MJRefreshAutoNormalFooter(
      kernel: scene.kernel, refreshingBlock: log.block("refreshingBlock"))
    scene.table.mj_footer = footer
    return footer
  }

  func backFooter(_ scene: MJScene, _ log: MJCallbackLog) -> MJRefreshBackNormalFooter {
    let footer = MJRefreshBackNormalFooter(
      kernel: scene.kernel, refreshingBlock: log.block("refreshingBlock"))
    scene.table.mj_footer = footer
    return footer
  }

  // MARK: Auto footer

  @Test("auto footer attached: 44 added to the bottom inset, placed after the content, following its height")
  func autoAttach() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let footer = autoFooter(scene, log)
    #expect(scene.table.contentInset.bottom == 44)
    #expect(footer.scrollViewOriginalInset.bottom == 0)
    #expect(footer.frame == Rect(x: 0, y: 880, width: 375, height: 44))
    #expect(footer.stateLabel.text == "Tap or pull up to load more")
    #expect(footer.leftTriggerTimes == 1)
    scene.table.rowsInDataSource = 25
    scene.table.reloadData()
    #expect(footer.mj_y == 1100)
    footer.removeFromSuperview()
    #expect(scene.table.contentInset.bottom == 0)
  }

  @Test(
    "auto footer, dragging: refreshes when fully shown while moving down the content; one trigger per drag")
  func autoDrag() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let footer = autoFooter(scene, log)
    footer.endRefreshingCompletionBlock = log.block("endRefreshingCompletionBlock")
    try scene.run(until: 100)
    scene.table.beginPan()
    #expect(footer.leftTriggerTimes == 1)
    // Fully shown at 880 − 667 + 44 × 1 + 44 − 44 = 257.
    scene.table.pan(toOffset: Point(x: 0, y: 256.5))
    #expect(footer.state == .idle)
    scene.table.pan(toOffset: Point(x: 0, y: 257))
    #expect(footer.state == .refreshing)
    #expect(footer.triggerByDrag)
    #expect(log.entries == ["0.1 refreshingBlock"])
    #expect(footer.stateLabel.text == "Loading...")
    #expect(footer.loadingView.isAnimating)
    #expect(scene.table.contentInset.bottom == 44)
    footer.endRefreshing()
    try scene.run(until: 200)
    #expect(footer.state == .idle)
    #expect(footer.leftTriggerTimes == 0)
    #expect(!footer.triggerByDrag)
    #expect(log.entries == ["0.1 refreshingBlock", "0.1 endRefreshingCompletionBlock"])
    // The same drag: refused, and marked as a drag's.
    scene.table.pan(toOffset: Point(x: 0, y: 258))
    #expect(footer.state == .idle)
    #expect(footer.triggerByDrag)
    // Its end at the bottom is refused too.
    scene.table.liftFinger()
    #expect(footer.state == .idle)
    try scene.run(until: 1000)
    // A new drag may trigger again.
    scene.table.beginPan()
    #expect(footer.leftTriggerTimes == 1)
    scene.table.pan(toOffset: Point(x: 0, y: 200))
    scene.table.pan(toOffset: Point(x: 0, y: 259))
    #expect(footer.state == .refreshing)
    #expect(log.entries.count == 3)
  }

  @Test("auto footer, decelerating: refreshes at the first frame that shows it all, not counted as a drag's")
  func autoDeceleration() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let footer = autoFooter(scene, log)
    var offsets: [Double] = []
    footer.refreshingBlock = {
      offsets.append(scene.table.contentOffset.y)
      log.record("refreshingBlock")
    }
    try scene.run(until: 100)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: 100))
    scene.table.liftFinger(velocity: Point(x: 0, y: -1000))
    #expect(footer.state == .idle)
    try scene.run(until: 2000)
    #expect(footer.state == .refreshing)
    #expect(!footer.triggerByDrag)
    #expect(offsets.count == 1 && offsets[0] >= 257)
    footer.endRefreshing()
    try scene.run(until: 2100)
    #expect(footer.leftTriggerTimes == 1)
  }

  @Test("auto footer: a drag that ends at the bottom of short content refreshes (pan Ended)")
  func autoShortContent() throws {
    let scene = MJScene(rows: 5)
    let log = MJCallbackLog(scene.kernel)
    let footer = autoFooter(scene, log)
    try scene.run(until: 100)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: 30))
    #expect(footer.state == .idle)
    scene.table.liftFinger()
    #expect(footer.state == .refreshing)
    #expect(footer.triggerByDrag)
    #expect(log.entries == ["0.1 refreshingBlock"])
  }

  @Test(
    "auto footer: tapping the label refreshes even when the drag used its trigger; hiding gives the inset back"
  )
  func autoTapAndHide() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let footer = autoFooter(scene, log)
    footer.autoTriggerTimes = 0
    try scene.run(until: 100)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: 257))
    #expect(footer.state == .idle)
    #expect(footer.triggerByDrag)
    footer.beginRefreshing()
    #expect(footer.state == .idle)
    footer.stateLabelClick()
    #expect(footer.state == .refreshing)
    footer.setHidden(true)
    #expect(footer.state == .idle)
    #expect(scene.table.contentInset.bottom == 0)
    footer.setHidden(false)
    #expect(scene.table.contentInset.bottom == 44)
  }

  @Test("auto footer: no more data, then reset")
  func autoNoMoreData() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let footer = autoFooter(scene, log)
    try scene.run(until: 100)
    footer.endRefreshingWithNoMoreData()
    #expect(footer.state == .idle)
    try scene.run(until: 100)
    #expect(footer.state == .noMoreData)
    #expect(footer.stateLabel.text == "No more data")
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: 300))
    #expect(footer.state == .noMoreData)
    #expect(log.entries.isEmpty)
    footer.resetNoMoreData()
    try scene.run(until: 200)
    #expect(footer.state == .idle)
    #expect(footer.stateLabel.text == "Tap or pull up to load more")
  }

  @Test("auto footer on a paging scroll view: the end scrolls back by the bottom inset over 0.4 s")
  func autoPaging() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let footer = autoFooter(scene, log)
    footer.endRefreshingCompletionBlock = log.block("endRefreshingCompletionBlock")
    scene.table.isPagingEnabled = true
    try scene.run(until: 100)
    scene.table.contentOffset = Point(x: 0, y: 200)
    scene.table.contentOffset = Point(x: 0, y: 257)
    #expect(footer.state == .refreshing)
    footer.endRefreshing()
    try scene.run(until: 100)
    #expect(scene.table.contentOffset.y == 213)
    #expect(scene.table.presentationOffset.y == 257)
    try scene.run(until: 600)
    #expect(log.entries == ["0.1 refreshingBlock", "0.5 endRefreshingCompletionBlock"])
  }

  // MARK: Back footer

  @Test(
    "back footer: pulled past the end by more than 44 it is Pulling; released it refreshes with room at the bottom"
  )
  func backPull() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let footer = backFooter(scene, log)
    try scene.run(until: 100)
    #expect(footer.frame == Rect(x: 0, y: 880, width: 375, height: 44))
    #expect(scene.table.contentInset.bottom == 0)
    #expect(footer.arrowView.rotation == MJRefreshBackNormalFooter.idleArrowRotation)
    scene.table.beginPan()
    // The footer shows past 880 − 667 = 213.
    scene.table.pan(toOffset: Point(x: 0, y: 235))
    #expect(footer.pullingPercent == 0.5)
    scene.table.pan(toOffset: Point(x: 0, y: 257))
    #expect(footer.state == .idle)
    scene.table.pan(toOffset: Point(x: 0, y: 258))
    #expect(footer.state == .pulling)
    #expect(footer.stateLabel.text == "Release to load more")
    #expect(footer.arrowView.rotation == 0)
    scene.table.liftFinger()
    try scene.run(until: 117)
    #expect(scene.states(footer) == ["0 idle", "0.1 pulling", "0.116666666 refreshing"])
    #expect(scene.table.contentInset.bottom == 44)
    #expect(scene.table.contentOffset.y == 257)
    #expect(footer.lastRefreshCount == 20)
    #expect(footer.lastBottomDelta == 44)
    #expect(footer.arrowView.isHidden && footer.loadingView.isAnimating)
    try scene.run(until: 500)
    #expect(log.entries == ["0.366666666 refreshingBlock"])
  }

  @Test(
    "back footer: rows appended during the refresh stay in view; without new rows the content slides back")
  func backRowsAppended() throws {
    for appends in [true, false] {
      let scene = MJScene()
      let log = MJCallbackLog(scene.kernel)
      let footer = backFooter(scene, log)
      footer.endRefreshingCompletionBlock = log.block("endRefreshingCompletionBlock")
      footer.refreshingBlock = {
        log.record("refreshingBlock")
        if appends {
          scene.table.rowsInDataSource = 30
          scene.table.reloadData()
        }
        footer.endRefreshing()
      }
      try scene.run(until: 100)
      scene.table.beginPan()
      scene.table.pan(toOffset: Point(x: 0, y: 260))
      scene.table.liftFinger()
      try scene.run(until: 1000)
      #expect(footer.state == .idle)
      #expect(scene.table.contentInset.bottom == 0)
      // With the new rows the inset change moves nothing on screen: the
      // ending animation animates nothing, and its completion comes at
      // once. Without them, the content slides back over 0.4 s.
      let completion = appends ? "0.366666666" : "0.766666666"
      #expect(log.entries == ["0.366666666 refreshingBlock", completion + " endRefreshingCompletionBlock"])
      let ending = scene.calls(at: "0.366666666").drop { $0 != "MJRefreshBackFooter setState(_:)" }
      if appends {
        #expect(footer.mj_y == 1320)
        #expect(scene.table.contentOffset.y == 257)
        // The offset assigned its own value: observed once more.
        #expect(ending.contains("MJRefreshBackFooter scrollViewContentOffsetDidChange(_:)"))
      } else {
        #expect(scene.table.contentOffset.y == 213)
        #expect(scene.table.presentationOffset.y == 213)
      }
    }
  }

  @Test(
    "back footer under short content: placed at the bottom of the screen; the refresh makes room for the gap")
  func backShortContent() throws {
    let scene = MJScene(rows: 5)
    let log = MJCallbackLog(scene.kernel)
    let footer = backFooter(scene, log)
    #expect(footer.mj_y == 667)
    try scene.run(until: 100)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: 45))
    #expect(footer.state == .pulling)
    scene.table.liftFinger()
    try scene.run(until: 200)
    #expect(footer.state == .refreshing)
    // 44 + (667 − 220).
    #expect(scene.table.contentInset.bottom == 491)
    #expect(scene.table.contentOffset.y == 44)
  }

  @Test("back footer: no more data keeps only the percent; reset makes it Idle again")
  func backNoMoreData() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let footer = backFooter(scene, log)
    try scene.run(until: 100)
    footer.endRefreshingWithNoMoreData()
    try scene.run(until: 100)
    #expect(footer.state == .noMoreData)
    #expect(footer.stateLabel.text == "No more data")
    #expect(footer.arrowView.isHidden && !footer.loadingView.isAnimating)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: 300))
    #expect(footer.state == .noMoreData)
    #expect(footer.pullingPercent == 87.0 / 44)
    scene.table.liftFinger()
    try scene.run(until: 1000)
    #expect(log.entries.isEmpty)
    footer.resetNoMoreData()
    try scene.run(until: 1000)
    #expect(footer.state == .idle)
    #expect(footer.stateLabel.text == "Pull up to load more")
    #expect(!footer.arrowView.isHidden)
  }

  // MARK: Trailer

  @Test(
    "trailer: 60 wide after the content; dragged past 60 it is Pulling; released it refreshes with room at the right"
  )
  func trailer() throws {
    let scene = MJScene()
    let scrollView = SimScrollView(
      kernel: scene.kernel, label: "pages", frame: Rect(x: 0, y: 0, width: 375, height: 667))
    scene.window.addSubview(scrollView)
    let log = MJCallbackLog(scene.kernel)
    let trailer = MJRefreshNormalTrailer(kernel: scene.kernel, refreshingBlock: log.block("refreshingBlock"))
    trailer.endRefreshingCompletionBlock = log.block("endRefreshingCompletionBlock")
    scrollView.mj_trailer = trailer
    scrollView.contentSize = Size(width: 750, height: 667)
    #expect(scrollView.alwaysBounceHorizontal && !scrollView.alwaysBounceVertical)
    try scene.run(until: 100)
    #expect(trailer.frame == Rect(x: 750, y: 0, width: 60, height: 667))
    #expect(trailer.stateLabel.text == "MJRefreshTrailerIdleText")
    #expect(trailer.stateLabel.frame.size == Size(width: 14, height: 667))
    scrollView.beginPan()
    scrollView.pan(toOffset: Point(x: 405, y: 0))
    #expect(trailer.pullingPercent == 0.5)
    scrollView.pan(toOffset: Point(x: 436, y: 0))
    #expect(trailer.state == .pulling)
    #expect(trailer.stateLabel.text == "MJRefreshTrailerPullingText")
    #expect(trailer.arrowView.rotation == Double.pi)
    scrollView.liftFinger()
    try scene.run(until: 117)
    #expect(trailer.state == .refreshing)
    #expect(scrollView.contentInset.right == 60)
    #expect(scrollView.contentOffset.x == 435)
    try scene.run(until: 500)
    trailer.endRefreshing()
    try scene.run(until: 1000)
    #expect(trailer.state == .idle)
    #expect(scrollView.contentInset.right == 0)
    #expect(scrollView.contentOffset.x == 375)
    #expect(trailer.arrowView.rotation == 0)
    #expect(
      log.entries == [
        "0.366666666 refreshingBlock", "0.9 endRefreshingCompletionBlock",
      ])
  }

  @Test("trailer in Simplified Chinese")
  func trailerChinese() {
    let kernel = Kernel()
    MJRefreshConfig.defaultConfig(kernel).languageCode = "zh-Hans"
    let trailer = MJRefreshNormalTrailer(kernel: kernel) {}
    #expect(trailer.stateLabel.text == "滑动查看图文详情")
  }

  // MARK: Dispatch and the gif footers

  @Test(
    "KVO dispatch: nothing without user interaction; a hidden footer still follows the content size, not the offset"
  )
  func dispatchRules() throws {
    let scene = MJScene()
    let log = MJCallbackLog(scene.kernel)
    let footer = backFooter(scene, log)
    try scene.run(until: 100)
    footer.isHidden = true
    scene.table.rowsInDataSource = 30
    scene.table.reloadData()
    #expect(footer.mj_y == 1320)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: 720))
    #expect(footer.state == .idle)
    #expect(footer.pullingPercent == 0)
    footer.isHidden = false
    footer.isUserInteractionEnabled = false
    scene.table.rowsInDataSource = 40
    scene.table.reloadData()
    #expect(footer.mj_y == 1320)
    scene.table.pan(toOffset: Point(x: 0, y: 1240))
    #expect(footer.state == .idle)
    footer.isUserInteractionEnabled = true
    scene.table.pan(toOffset: Point(x: 0, y: 1240))
    #expect(footer.state == .pulling)
  }

  @Test(
    "back gif footer: the Idle frames scrub with the pull, the Pulling frame shows still, no more data hides them"
  )
  func backGif() throws {
    let scene = MJScene()
    let footer = MJRefreshBackGifFooter(kernel: scene.kernel) {}
    footer.setImages(
      (0..<4).map { SimImage(name: "idle\($0)", size: Size(width: 40, height: 40)) }, forState: .idle)
    footer.setImages([SimImage(name: "pulling", size: Size(width: 40, height: 40))], forState: .pulling)
    #expect(footer.mj_h == 44)
    scene.table.mj_footer = footer
    try scene.run(until: 100)
    scene.table.beginPan()
    scene.table.pan(toOffset: Point(x: 0, y: 235))
    #expect(footer.gifView.image?.name == "idle2")
    scene.table.pan(toOffset: Point(x: 0, y: 258))
    #expect(footer.state == .pulling)
    #expect(footer.gifView.image?.name == "pulling")
    #expect(!footer.gifView.isAnimating)
    footer.endRefreshingWithNoMoreData()
    try scene.run(until: 100)
    #expect(footer.gifView.isHidden)
  }

  @Test("auto gif footer: the Refreshing frames play while refreshing, hidden otherwise")
  func autoGif() throws {
    let scene = MJScene()
    let footer = MJRefreshAutoGifFooter(kernel: scene.kernel) {}
    footer.setImages((0..<3).map { SimImage(name: "f\($0)", size: .zero) }, forState: .refreshing)
    scene.table.mj_footer = footer
    try scene.run(until: 100)
    #expect(footer.gifView.isHidden)
    footer.beginRefreshing()
    #expect(!footer.gifView.isHidden && footer.gifView.isAnimating)
    #expect(footer.gifView.animationDuration == 0.30000000000000004)
    try scene.run(until: 250)
    #expect(footer.gifView.displayedImage?.name == "f1")
    footer.endRefreshing()
    try scene.run(until: 250)
    #expect(footer.gifView.isHidden && !footer.gifView.isAnimating)
  }

}
