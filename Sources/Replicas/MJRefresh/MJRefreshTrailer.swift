import ReplicaSupport
import SimKernel

/// The trailer ("slide left to see more"): the back footer's logic on the
/// horizontal axis. It is 60 wide and as tall as the scroll view, sits
/// after the content (or at the right edge when the content is
/// narrower), turns Pulling when dragged 60 past the end, refreshes when
/// let go, and makes room at the right while refreshing. Attaching it
/// makes the scroll view bounce horizontally and not vertically.
///
/// Not in 3.1.12 (added in 3.5).
///
/// @original MJRefreshTrailer MJRefresh/Base/MJRefreshTrailer.m
open class MJRefreshTrailer: MJRefreshComponent {
  open override class var traceName: String { "MJRefreshTrailer" }

  /// How much of the scroll view's right inset the trailer sits beyond.
  ///
  /// @original ignoredScrollViewContentInsetRight MJRefresh/Base/MJRefreshTrailer.h:25
  public final var ignoredScrollViewContentInsetRight = 0.0
  /// @original lastRefreshCount MJRefresh/Base/MJRefreshTrailer.m:15
  public final private(set) var lastRefreshCount = 0
  /// How much the refresh added to the right inset.
  ///
  /// @original lastRightDelta MJRefresh/Base/MJRefreshTrailer.m:16
  public final private(set) var lastRightDelta = 0.0

  /// A trailer of this class that calls `refreshingBlock` when it
  /// refreshes.
  ///
  /// @entry
  /// @original +[MJRefreshTrailer trailerWithRefreshingBlock:] MJRefresh/Base/MJRefreshTrailer.m:22
  public convenience init(kernel: Kernel, refreshingBlock: @escaping () -> Void) {
    MJRefreshTrailer.enter(#function, kernel)
    defer { MJRefreshTrailer.leave(kernel) }
    self.init(kernel: kernel, frame: .zero)
    self.refreshingBlock = refreshingBlock
  }

  /// A trailer of this class that sends `refreshingAction` to `target`.
  ///
  /// @entry
  /// @original +[MJRefreshTrailer trailerWithRefreshingTarget:refreshingAction:] MJRefresh/Base/MJRefreshTrailer.m:28
  public convenience init(
    kernel: Kernel, refreshingTarget target: AnyObject,
    refreshingAction action: @escaping (AnyObject, MJRefreshComponent) -> Void
  ) {
    MJRefreshTrailer.enter(#function, kernel)
    defer { MJRefreshTrailer.leave(kernel) }
    self.init(kernel: kernel, frame: .zero)
    setRefreshingTarget(target, refreshingAction: action)
  }

  /// The pull past the right end, measured in the trailer's width.
  ///
  /// @original -[MJRefreshTrailer scrollViewContentOffsetDidChange:] MJRefresh/Base/MJRefreshTrailer.m:34
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueChange?) {
    enter(#function)
    defer { leave() }
    super.scrollViewContentOffsetDidChange(change)
    if state == .refreshing { return }
    guard let scrollView else { return }
    _scrollViewOriginalInset = scrollView.mj_inset
    let currentOffsetX = scrollView.mj_offsetX
    let happenOffsetX = happenOffsetX()
    if currentOffsetX <= happenOffsetX { return }
    let pullingPercent = (currentOffsetX - happenOffsetX) / mj_w
    if state == .noMoreData {
      setPullingPercent(pullingPercent)
      return
    }
    if scrollView.isDragging {
      setPullingPercent(pullingPercent)
      let normal2pullingOffsetX = happenOffsetX + mj_w
      if state == .idle && currentOffsetX > normal2pullingOffsetX {
        state = .pulling
      } else if state == .pulling && currentOffsetX <= normal2pullingOffsetX {
        state = .idle
      }
    } else if state == .pulling {
      beginRefreshing()
    } else if pullingPercent < 1 {
      setPullingPercent(pullingPercent)
    }
  }

  /// As the back footer's, across: the right inset and the x offset.
  ///
  /// @animation
  /// @original -[MJRefreshTrailer setState:] MJRefresh/Base/MJRefreshTrailer.m:76
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if state == .noMoreData || state == .idle {
      if oldState == .refreshing {
        kernel.animate(
          label: "trailerEndingAction", duration: VirtualDuration(secondsValue: slowAnimationDuration),
          animations: {
            if let endRefreshingAnimationBeginAction = self.endRefreshingAnimationBeginAction {
              endRefreshingAnimationBeginAction()
            }
            self.scrollView?.mj_insetR -= self.lastRightDelta
            if self.automaticallyChangeAlpha { self.alpha = 0 }
          },
          completion: { _ in
            self.setPullingPercent(0)
            if let endRefreshingCompletionBlock = self.endRefreshingCompletionBlock {
              endRefreshingCompletionBlock()
            }
          })
      }
      let deltaW = widthForContentBreakView()
      if oldState == .refreshing && deltaW > 0 && (scrollView?.mj_totalDataCount ?? 0) != lastRefreshCount {
        if let scrollView {
          scrollView.mj_offsetX = scrollView.mj_offsetX
        }
      }
    } else if state == .refreshing {
      lastRefreshCount = scrollView?.mj_totalDataCount ?? 0
      kernel.animate(
        label: "trailerRefreshingAction", duration: VirtualDuration(secondsValue: fastAnimationDuration),
        animations: {
          var right = self.mj_w + self.scrollViewOriginalInset.right
          let deltaW = self.widthForContentBreakView()
          if deltaW < 0 {
            right -= deltaW
          }
          self.lastRightDelta = right - (self.scrollView?.mj_insetR ?? 0)
          self.scrollView?.mj_insetR = right
          guard let scrollView = self.scrollView else { return }
          var offset = scrollView.contentOffset
          offset.x = self.happenOffsetX() + self.mj_w
          scrollView.setContentOffset(offset, animated: false)
        },
        completion: { _ in
          self.executeRefreshingCallback()
        })
    }
  }

  /// Placed after the content, or at the right edge of short content.
  ///
  /// @original -[MJRefreshTrailer scrollViewContentSizeDidChange:] MJRefresh/Base/MJRefreshTrailer.m:127
  open override func scrollViewContentSizeDidChange(_ change: KeyValueChange?) {
    enter(#function)
    defer { leave() }
    super.scrollViewContentSizeDidChange(change)
    let contentWidth = (scrollView?.mj_contentW ?? 0) + ignoredScrollViewContentInsetRight
    let scrollWidth =
      (scrollView?.mj_w ?? 0) - scrollViewOriginalInset.left - scrollViewOriginalInset.right
      + ignoredScrollViewContentInsetRight
    mj_x = max(contentWidth, scrollWidth)
  }

  /// As tall as the scroll view, 60 wide.
  ///
  /// @original -[MJRefreshTrailer placeSubviews] MJRefresh/Base/MJRefreshTrailer.m:138
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    mj_h = scrollView?.mj_h ?? 0
    mj_w = MJRefreshConst.trailWidth
  }

  /// Attached: the scroll view bounces across, not up and down.
  ///
  /// @original -[MJRefreshTrailer willMoveToSuperview:] MJRefresh/Base/MJRefreshTrailer.m:146
  open override func willMove(toSuperview newSuperview: SimView?) {
    enter(#function)
    defer { leave() }
    super.willMove(toSuperview: newSuperview)
    if newSuperview != nil {
      scrollView?.alwaysBounceHorizontal = true
      scrollView?.alwaysBounceVertical = false
    }
  }

  /// Makes the trailer the scroll view's `mj_trailer`.
  ///
  /// @original -[MJRefreshTrailer linkTo:] MJRefresh/Base/MJRefreshTrailer.m:158
  @discardableResult
  open override func linkTo(_ scrollView: SimScrollView) -> MJRefreshTrailer {
    enter(#function)
    defer { leave() }
    scrollView.mj_trailer = self
    return self
  }

  /// The x offset at which the trailer starts to show.
  ///
  /// @original -[MJRefreshTrailer happenOffsetX] MJRefresh/Base/MJRefreshTrailer.m:164
  final func happenOffsetX() -> Double {
    enter(#function)
    defer { leave() }
    let deltaW = widthForContentBreakView()
    if deltaW > 0 {
      return deltaW - scrollViewOriginalInset.left
    } else {
      return -scrollViewOriginalInset.left
    }
  }

  /// How far the content reaches beyond the visible width.
  ///
  /// @original -[MJRefreshTrailer widthForContentBreakView] MJRefresh/Base/MJRefreshTrailer.m:174
  final func widthForContentBreakView() -> Double {
    enter(#function)
    defer { leave() }
    let w = (scrollView?.frame.size.width ?? 0) - scrollViewOriginalInset.right - scrollViewOriginalInset.left
    return (scrollView?.contentSize.width ?? 0) - w
  }
}
