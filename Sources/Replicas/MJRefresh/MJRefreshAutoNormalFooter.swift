import ReplicaSupport
import SimKernel

/// An auto footer with a spinner left of its text while refreshing.
///
/// @original MJRefreshAutoNormalFooter MJRefresh/Custom/Footer/Auto/MJRefreshAutoNormalFooter.m
open class MJRefreshAutoNormalFooter: MJRefreshAutoStateFooter {
  open override class var traceName: String { "MJRefreshAutoNormalFooter" }

  private var loadingViewStorage: SimActivityIndicatorView?
  private var activityIndicatorViewStyleValue = SimActivityIndicatorStyle.medium

  /// @original -[MJRefreshAutoNormalFooter loadingView] MJRefresh/Custom/Footer/Auto/MJRefreshAutoNormalFooter.m:21
  public final var loadingView: SimActivityIndicatorView {
    if let loadingViewStorage { return loadingViewStorage }
    let loadingView = SimActivityIndicatorView(
      kernel: kernel, label: "loadingView", style: activityIndicatorViewStyleValue)
    loadingView.hidesWhenStopped = true
    loadingViewStorage = loadingView
    addSubview(loadingView)
    return loadingView
  }

  /// Deprecated: the spinner's style.
  ///
  /// @original activityIndicatorViewStyle MJRefresh/Custom/Footer/Auto/MJRefreshAutoNormalFooter.h:21
  public var activityIndicatorViewStyle: SimActivityIndicatorStyle {
    get { activityIndicatorViewStyleValue }
    set { setActivityIndicatorViewStyle(newValue) }
  }

  /// @original -[MJRefreshAutoNormalFooter setActivityIndicatorViewStyle:] MJRefresh/Custom/Footer/Auto/MJRefreshAutoNormalFooter.m:31
  public final func setActivityIndicatorViewStyle(_ activityIndicatorViewStyle: SimActivityIndicatorStyle) {
    enter(#function)
    defer { leave() }
    activityIndicatorViewStyleValue = activityIndicatorViewStyle
    loadingView.removeFromSuperview()
    loadingViewStorage = nil
    setNeedsLayout()
  }

  /// @original -[MJRefreshAutoNormalFooter prepare] MJRefresh/Custom/Footer/Auto/MJRefreshAutoNormalFooter.m:40
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    activityIndicatorViewStyleValue = .medium
  }

  /// The spinner left of the text (centred when the title is hidden while
  /// refreshing).
  ///
  /// @original -[MJRefreshAutoNormalFooter placeSubviews] MJRefresh/Custom/Footer/Auto/MJRefreshAutoNormalFooter.m:54
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    var loadingCenterX = mj_w * 0.5
    if !refreshingTitleHidden {
      loadingCenterX -= stateLabel.mj_textWidth * 0.5 + labelLeftInset
    }
    let loadingCenterY = mj_h * 0.5
    loadingView.center = Point(x: loadingCenterX, y: loadingCenterY)
  }

  /// The spinner spins while Refreshing only.
  ///
  /// @original -[MJRefreshAutoNormalFooter setState:] MJRefresh/Custom/Footer/Auto/MJRefreshAutoNormalFooter.m:69
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if state == .noMoreData || state == .idle {
      loadingView.stopAnimating()
    } else if state == .refreshing {
      loadingView.startAnimating()
    }
  }
}
