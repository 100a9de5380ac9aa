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
final class MJRefreshStage {
  let kernel: Kernel
  let window: SimView
  let table: SimTableView
  private(set) var header: MJRefreshHeader?
  private(set) var footer: MJRefreshFooter?
  /// Held apart from the stage so that the components' blocks, which the
  /// stage owns through its table, do not hold the stage.
  let handlers = RefreshHandlers()

  static let screen = Rect(x: 0, y: 0, width: 375, height: 667)

  init(_ kernel: Kernel) {
    self.kernel = kernel
    window = kernel.window(frame: Self.screen)
    table = SimTableView(kernel: kernel, label: "tableView", frame: Self.screen)
    kernel.name(table, "tableView")
    window.addSubview(table)
    kernel.keyWindow = window
    setRows(20)
  }

  var autoFooter: MJRefreshAutoFooter? { footer as? MJRefreshAutoFooter }

  /// `header` or `footer`, as a command names it.
  func component(_ name: String?) -> MJRefreshComponent? {
    name == "footer" ? footer : header
  }

  func attachHeader(_ kind: String) {
    let report = kernel.blockReporter(object: MJRefreshComponent.traceName, label: "headerRefreshing")
    let made: MJRefreshHeader?
    switch kind {
    case "base": made = MJRefreshHeader(kernel: kernel)
    case "normal": made = MJRefreshNormalHeader(kernel: kernel)
    case "gif": made = MJRefreshGifHeader(kernel: kernel)
    default: made = nil
    }
    let handlers = handlers
    made?.refreshingBlock = {
      report()
      handlers.header?()
    }
    header = made
    table.mj_header = made
  }

  func attachFooter(_ kind: String) {
    let report = kernel.blockReporter(object: MJRefreshComponent.traceName, label: "footerRefreshing")
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
    let handlers = handlers
    made?.refreshingBlock = {
      report()
      handlers.footer?()
    }
    footer = made
    table.mj_footer = made
  }

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
      if table.superview == nil { window.addSubview(table) }
    } else {
      table.removeFromSuperview()
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

  var footerSpinning: Bool {
    if let auto = footer as? MJRefreshAutoNormalFooter { return auto.loadingView.isAnimating }
    if let back = footer as? MJRefreshBackNormalFooter { return back.loadingView.isAnimating }
    return false
  }
}
