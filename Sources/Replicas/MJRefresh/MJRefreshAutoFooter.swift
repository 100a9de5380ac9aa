import ReplicaSupport
import SimKernel

/// The footer that loads by itself when it comes into view at the end of
/// the content (or when a drag ends there), without a pull past the end.
/// It sits right after the content and adds its height to the bottom
/// inset while visible.
///
/// A drag can trigger it `autoTriggerTimes` times (1 by default, −1 for
/// no limit): each pan's start resets the count, and each refresh a drag
/// started uses one up when it ends. Triggers by deceleration are not
/// counted.
///
/// In 3.1.12 there was no trigger counting, the callback ran 0.5 s after
/// entering Refreshing (`dispatch_after`), paging was not handled and the
/// position ignored `ignoredScrollViewContentInsetBottom`. The engine's
/// `isHidden` cannot be overridden: hiding the footer as the original's
/// `setHidden:` does (state Idle, inset back) goes through
/// `setHidden(_:)`.
///
/// @original MJRefreshAutoFooter MJRefresh/Base/MJRefreshAutoFooter.m
open class MJRefreshAutoFooter: MJRefreshFooter {
  open override class var traceName: String { "MJRefreshAutoFooter" }

  /// Whether coming into view refreshes.
  ///
  /// @original automaticallyRefresh MJRefresh/Base/MJRefreshAutoFooter.h:19
  public final var automaticallyRefresh = false
  /// How much of the footer must show to refresh (1: all of it).
  ///
  /// @original triggerAutomaticallyRefreshPercent MJRefresh/Base/MJRefreshAutoFooter.h:25
  public final var triggerAutomaticallyRefreshPercent = 0.0
  /// Whether the refresh under way (or refused) was started by a drag.
  ///
  /// @state
  /// @original triggerByDrag MJRefresh/Base/MJRefreshAutoFooter.m:17
  public final private(set) var triggerByDrag = false
  /// How many more refreshes the current drag may start (−1: no limit).
  ///
  /// @original leftTriggerTimes MJRefresh/Base/MJRefreshAutoFooter.m:18
  public final private(set) var leftTriggerTimes = 0
  private var autoTriggerTimesValue = 0

  /// Deprecated name of `triggerAutomaticallyRefreshPercent`.
  ///
  /// @original appearencePercentTriggerAutoRefresh MJRefresh/Base/MJRefreshAutoFooter.h:22
  public final var appearencePercentTriggerAutoRefresh: Double {
    get { triggerAutomaticallyRefreshPercent }
    set { triggerAutomaticallyRefreshPercent = newValue }
  }

  /// How many refreshes one drag may start (1; −1 for any number).
  ///
  /// @original autoTriggerTimes MJRefresh/Base/MJRefreshAutoFooter.h:31
  public final var autoTriggerTimes: Int {
    get { autoTriggerTimesValue }
    set { setAutoTriggerTimes(newValue) }
  }

  /// @original -[MJRefreshAutoFooter setAutoTriggerTimes:] MJRefresh/Base/MJRefreshAutoFooter.m:212
  public final func setAutoTriggerTimes(_ autoTriggerTimes: Int) {
    enter(#function)
    defer { leave() }
    autoTriggerTimesValue = autoTriggerTimes
    leftTriggerTimes = autoTriggerTimes
  }

  /// Attached: unless hidden, the bottom inset grows by the footer's
  /// height (after the base remembered the inset without it), and the
  /// footer goes after the content. Taken out: the inset shrinks back.
  ///
  /// @original -[MJRefreshAutoFooter willMoveToSuperview:] MJRefresh/Base/MJRefreshAutoFooter.m:24
  open override func willMove(toSuperview newSuperview: SimView?) {
    enter(#function)
    defer { leave() }
    super.willMove(toSuperview: newSuperview)
    if newSuperview != nil {
      if !isHidden {
        scrollView?.mj_insetB += mj_h
      }
      mj_y = (scrollView?.mj_contentH ?? 0) + ignoredScrollViewContentInsetBottom
    } else {
      if !isHidden {
        scrollView?.mj_insetB -= mj_h
      }
    }
  }

  /// @original -[MJRefreshAutoFooter prepare] MJRefresh/Base/MJRefreshAutoFooter.m:54
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    triggerAutomaticallyRefreshPercent = 1
    automaticallyRefresh = true
    setAutoTriggerTimes(1)
  }

  /// The footer follows the end of the content (the new height, or the
  /// current one when the new is 0).
  ///
  /// @original -[MJRefreshAutoFooter scrollViewContentSizeDidChange:] MJRefresh/Base/MJRefreshAutoFooter.m:67
  open override func scrollViewContentSizeDidChange(_ change: KeyValueChange?) {
    enter(#function)
    defer { leave() }
    super.scrollViewContentSizeDidChange(change)
    var size = Size.zero
    if case .contentSize(_, let new)? = change { size = new }
    let contentHeight = size.height == 0 ? (scrollView?.mj_contentH ?? 0) : size.height
    let y = contentHeight + ignoredScrollViewContentInsetBottom
    if mj_y != y {
      mj_y = y
    }
  }

  /// Idle, automatic and placed: when the content is taller than the
  /// screen, an offset that shows the footer (`triggerAutomaticallyRefreshPercent`
  /// of it) while moving down the content refreshes — marked as a drag's
  /// when dragging.
  ///
  /// @original -[MJRefreshAutoFooter scrollViewContentOffsetDidChange:] MJRefresh/Base/MJRefreshAutoFooter.m:80
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueChange?) {
    enter(#function)
    defer { leave() }
    super.scrollViewContentOffsetDidChange(change)
    if state != .idle || !automaticallyRefresh || mj_y == 0 { return }
    guard let scrollView else { return }
    if scrollView.mj_insetT + scrollView.mj_contentH > scrollView.mj_h {
      if scrollView.mj_offsetY
        >= scrollView.mj_contentH - scrollView.mj_h + mj_h * triggerAutomaticallyRefreshPercent
        + scrollView.mj_insetB - mj_h
      {
        var old = Point.zero
        var new = Point.zero
        if case .contentOffset(let oldOffset, let newOffset)? = change {
          old = oldOffset
          new = newOffset
        }
        if new.y <= old.y { return }
        if scrollView.isDragging {
          triggerByDrag = true
        }
        beginRefreshing()
      }
    }
  }

  /// Idle only. A drag that ends at the end of the content (or anywhere
  /// below the top, when the content is shorter than the screen)
  /// refreshes; a drag that begins resets the trigger count.
  ///
  /// @original -[MJRefreshAutoFooter scrollViewPanStateDidChange:] MJRefresh/Base/MJRefreshAutoFooter.m:103
  open override func scrollViewPanStateDidChange(_ change: KeyValueChange?) {
    enter(#function)
    defer { leave() }
    super.scrollViewPanStateDidChange(change)
    if state != .idle { return }
    guard let scrollView else { return }
    switch scrollView.panState {
    case .ended:
      if scrollView.mj_insetT + scrollView.mj_contentH <= scrollView.mj_h {
        if scrollView.mj_offsetY >= -scrollView.mj_insetT {
          triggerByDrag = true
          beginRefreshing()
        }
      } else {
        if scrollView.mj_offsetY >= scrollView.mj_contentH + scrollView.mj_insetB - scrollView.mj_h {
          triggerByDrag = true
          beginRefreshing()
        }
      }
    case .began:
      resetTriggerTimes()
    default:
      break
    }
  }

  /// @original -[MJRefreshAutoFooter unlimitedTrigger] MJRefresh/Base/MJRefreshAutoFooter.m:138
  final func unlimitedTrigger() -> Bool {
    enter(#function)
    defer { leave() }
    return leftTriggerTimes == -1
  }

  /// Refuses a drag's refresh when the drag has used up its triggers.
  ///
  /// @entry
  /// @original -[MJRefreshAutoFooter beginRefreshing] MJRefresh/Base/MJRefreshAutoFooter.m:142
  open override func beginRefreshing() {
    enter(#function)
    defer { leave() }
    if triggerByDrag && leftTriggerTimes <= 0 && !unlimitedTrigger() {
      return
    }
    super.beginRefreshing()
  }

  /// The base's `beginRefreshing`, without the trigger check: a tap on
  /// the state label.
  ///
  /// @original -[MJRefreshAutoFooter beginRefreshingWithoutValidation] MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.m:20
  final func beginRefreshingWithoutValidation() {
    enter(#function)
    defer { leave() }
    super.beginRefreshing()
  }

  /// Refreshing calls back at once (no animation, no inset change). Idle
  /// or NoMoreData: a drag's refresh uses up one trigger; coming from
  /// Refreshing, a paging scroll view scrolls back by the bottom inset over
  /// `slowAnimationDuration` (begin action inside, end completion after),
  /// any other calls the end completion block at once.
  ///
  /// @animation
  /// @original -[MJRefreshAutoFooter setState:] MJRefresh/Base/MJRefreshAutoFooter.m:151
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if state == .refreshing {
      executeRefreshingCallback()
    } else if state == .noMoreData || state == .idle {
      if triggerByDrag {
        if !unlimitedTrigger() {
          leftTriggerTimes -= 1
        }
        triggerByDrag = false
      }
      if oldState == .refreshing {
        if let scrollView, scrollView.isPagingEnabled {
          var offset = scrollView.contentOffset
          offset.y -= scrollView.mj_insetB
          kernel.animate(
            label: "autoFooterPaging", duration: VirtualDuration(secondsValue: slowAnimationDuration),
            animations: {
              scrollView.contentOffset = offset
              if let endRefreshingAnimationBeginAction = self.endRefreshingAnimationBeginAction {
                endRefreshingAnimationBeginAction()
              }
            },
            completion: { _ in
              if let endRefreshingCompletionBlock = self.endRefreshingCompletionBlock {
                endRefreshingCompletionBlock()
              }
            })
          return
        }
        if let endRefreshingCompletionBlock {
          endRefreshingCompletionBlock()
        }
      }
    }
  }

  /// @original -[MJRefreshAutoFooter resetTriggerTimes] MJRefresh/Base/MJRefreshAutoFooter.m:190
  final func resetTriggerTimes() {
    enter(#function)
    defer { leave() }
    leftTriggerTimes = autoTriggerTimes
  }

  /// Hiding makes the footer Idle and gives its inset back; showing takes
  /// the inset again and goes after the content.
  ///
  /// @entry
  /// @original -[MJRefreshAutoFooter setHidden:] MJRefresh/Base/MJRefreshAutoFooter.m:194
  open override func setHidden(_ hidden: Bool) {
    enter(#function)
    defer { leave() }
    let lastHidden = isHidden
    super.setHidden(hidden)
    if !lastHidden && hidden {
      state = .idle
      scrollView?.mj_insetB -= mj_h
    } else if lastHidden && !hidden {
      scrollView?.mj_insetB += mj_h
      mj_y = (scrollView?.mj_contentH ?? 0) + ignoredScrollViewContentInsetBottom
    }
  }
}
