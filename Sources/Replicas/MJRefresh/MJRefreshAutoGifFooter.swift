import ReplicaSupport
import SimKernel

/// An auto footer that plays frames while refreshing and hides them
/// otherwise.
///
/// @original MJRefreshAutoGifFooter MJRefresh/Custom/Footer/Auto/MJRefreshAutoGifFooter.m
open class MJRefreshAutoGifFooter: MJRefreshAutoStateFooter {
  open override class var traceName: String { "MJRefreshAutoGifFooter" }

  /// @original stateImages MJRefresh/Custom/Footer/Auto/MJRefreshAutoGifFooter.m:20
  final var stateImages: [MJRefreshState: [SimImage]] = [:]
  /// @original stateDurations MJRefresh/Custom/Footer/Auto/MJRefreshAutoGifFooter.m:22
  final var stateDurations: [MJRefreshState: Double] = [:]
  private var gifViewStorage: SimImageView?

  /// @original -[MJRefreshAutoGifFooter gifView] MJRefresh/Custom/Footer/Auto/MJRefreshAutoGifFooter.m:27
  public final var gifView: SimImageView {
    if let gifViewStorage { return gifViewStorage }
    let gifView = SimImageView(kernel: kernel, label: "gifView")
    gifViewStorage = gifView
    addSubview(gifView)
    return gifView
  }

  /// @original -[MJRefreshAutoGifFooter setImages:duration:forState:] MJRefresh/Custom/Footer/Auto/MJRefreshAutoGifFooter.m:53
  @discardableResult
  public final func setImages(_ images: [SimImage]?, duration: Double, forState state: MJRefreshState)
    -> MJRefreshAutoGifFooter
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

  /// @original -[MJRefreshAutoGifFooter setImages:forState:] MJRefresh/Custom/Footer/Auto/MJRefreshAutoGifFooter.m:68
  @discardableResult
  public final func setImages(_ images: [SimImage]?, forState state: MJRefreshState) -> MJRefreshAutoGifFooter
  {
    enter(#function)
    defer { leave() }
    return setImages(images, duration: Double(images?.count ?? 0) * 0.1, forState: state)
  }

  /// @original -[MJRefreshAutoGifFooter prepare] MJRefresh/Custom/Footer/Auto/MJRefreshAutoGifFooter.m:74
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    labelLeftInset = 20
  }

  /// The frames left of the text, or centred without a refreshing title.
  ///
  /// @original -[MJRefreshAutoGifFooter placeSubviews] MJRefresh/Custom/Footer/Auto/MJRefreshAutoGifFooter.m:82
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    gifView.frame = bounds
    if refreshingTitleHidden {
      gifView.contentMode = .center
    } else {
      gifView.contentMode = .right
      gifView.mj_w = mj_w * 0.5 - labelLeftInset - stateLabel.mj_textWidth * 0.5
    }
  }

  /// Refreshing shows and plays its frames; Idle and NoMoreData stop and
  /// hide them.
  ///
  /// @original -[MJRefreshAutoGifFooter setState:] MJRefresh/Custom/Footer/Auto/MJRefreshAutoGifFooter.m:97
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if state == .refreshing {
      let images = stateImages[state] ?? []
      if images.isEmpty { return }
      gifView.stopAnimating()
      gifView.isHidden = false
      if images.count == 1 {
        gifView.image = images.last
      } else {
        gifView.animationImages = images
        gifView.animationDuration = stateDurations[state] ?? 0
        gifView.startAnimating()
      }
    } else if state == .noMoreData || state == .idle {
      gifView.stopAnimating()
      gifView.isHidden = true
    }
  }
}
