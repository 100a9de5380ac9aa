import ReplicaSupport
import SimKernel

/// A trailer with a vertical state label (one character a line, as wide
/// as the font's point size). English has no trailer texts, so its label
/// reads the keys themselves.
///
/// `numberOfLines = 0` is not modelled (`SimLabel` has no lines).
///
/// @original MJRefreshStateTrailer MJRefresh/Custom/Trailer/MJRefreshStateTrailer.m
open class MJRefreshStateTrailer: MJRefreshTrailer {
  open override class var traceName: String { "MJRefreshStateTrailer" }

  /// @original stateTitles MJRefresh/Custom/Trailer/MJRefreshStateTrailer.m:18
  final var stateTitles: [MJRefreshState: String] = [:]
  private var stateLabelStorage: SimLabel?

  /// @original -[MJRefreshStateTrailer stateLabel] MJRefresh/Custom/Trailer/MJRefreshStateTrailer.m:30
  public final var stateLabel: SimLabel {
    if let stateLabelStorage { return stateLabelStorage }
    let label = SimLabel.mj_label(kernel: kernel, label: "stateLabel")
    stateLabelStorage = label
    addSubview(label)
    return label
  }

  /// @original -[MJRefreshStateTrailer setTitle:forState:] MJRefresh/Custom/Trailer/MJRefreshStateTrailer.m:40
  @discardableResult
  public final func setTitle(_ title: String?, forState state: MJRefreshState) -> MJRefreshStateTrailer {
    enter(#function)
    defer { leave() }
    guard let title else { return self }
    stateTitles[state] = title
    stateLabel.text = _state.flatMap { stateTitles[$0] }
    return self
  }

  /// Idle's title, and the pulling title for both Pulling and Refreshing.
  ///
  /// @original -[MJRefreshStateTrailer textConfiguration] MJRefresh/Custom/Trailer/MJRefreshStateTrailer.m:47
  final func textConfiguration() {
    enter(#function)
    defer { leave() }
    setTitle(MJRefreshBundle.localizedString(forKey: .trailerIdleText, kernel), forState: .idle)
    setTitle(MJRefreshBundle.localizedString(forKey: .trailerPullingText, kernel), forState: .pulling)
    setTitle(MJRefreshBundle.localizedString(forKey: .trailerPullingText, kernel), forState: .refreshing)
  }

  /// @original -[MJRefreshStateTrailer prepare] MJRefresh/Custom/Trailer/MJRefreshStateTrailer.m:55
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    textConfiguration()
  }

  /// @original -[MJRefreshStateTrailer i18nDidChange] MJRefresh/Custom/Trailer/MJRefreshStateTrailer.m:61
  open override func i18nDidChange() {
    enter(#function)
    defer { leave() }
    textConfiguration()
    super.i18nDidChange()
  }

  /// @original -[MJRefreshStateTrailer setState:] MJRefresh/Custom/Trailer/MJRefreshStateTrailer.m:67
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    stateLabel.text = stateTitles[state]
  }

  /// The label's centre is put in the middle and then its size set (which
  /// keeps its origin, so the label is not quite centred — as in the
  /// original).
  ///
  /// @original -[MJRefreshStateTrailer placeSubviews] MJRefresh/Custom/Trailer/MJRefreshStateTrailer.m:73
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    if stateLabel.isHidden { return }
    let stateLabelW = MJRefreshConst.labelFont.pointSize.rounded(.up)
    stateLabel.center = Point(x: mj_w * 0.5, y: mj_h * 0.5)
    stateLabel.mj_size = Size(width: stateLabelW, height: mj_h)
  }
}
