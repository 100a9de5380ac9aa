import ReplicaSupport
import SimKernel

/// A header with text: a state label (the title of the current state) and
/// a last-updated label ("Last update: Today 14:07") under it.
///
/// The last-updated text keeps the original's quirk: "today" compares
/// only the day of the month, so a refresh on the same day of another
/// month or year also reads "Today". Dates are the simulated device's
/// wall clock (`WallClock`) and its Gregorian calendar.
///
/// @original MJRefreshStateHeader MJRefresh/Custom/Header/MJRefreshStateHeader.m
open class MJRefreshStateHeader: MJRefreshHeader {
  open override class var traceName: String { "MJRefreshStateHeader" }

  /// The gap between the text and the arrow or spinner.
  ///
  /// @original labelLeftInset MJRefresh/Custom/Header/MJRefreshStateHeader.h:26
  public final var labelLeftInset = 0.0
  /// The title of each state.
  ///
  /// @original stateTitles MJRefresh/Custom/Header/MJRefreshStateHeader.m:23
  final var stateTitles: [MJRefreshState: String] = [:]
  private var lastUpdatedTimeTextValue: ((SimDate?) -> String)?
  private var stateLabelStorage: SimLabel?
  private var lastUpdatedTimeLabelStorage: SimLabel?

  // MARK: Subviews (made on first use, as the original's lazy getters)

  /// @original -[MJRefreshStateHeader stateLabel] MJRefresh/Custom/Header/MJRefreshStateHeader.m:36
  public final var stateLabel: SimLabel {
    if let stateLabelStorage { return stateLabelStorage }
    let label = SimLabel.mj_label(kernel: kernel, label: "stateLabel")
    stateLabelStorage = label
    addSubview(label)
    return label
  }

  /// @original -[MJRefreshStateHeader lastUpdatedTimeLabel] MJRefresh/Custom/Header/MJRefreshStateHeader.m:44
  public final var lastUpdatedTimeLabel: SimLabel {
    if let lastUpdatedTimeLabelStorage { return lastUpdatedTimeLabelStorage }
    let label = SimLabel.mj_label(kernel: kernel, label: "lastUpdatedTimeLabel")
    lastUpdatedTimeLabelStorage = label
    addSubview(label)
    return label
  }

  /// Makes the last-updated text from the date (or `nil`), instead of the
  /// built-in format.
  ///
  /// @original lastUpdatedTimeText MJRefresh/Custom/Header/MJRefreshStateHeader.h:20
  public var lastUpdatedTimeText: ((SimDate?) -> String)? {
    get { lastUpdatedTimeTextValue }
    set { setLastUpdatedTimeText(newValue) }
  }

  /// Stores the block and shows the text again.
  ///
  /// @original -[MJRefreshStateHeader setLastUpdatedTimeText:] MJRefresh/Custom/Header/MJRefreshStateHeader.m:52
  public final func setLastUpdatedTimeText(_ lastUpdatedTimeText: ((SimDate?) -> String)?) {
    enter(#function)
    defer { leave() }
    lastUpdatedTimeTextValue = lastUpdatedTimeText
    setLastUpdatedTimeKey(lastUpdatedTimeKey)
  }

  // MARK: Titles

  /// Sets the title of a state; the state label shows the current state's.
  ///
  /// @original -[MJRefreshStateHeader setTitle:forState:] MJRefresh/Custom/Header/MJRefreshStateHeader.m:59
  @discardableResult
  public final func setTitle(_ title: String?, forState state: MJRefreshState) -> MJRefreshStateHeader {
    enter(#function)
    defer { leave() }
    guard let title else { return self }
    stateTitles[state] = title
    stateLabel.text = _state.flatMap { stateTitles[$0] }
    return self
  }

  /// Stores the key and shows the last-updated text (unless the time label
  /// is hidden): the block's text if there is a block; else, with a date,
  /// "Last update: " + "Today" + " HH:mm" when the day of the month is
  /// today's, "MM-dd HH:mm" in this year, "yyyy-MM-dd HH:mm" otherwise;
  /// without one, "Last update: No record".
  ///
  /// @original -[MJRefreshStateHeader setLastUpdatedTimeKey:] MJRefresh/Custom/Header/MJRefreshStateHeader.m:68
  open override func setLastUpdatedTimeKey(_ lastUpdatedTimeKey: String) {
    enter(#function)
    defer { leave() }
    super.setLastUpdatedTimeKey(lastUpdatedTimeKey)
    if lastUpdatedTimeLabel.isHidden { return }
    let lastUpdatedTime = SimUserDefaults.standard(kernel).date(forKey: lastUpdatedTimeKey)
    if let lastUpdatedTimeText {
      lastUpdatedTimeLabel.text = lastUpdatedTimeText(lastUpdatedTime)
      return
    }
    if let lastUpdatedTime {
      let calendar = WallClock.of(kernel)
      let cmp1 = calendar.components(of: lastUpdatedTime)
      let cmp2 = calendar.components(of: WallClock.now(kernel))
      let dateFormat: String
      var isToday = false
      if cmp1.day == cmp2.day {
        dateFormat = " HH:mm"
        isToday = true
      } else if cmp1.year == cmp2.year {
        dateFormat = "MM-dd HH:mm"
      } else {
        dateFormat = "yyyy-MM-dd HH:mm"
      }
      let time = SimDateFormat.string(dateFormat, cmp1)
      lastUpdatedTimeLabel.text =
        MJRefreshBundle.localizedString(forKey: .headerLastTimeText, kernel)
        + (isToday ? MJRefreshBundle.localizedString(forKey: .headerDateTodayText, kernel) : "") + time
    } else {
      lastUpdatedTimeLabel.text =
        MJRefreshBundle.localizedString(forKey: .headerLastTimeText, kernel)
        + MJRefreshBundle.localizedString(forKey: .headerNoneLastDateText, kernel)
    }
  }

  /// The titles of Idle, Pulling and Refreshing in the current language,
  /// and the default key again (which also renders the time).
  ///
  /// @original -[MJRefreshStateHeader textConfiguration] MJRefresh/Custom/Header/MJRefreshStateHeader.m:116
  final func textConfiguration() {
    enter(#function)
    defer { leave() }
    setTitle(MJRefreshBundle.localizedString(forKey: .headerIdleText, kernel), forState: .idle)
    setTitle(MJRefreshBundle.localizedString(forKey: .headerPullingText, kernel), forState: .pulling)
    setTitle(MJRefreshBundle.localizedString(forKey: .headerRefreshingText, kernel), forState: .refreshing)
    setLastUpdatedTimeKey(MJRefreshConst.headerLastUpdatedTimeKey)
  }

  // MARK: Template methods

  /// @original -[MJRefreshStateHeader prepare] MJRefresh/Custom/Header/MJRefreshStateHeader.m:125
  open override func prepare() {
    enter(#function)
    defer { leave() }
    super.prepare()
    labelLeftInset = MJRefreshConst.labelLeftInset
    textConfiguration()
  }

  /// @original -[MJRefreshStateHeader i18nDidChange] MJRefresh/Custom/Header/MJRefreshStateHeader.m:134
  open override func i18nDidChange() {
    enter(#function)
    defer { leave() }
    textConfiguration()
    super.i18nDidChange()
  }

  /// The state label fills the header, or its top half when the time
  /// label shows, which then fills the bottom half.
  ///
  /// @original -[MJRefreshStateHeader placeSubviews] MJRefresh/Custom/Header/MJRefreshStateHeader.m:140
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    if stateLabel.isHidden { return }
    if lastUpdatedTimeLabel.isHidden {
      stateLabel.frame = bounds
    } else {
      let stateLabelH = mj_h * 0.5
      stateLabel.mj_x = 0
      stateLabel.mj_y = 0
      stateLabel.mj_w = mj_w
      stateLabel.mj_h = stateLabelH
      lastUpdatedTimeLabel.mj_x = 0
      lastUpdatedTimeLabel.mj_y = stateLabelH
      lastUpdatedTimeLabel.mj_w = mj_w
      lastUpdatedTimeLabel.mj_h = mj_h - lastUpdatedTimeLabel.mj_y
    }
  }

  /// The new state's title, and the time again.
  ///
  /// @original -[MJRefreshStateHeader setState:] MJRefresh/Custom/Header/MJRefreshStateHeader.m:171
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    stateLabel.text = stateTitles[state]
    setLastUpdatedTimeKey(lastUpdatedTimeKey)
  }

  // MARK: Chaining

  /// @original -[MJRefreshStateHeader modifyLastUpdatedTimeText:] MJRefresh/Custom/Header/MJRefreshStateHeader.m:186
  @discardableResult
  public final func modifyLastUpdatedTimeText(_ handler: @escaping (SimDate?) -> String)
    -> MJRefreshStateHeader
  {
    enter(#function)
    defer { leave() }
    setLastUpdatedTimeText(handler)
    return self
  }
}
