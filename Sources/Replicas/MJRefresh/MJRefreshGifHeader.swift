import ReplicaSupport
import SimKernel

/// A header that plays frames instead of an arrow: the Idle frames scrub
/// with the pull, and the Pulling and Refreshing frames play in a loop.
///
/// @original MJRefreshGifHeader MJRefresh/Custom/Header/MJRefreshGifHeader.m
open class MJRefreshGifHeader: MJRefreshStateHeader {
  open override class var traceName: String { "MJRefreshGifHeader" }

  /// The frames of each state.
  ///
  /// @original stateImages MJRefresh/Custom/Header/MJRefreshGifHeader.m:18
  final var stateImages: [MJRefreshState: [SimImage]] = [:]
  /// One loop's length of each state's frames, in seconds.
  ///
  /// @original stateDurations MJRefresh/Custom/Header/MJRefreshGifHeader.m:20
  final var stateDurations: [MJRefreshState: Double] = [:]
  private var gifViewStorage: SimImageView?

  /// @original -[MJRefreshGifHeader gifView] MJRefresh/Custom/Header/MJRefreshGifHeader.m:25
  public final var gifView: SimImageView {
    if let gifViewStorage { return gifViewStorage }
    let gifView = SimImageView(kernel: kernel, label: "gifView")
    gifViewStorage = gifView
    addSubview(gifView)
    return gifView
  }

  /// The frames and loop length of a state (`nil` frames are ignored); the
  /// header grows to the first frame's height if that is taller.
  ///
  /// @original -[MJRefreshGifHeader setImages:duration:forState:] MJRefresh/Custom/Header/MJRefreshGifHeader.m:51
  @discardableResult
  public final func setImages(_ images: [SimImage]?, duration: Double, forState state: MJRefreshState)
    -> MJRefreshGifHeader
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

  /// The frames of a state, a tenth of a second each.
  ///
  /// @original -[MJRefreshGifHeader setImages:forState:] MJRefresh/Custom/Header/MJRefreshGifHeader.m:65
  @discardableResult
  public final func setImages(_ images: [SimImage]?, forState state: MJRefreshState) -> MJRefreshGifHeader {
    enter(#function)
    defer { leave() }
    return setImages(images, duration: Double(images?.count ?? 0) * 0.1, forState: state)
  }

  /// @original -[MJRefreshGifHeader prepare] MJRefresh/Custom/Header/MJRefreshGifHeader.m:71
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    labelLeftInset = 20
  }

  /// While Idle, the pull picks the Idle frame: frame ⌊count × percent⌋,
  /// at most the last.
  ///
  /// @original -[MJRefreshGifHeader setPullingPercent:] MJRefresh/Custom/Header/MJRefreshGifHeader.m:79
  open override func setPullingPercent(_ pullingPercent: Double) {
    enter(#function)
    defer { leave() }
    super.setPullingPercent(pullingPercent)
    let images = stateImages[.idle] ?? []
    if state != .idle || images.isEmpty { return }
    gifView.stopAnimating()
    gifView.image = images[MJRefreshGifFrame.index(count: images.count, pullingPercent: pullingPercent)]
  }

  /// The frames fill the header, or the part left of the wider text.
  ///
  /// @original -[MJRefreshGifHeader placeSubviews] MJRefresh/Custom/Header/MJRefreshGifHeader.m:92
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    gifView.frame = bounds
    if stateLabel.isHidden && lastUpdatedTimeLabel.isHidden {
      gifView.contentMode = .center
    } else {
      gifView.contentMode = .right
      let stateWidth = stateLabel.mj_textWidth
      var timeWidth = 0.0
      if !lastUpdatedTimeLabel.isHidden {
        timeWidth = lastUpdatedTimeLabel.mj_textWidth
      }
      let textWidth = max(stateWidth, timeWidth)
      gifView.mj_w = mj_w * 0.5 - textWidth * 0.5 - labelLeftInset
    }
  }

  /// Pulling and Refreshing play their frames (one frame shows still);
  /// Idle stops.
  ///
  /// @original -[MJRefreshGifHeader setState:] MJRefresh/Custom/Header/MJRefreshGifHeader.m:114
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if state == .pulling || state == .refreshing {
      let images = stateImages[state] ?? []
      if images.isEmpty { return }
      gifView.stopAnimating()
      if images.count == 1 {
        gifView.image = images.last
      } else {
        gifView.animationImages = images
        gifView.animationDuration = stateDurations[state] ?? 0
        gifView.startAnimating()
      }
    } else if state == .idle {
      gifView.stopAnimating()
    }
  }
}

/// The frame a pull shows, shared by the gif header and back footer:
/// `NSUInteger index = count × percent`, clamped to the last frame. A
/// negative product (which the original converts to an unsigned integer)
/// is taken as frame 0.
enum MJRefreshGifFrame {
  static func index(count: Int, pullingPercent: Double) -> Int {
    let scaled = Double(count) * pullingPercent
    if scaled >= Double(count) { return count - 1 }
    if scaled < 1 { return 0 }
    return Int(scaled)
  }
}
