import ReplicaSupport
import Replicas
import ScenarioCatalog
import SimKernel

/// The app a MJRefresh scenario runs: a 375 × 667 table (an iPhone 8's
/// screen) of 44-point rows in a window, the header and footer the script
/// chooses, and refreshing blocks that report themselves as the app's
/// `headerRefreshing` and `footerRefreshing` blocks and then run what the
/// script installed for them (`on stage.headerRefreshing { … }`), as the
/// example app's `loadNewData` runs inside its block.
///
/// With a trailer the app is the example's horizontal collection instead
/// (MJHorizontalCollectionViewController): a paging scroll view 375 × 200
/// at y 150 whose content is `pages` screen-wide pages, in the window in
/// the table's place. The finger, `scrollTo` and the offsets then act and
/// read along x.
final class MJRefreshStage {
  let kernel: Kernel
  let window: SimView
  let table: SimTableView
  let collection: SimScrollView
  private(set) var header: MJRefreshHeader?
  private(set) var footer: MJRefreshFooter?
  private(set) var trailer: MJRefreshTrailer?
  /// Held apart from the stage so that the components' blocks, which the
  /// stage owns through its table, do not hold the stage.
  let handlers = RefreshHandlers()

  static let screen = Rect(x: 0, y: 0, width: 375, height: 667)
  /// Where the example app puts its horizontal collection.
  static let collectionFrame = Rect(x: 0, y: 150, width: 375, height: 200)

  init(_ kernel: Kernel) {
    self.kernel = kernel
    window = kernel.window(frame: Self.screen)
    table = SimTableView(kernel: kernel, label: "tableView", frame: Self.screen)
    kernel.name(table, "tableView")
    collection = SimScrollView(kernel: kernel, label: "collectionView", frame: Self.collectionFrame)
    kernel.name(collection, "collectionView")
    collection.isPagingEnabled = true
    window.addSubview(table)
    kernel.keyWindow = window
    setRows(20)
    setPages(5)
  }

  /// Whether the app is the horizontal collection (a trailer is attached).
  var isHorizontal: Bool { trailer != nil }

  /// The scroll view the finger and the offsets address.
  var scrollView: SimScrollView { isHorizontal ? collection : table }

  /// A distance along the scroll view's axis, as a point.
  func along(_ distance: Double) -> Point {
    isHorizontal ? Point(x: distance, y: 0) : Point(x: 0, y: distance)
  }

  /// A point's component along the scroll view's axis.
  func along(_ point: Point) -> Double {
    isHorizontal ? point.x : point.y
  }

  /// The app's refreshing block for a component: it reports itself as
  /// `label`, then runs what the script installed for it, looked up when
  /// it runs.
  func refreshingBlock(reportedAs label: String, then installed: @escaping (RefreshHandlers) -> (() -> Void)?)
    -> () -> Void
  {
    let report = kernel.blockReporter(object: MJRefreshComponent.traceName, label: label)
    let handlers = handlers
    return {
      report()
      installed(handlers)?()
    }
  }

  var autoFooter: MJRefreshAutoFooter? { footer as? MJRefreshAutoFooter }

  /// `header`, `footer` or `trailer`, as a command names it.
  func component(_ name: String?) -> MJRefreshComponent? {
    switch name {
    case "footer": return footer
    case "trailer": return trailer
    default: return header
    }
  }

  func attachHeader(_ kind: String) {
    let made: MJRefreshHeader?
    switch kind {
    case "base": made = MJRefreshHeader(kernel: kernel)
    case "normal": made = MJRefreshNormalHeader(kernel: kernel)
    case "gif": made = MJRefreshGifHeader(kernel: kernel)
    default: made = nil
    }
    made?.refreshingBlock = refreshingBlock(reportedAs: "headerRefreshing") { $0.header }
    header = made
    table.mj_header = made
  }

  func attachFooter(_ kind: String) {
    let made: MJRefreshFooter?
    switch kind {
    case "auto": made = MJRefreshAutoFooter(kernel: kernel)
    case "back": made = MJRefreshBackFooter(kernel: kernel)
    case "autoNormal": made = MJRefreshAutoNormalFooter(kernel: kernel)
    case "autoGif": made = MJRefreshAutoGifFooter(kernel: kernel)
    case "autoState": made = MJRefreshAutoStateFooter(kernel: kernel)
    case "backNormal": made = MJRefreshBackNormalFooter(kernel: kernel)
    case "backGif": made = MJRefreshBackGifFooter(kernel: kernel)
    case "backState": made = MJRefreshBackStateFooter(kernel: kernel)
    default: made = nil
    }
    made?.refreshingBlock = refreshingBlock(reportedAs: "footerRefreshing") { $0.footer }
    footer = made
    table.mj_footer = made
  }

  /// Puts a trailer on the horizontal collection and the collection in
  /// the window in the table's place (`none` takes it off and puts the
  /// table back).
  func attachTrailer(_ kind: String) {
    let made: MJRefreshTrailer?
    switch kind {
    case "base": made = MJRefreshTrailer(kernel: kernel)
    case "state": made = MJRefreshStateTrailer(kernel: kernel)
    case "normal": made = MJRefreshNormalTrailer(kernel: kernel)
    default: made = nil
    }
    made?.refreshingBlock = refreshingBlock(reportedAs: "trailerRefreshing") { $0.trailer }
    let wasInWindow = scrollView.superview != nil
    scrollView.removeFromSuperview()
    trailer = made
    collection.mj_trailer = made
    if wasInWindow { window.addSubview(scrollView) }
  }

  /// The collection's pages, each as wide as the screen.
  func setPages(_ pages: Int) {
    collection.contentSize = Size(
      width: Double(max(0, pages)) * Self.collectionFrame.size.width, height: Self.collectionFrame.size.height
    )
  }

  var pages: Int { Int(collection.contentSize.width / Self.collectionFrame.size.width) }

  func setRows(_ rows: Int) {
    table.rowsInDataSource = max(0, rows)
    table.reloadData()
  }

  func appendRows(_ count: Int) {
    table.rowsInDataSource = max(0, table.rowsInDataSource + count)
    table.reloadData()
  }

  func setInWindow(_ inWindow: Bool) {
    if inWindow {
      if scrollView.superview == nil { window.addSubview(scrollView) }
    } else {
      scrollView.removeFromSuperview()
    }
  }

  func setLanguage(_ code: String) {
    MJRefreshConfig.defaultConfig(kernel).languageCode = code
  }

  /// The header's height, as a subclass's `prepare` sets it: before the
  /// header is added, so the header is taken off the table and added
  /// again around the change (a component takes its place and inset when
  /// it is added).
  func setHeaderHeight(_ height: Double) {
    guard let header else { return }
    table.mj_header = nil
    header.mj_h = height
    table.mj_header = header
  }

  /// The footer's height, set as `setHeaderHeight(_:)` sets the header's:
  /// an auto footer adds its height to the bottom inset when it is added.
  func setFooterHeight(_ height: Double) {
    guard let footer else { return }
    table.mj_footer = nil
    footer.mj_h = height
    table.mj_footer = footer
  }

  /// `-setTitle:forState:` on the header or footer, if it shows state
  /// text.
  func setTitle(_ title: String, for state: MJRefreshState, on component: MJRefreshComponent?) {
    switch component {
    case let header as MJRefreshStateHeader: header.setTitle(title, forState: state)
    case let footer as MJRefreshAutoStateFooter: footer.setTitle(title, forState: state)
    case let footer as MJRefreshBackStateFooter: footer.setTitle(title, forState: state)
    case let trailer as MJRefreshStateTrailer: trailer.setTitle(title, forState: state)
    default: break
    }
  }

  /// `-setImages:forState:` on a gif header or footer, with the frames the
  /// example app loads in a loop (`[NSString stringWithFormat:@"%@%zd",
  /// prefix, i]` for i from 1): names, 50 points square as the example's
  /// @2x images are.
  func setImages(
    named prefix: String, count: Int, for state: MJRefreshState, on component: MJRefreshComponent?
  ) {
    let images = (0..<max(0, count)).map { index in
      SimImage(name: prefix + String(index + 1), size: Size(width: 50, height: 50))
    }
    switch component {
    case let header as MJRefreshGifHeader: header.setImages(images, forState: state)
    case let footer as MJRefreshAutoGifFooter: footer.setImages(images, forState: state)
    case let footer as MJRefreshBackGifFooter: footer.setImages(images, forState: state)
    default: break
    }
  }

  /// The device's wall clock at the run's start, as the "last update"
  /// text reads it: `yyyy-MM-dd HH:mm:ss` in the device's time zone.
  var clock: String {
    let wallClock = WallClock.of(kernel)
    return SimDateFormat.string("yyyy-MM-dd HH:mm:ss", wallClock.components(of: wallClock.start))
  }

  /// Sets the wall clock's start from `yyyy-MM-dd HH:mm` or `yyyy-MM-dd
  /// HH:mm:ss`; false, and nothing changed, for anything else.
  func setClock(_ text: String) -> Bool {
    let wallClock = WallClock.of(kernel)
    guard let date = Self.clockDate(text, utcOffsetSeconds: wallClock.utcOffsetSeconds) else { return false }
    wallClock.start = date
    return true
  }

  /// The instant `yyyy-MM-dd HH:mm` or `yyyy-MM-dd HH:mm:ss` reads on a
  /// clock `utcOffsetSeconds` ahead of UTC, or nil for any other text and
  /// for a date the calendar does not have (February 30).
  static func clockDate(_ text: String, utcOffsetSeconds: Int64) -> SimDate? {
    let bytes = Array(text.utf8)
    guard bytes.count == 16 || bytes.count == 19 else { return nil }
    let separators: [(Int, UInt8)] =
      [(4, UInt8(ascii: "-")), (7, UInt8(ascii: "-")), (10, UInt8(ascii: " ")), (13, UInt8(ascii: ":"))]
      + (bytes.count == 19 ? [(16, UInt8(ascii: ":"))] : [])
    guard separators.allSatisfy({ bytes[$0.0] == $0.1 }) else { return nil }
    func number(_ start: Int, _ count: Int) -> Int? {
      var value = 0
      for byte in bytes[start..<start + count] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
      let minute = number(14, 2), let second = bytes.count == 19 ? number(17, 2) : 0
    else { return nil }
    let date = SimDate(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second,
      utcOffsetSeconds: utcOffsetSeconds)
    let asked = CivilDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    return CivilDateTime(date, utcOffsetSeconds: utcOffsetSeconds) == asked ? date : nil
  }

  /// A tap on the auto footer's state label (its recogniser's action).
  func tapFooterLabel() {
    (footer as? MJRefreshAutoStateFooter)?.stateLabelClick()
  }

  /// `-endRefreshingWithCompletionBlock:` with a block that reports itself
  /// as `endRefreshingCompletion`.
  func endRefreshingWithCompletion(_ component: MJRefreshComponent?) {
    component?.endRefreshing(
      completionBlock: kernel.blockReporter(
        object: MJRefreshComponent.traceName, label: "endRefreshingCompletion"))
  }
}

/// What the script runs when a component's refreshing block is called.
final class RefreshHandlers {
  var header: (() -> Void)?
  var footer: (() -> Void)?
  var trailer: (() -> Void)?
}

extension MJRefreshStage {
  /// The header's state label, if it has one.
  var headerStateText: String {
    (header as? MJRefreshStateHeader)?.stateLabel.text ?? ""
  }

  var headerTimeText: String {
    (header as? MJRefreshStateHeader)?.lastUpdatedTimeLabel.text ?? ""
  }

  var footerStateText: String {
    if let auto = footer as? MJRefreshAutoStateFooter { return auto.stateLabel.text ?? "" }
    if let back = footer as? MJRefreshBackStateFooter { return back.stateLabel.text ?? "" }
    return ""
  }

  /// The normal header's arrow as it is drawn now (its presentation
  /// rotation).
  var headerArrowAngle: Double {
    (header as? MJRefreshNormalHeader)?.arrowView.presentationValue(.rotation) ?? 0
  }

  var headerSpinning: Bool {
    (header as? MJRefreshNormalHeader)?.loadingView.isAnimating ?? false
  }

  /// The name of the frame a gif header or footer shows now ("" for
  /// none): the pull's frame while Idle, the loop's while it plays.
  var headerGifImage: String {
    (header as? MJRefreshGifHeader)?.gifView.displayedImage?.name ?? ""
  }

  var footerGifImage: String {
    if let auto = footer as? MJRefreshAutoGifFooter { return auto.gifView.displayedImage?.name ?? "" }
    if let back = footer as? MJRefreshBackGifFooter { return back.gifView.displayedImage?.name ?? "" }
    return ""
  }

  var trailerStateText: String {
    (trailer as? MJRefreshStateTrailer)?.stateLabel.text ?? ""
  }

  /// The normal trailer's arrow as it is drawn now.
  var trailerArrowAngle: Double {
    (trailer as? MJRefreshNormalTrailer)?.arrowView.presentationValue(.rotation) ?? 0
  }

  var footerSpinning: Bool {
    if let auto = footer as? MJRefreshAutoNormalFooter { return auto.loadingView.isAnimating }
    if let back = footer as? MJRefreshBackNormalFooter { return back.loadingView.isAnimating }
    return false
  }
}
