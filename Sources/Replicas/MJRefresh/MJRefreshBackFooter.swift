import ReplicaSupport
import SimKernel

/// The footer that loads when the content is pulled up past its end and
/// let go: the pull-up mirror of the header. It sits below the content
/// (or at the bottom of the screen when the content is shorter), and while
/// refreshing makes room for itself at the bottom.
///
/// After a refresh that added rows, the offset is assigned its own value
/// once more; the original does it so that the offset handler sees the
/// new content at once (the content does not move).
///
/// @original MJRefreshBackFooter MJRefresh/Base/MJRefreshBackFooter.m
open class MJRefreshBackFooter: MJRefreshFooter {
  open override class var traceName: String { "MJRefreshBackFooter" }

  /// `mj_totalDataCount` when the refresh began.
  ///
  /// @original lastRefreshCount MJRefresh/Base/MJRefreshBackFooter.m:16
  public final private(set) var lastRefreshCount = 0
  /// How much the refresh added to the bottom inset.
  ///
  /// @original lastBottomDelta MJRefresh/Base/MJRefreshBackFooter.m:17
  public final private(set) var lastBottomDelta = 0.0

  /// Attached (or taken out): placed as after a content size change.
  ///
  /// @original -[MJRefreshBackFooter willMoveToSuperview:] MJRefresh/Base/MJRefreshBackFooter.m:23
  open override func willMove(toSuperview newSuperview: SimView?) {
    enter(#function)
    defer { leave() }
    super.willMove(toSuperview: newSuperview)
    scrollViewContentSizeDidChange(nil)
  }

  /// The pull: past the end of the content (`happenOffsetY()`), the pull is
  /// measured; with no more data only the percent is kept. Dragging past
  /// the end plus the footer's height (strictly) makes Idle Pulling, back
  /// within it Pulling Idle; the first change after the finger lifts
  /// starts a Pulling footer refreshing.
  ///
  /// @original -[MJRefreshBackFooter scrollViewContentOffsetDidChange:] MJRefresh/Base/MJRefreshBackFooter.m:31
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueChange?) {
    enter(#function)
    defer { leave() }
    super.scrollViewContentOffsetDidChange(change)
    if state == .refreshing { return }
    guard let scrollView else { return }
    _scrollViewOriginalInset = scrollView.mj_inset
    let currentOffsetY = scrollView.mj_offsetY
    let happenOffsetY = happenOffsetY()
    if currentOffsetY <= happenOffsetY { return }
    let pullingPercent = (currentOffsetY - happenOffsetY) / mj_h
    if state == .noMoreData {
      setPullingPercent(pullingPercent)
      return
    }
    if scrollView.isDragging {
      setPullingPercent(pullingPercent)
      let normal2pullingOffsetY = happenOffsetY + mj_h
      if state == .idle && currentOffsetY > normal2pullingOffsetY {
        state = .pulling
      } else if state == .pulling && currentOffsetY <= normal2pullingOffsetY {
        state = .idle
      }
    } else if state == .pulling {
      beginRefreshing()
    } else if pullingPercent < 1 {
      setPullingPercent(pullingPercent)
    }
  }

  /// Placed below the content, or at the bottom of the screen when the
  /// content is shorter.
  ///
  /// @original -[MJRefreshBackFooter scrollViewContentSizeDidChange:] MJRefresh/Base/MJRefreshBackFooter.m:75
  open override func scrollViewContentSizeDidChange(_ change: KeyValueChange?) {
    enter(#function)
    defer { leave() }
    super.scrollViewContentSizeDidChange(change)
    var size = Size.zero
    if case .contentSize(_, let new)? = change { size = new }
    var contentHeight = size.height == 0 ? (scrollView?.mj_contentH ?? 0) : size.height
    contentHeight += ignoredScrollViewContentInsetBottom
    let scrollHeight =
      (scrollView?.mj_h ?? 0) - scrollViewOriginalInset.top - scrollViewOriginalInset.bottom
      + ignoredScrollViewContentInsetBottom
    let y = max(contentHeight, scrollHeight)
    if mj_y != y {
      mj_y = y
    }
  }

  /// Refreshing: the row count is remembered and, over
  /// `fastAnimationDuration`, the bottom inset makes room for the footer
  /// (and for the gap under short content) and the offset shows it; the
  /// callbacks run when it is over. Idle or NoMoreData from Refreshing:
  /// over `slowAnimationDuration` the inset is given back (begin action
  /// first, alpha to 0 if automatic; pull reset and end completion after);
  /// then, if the content is taller than the screen and the row count
  /// changed, the offset is assigned again.
  ///
  /// @animation
  /// @original -[MJRefreshBackFooter setState:] MJRefresh/Base/MJRefreshBackFooter.m:92
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if state == .noMoreData || state == .idle {
      if oldState == .refreshing {
        kernel.animate(
          label: "backFooterEndingAction", duration: VirtualDuration(secondsValue: slowAnimationDuration),
          animations: {
            if let endRefreshingAnimationBeginAction = self.endRefreshingAnimationBeginAction {
              endRefreshingAnimationBeginAction()
            }
            self.scrollView?.mj_insetB -= self.lastBottomDelta
            if self.automaticallyChangeAlpha { self.alpha = 0 }
          },
          completion: { _ in
            self.setPullingPercent(0)
            if let endRefreshingCompletionBlock = self.endRefreshingCompletionBlock {
              endRefreshingCompletionBlock()
            }
          })
      }
      let deltaH = heightForContentBreakView()
      if oldState == .refreshing && deltaH > 0 && (scrollView?.mj_totalDataCount ?? 0) != lastRefreshCount {
        if let scrollView {
          scrollView.mj_offsetY = scrollView.mj_offsetY
        }
      }
    } else if state == .refreshing {
      lastRefreshCount = scrollView?.mj_totalDataCount ?? 0
      kernel.animate(
        label: "backFooterRefreshingAction", duration: VirtualDuration(secondsValue: fastAnimationDuration),
        animations: {
          var bottom = self.mj_h + self.scrollViewOriginalInset.bottom
          let deltaH = self.heightForContentBreakView()
          if deltaH < 0 {
            bottom -= deltaH
          }
          self.lastBottomDelta = bottom - (self.scrollView?.mj_insetB ?? 0)
          self.scrollView?.mj_insetB = bottom
          self.scrollView?.mj_offsetY = self.happenOffsetY() + self.mj_h
        },
        completion: { _ in
          self.executeRefreshingCallback()
        })
    }
  }

  /// How far the content reaches below the visible height (negative when
  /// it is shorter), with the remembered inset.
  ///
  /// @original -[MJRefreshBackFooter heightForContentBreakView] MJRefresh/Base/MJRefreshBackFooter.m:142
  final func heightForContentBreakView() -> Double {
    enter(#function)
    defer { leave() }
    let h =
      (scrollView?.frame.size.height ?? 0) - scrollViewOriginalInset.bottom - scrollViewOriginalInset.top
    return (scrollView?.contentSize.height ?? 0) - h
  }

  /// The offset at which the footer starts to show.
  ///
  /// @original -[MJRefreshBackFooter happenOffsetY] MJRefresh/Base/MJRefreshBackFooter.m:149
  final func happenOffsetY() -> Double {
    enter(#function)
    defer { leave() }
    let deltaH = heightForContentBreakView()
    if deltaH > 0 {
      return deltaH - scrollViewOriginalInset.top
    } else {
      return -scrollViewOriginalInset.top
    }
  }
}
