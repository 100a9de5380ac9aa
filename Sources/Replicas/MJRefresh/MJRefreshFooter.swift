import ReplicaSupport
import SimKernel

/// The base of the two footers: its height (44), its constructors, and
/// "no more data".
///
/// The deprecated `automaticallyHidden` is kept as the original keeps it:
/// stored, and read by nothing.
///
/// @original MJRefreshFooter MJRefresh/Base/MJRefreshFooter.m
open class MJRefreshFooter: MJRefreshComponent {
  open override class var traceName: String { "MJRefreshFooter" }

  /// How much of the scroll view's bottom inset the footer sits below.
  ///
  /// @original ignoredScrollViewContentInsetBottom MJRefresh/Base/MJRefreshFooter.h:31
  public final var ignoredScrollViewContentInsetBottom = 0.0
  /// Deprecated; does nothing.
  ///
  /// @original automaticallyHidden MJRefresh/Base/MJRefreshFooter.h:34
  public final var automaticallyHidden = false

  /// A footer of this class that calls `refreshingBlock` when it
  /// refreshes.
  ///
  /// @entry
  /// @original +[MJRefreshFooter footerWithRefreshingBlock:] MJRefresh/Base/MJRefreshFooter.m:19
  public convenience init(kernel: Kernel, refreshingBlock: @escaping () -> Void) {
    MJRefreshFooter.enter(#function, kernel)
    defer { MJRefreshFooter.leave(kernel) }
    self.init(kernel: kernel, frame: .zero)
    self.refreshingBlock = refreshingBlock
  }

  /// A footer of this class that sends `refreshingAction` to `target`.
  ///
  /// @entry
  /// @original +[MJRefreshFooter footerWithRefreshingTarget:refreshingAction:] MJRefresh/Base/MJRefreshFooter.m:25
  public convenience init(
    kernel: Kernel, refreshingTarget target: AnyObject,
    refreshingAction action: @escaping (AnyObject, MJRefreshComponent) -> Void
  ) {
    MJRefreshFooter.enter(#function, kernel)
    defer { MJRefreshFooter.leave(kernel) }
    self.init(kernel: kernel, frame: .zero)
    setRefreshingTarget(target, refreshingAction: action)
  }

  /// The height: 44.
  ///
  /// @original -[MJRefreshFooter prepare] MJRefresh/Base/MJRefreshFooter.m:33
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    mj_h = MJRefreshConst.footerHeight
  }

  /// Makes the footer the scroll view's `mj_footer`.
  ///
  /// @original -[MJRefreshFooter linkTo:] MJRefresh/Base/MJRefreshFooter.m:46
  @discardableResult
  open override func linkTo(_ scrollView: SimScrollView) -> MJRefreshFooter {
    enter(#function)
    defer { leave() }
    scrollView.mj_footer = self
    return self
  }

  /// Ends the refresh with nothing more to load: NoMoreData, on the main
  /// queue.
  ///
  /// @entry
  /// @original -[MJRefreshFooter endRefreshingWithNoMoreData] MJRefresh/Base/MJRefreshFooter.m:52
  public final func endRefreshingWithNoMoreData() {
    enter(#function)
    defer { leave() }
    kernel.mainQueue.async(label: "endRefreshingWithNoMoreData") {
      self.state = .noMoreData
    }
  }

  /// Deprecated name of `endRefreshingWithNoMoreData`.
  ///
  /// @entry
  /// @original -[MJRefreshFooter noticeNoMoreData] MJRefresh/Base/MJRefreshFooter.m:57
  public final func noticeNoMoreData() {
    enter(#function)
    defer { leave() }
    endRefreshingWithNoMoreData()
  }

  /// There is more to load after all: Idle, on the main queue.
  ///
  /// @entry
  /// @original -[MJRefreshFooter resetNoMoreData] MJRefresh/Base/MJRefreshFooter.m:62
  public final func resetNoMoreData() {
    enter(#function)
    defer { leave() }
    kernel.mainQueue.async(label: "resetNoMoreData") {
      self.state = .idle
    }
  }
}
