import ReplicaSupport
import SimKernel

/// A back footer with the header's arrow upside down (pointing up while
/// Idle, turning down when Pulling) and a spinner while refreshing.
///
/// @original MJRefreshBackNormalFooter MJRefresh/Custom/Footer/Back/MJRefreshBackNormalFooter.m
open class MJRefreshBackNormalFooter: MJRefreshBackStateFooter {
  open override class var traceName: String { "MJRefreshBackNormalFooter" }

  /// The arrow's angle while Idle (pointing up).
  public static let idleArrowRotation = 0.000_001 - Double.pi

  private var arrowViewStorage: SimImageView?
  private var loadingViewStorage: SimActivityIndicatorView?
  private var activityIndicatorViewStyleValue = SimActivityIndicatorStyle.medium

  /// @original -[MJRefreshBackNormalFooter arrowView] MJRefresh/Custom/Footer/Back/MJRefreshBackNormalFooter.m:22
  public final var arrowView: SimImageView {
    if let arrowViewStorage { return arrowViewStorage }
    let arrowView = SimImageView(kernel: kernel, label: "arrowView", image: MJRefreshBundle.arrowImage)
    arrowViewStorage = arrowView
    addSubview(arrowView)
    return arrowView
  }

  /// @original -[MJRefreshBackNormalFooter loadingView] MJRefresh/Custom/Footer/Back/MJRefreshBackNormalFooter.m:32
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
  /// @original activityIndicatorViewStyle MJRefresh/Custom/Footer/Back/MJRefreshBackNormalFooter.h:22
  public var activityIndicatorViewStyle: SimActivityIndicatorStyle {
    get { activityIndicatorViewStyleValue }
    set { setActivityIndicatorViewStyle(newValue) }
  }

  /// @original -[MJRefreshBackNormalFooter setActivityIndicatorViewStyle:] MJRefresh/Custom/Footer/Back/MJRefreshBackNormalFooter.m:42
  public final func setActivityIndicatorViewStyle(_ activityIndicatorViewStyle: SimActivityIndicatorStyle) {
    enter(#function)
    defer { leave() }
    activityIndicatorViewStyleValue = activityIndicatorViewStyle
    loadingView.removeFromSuperview()
    loadingViewStorage = nil
    setNeedsLayout()
  }

  /// @original -[MJRefreshBackNormalFooter prepare] MJRefresh/Custom/Footer/Back/MJRefreshBackNormalFooter.m:51
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    activityIndicatorViewStyleValue = .medium
  }

  /// The arrow and spinner left of the text.
  ///
  /// @original -[MJRefreshBackNormalFooter placeSubviews] MJRefresh/Custom/Footer/Back/MJRefreshBackNormalFooter.m:65
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    var arrowCenterX = mj_w * 0.5
    if !stateLabel.isHidden {
      arrowCenterX -= labelLeftInset + stateLabel.mj_textWidth * 0.5
    }
    let arrowCenterY = mj_h * 0.5
    let arrowCenter = Point(x: arrowCenterX, y: arrowCenterY)
    arrowView.mj_size = arrowView.image?.size ?? .zero
    arrowView.center = arrowCenter
    loadingView.center = arrowCenter
  }

  /// Idle from Refreshing: the arrow points up at once and the spinner
  /// fades out, then (if still Idle) stops and the arrow shows. Idle
  /// otherwise: the arrow turns up. Pulling: it turns down. Refreshing: the
  /// spinner. NoMoreData: neither.
  ///
  /// @animation
  /// @original -[MJRefreshBackNormalFooter setState:] MJRefresh/Custom/Footer/Back/MJRefreshBackNormalFooter.m:91
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if state == .idle {
      if oldState == .refreshing {
        arrowView.rotation = Self.idleArrowRotation
        kernel.animate(
          label: "loadingViewFadeOut", duration: VirtualDuration(secondsValue: slowAnimationDuration),
          animations: {
            self.loadingView.alpha = 0
          },
          completion: { _ in
            if self.state != .idle { return }
            self.loadingView.alpha = 1
            self.loadingView.stopAnimating()
            self.arrowView.isHidden = false
          })
      } else {
        arrowView.isHidden = false
        loadingView.stopAnimating()
        kernel.animate(
          label: "arrowViewRotation", duration: VirtualDuration(secondsValue: fastAnimationDuration),
          animations: {
            self.arrowView.rotation = Self.idleArrowRotation
          })
      }
    } else if state == .pulling {
      arrowView.isHidden = false
      loadingView.stopAnimating()
      kernel.animate(
        label: "arrowViewIdentity", duration: VirtualDuration(secondsValue: fastAnimationDuration),
        animations: {
          self.arrowView.rotation = 0
        })
    } else if state == .refreshing {
      arrowView.isHidden = true
      loadingView.startAnimating()
    } else if state == .noMoreData {
      arrowView.isHidden = true
      loadingView.stopAnimating()
    }
  }
}
