import ReplicaSupport
import SimKernel

/// MBProgressHUD 1.2.0 (jdg/MBProgressHUD, MIT, © 2009-2020 Matej
/// Bukovinski): a HUD that covers its parent view, with a bezel that fades
/// or zooms in and out, three timers that decide *when* — `graceTimer`,
/// `minShowTimer`, `hideDelayTimer` — and a `done` that ends every hide.
///
/// The replica follows `MBProgressHUD.m` at tag 1.2.0 method by method and
/// in the same order of effects. It differs where the simulation must: no
/// UIKit (views are `SimView`s, layout and drawing are left out), virtual
/// time instead of `NSDate`, `WeakTimer` handles instead of `weak NSTimer *`
/// properties, and a strong `delegate` (the original's is weak).
///
/// @original MBProgressHUD MBProgressHUD.m
public final class MBProgressHUD: SimView, ReplicaTracing {
  public static let traceName = "MBProgressHUD"

  // MARK: Configuration (public properties)

  /// How long to wait before showing; a task that ends sooner never shows
  /// the HUD.
  ///
  /// @original graceTime MBProgressHUD.h:195
  public var graceTime: VirtualDuration = .zero
  /// The shortest time the HUD stays on screen once shown.
  ///
  /// @original minShowTime MBProgressHUD.h:202
  public var minShowTime: VirtualDuration = .zero
  /// Whether `done` removes the HUD from its superview (the class helpers
  /// set it).
  ///
  /// @original removeFromSuperViewOnHide MBProgressHUD.h:208
  public var removeFromSuperViewOnHide = false
  /// @original animationType MBProgressHUD.h:227
  public var animationType: MBProgressHUDAnimation = .fade
  /// @original completionBlock MBProgressHUD.h:184
  public var completionBlock: (() -> Void)?
  /// @original delegate MBProgressHUD.h:179
  public var delegate: MBProgressHUDDelegate?
  /// Where the bezel sits relative to the centre. Kept, not laid out: the
  /// replica does no layout.
  ///
  /// @original offset MBProgressHUD.h:234
  public var offset = Point(x: 0, y: 0)
  /// Whether the bezel is forced square. Kept, not laid out.
  ///
  /// @original square MBProgressHUD.h:251
  public var square = false
  /// @original mode MBProgressHUD.h:215
  public var mode: MBProgressHUDMode = .indeterminate {
    didSet { if mode != oldValue { updateIndicators() } }
  }

  // MARK: Views

  /// @original bezelView MBProgressHUD.h:280
  public let bezelView: MBBackgroundView
  /// @original backgroundView MBProgressHUD.h:285
  public let backgroundView: MBBackgroundView
  /// @original label MBProgressHUD.h:297
  public let label: SimLabel
  /// @original detailsLabel MBProgressHUD.h:302
  public let detailsLabel: SimLabel
  /// The view that shows activity or progress, per `mode`.
  public private(set) var indicator: SimView?

  // MARK: Private state

  /// The `animated` argument of the last show or hide, used later by the
  /// timer handlers.
  ///
  /// @state
  /// @original useAnimation MBProgressHUD.m:21
  private var useAnimation = false
  /// Set by a hide (before the min-show check), cleared by a show. Gates the
  /// grace timer's show and `done`'s removal, and hides the HUD from
  /// `HUDForView`.
  ///
  /// @state
  /// @original finished MBProgressHUD.m:22
  public private(set) var finished = false
  /// When the HUD really appeared; `nil` before and after.
  ///
  /// @state
  /// @original showStarted MBProgressHUD.m:24
  private var showStarted: VirtualTime?

  /// @timer
  /// @original graceTimer MBProgressHUD.m:30
  private var graceTimer = WeakTimer()
  /// @timer
  /// @original minShowTimer MBProgressHUD.m:31
  private var minShowTimer = WeakTimer()
  /// @timer
  /// @original hideDelayTimer MBProgressHUD.m:32
  private var hideDelayTimer = WeakTimer()
  /// @original progressObjectDisplayLink MBProgressHUD.m:33
  private var progressObjectDisplayLink: DisplayLink? {
    didSet {
      guard progressObjectDisplayLink !== oldValue else { return }
      oldValue?.invalidate()
      progressObjectDisplayLink?.add(to: kernel.mainRunLoop, forMode: .default)
    }
  }

  // MARK: Class methods

  /// Creates a HUD, adds it on top of `view` and shows it.
  ///
  /// @entry
  /// @original +[MBProgressHUD showHUDAddedTo:animated:] MBProgressHUD.m:46
  @discardableResult
  public static func showHUDAddedTo(_ view: SimView, animated: Bool) -> MBProgressHUD {
    enter(#function, view.kernel)
    defer { leave(view.kernel) }
    let hud = MBProgressHUD(view: view)
    hud.removeFromSuperViewOnHide = true
    view.addSubview(hud)
    hud.showAnimated(animated)
    return hud
  }

  /// Hides the top-most unfinished HUD of `view`; false if there is none.
  ///
  /// @entry
  /// @original +[MBProgressHUD hideHUDForView:animated:] MBProgressHUD.m:54
  @discardableResult
  public static func hideHUDForView(_ view: SimView, animated: Bool) -> Bool {
    enter(#function, view.kernel)
    defer { leave(view.kernel) }
    guard let hud = HUDForView(view) else { return false }
    hud.removeFromSuperViewOnHide = true
    hud.hideAnimated(animated)
    return true
  }

  /// The top-most HUD of `view` that has not finished (1.1.0 added the
  /// finished filter: a HUD that is hiding is not "the HUD" any more).
  ///
  /// @original +[MBProgressHUD HUDForView:] MBProgressHUD.m:64
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // The original's name, so that the article and the replica say the same.
  public static func HUDForView(_ view: SimView) -> MBProgressHUD? {
    enter(#function, view.kernel)
    defer { leave(view.kernel) }
    for subview in view.subviews.reversed() {
      if let hud = subview as? MBProgressHUD, !hud.finished {
        return hud
      }
    }
    return nil
  }

  // MARK: Lifecycle

  /// `-initWithView:`: a HUD the size of `view` (not yet added to it),
  /// through `-initWithFrame:` with the view's bounds.
  ///
  /// @original -[MBProgressHUD initWithView:] MBProgressHUD.m:119
  public convenience init(view: SimView) {
    MBProgressHUD.enter(#function, view.kernel)
    defer { MBProgressHUD.leave(view.kernel) }
    self.init(kernel: view.kernel, frame: view.bounds)
  }

  /// `-initWithFrame:`: the designated initializer; `commonInit` does the
  /// rest.
  ///
  /// @original -[MBProgressHUD initWithFrame:] MBProgressHUD.m:105
  public init(kernel: Kernel, frame: Rect) {
    backgroundView = MBBackgroundView(kernel: kernel, label: "backgroundView", frame: frame)
    bezelView = MBBackgroundView(kernel: kernel, label: "bezelView")
    label = SimLabel(kernel: kernel, label: "label")
    detailsLabel = SimLabel(kernel: kernel, label: "detailsLabel")
    super.init(kernel: kernel, label: "MBProgressHUD", frame: frame)
    enter(#function)
    defer { leave() }
    commonInit()
  }

  /// `-initWithCoder:`: a HUD from an archive, with a zero frame; the
  /// archive decodes nothing (`SimCoder`), and `commonInit` does the rest.
  ///
  /// @original -[MBProgressHUD initWithCoder:] MBProgressHUD.m:112
  public convenience init(coder: SimCoder) {
    MBProgressHUD.enter(#function, coder.kernel)
    defer { MBProgressHUD.leave(coder.kernel) }
    self.init(kernel: coder.kernel, frame: .zero)
  }

  /// Defaults, views, the first indicator. The HUD starts invisible.
  ///
  /// @original -[MBProgressHUD commonInit] MBProgressHUD.m:79
  private func commonInit() {
    enter(#function)
    defer { leave() }
    alpha = 0
    setupViews()
    updateIndicators()
  }

  /// @original -[MBProgressHUD setupViews] MBProgressHUD.m:301
  private func setupViews() {
    enter(#function)
    defer { leave() }
    backgroundView.alpha = 0
    addSubview(backgroundView)
    bezelView.alpha = 0
    addSubview(bezelView)
    bezelView.addSubview(label)
    bezelView.addSubview(detailsLabel)
  }

  // MARK: Show & hide

  /// Shows the HUD now, or after `graceTime`.
  ///
  /// @entry
  /// @original -[MBProgressHUD showAnimated:] MBProgressHUD.m:130
  public func showAnimated(_ animated: Bool) {
    enter(#function)
    defer { leave() }
    assertMainThread(#function)
    minShowTimer.value?.invalidate()
    useAnimation = animated
    finished = false
    if graceTime > .zero {
      let timer = kernel.timer(interval: graceTime, repeats: false, label: "graceTimer") {
        timer in
        self.handleGraceTimer(timer)
      }
      kernel.currentRunLoop.add(timer, forMode: .common)
      graceTimer = WeakTimer(timer)
    } else {
      showUsingAnimation(useAnimation)
    }
  }

  /// Hides the HUD now, or when `minShowTime` has passed since it appeared.
  ///
  /// @entry
  /// @original -[MBProgressHUD hideAnimated:] MBProgressHUD.m:147
  public func hideAnimated(_ animated: Bool) {
    enter(#function)
    defer { leave() }
    assertMainThread(#function)
    graceTimer.value?.invalidate()
    useAnimation = animated
    finished = true
    if minShowTime > .zero, let showStarted {
      let shownFor = kernel.now - showStarted
      if shownFor < minShowTime {
        let timer = kernel.timer(
          interval: VirtualDuration(nanoseconds: minShowTime.nanoseconds - shownFor.nanoseconds),
          repeats: false, label: "minShowTimer"
        ) { timer in
          self.handleMinShowTimer(timer)
        }
        kernel.currentRunLoop.add(timer, forMode: .common)
        minShowTimer = WeakTimer(timer)
        return
      }
    }
    hideUsingAnimation(useAnimation)
  }

  /// Hides the HUD after `delay`; a later call replaces an earlier one.
  ///
  /// @entry
  /// @original -[MBProgressHUD hideAnimated:afterDelay:] MBProgressHUD.m:167
  public func hideAnimated(_ animated: Bool, afterDelay delay: VirtualDuration) {
    enter(#function)
    defer { leave() }
    hideDelayTimer.value?.invalidate()
    let timer = kernel.timer(
      interval: delay, repeats: false, label: "hideDelayTimer", userInfo: .bool(animated)
    ) { timer in
      self.handleHideTimer(timer)
    }
    kernel.currentRunLoop.add(timer, forMode: .common)
    hideDelayTimer = WeakTimer(timer)
  }

  // MARK: Timer callbacks

  /// Shows the HUD, unless it was hidden during the grace time.
  ///
  /// @handler graceTimer
  /// @original -[MBProgressHUD handleGraceTimer:] MBProgressHUD.m:178
  private func handleGraceTimer(_ timer: RunLoopTimer) {
    enter(#function)
    defer { leave() }
    if !finished {
      showUsingAnimation(useAnimation)
    }
  }

  /// @handler minShowTimer
  /// @original -[MBProgressHUD handleMinShowTimer:] MBProgressHUD.m:185
  private func handleMinShowTimer(_ timer: RunLoopTimer) {
    enter(#function)
    defer { leave() }
    hideUsingAnimation(useAnimation)
  }

  /// @handler hideDelayTimer
  /// @original -[MBProgressHUD handleHideTimer:] MBProgressHUD.m:189
  private func handleHideTimer(_ timer: RunLoopTimer) {
    enter(#function)
    defer { leave() }
    hideAnimated(timer.userInfo == .bool(true))
  }

  // MARK: Internal show & hide operations

  /// Makes the HUD appear: cancels running animations and a pending delayed
  /// hide, starts the min-show clock.
  ///
  /// @original -[MBProgressHUD showUsingAnimation:] MBProgressHUD.m:201
  private func showUsingAnimation(_ animated: Bool) {
    enter(#function)
    defer { leave() }
    bezelView.removeAllAnimations()
    backgroundView.removeAllAnimations()
    hideDelayTimer.value?.invalidate()
    showStarted = kernel.now
    alpha = 1
    setNSProgressDisplayLinkEnabled(true)
    if animated {
      animateIn(true, withType: animationType, completion: nil)
    } else {
      bezelView.alpha = 1
      backgroundView.alpha = 1
    }
  }

  /// Makes the HUD disappear, animated only if it had appeared; `done`
  /// follows, after the animation or at once.
  ///
  /// @original -[MBProgressHUD hideUsingAnimation:] MBProgressHUD.m:227
  private func hideUsingAnimation(_ animated: Bool) {
    enter(#function)
    defer { leave() }
    hideDelayTimer.value?.invalidate()
    if animated && showStarted != nil {
      showStarted = nil
      animateIn(false, withType: animationType) { _ in
        self.done()
      }
    } else {
      showStarted = nil
      bezelView.alpha = 0
      backgroundView.alpha = 1
      done()
    }
  }

  /// The one animation every animated show and hide ends in: 0.3 s, a
  /// critically damped spring, from the current state.
  ///
  /// @animation
  /// @original -[MBProgressHUD animateIn:withType:completion:] MBProgressHUD.m:247
  private func animateIn(
    _ animatingIn: Bool, withType type: MBProgressHUDAnimation, completion: ((Bool) -> Void)?
  ) {
    enter(#function)
    defer { leave() }
    var type = type
    if type == .zoom {
      type = animatingIn ? .zoomIn : .zoomOut
    }
    let small = 0.5
    let large = 1.5
    if animatingIn && bezelView.alpha == 0 && type == .zoomIn {
      bezelView.scale = small
    } else if animatingIn && bezelView.alpha == 0 && type == .zoomOut {
      bezelView.scale = large
    }
    kernel.animate(
      label: "animateIn", duration: .milliseconds(300),
      curve: .criticallyDampedSpring(initialVelocity: 0), beginFromCurrentState: true,
      animations: {
        if animatingIn {
          self.bezelView.scale = 1
        } else if type == .zoomIn {
          self.bezelView.scale = large
        } else if type == .zoomOut {
          self.bezelView.scale = small
        }
        let alpha = animatingIn ? 1.0 : 0.0
        self.bezelView.alpha = alpha
        self.backgroundView.alpha = alpha
      }, completion: completion)
  }

  /// The end of every hide, in this order: progress updates stop; if the HUD
  /// is finished it becomes transparent and, if asked, leaves its superview;
  /// then the completion block and the delegate are called — even when it is
  /// not finished (a re-show cut the hide short).
  ///
  /// @completion
  /// @original -[MBProgressHUD done] MBProgressHUD.m:280
  private func done() {
    enter(#function)
    defer { leave() }
    setNSProgressDisplayLinkEnabled(false)
    if finished {
      alpha = 0
      if removeFromSuperViewOnHide {
        removeFromSuperview()
      }
    }
    if let completionBlock {
      completionBlock()
    }
    delegate?.hudWasHidden(self)
  }

  // MARK: Modes and progress

  /// Progress shown by determinate modes, 0…1.
  ///
  /// @original progress MBProgressHUD.h:266
  public var progress: Double = 0 {
    didSet {
      guard progress != oldValue else { return }
      kernel.reportValue(object: Self.traceName, property: "progress", value: .double(progress))
      forwardProgressToIndicator()
    }
  }

  /// An `NSProgress` to follow: a display link copies its fraction into
  /// `progress` every frame, in the default run-loop mode only.
  ///
  /// @original progressObject MBProgressHUD.h:273
  public var progressObject: SimProgress? {
    didSet {
      guard progressObject !== oldValue else { return }
      setNSProgressDisplayLinkEnabled(true)
    }
  }

  /// @original -[MBProgressHUD setNSProgressDisplayLinkEnabled:] MBProgressHUD.m:722
  private func setNSProgressDisplayLinkEnabled(_ enabled: Bool) {
    enter(#function)
    defer { leave() }
    if enabled && progressObject != nil {
      if progressObjectDisplayLink == nil {
        progressObjectDisplayLink = kernel.displayLink(label: "progressObjectDisplayLink") {
          _ in
          self.updateProgressFromProgressObject()
        }
      }
    } else {
      progressObjectDisplayLink = nil
    }
  }

  /// @handler progressObjectDisplayLink
  /// @original -[MBProgressHUD updateProgressFromProgressObject] MBProgressHUD.m:735
  private func updateProgressFromProgressObject() {
    enter(#function)
    defer { leave() }
    progress = progressObject?.fractionCompleted ?? 0
  }

  /// Puts the indicator `mode` asks for in the bezel.
  ///
  /// Difference: in `customView` mode the original puts the app's
  /// `customView` in the bezel; the replica has no `customView` property,
  /// and that mode, like `text`, shows no indicator. Nothing the articles
  /// time depends on the custom view.
  ///
  /// @original -[MBProgressHUD updateIndicators] MBProgressHUD.m:364
  private func updateIndicators() {
    enter(#function)
    defer { leave() }
    let replacement: SimView?
    switch mode {
    case .indeterminate:
      replacement = indicator is MBActivityIndicatorView ? indicator : MBActivityIndicatorView(kernel: kernel)
    case .determinateHorizontalBar:
      replacement = MBBarProgressView(kernel: kernel)
    case .determinate, .annularDeterminate:
      let round = indicator as? MBRoundProgressView ?? MBRoundProgressView(kernel: kernel)
      if mode == .annularDeterminate { round.annular = true }
      replacement = round
    case .customView, .text:
      replacement = nil
    }
    if replacement !== indicator {
      indicator?.removeFromSuperview()
      if let replacement { bezelView.addSubview(replacement) }
      indicator = replacement
    }
    forwardProgressToIndicator()
  }

  /// The original sets `progress` through KVC on any indicator that
  /// responds to `setProgress:`; here, on the two that do.
  private func forwardProgressToIndicator() {
    if let round = indicator as? MBRoundProgressView {
      round.progress = progress
    } else if let bar = indicator as? MBBarProgressView {
      bar.progress = progress
    }
  }
}
