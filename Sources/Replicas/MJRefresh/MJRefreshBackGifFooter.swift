import ReplicaSupport
import SimKernel

/// A back footer that plays frames: the Idle frames scrub with the pull,
/// Pulling and Refreshing play their own, NoMoreData hides them.
///
/// @original MJRefreshBackGifFooter MJRefresh/Custom/Footer/Back/MJRefreshBackGifFooter.m
open class MJRefreshBackGifFooter: MJRefreshBackStateFooter {
  open override class var traceName: String { "MJRefreshBackGifFooter" }

  /// @original stateImages MJRefresh/Custom/Footer/Back/MJRefreshBackGifFooter.m:20
  final var stateImages: [MJRefreshState: [SimImage]] = [:]
  /// @original stateDurations MJRefresh/Custom/Footer/Back/MJRefreshBackGifFooter.m:22
  final var stateDurations: [MJRefreshState: Double] = [:]
  private var gifViewStorage: SimImageView?

  /// @original -[MJRefreshBackGifFooter gifView] MJRefresh/Custom/Footer/Back/MJRefreshBackGifFooter.m:27
  public final var gifView: SimImageView {
    if let gifViewStorage { return gifViewStorage }
    let gifView = SimImageView(kernel: kernel, label: "gifView")
    gifViewStorage = gifView
    addSubview(gifView)
    return gifView
  }

  /// @original -[MJRefreshBackGifFooter setImages:duration:forState:] MJRefresh/Custom/Footer/Back/MJRefreshBackGifFooter.m:53
  @discardableResult
  public final func setImages(_ images: [SimImage]?, duration: Double, forState state: MJRefreshState)
    -> MJRefreshBackGifFooter
  {
    enter(#function)
    defer { leave() }
    guard let images else { return self }
    stateImages[state] = images
    stateDurations[state] = duration
    if let image = images.first, image.size.height > mj_h {
      mj_h = image.size.height
    }
    return self
  }

  /// @original -[MJRefreshBackGifFooter setImages:forState:] MJRefresh/Custom/Footer/Back/MJRefreshBackGifFooter.m:68
  @discardableResult
  public final func setImages(_ images: [SimImage]?, forState state: MJRefreshState) -> MJRefreshBackGifFooter
  {
    enter(#function)
    defer { leave() }
    return setImages(images, duration: Double(images?.count ?? 0) * 0.1, forState: state)
  }

  /// @original -[MJRefreshBackGifFooter prepare] MJRefresh/Custom/Footer/Back/MJRefreshBackGifFooter.m:74
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    labelLeftInset = 20
  }

  /// While Idle, the pull picks the Idle frame.
  ///
  /// @original -[MJRefreshBackGifFooter setPullingPercent:] MJRefresh/Custom/Footer/Back/MJRefreshBackGifFooter.m:82
  open override func setPullingPercent(_ pullingPercent: Double) {
    enter(#function)
    defer { leave() }
    super.setPullingPercent(pullingPercent)
    let images = stateImages[.idle] ?? []
    if state != .idle || images.isEmpty { return }
    gifView.stopAnimating()
    gifView.image = images[MJRefreshGifFrame.index(count: images.count, pullingPercent: pullingPercent)]
  }

  /// The frames left of the text, or centred without it.
  ///
  /// @original -[MJRefreshBackGifFooter placeSubviews] MJRefresh/Custom/Footer/Back/MJRefreshBackGifFooter.m:93
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    gifView.frame = bounds
    if stateLabel.isHidden {
      gifView.contentMode = .center
    } else {
      gifView.contentMode = .right
      gifView.mj_w = mj_w * 0.5 - labelLeftInset - stateLabel.mj_textWidth * 0.5
    }
  }

  /// @original -[MJRefreshBackGifFooter setState:] MJRefresh/Custom/Footer/Back/MJRefreshBackGifFooter.m:108
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if state == .pulling || state == .refreshing {
      let images = stateImages[state] ?? []
      if images.isEmpty { return }
      gifView.isHidden = false
      gifView.stopAnimating()
      if images.count == 1 {
        gifView.image = images.last
      } else {
        gifView.animationImages = images
        gifView.animationDuration = stateDurations[state] ?? 0
        gifView.startAnimating()
      }
    } else if state == .idle {
      gifView.isHidden = false
    } else if state == .noMoreData {
      gifView.isHidden = true
    }
  }
}
