import Replicas
import ScenarioCatalog
import SimKernel

/// The app a MJRefresh scenario runs: a 375 × 667 table (an iPhone 8's
/// screen) of 44-point rows in a window, the header and footer the script
/// chooses, and refreshing blocks that report themselves as the app's
/// `headerRefreshing` and `footerRefreshing` blocks.
final class MJRefreshStage {
  let kernel: Kernel
  let window: SimView
  let table: SimTableView
  private(set) var header: MJRefreshHeader?
  private(set) var footer: MJRefreshFooter?

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
    case "normal": made = MJRefreshNormalHeader(kernel: kernel)
    case "gif": made = MJRefreshGifHeader(kernel: kernel)
    default: made = nil
    }
    made?.refreshingBlock = report
    header = made
    table.mj_header = made
  }

  func attachFooter(_ kind: String) {
    let report = kernel.blockReporter(object: MJRefreshComponent.traceName, label: "footerRefreshing")
    let made: MJRefreshFooter?
    switch kind {
    case "autoNormal": made = MJRefreshAutoNormalFooter(kernel: kernel)
    case "autoGif": made = MJRefreshAutoGifFooter(kernel: kernel)
    case "autoState": made = MJRefreshAutoStateFooter(kernel: kernel)
    case "backNormal": made = MJRefreshBackNormalFooter(kernel: kernel)
    case "backGif": made = MJRefreshBackGifFooter(kernel: kernel)
    case "backState": made = MJRefreshBackStateFooter(kernel: kernel)
    default: made = nil
    }
    made?.refreshingBlock = report
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

  var footerSpinning: Bool {
    if let auto = footer as? MJRefreshAutoNormalFooter { return auto.loadingView.isAnimating }
    if let back = footer as? MJRefreshBackNormalFooter { return back.loadingView.isAnimating }
    return false
  }
}
