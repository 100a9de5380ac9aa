// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The original's category names (mj_header, mj_totalDataCount), so that
// the replica and the article say the same.

import SimKernel

/// `UIScrollView (MJRefresh)`: a scroll view's header, footer and trailer,
/// and how many rows it shows.
///
/// Setting one that differs from the current one takes the old one out of
/// the scroll view, inserts the new one at subview index 0 (behind the
/// content) and keeps it. The original keeps it as an associated object
/// (`objc_setAssociatedObject`, retained); the replica keeps it in a side
/// table of the app (`MJRefreshAssociations`), keyed by the scroll view's
/// trace id (unique in a kernel and never reused). Modelling choice: an
/// entry outlives its scroll view until the kernel is torn down, where the
/// associated object would go with it. The deprecated `header` / `footer`
/// aliases are left out.
///
/// @original UIScrollView(MJRefresh) MJRefresh/UIScrollView+MJRefresh.m
extension SimScrollView {
  /// @original -[UIScrollView(MJRefresh) mj_header] MJRefresh/UIScrollView+MJRefresh.m:34
  public var mj_header: MJRefreshHeader? {
    get { MJRefreshAssociations.of(kernel).entry(of: self)?.header }
    set {
      guard newValue !== mj_header else { return }
      mj_header?.removeFromSuperview()
      if let header = newValue { insertSubview(header, at: 0) }
      MJRefreshAssociations.of(kernel).update(self) { $0.header = newValue }
    }
  }

  /// @original -[UIScrollView(MJRefresh) mj_footer] MJRefresh/UIScrollView+MJRefresh.m:55
  public var mj_footer: MJRefreshFooter? {
    get { MJRefreshAssociations.of(kernel).entry(of: self)?.footer }
    set {
      guard newValue !== mj_footer else { return }
      mj_footer?.removeFromSuperview()
      if let footer = newValue { insertSubview(footer, at: 0) }
      MJRefreshAssociations.of(kernel).update(self) { $0.footer = newValue }
    }
  }

  /// @original -[UIScrollView(MJRefresh) mj_trailer] MJRefresh/UIScrollView+MJRefresh.m:75
  public var mj_trailer: MJRefreshTrailer? {
    get { MJRefreshAssociations.of(kernel).entry(of: self)?.trailer }
    set {
      guard newValue !== mj_trailer else { return }
      mj_trailer?.removeFromSuperview()
      if let trailer = newValue { insertSubview(trailer, at: 0) }
      MJRefreshAssociations.of(kernel).update(self) { $0.trailer = newValue }
    }
  }

  /// The rows of every section of a table view (the items of a collection
  /// view, which the engine does not have); 0 for other scroll views.
  ///
  /// @original -[UIScrollView(MJRefresh) mj_totalDataCount] MJRefresh/UIScrollView+MJRefresh.m:101
  public var mj_totalDataCount: Int {
    guard let tableView = self as? SimTableView else { return 0 }
    return tableView.numberOfRows
  }
}

/// The associated objects of `UIScrollView (MJRefresh)`: per scroll view,
/// its header, footer and trailer, retained. One table per kernel.
public final class MJRefreshAssociations {
  struct Entry {
    let scrollViewID: Int
    var header: MJRefreshHeader?
    var footer: MJRefreshFooter?
    var trailer: MJRefreshTrailer?
  }

  private var entries: [Entry] = []

  init() {}

  static func of(_ kernel: Kernel) -> MJRefreshAssociations {
    kernel.singleton("MJRefresh.associatedObjects") { MJRefreshAssociations() }
  }

  func entry(of scrollView: SimScrollView) -> Entry? {
    entries.first { $0.scrollViewID == scrollView.ref.id }
  }

  func update(_ scrollView: SimScrollView, _ change: (inout Entry) -> Void) {
    if let index = entries.firstIndex(where: { $0.scrollViewID == scrollView.ref.id }) {
      change(&entries[index])
    } else {
      var entry = Entry(scrollViewID: scrollView.ref.id)
      change(&entry)
      entries.append(entry)
    }
  }
}
