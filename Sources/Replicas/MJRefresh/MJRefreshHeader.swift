import ReplicaSupport
import SimKernel

/// The pull-down header: it sits above the content, turns Pulling when
/// pulled past its own height while the finger is down, starts refreshing
/// when let go, and makes room for itself (top inset) while refreshing.
///
/// The Core Animation path for collection views (`isCollectionViewAnimationBug`,
/// off by default) is left out: the engine has no collection views, and
/// the default UIView-animation path is the one modelled. Likewise the
/// iOS 10 early return of `resetInset` without a window: the replica
/// models iOS 11 and later.
///
/// @original MJRefreshHeader MJRefresh/Base/MJRefreshHeader.m
open class MJRefreshHeader: MJRefreshComponent {
  open override class var traceName: String { "MJRefreshHeader" }

  /// The top inset to give back when refreshing ends: the original top
  /// minus the top set while refreshing (−54 after a plain refresh).
  ///
  /// @original insetTDelta MJRefresh/Base/MJRefreshHeader.m:18
  public final private(set) var insetTDelta = 0.0
  final var _lastUpdatedTimeKey = ""
  final var _ignoredScrollViewContentInsetTop = 0.0

  // MARK: Creating

  /// A header of this class that calls `refreshingBlock` when it
  /// refreshes.
  ///
  /// @entry
  /// @original +[MJRefreshHeader headerWithRefreshingBlock:] MJRefresh/Base/MJRefreshHeader.m:23
  public convenience init(kernel: Kernel, refreshingBlock: @escaping () -> Void) {
    MJRefreshHeader.enter(#function, kernel)
    defer { MJRefreshHeader.leave(kernel) }
    self.init(kernel: kernel, frame: .zero)
    self.refreshingBlock = refreshingBlock
  }

  /// A header of this class that sends `refreshingAction` to `target`.
  ///
  /// @entry
  /// @original +[MJRefreshHeader headerWithRefreshingTarget:refreshingAction:] MJRefresh/Base/MJRefreshHeader.m:29
  public convenience init(
    kernel: Kernel, refreshingTarget target: AnyObject,
    refreshingAction action: @escaping (AnyObject, MJRefreshComponent) -> Void
  ) {
    MJRefreshHeader.enter(#function, kernel)
    defer { MJRefreshHeader.leave(kernel) }
    self.init(kernel: kernel, frame: .zero)
    setRefreshingTarget(target, refreshingAction: action)
  }

  // MARK: Properties

  /// The `NSUserDefaults` key of the last refresh's date.
  ///
  /// @original lastUpdatedTimeKey MJRefresh/Base/MJRefreshHeader.h:24
  public var lastUpdatedTimeKey: String {
    get { _lastUpdatedTimeKey }
    set { setLastUpdatedTimeKey(newValue) }
  }

  /// @original -[MJRefreshHeader setLastUpdatedTimeKey:] MJRefresh/Base/MJRefreshHeader.h:24
  open func setLastUpdatedTimeKey(_ lastUpdatedTimeKey: String) {
    enter(#function)
    defer { leave() }
    _lastUpdatedTimeKey = lastUpdatedTimeKey
  }

  /// The date of the last refresh that ended, as kept under
  /// `lastUpdatedTimeKey` (shared by every header with the same key).
  ///
  /// @original -[MJRefreshHeader lastUpdatedTime] MJRefresh/Base/MJRefreshHeader.m:286
  public var lastUpdatedTime: SimDate? {
    SimUserDefaults.standard(kernel).date(forKey: lastUpdatedTimeKey)
  }

  /// How much of the scroll view's top inset the header sits above.
  ///
  /// @original ignoredScrollViewContentInsetTop MJRefresh/Base/MJRefreshHeader.h:29
  public var ignoredScrollViewContentInsetTop: Double {
    get { _ignoredScrollViewContentInsetTop }
    set { setIgnoredScrollViewContentInsetTop(newValue) }
  }

  /// @original -[MJRefreshHeader setIgnoredScrollViewContentInsetTop:] MJRefresh/Base/MJRefreshHeader.m:291
  public final func setIgnoredScrollViewContentInsetTop(_ ignoredScrollViewContentInsetTop: Double) {
    enter(#function)
    defer { leave() }
    _ignoredScrollViewContentInsetTop = ignoredScrollViewContentInsetTop
    mj_y = -mj_h - _ignoredScrollViewContentInsetTop
  }

  // MARK: Template methods

  /// The default key, and the height: 54.
  ///
  /// @original -[MJRefreshHeader prepare] MJRefresh/Base/MJRefreshHeader.m:37
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    setLastUpdatedTimeKey(MJRefreshConst.headerLastUpdatedTimeKey)
    mj_h = MJRefreshConst.headerHeight
  }

  /// Just above the content: y = −height − ignored top inset.
  ///
  /// @original -[MJRefreshHeader placeSubviews] MJRefresh/Base/MJRefreshHeader.m:48
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    mj_y = -mj_h - ignoredScrollViewContentInsetTop
  }

  /// While refreshing, the top inset follows the content between the
  /// original top and the original top plus the header's height, so that
  /// section headers do not stick under the header when the content is
  /// scrolled; `insetTDelta` is what the ending gives back. The inset is
  /// written only when it moves by more than `FLT_EPSILON` (3.1.12 always
  /// wrote it, and returned first when there was no window).
  ///
  /// @original -[MJRefreshHeader resetInset] MJRefresh/Base/MJRefreshHeader.m:56
  final func resetInset() {
    enter(#function)
    defer { leave() }
    guard let scrollView else { return }
    var insetT =
      -scrollView.mj_offsetY > _scrollViewOriginalInset.top
      ? -scrollView.mj_offsetY : _scrollViewOriginalInset.top
    insetT = insetT > mj_h + _scrollViewOriginalInset.top ? mj_h + _scrollViewOriginalInset.top : insetT
    insetTDelta = _scrollViewOriginalInset.top - insetT
    if abs(scrollView.mj_insetT - insetT) > MJRefreshConst.floatEpsilon {
      scrollView.mj_insetT = insetT
    }
  }

  /// The pull: while refreshing, only the inset follows; otherwise the
  /// original inset is refreshed and, once the header shows, the pull is
  /// measured. Dragging past the threshold (−top − height, strictly) makes
  /// Idle Pulling, back above it Pulling Idle; the first change after the
  /// finger lifts (the bounce) starts a Pulling header refreshing. The pan
  /// gesture's own changes are not used.
  ///
  /// @original -[MJRefreshHeader scrollViewContentOffsetDidChange:] MJRefresh/Base/MJRefreshHeader.m:73
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueChange?) {
    enter(#function)
    defer { leave() }
    super.scrollViewContentOffsetDidChange(change)
    if state == .refreshing {
      resetInset()
      return
    }
    guard let scrollView else { return }
    _scrollViewOriginalInset = scrollView.mj_inset
    let offsetY = scrollView.mj_offsetY
    let happenOffsetY = -scrollViewOriginalInset.top
    if offsetY > happenOffsetY { return }
    let normal2pullingOffsetY = happenOffsetY - mj_h
    let pullingPercent = (happenOffsetY - offsetY) / mj_h
    if scrollView.isDragging {
      setPullingPercent(pullingPercent)
      if state == .idle && offsetY < normal2pullingOffsetY {
        state = .pulling
      } else if state == .pulling && offsetY >= normal2pullingOffsetY {
        state = .idle
      }
    } else if state == .pulling {
      beginRefreshing()
    } else if pullingPercent < 1 {
      setPullingPercent(pullingPercent)
    }
  }

  /// Refreshing starts the refreshing animation; Idle coming from
  /// Refreshing (and only from there) the ending one.
  ///
  /// @original -[MJRefreshHeader setState:] MJRefresh/Base/MJRefreshHeader.m:116
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if state == .idle {
      if oldState != .refreshing { return }
      headerEndingAction()
    } else if state == .refreshing {
      headerRefreshingAction()
    }
  }

  /// The end of a refresh: the date is saved first (so the time label
  /// shows it in the same transition), then over `slowAnimationDuration`
  /// (0.4 s) the top inset gets `insetTDelta` back — the content slides
  /// up as the offset is clamped — the begin action runs, and the alpha
  /// goes to 0 if automatic; when it is over the pull is reset and the end
  /// completion block runs. (In 3.1.12 this was inline in `setState:`, with
  /// the 0.4 s constant and no begin action.)
  ///
  /// @animation
  /// @original -[MJRefreshHeader headerEndingAction] MJRefresh/Base/MJRefreshHeader.m:130
  final func headerEndingAction() {
    enter(#function)
    defer { leave() }
    let defaults = SimUserDefaults.standard(kernel)
    defaults.set(WallClock.now(kernel), forKey: lastUpdatedTimeKey)
    defaults.synchronize()
    kernel.animate(
      label: "headerEndingAction", duration: VirtualDuration(secondsValue: slowAnimationDuration),
      animations: {
        self.scrollView?.mj_insetT += self.insetTDelta
        if let endRefreshingAnimationBeginAction = self.endRefreshingAnimationBeginAction {
          endRefreshingAnimationBeginAction()
        }
        if self.automaticallyChangeAlpha { self.alpha = 0 }
      },
      completion: { _ in
        self.setPullingPercent(0)
        if let endRefreshingCompletionBlock = self.endRefreshingCompletionBlock {
          endRefreshingCompletionBlock()
        }
      })
  }

  /// The start of a refresh: over `fastAnimationDuration` (0.25 s), unless
  /// the pan gesture was cancelled, the top inset makes room for the
  /// header and the offset shows it (a plain offset set inside the block,
  /// which the offset handler sees at once, already Refreshing, and answers
  /// with `resetInset`); when it is over, the refreshing callbacks run —
  /// after a cancelled pan too. (In 3.1.12 all of this was dispatched to the
  /// main queue first.)
  ///
  /// @animation
  /// @original -[MJRefreshHeader headerRefreshingAction] MJRefresh/Base/MJRefreshHeader.m:203
  final func headerRefreshingAction() {
    enter(#function)
    defer { leave() }
    kernel.animate(
      label: "headerRefreshingAction", duration: VirtualDuration(secondsValue: fastAnimationDuration),
      animations: {
        guard let scrollView = self.scrollView else { return }
        if scrollView.panState != .cancelled {
          let top = self.scrollViewOriginalInset.top + self.mj_h
          scrollView.mj_insetT = top
          var offset = scrollView.contentOffset
          offset.y = -top
          scrollView.setContentOffset(offset, animated: false)
        }
      },
      completion: { _ in
        self.executeRefreshingCallback()
      })
  }

  /// Makes the header the scroll view's `mj_header`.
  ///
  /// @original -[MJRefreshHeader linkTo:] MJRefresh/Base/MJRefreshHeader.m:248
  @discardableResult
  open override func linkTo(_ scrollView: SimScrollView) -> MJRefreshHeader {
    enter(#function)
    defer { leave() }
    scrollView.mj_header = self
    return self
  }
}
