import ReplicaSupport
import SimKernel

/// An auto footer with a state label ("Tap or pull up to load more"); a
/// tap on the label while Idle refreshes, whatever the trigger count.
///
/// Touches are not hit-tested by the engine: the tap recogniser's action,
/// `stateLabelClick()`, is what a scenario calls to tap the label.
///
/// @original MJRefreshAutoStateFooter MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.m
open class MJRefreshAutoStateFooter: MJRefreshAutoFooter {
  open override class var traceName: String { "MJRefreshAutoStateFooter" }

  /// @original labelLeftInset MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.h:19
  public final var labelLeftInset = 0.0
  /// Whether the Refreshing state shows no title.
  ///
  /// @original refreshingTitleHidden MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.h:27
  public final var refreshingTitleHidden = false
  /// @original stateTitles MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.m:32
  final var stateTitles: [MJRefreshState: String] = [:]
  private var stateLabelStorage: SimLabel?

  /// @original -[MJRefreshAutoStateFooter stateLabel] MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.m:45
  public final var stateLabel: SimLabel {
    if let stateLabelStorage { return stateLabelStorage }
    let label = SimLabel.mj_label(kernel: kernel, label: "stateLabel")
    stateLabelStorage = label
    addSubview(label)
    return label
  }

  /// @original -[MJRefreshAutoStateFooter setTitle:forState:] MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.m:54
  @discardableResult
  public final func setTitle(_ title: String?, forState state: MJRefreshState) -> MJRefreshAutoStateFooter {
    enter(#function)
    defer { leave() }
    guard let title else { return self }
    stateTitles[state] = title
    stateLabel.text = _state.flatMap { stateTitles[$0] }
    return self
  }

  /// The tap on the state label: refreshes when Idle, bypassing the
  /// trigger count.
  ///
  /// @entry
  /// @original -[MJRefreshAutoStateFooter stateLabelClick] MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.m:63
  public final func stateLabelClick() {
    enter(#function)
    defer { leave() }
    if state == .idle {
      beginRefreshingWithoutValidation()
    }
  }

  /// @original -[MJRefreshAutoStateFooter textConfiguration] MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.m:70
  final func textConfiguration() {
    enter(#function)
    defer { leave() }
    setTitle(MJRefreshBundle.localizedString(forKey: .autoFooterIdleText, kernel), forState: .idle)
    setTitle(
      MJRefreshBundle.localizedString(forKey: .autoFooterRefreshingText, kernel), forState: .refreshing)
    setTitle(
      MJRefreshBundle.localizedString(forKey: .autoFooterNoMoreDataText, kernel), forState: .noMoreData)
  }

  /// The texts, and the label made tappable.
  ///
  /// @original -[MJRefreshAutoStateFooter prepare] MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.m:78
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    labelLeftInset = MJRefreshConst.labelLeftInset
    textConfiguration()
    stateLabel.isUserInteractionEnabled = true
  }

  /// @original -[MJRefreshAutoStateFooter i18nDidChange] MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.m:92
  open override func i18nDidChange() {
    enter(#function)
    defer { leave() }
    textConfiguration()
    super.i18nDidChange()
  }

  /// The label fills the footer.
  ///
  /// @original -[MJRefreshAutoStateFooter placeSubviews] MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.m:99
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    stateLabel.frame = bounds
  }

  /// The state's title (none while Refreshing if `refreshingTitleHidden`).
  ///
  /// @original -[MJRefreshAutoStateFooter setState:] MJRefresh/Custom/Footer/Auto/MJRefreshAutoStateFooter.m:109
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if refreshingTitleHidden && state == .refreshing {
      stateLabel.text = nil
    } else {
      stateLabel.text = stateTitles[state]
    }
  }
}
