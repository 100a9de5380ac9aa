import ReplicaSupport
import SimKernel

/// MJRefresh 3.7.9 (CoderMJLee/MJRefresh, MIT, © 2013-2015 MJRefresh
/// (CoderMJLee)): pull-to-refresh headers, load-more footers and a
/// slide-to-see-more trailer, each a view inside the scroll view it
/// watches. This is their base class: it observes the scroll view's
/// offset, content size and pan gesture, keeps the state, and runs the
/// refreshing callbacks.
///
/// Subclasses fill in three template methods — `prepare()` once at
/// creation, `placeSubviews()` at every layout, `setState(_:)` at every
/// state change (each layer calling `super` first, so for a normal header
/// the effects run Component → Header → StateHeader → NormalHeader) — and
/// the scroll-view handlers they need.
///
/// The replica follows the `.m` files of tag 3.7.9 method by method in
/// the same order of effects. It differs where the simulation must: views
/// are `SimView`s and no drawing is done (colours, tint, autoresizing and
/// Auto Layout constraints are left out: no view here has constraints, so
/// every "only without constraints" branch is taken); right-to-left
/// flipping and the collection-view layout swizzle are left out (the
/// engine has no collection views); the scroll view, the pan recogniser
/// and the refreshing target are not weak (Embedded Swift has no weak
/// references: the scroll view and the recogniser are `unowned(unsafe)`,
/// the target is strong); `UIView.hidden` is not overridable on the
/// engine, so a subclass's `setHidden:` runs through `setHidden(_:)`; the
/// chaining methods return the class that declares them rather than
/// `instancetype` (Embedded Swift cannot trace a call through the dynamic
/// `Self` type). Inside the replica a property with a setter method is
/// set by calling the method (`setPullingPercent(_:)`, as the original's
/// `self.pullingPercent = …` sends `setPullingPercent:`), so that the
/// call graph sees the call; only the state is assigned as a property
/// (`state = .pulling`), so that its graph reads the transitions.
///
/// In 3.1.12 (the version the article describes) the durations were the
/// constants 0.25 and 0.4, `endRefreshing` was synchronous (Header and
/// BackFooter made it asynchronous themselves) and
/// `executeRefreshingCallback` dispatched to the main queue.
///
/// @original MJRefreshComponent MJRefresh/Base/MJRefreshComponent.m
open class MJRefreshComponent: SimView, ReplicaTracing, KeyValueObserving {
  open class var traceName: String { "MJRefreshComponent" }

  // MARK: Animation durations

  /// The refreshing animations' duration, in seconds (0.25). Set after
  /// `prepare()` and the first state: 0 until then.
  ///
  /// @original fastAnimationDuration MJRefresh/Base/MJRefreshComponent.h:53
  public final var fastAnimationDuration = 0.0
  /// The ending animations' duration, in seconds (0.4), set likewise.
  ///
  /// @original slowAnimationDuration MJRefresh/Base/MJRefreshComponent.h:55
  public final var slowAnimationDuration = 0.0

  // MARK: Callbacks

  /// Called when refreshing begins.
  ///
  /// @original refreshingBlock MJRefresh/Base/MJRefreshComponent.h:61
  public final var refreshingBlock: (() -> Void)?
  /// The target of `refreshingAction` (the original's is weak).
  ///
  /// @original refreshingTarget MJRefresh/Base/MJRefreshComponent.h:66
  public final private(set) var refreshingTarget: AnyObject?
  /// The selector sent to the target, with the component as its argument:
  /// a closure that receives both.
  ///
  /// @original refreshingAction MJRefresh/Base/MJRefreshComponent.h:68
  public final private(set) var refreshingAction: ((AnyObject, MJRefreshComponent) -> Void)?
  /// Called after the refreshing callbacks.
  ///
  /// @original beginRefreshingCompletionBlock MJRefresh/Base/MJRefreshComponent.h:77
  public final var beginRefreshingCompletionBlock: (() -> Void)?
  /// Called inside the ending animation's block, as it begins.
  ///
  /// @original endRefreshingAnimationBeginAction MJRefresh/Base/MJRefreshComponent.h:80
  public final var endRefreshingAnimationBeginAction: (() -> Void)?
  /// Called when the ending is over.
  ///
  /// @original endRefreshingCompletionBlock MJRefresh/Base/MJRefreshComponent.h:82
  public final var endRefreshingCompletionBlock: (() -> Void)?

  /// Deprecated: its setter stores into `endRefreshingAnimationBeginAction`,
  /// while its getter reads its own, never written, storage — so it always
  /// reads `nil`, as in the original.
  ///
  /// @original endRefreshingAnimateCompletionBlock MJRefresh/Base/MJRefreshComponent.h:79
  public final var endRefreshingAnimateCompletionBlock: (() -> Void)? {
    get { nil }
    set { setEndRefreshingAnimateCompletionBlock(newValue) }
  }

  // MARK: State

  /// The original's `_state` ivar: `nil` is the 0 a fresh instance reads
  /// until `initWithFrame:` makes it Idle. The state-check at the top of
  /// every `setState(_:)` reads it.
  final var _state: MJRefreshState?

  /// The state. Assigning it runs `setState(_:)`, the most derived layer
  /// first.
  ///
  /// @original state MJRefresh/Base/MJRefreshComponent.h:90
  public var state: MJRefreshState {
    get { _state ?? .idle }
    set { setState(newValue) }
  }

  /// Refreshing, or about to (WillRefresh).
  ///
  /// @original -[MJRefreshComponent isRefreshing] MJRefresh/Base/MJRefreshComponent.m:196
  public var isRefreshing: Bool {
    state == .refreshing || state == .willRefresh
  }

  // MARK: The scroll view

  /// The scroll view's inset when the component was attached, refreshed
  /// by the offset handlers while not refreshing (`_scrollViewOriginalInset`,
  /// which subclasses write).
  final var _scrollViewOriginalInset = EdgeInsets.zero
  /// The scroll view the component was last attached to (weak in the
  /// original; it is kept after the component is taken out, as there).
  private unowned(unsafe) var scrollViewStorage: SimScrollView?
  /// The pan gesture recogniser observed (the scroll view's, stood for by
  /// the scroll view, whose `panState` is the recogniser's state).
  private unowned(unsafe) var pan: SimScrollView?

  /// @original scrollViewOriginalInset MJRefresh/Base/MJRefreshComponent.h:94
  public final var scrollViewOriginalInset: EdgeInsets { _scrollViewOriginalInset }

  /// @original scrollView MJRefresh/Base/MJRefreshComponent.h:96
  public final var scrollView: SimScrollView? { scrollViewStorage }

  // MARK: Pulling

  final var _pullingPercent = 0.0
  final var _automaticallyChangeAlpha = false

  /// How far the pull has gone, 1 being the component's whole height (or
  /// width): values past 1 are kept.
  ///
  /// @original pullingPercent MJRefresh/Base/MJRefreshComponent.h:120
  public var pullingPercent: Double {
    get { _pullingPercent }
    set { setPullingPercent(newValue) }
  }

  /// Whether the component's alpha follows `pullingPercent`.
  ///
  /// @original automaticallyChangeAlpha MJRefresh/Base/MJRefreshComponent.h:124
  public var automaticallyChangeAlpha: Bool {
    get { _automaticallyChangeAlpha }
    set { setAutomaticallyChangeAlpha(newValue) }
  }

  /// Deprecated name of `automaticallyChangeAlpha`.
  ///
  /// @original autoChangeAlpha MJRefresh/Base/MJRefreshComponent.h:122
  public var autoChangeAlpha: Bool {
    get { _automaticallyChangeAlpha }
    set { setAutoChangeAlpha(newValue) }
  }

  // MARK: Creating

  /// `-initWithFrame:` (and `-init`, with a zero frame): `prepare()`, then
  /// Idle, and only then the durations — so both are 0 while `prepare()`
  /// and the first `setState(_:)` run, and the animations those start
  /// finish at once.
  ///
  /// @original -[MJRefreshComponent initWithFrame:] MJRefresh/Base/MJRefreshComponent.m:23
  public init(kernel: Kernel, frame: Rect = .zero) {
    super.init(kernel: kernel, label: Self.traceName, frame: frame)
    enter(#function)
    defer { leave() }
    prepare()
    state = .idle
    fastAnimationDuration = MJRefreshConst.fastAnimationDuration
    slowAnimationDuration = MJRefreshConst.slowAnimationDuration
  }

  /// Once, at creation, before the first state. Subclasses set their
  /// height, texts and defaults here. The base's flexible-width autoresizing
  /// and clear background are not modelled.
  ///
  /// @original -[MJRefreshComponent prepare] MJRefresh/Base/MJRefreshComponent.m:37
  open func prepare() {
    enter(#function)
    leave()
  }

  /// The layout pass: `placeSubviews()`, then UIView's own.
  ///
  /// @original -[MJRefreshComponent layoutSubviews] MJRefresh/Base/MJRefreshComponent.m:44
  open override func layoutSubviews() {
    enter(#function)
    defer { leave() }
    placeSubviews()
    super.layoutSubviews()
  }

  /// Positions the component and its subviews; the base has nothing to
  /// place.
  ///
  /// @original -[MJRefreshComponent placeSubviews] MJRefresh/Base/MJRefreshComponent.m:51
  open func placeSubviews() {
    enter(#function)
    leave()
  }

  /// Attaching to a scroll view (or leaving it, with `nil`): a superview
  /// that is not a scroll view is ignored; otherwise the old observers go,
  /// and a new scroll view is remembered, the component takes its width
  /// and left edge, the scroll view always bounces vertically, its inset
  /// is remembered and observation starts.
  ///
  /// @original -[MJRefreshComponent willMoveToSuperview:] MJRefresh/Base/MJRefreshComponent.m:53
  open override func willMove(toSuperview newSuperview: SimView?) {
    enter(#function)
    defer { leave() }
    super.willMove(toSuperview: newSuperview)
    if newSuperview != nil && !(newSuperview is SimScrollView) { return }
    removeObservers()
    if let newScrollView = newSuperview as? SimScrollView {
      scrollViewStorage = newScrollView
      mj_w = newScrollView.mj_w
      mj_x = -newScrollView.mj_insetL
      newScrollView.alwaysBounceVertical = true
      _scrollViewOriginalInset = newScrollView.mj_inset
      addObservers()
    }
  }

  /// Drawing in a window turns a refresh asked for outside one
  /// (WillRefresh) into a real one.
  ///
  /// @original -[MJRefreshComponent drawRect:] MJRefresh/Base/MJRefreshComponent.m:82
  open override func draw() {
    enter(#function)
    defer { leave() }
    super.draw()
    if state == .willRefresh {
      state = .refreshing
    }
  }

  // MARK: Observation

  /// Observes the scroll view's offset and content size and its pan
  /// gesture's state (new and old values), and the language notification.
  ///
  /// @original -[MJRefreshComponent addObservers] MJRefresh/Base/MJRefreshComponent.m:93
  final func addObservers() {
    enter(#function)
    defer { leave() }
    scrollView?.addObserver(self, forKeyPath: .contentOffset)
    scrollView?.addObserver(self, forKeyPath: .contentSize)
    pan = scrollView
    pan?.addObserver(self, forKeyPath: .panState)
    MJRefreshConfig.defaultConfig(kernel).addLanguageObserver(self)
  }

  /// Stops observing the current superview and the pan gesture (the
  /// language notification stays).
  ///
  /// @original -[MJRefreshComponent removeObservers] MJRefresh/Base/MJRefreshComponent.m:104
  final func removeObservers() {
    enter(#function)
    defer { leave() }
    let oldScrollView = superview as? SimScrollView
    oldScrollView?.removeObserver(self, forKeyPath: .contentOffset)
    oldScrollView?.removeObserver(self, forKeyPath: .contentSize)
    pan?.removeObserver(self, forKeyPath: .panState)
    pan = nil
  }

  /// Every KVO change: nothing while user interaction is off; a content
  /// size change even while hidden; the offset and the pan state only
  /// while visible.
  ///
  /// @original -[MJRefreshComponent observeValueForKeyPath:ofObject:change:context:] MJRefresh/Base/MJRefreshComponent.m:112
  public final func observeValue(
    forKeyPath keyPath: ScrollViewKeyPath, of object: SimScrollView, change: KeyValueChange
  ) {
    enter(#function)
    defer { leave() }
    if !isUserInteractionEnabled { return }
    if keyPath == .contentSize {
      scrollViewContentSizeDidChange(change)
    }
    if isHidden { return }
    if keyPath == .contentOffset {
      scrollViewContentOffsetDidChange(change)
    } else if keyPath == .panState {
      scrollViewPanStateDidChange(change)
    }
  }

  /// @original -[MJRefreshComponent scrollViewContentOffsetDidChange:] MJRefresh/Base/MJRefreshComponent.m:131
  open func scrollViewContentOffsetDidChange(_ change: KeyValueChange?) {
    enter(#function)
    leave()
  }

  /// @original -[MJRefreshComponent scrollViewContentSizeDidChange:] MJRefresh/Base/MJRefreshComponent.m:132
  open func scrollViewContentSizeDidChange(_ change: KeyValueChange?) {
    enter(#function)
    leave()
  }

  /// @original -[MJRefreshComponent scrollViewPanStateDidChange:] MJRefresh/Base/MJRefreshComponent.m:133
  open func scrollViewPanStateDidChange(_ change: KeyValueChange?) {
    enter(#function)
    leave()
  }

  /// The language changed: lay out again (the state subclasses first
  /// re-apply their texts).
  ///
  /// @original -[MJRefreshComponent i18nDidChange] MJRefresh/Base/MJRefreshComponent.m:135
  open func i18nDidChange() {
    enter(#function)
    defer { leave() }
    placeSubviews()
  }

  // MARK: Callbacks

  /// @original -[MJRefreshComponent setRefreshingTarget:refreshingAction:] MJRefresh/Base/MJRefreshComponent.m:141
  public final func setRefreshingTarget(
    _ target: AnyObject, refreshingAction action: @escaping (AnyObject, MJRefreshComponent) -> Void
  ) {
    enter(#function)
    defer { leave() }
    refreshingTarget = target
    refreshingAction = action
  }

  /// The refreshing callbacks, in this order: the block, the target's
  /// action (only when there is a target that responds), the begin
  /// completion block. Synchronous since 3.7.5; until 3.7.4 (and in 3.1.12,
  /// the version the article describes) this dispatched
  /// the three to the main queue.
  ///
  /// @completion
  /// @original -[MJRefreshComponent executeRefreshingCallback] MJRefresh/Base/MJRefreshComponent.m:238
  public final func executeRefreshingCallback() {
    enter(#function)
    defer { leave() }
    if let refreshingBlock {
      refreshingBlock()
    }
    if let refreshingTarget, let refreshingAction {
      refreshingAction(refreshingTarget, self)
    }
    if let beginRefreshingCompletionBlock {
      beginRefreshingCompletionBlock()
    }
  }

  // MARK: State

  /// The base of every layer's `setState(_:)`: stores the state and, on
  /// the main queue (after the layers have set their texts), asks for a
  /// layout.
  ///
  /// @original -[MJRefreshComponent setState:] MJRefresh/Base/MJRefreshComponent.m:147
  open func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    _state = state
    kernel.reportValue(object: ref.text, property: "state", value: .string(state.name))
    kernel.mainQueue.async(label: "setNeedsLayout") {
      self.setNeedsLayout()
    }
  }

  /// Refreshes: the alpha animates to 1 and the pull counts as complete
  /// (while the state is still the old one); in a window the state becomes
  /// Refreshing at once, outside one WillRefresh (unless already
  /// refreshing), to become Refreshing when next drawn.
  ///
  /// @entry
  /// @animation
  /// @original -[MJRefreshComponent beginRefreshing] MJRefresh/Base/MJRefreshComponent.m:156
  open func beginRefreshing() {
    enter(#function)
    defer { leave() }
    kernel.animate(
      label: "beginRefreshing", duration: VirtualDuration(secondsValue: fastAnimationDuration),
      animations: {
        self.alpha = 1
      })
    setPullingPercent(1)
    if window != nil {
      state = .refreshing
    } else {
      if state != .refreshing {
        state = .willRefresh
        setNeedsDisplay()
      }
    }
  }

  /// @entry
  /// @original -[MJRefreshComponent beginRefreshingWithCompletionBlock:] MJRefresh/Base/MJRefreshComponent.m:175
  public final func beginRefreshing(completionBlock: @escaping () -> Void) {
    enter(#function)
    defer { leave() }
    beginRefreshingCompletionBlock = completionBlock
    beginRefreshing()
  }

  /// Ends the refresh: Idle, on the main queue after the current work —
  /// never synchronously. (Synchronous in 3.1.12's base class.)
  ///
  /// @entry
  /// @original -[MJRefreshComponent endRefreshing] MJRefresh/Base/MJRefreshComponent.m:183
  public final func endRefreshing() {
    enter(#function)
    defer { leave() }
    kernel.mainQueue.async(label: "endRefreshing") {
      self.state = .idle
    }
  }

  /// @entry
  /// @original -[MJRefreshComponent endRefreshingWithCompletionBlock:] MJRefresh/Base/MJRefreshComponent.m:188
  public final func endRefreshing(completionBlock: @escaping () -> Void) {
    enter(#function)
    defer { leave() }
    endRefreshingCompletionBlock = completionBlock
    endRefreshing()
  }

  // MARK: Alpha

  /// @original -[MJRefreshComponent setAutoChangeAlpha:] MJRefresh/Base/MJRefreshComponent.m:202
  public final func setAutoChangeAlpha(_ autoChangeAlpha: Bool) {
    enter(#function)
    defer { leave() }
    setAutomaticallyChangeAlpha(autoChangeAlpha)
  }

  /// Unless refreshing, the alpha becomes the pulling percent (on) or 1
  /// (off).
  ///
  /// @original -[MJRefreshComponent setAutomaticallyChangeAlpha:] MJRefresh/Base/MJRefreshComponent.m:212
  public final func setAutomaticallyChangeAlpha(_ automaticallyChangeAlpha: Bool) {
    enter(#function)
    defer { leave() }
    _automaticallyChangeAlpha = automaticallyChangeAlpha
    if isRefreshing { return }
    if automaticallyChangeAlpha {
      alpha = pullingPercent
    } else {
      alpha = 1
    }
  }

  /// Stores the percent; unless refreshing, the alpha follows it when
  /// `automaticallyChangeAlpha` is on.
  ///
  /// @original -[MJRefreshComponent setPullingPercent:] MJRefresh/Base/MJRefreshComponent.m:226
  open func setPullingPercent(_ pullingPercent: Double) {
    enter(#function)
    defer { leave() }
    _pullingPercent = pullingPercent
    if isRefreshing { return }
    if automaticallyChangeAlpha {
      alpha = pullingPercent
    }
  }

  /// No animations: both durations 0.
  ///
  /// @original -[MJRefreshComponent setAnimationDisabled] MJRefresh/Base/MJRefreshComponent.m:252
  @discardableResult
  public final func setAnimationDisabled() -> MJRefreshComponent {
    enter(#function)
    defer { leave() }
    fastAnimationDuration = 0
    slowAnimationDuration = 0
    return self
  }

  /// @original -[MJRefreshComponent setEndRefreshingAnimateCompletionBlock:] MJRefresh/Base/MJRefreshComponent.m:260
  public final func setEndRefreshingAnimateCompletionBlock(_ block: (() -> Void)?) {
    enter(#function)
    defer { leave() }
    endRefreshingAnimationBeginAction = block
  }

  /// `-[UIView setHidden:]`, overridable: the engine's `isHidden` is a
  /// plain property, so code that must reach a subclass's `setHidden:`
  /// (the auto footer's) calls this.
  ///
  /// @original -[UIView setHidden:] (UIKit)
  open func setHidden(_ hidden: Bool) {
    enter(#function)
    defer { leave() }
    isHidden = hidden
  }

  // MARK: Chaining

  /// @original -[MJRefreshComponent autoChangeTransparency:] MJRefresh/Base/MJRefreshComponent.m:302
  @discardableResult
  public final func autoChangeTransparency(_ isAutoChange: Bool) -> MJRefreshComponent {
    enter(#function)
    defer { leave() }
    setAutomaticallyChangeAlpha(isAutoChange)
    return self
  }

  /// @original -[MJRefreshComponent afterBeginningAction:] MJRefresh/Base/MJRefreshComponent.m:306
  @discardableResult
  public final func afterBeginningAction(_ action: @escaping () -> Void) -> MJRefreshComponent {
    enter(#function)
    defer { leave() }
    beginRefreshingCompletionBlock = action
    return self
  }

  /// @original -[MJRefreshComponent endingAnimationBeginningAction:] MJRefresh/Base/MJRefreshComponent.m:310
  @discardableResult
  public final func endingAnimationBeginningAction(_ action: @escaping () -> Void) -> MJRefreshComponent {
    enter(#function)
    defer { leave() }
    endRefreshingAnimationBeginAction = action
    return self
  }

  /// @original -[MJRefreshComponent afterEndingAction:] MJRefresh/Base/MJRefreshComponent.m:314
  @discardableResult
  public final func afterEndingAction(_ action: @escaping () -> Void) -> MJRefreshComponent {
    enter(#function)
    defer { leave() }
    endRefreshingCompletionBlock = action
    return self
  }

  /// Makes the component the scroll view's header, footer or trailer; the
  /// base does nothing.
  ///
  /// @original -[MJRefreshComponent linkTo:] MJRefresh/Base/MJRefreshComponent.m:319
  @discardableResult
  open func linkTo(_ scrollView: SimScrollView) -> MJRefreshComponent {
    enter(#function)
    defer { leave() }
    return self
  }
}
