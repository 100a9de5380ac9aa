import ReplicaSupport
import SimKernel

/// The header most apps use: an arrow left of the text that turns over
/// when the pull is far enough, and a spinner in its place while
/// refreshing.
///
/// The arrow turns to `0.000001 − π` radians, not `−π`: UIKit animates a
/// transform by its matrices, and the tiny offset makes it turn the
/// intended way round; the engine animates the angle itself, from 0 to
/// that value. The spinner's style is UIKit's Medium (iOS 13 and later).
///
/// @original MJRefreshNormalHeader MJRefresh/Custom/Header/MJRefreshNormalHeader.m
open class MJRefreshNormalHeader: MJRefreshStateHeader {
  open override class var traceName: String { "MJRefreshNormalHeader" }

  /// The arrow's angle when Pulling.
  public static let pullingArrowRotation = 0.000_001 - Double.pi

  private var arrowViewStorage: SimImageView?
  private var loadingViewStorage: SimActivityIndicatorView?
  private var activityIndicatorViewStyleValue = SimActivityIndicatorStyle.medium

  /// @original -[MJRefreshNormalHeader arrowView] MJRefresh/Custom/Header/MJRefreshNormalHeader.m:23
  public final var arrowView: SimImageView {
    if let arrowViewStorage { return arrowViewStorage }
    let arrowView = SimImageView(kernel: kernel, label: "arrowView", image: MJRefreshBundle.arrowImage)
    arrowViewStorage = arrowView
    addSubview(arrowView)
    return arrowView
  }

  /// @original -[MJRefreshNormalHeader loadingView] MJRefresh/Custom/Header/MJRefreshNormalHeader.m:32
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
  /// @original activityIndicatorViewStyle MJRefresh/Custom/Header/MJRefreshNormalHeader.h:23
  public var activityIndicatorViewStyle: SimActivityIndicatorStyle {
    get { activityIndicatorViewStyleValue }
    set { setActivityIndicatorViewStyle(newValue) }
  }

  /// A new spinner of the style at the next use, and a layout.
  ///
  /// @original -[MJRefreshNormalHeader setActivityIndicatorViewStyle:] MJRefresh/Custom/Header/MJRefreshNormalHeader.m:43
  public final func setActivityIndicatorViewStyle(_ activityIndicatorViewStyle: SimActivityIndicatorStyle) {
    enter(#function)
    defer { leave() }
    activityIndicatorViewStyleValue = activityIndicatorViewStyle
    loadingView.removeFromSuperview()
    loadingViewStorage = nil
    setNeedsLayout()
  }

  /// @original -[MJRefreshNormalHeader prepare] MJRefresh/Custom/Header/MJRefreshNormalHeader.m:53
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    activityIndicatorViewStyleValue = .medium
  }

  /// The arrow and the spinner share a centre: left of the wider text by
  /// half its width plus `labelLeftInset`, or the middle when the state
  /// label is hidden.
  ///
  /// @original -[MJRefreshNormalHeader placeSubviews] MJRefresh/Custom/Header/MJRefreshNormalHeader.m:67
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    var arrowCenterX = mj_w * 0.5
    if !stateLabel.isHidden {
      let stateWidth = stateLabel.mj_textWidth
      var timeWidth = 0.0
      if !lastUpdatedTimeLabel.isHidden {
        timeWidth = lastUpdatedTimeLabel.mj_textWidth
      }
      let textWidth = max(stateWidth, timeWidth)
      arrowCenterX -= textWidth / 2 + labelLeftInset
    }
    let arrowCenterY = mj_h * 0.5
    let arrowCenter = Point(x: arrowCenterX, y: arrowCenterY)
    arrowView.mj_size = arrowView.image?.size ?? .zero
    arrowView.center = arrowCenter
    loadingView.center = arrowCenter
  }

  /// Idle from Refreshing: the arrow is reset at once and the spinner
  /// fades out over `slowAnimationDuration`, then (if still Idle) stops and
  /// the arrow shows. Idle otherwise: the arrow shows and turns back over
  /// `fastAnimationDuration`. Pulling: the arrow turns over. Refreshing:
  /// the spinner replaces the arrow.
  ///
  /// @animation
  /// @original -[MJRefreshNormalHeader setState:] MJRefresh/Custom/Header/MJRefreshNormalHeader.m:99
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if state == .idle {
      if oldState == .refreshing {
        arrowView.rotation = 0
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
        loadingView.stopAnimating()
        arrowView.isHidden = false
        kernel.animate(
          label: "arrowViewIdentity", duration: VirtualDuration(secondsValue: fastAnimationDuration),
          animations: {
            self.arrowView.rotation = 0
          })
      }
    } else if state == .pulling {
      loadingView.stopAnimating()
      arrowView.isHidden = false
      kernel.animate(
        label: "arrowViewRotation", duration: VirtualDuration(secondsValue: fastAnimationDuration),
        animations: {
          self.arrowView.rotation = Self.pullingArrowRotation
        })
    } else if state == .refreshing {
      loadingView.alpha = 1
      loadingView.startAnimating()
      arrowView.isHidden = true
    }
  }
}
