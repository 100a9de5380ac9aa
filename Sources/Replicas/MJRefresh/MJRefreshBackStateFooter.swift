import ReplicaSupport
import SimKernel

/// A back footer with a state label ("Pull up to load more").
///
/// @original MJRefreshBackStateFooter MJRefresh/Custom/Footer/Back/MJRefreshBackStateFooter.m
open class MJRefreshBackStateFooter: MJRefreshBackFooter {
  open override class var traceName: String { "MJRefreshBackStateFooter" }

  /// @original labelLeftInset MJRefresh/Custom/Footer/Back/MJRefreshBackStateFooter.h:19
  public final var labelLeftInset = 0.0
  /// @original stateTitles MJRefresh/Custom/Footer/Back/MJRefreshBackStateFooter.m:18
  final var stateTitles: [MJRefreshState: String] = [:]
  private var stateLabelStorage: SimLabel?

  /// @original -[MJRefreshBackStateFooter stateLabel] MJRefresh/Custom/Footer/Back/MJRefreshBackStateFooter.m:31
  public final var stateLabel: SimLabel {
    if let stateLabelStorage { return stateLabelStorage }
    let label = SimLabel.mj_label(kernel: kernel, label: "stateLabel")
    stateLabelStorage = label
    addSubview(label)
    return label
  }

  /// @original -[MJRefreshBackStateFooter setTitle:forState:] MJRefresh/Custom/Footer/Back/MJRefreshBackStateFooter.m:40
  @discardableResult
  public final func setTitle(_ title: String?, forState state: MJRefreshState) -> MJRefreshBackStateFooter {
    enter(#function)
    defer { leave() }
    guard let title else { return self }
    stateTitles[state] = title
    stateLabel.text = _state.flatMap { stateTitles[$0] }
    return self
  }

  /// @original -[MJRefreshBackStateFooter titleForState:] MJRefresh/Custom/Footer/Back/MJRefreshBackStateFooter.m:48
  public final func title(forState state: MJRefreshState) -> String? {
    enter(#function)
    defer { leave() }
    return stateTitles[state]
  }

  /// @original -[MJRefreshBackStateFooter textConfiguration] MJRefresh/Custom/Footer/Back/MJRefreshBackStateFooter.m:52
  final func textConfiguration() {
    enter(#function)
    defer { leave() }
    setTitle(MJRefreshBundle.localizedString(forKey: .backFooterIdleText, kernel), forState: .idle)
    setTitle(MJRefreshBundle.localizedString(forKey: .backFooterPullingText, kernel), forState: .pulling)
    setTitle(
      MJRefreshBundle.localizedString(forKey: .backFooterRefreshingText, kernel), forState: .refreshing)
    setTitle(
      MJRefreshBundle.localizedString(forKey: .backFooterNoMoreDataText, kernel), forState: .noMoreData)
  }

  /// @original -[MJRefreshBackStateFooter prepare] MJRefresh/Custom/Footer/Back/MJRefreshBackStateFooter.m:61
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    labelLeftInset = MJRefreshConst.labelLeftInset
    textConfiguration()
  }

  /// @original -[MJRefreshBackStateFooter i18nDidChange] MJRefresh/Custom/Footer/Back/MJRefreshBackStateFooter.m:70
  open override func i18nDidChange() {
    enter(#function)
    defer { leave() }
    textConfiguration()
    super.i18nDidChange()
  }

  /// The label fills the footer.
  ///
  /// @original -[MJRefreshBackStateFooter placeSubviews] MJRefresh/Custom/Footer/Back/MJRefreshBackStateFooter.m:76
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    stateLabel.frame = bounds
  }

  /// @original -[MJRefreshBackStateFooter setState:] MJRefresh/Custom/Footer/Back/MJRefreshBackStateFooter.m:86
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    stateLabel.text = stateTitles[state]
  }
}
