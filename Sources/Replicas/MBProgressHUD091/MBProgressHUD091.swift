import ReplicaSupport
import SimKernel

/// MBProgressHUD 0.9.1 (jdg/MBProgressHUD tag 0.9.1, 2015, MIT, © 2009-2015
/// Matej Bukovinski): the version seed 002 reads. One view that draws its own
/// box, `show:`/`hide:`, a grace timer that shows the HUD **only while
/// `taskInProgress`**, helpers that run a task on another thread and hide
/// when it ends, and KVO that moves UI updates to the main thread.
///
/// Kept apart from the 1.2.0 replica because the two differ in exactly what
/// the articles discuss: here timers live in the default run-loop mode and
/// are never invalidated, a delayed hide is a perform request, `done` has no
/// finished check, and the completion block runs once.
///
/// Differences from the original: `showWhileExecuting:onTarget:withObject:`
/// takes the task as a closure and the virtual time it takes (the target,
/// selector and object of the original are one closure here); drawing,
/// layout, rotation and fonts are left out.
///
/// @original MBProgressHUD MBProgressHUD.m (0.9.1)
public final class MBProgressHUD091: SimView, ReplicaTracing {
  public static let traceName = "MBProgressHUD091"

  // MARK: Public properties

  /// @original graceTime MBProgressHUD.h:367
  public var graceTime: VirtualDuration = .zero
  /// @original minShowTime MBProgressHUD.h:374
  public var minShowTime: VirtualDuration = .zero
  /// Whether a task is running. Only then does the grace timer show the
  /// HUD: a plain `show:` with a grace time never shows it.
  ///
  /// @state
  /// @original taskInProgress MBProgressHUD.h:384
  public var taskInProgress = false
  /// @original removeFromSuperViewOnHide MBProgressHUD.h:390
  public var removeFromSuperViewOnHide = false
  /// @original animationType MBProgressHUD.h:291
  public var animationType: MBProgressHUD091Animation = .fade
  /// Called once by `done`, then cleared.
  ///
  /// @original completionBlock MBProgressHUD.h:275
  public var completionBlock: (() -> Void)?
  /// @original delegate MBProgressHUD.h:304
  public var delegate: MBProgressHUD091Delegate?

  // MARK: Properties observed through KVO

  /// @original labelText MBProgressHUD.h:311
  public var labelText: String? {
    didSet { observeValue(forKeyPath: "labelText") }
  }
  /// @original detailsLabelText MBProgressHUD.h:317
  public var detailsLabelText: String? {
    didSet { observeValue(forKeyPath: "detailsLabelText") }
  }
  /// @original progress MBProgressHUD.h:421
  public var progress: Double = 0 {
    didSet { observeValue(forKeyPath: "progress") }
  }
  /// @original mode MBProgressHUD.h:284
  public var mode: MBProgressHUDMode = .indeterminate {
    didSet { observeValue(forKeyPath: "mode") }
  }

  /// @original label MBProgressHUD.m:62
  public let label: SimLabel
  /// @original detailsLabel MBProgressHUD.m:63
  public let detailsLabel: SimLabel
  /// The progress a determinate indicator shows, as set from `progress`.
  public private(set) var indicatorProgress: Double = 0

  // MARK: Private state

  /// @state
  /// @original useAnimation MBProgressHUD.m:58
  private var useAnimation = false
  /// Set by `done`, never read (0.9.1 keeps it write-only).
  ///
  /// @state
  /// @original isFinished MBProgressHUD.m:64
  private var isFinished = false
  /// @state
  /// @original showStarted MBProgressHUD.m:71
  private var showStarted: VirtualTime?
  /// Strong, and never invalidated: assigning a new timer leaves the old
  /// one scheduled.
  ///
  /// @timer
  /// @original graceTimer MBProgressHUD.m:69
  private var graceTimer: RunLoopTimer?
  /// @timer
  /// @original minShowTimer MBProgressHUD.m:70
  private var minShowTimer: RunLoopTimer?
  /// The task of `showWhileExecuting`: what it does and how long it takes.
  private var taskForExecution: (() -> Void)?

  // MARK: Class methods

  /// @entry
  /// @original +[MBProgressHUD showHUDAddedTo:animated:] MBProgressHUD.m:115
  @discardableResult
  public static func showHUDAddedTo(_ view: SimView, animated: Bool) -> MBProgressHUD091 {
    enter(#function, view.kernel)
    defer { leave(view.kernel) }
    let hud = MBProgressHUD091(view: view)
    hud.removeFromSuperViewOnHide = true
    view.addSubview(hud)
    hud.show(animated)
    return hud
  }

  /// @entry
  /// @original +[MBProgressHUD hideHUDForView:animated:] MBProgressHUD.m:123
  @discardableResult
  public static func hideHUDForView(_ view: SimView, animated: Bool) -> Bool {
    enter(#function, view.kernel)
    defer { leave(view.kernel) }
    guard let hud = HUDForView(view) else { return false }
    hud.removeFromSuperViewOnHide = true
    hud.hide(animated)
    return true
  }

  /// @entry
  /// @original +[MBProgressHUD hideAllHUDsForView:animated:] MBProgressHUD.m:133
  @discardableResult
  public static func hideAllHUDsForView(_ view: SimView, animated: Bool) -> Int {
    enter(#function, view.kernel)
    defer { leave(view.kernel) }
    let huds = allHUDsForView(view)
    for hud in huds {
      hud.removeFromSuperViewOnHide = true
      hud.hide(animated)
    }
    return huds.count
  }

  /// The top-most HUD of `view`, finished or not (no filter before 1.1).
  ///
  /// @original +[MBProgressHUD HUDForView:] MBProgressHUD.m:142
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // The original's name, so that the article and the replica say the same.
  public static func HUDForView(_ view: SimView) -> MBProgressHUD091? {
    enter(#function, view.kernel)
    defer { leave(view.kernel) }
    for subview in view.subviews.reversed() {
      if let hud = subview as? MBProgressHUD091 { return hud }
    }
    return nil
  }

  /// @original +[MBProgressHUD allHUDsForView:] MBProgressHUD.m:152
  public static func allHUDsForView(_ view: SimView) -> [MBProgressHUD091] {
    enter(#function, view.kernel)
    defer { leave(view.kernel) }
    var huds: [MBProgressHUD091] = []
    for subview in view.subviews {
      if let hud = subview as? MBProgressHUD091 { huds.append(hud) }
    }
    return huds
  }

  // MARK: Lifecycle

  /// @original -[MBProgressHUD initWithView:] MBProgressHUD.m:211
  public init(view: SimView) {
    let kernel = view.kernel
    label = SimLabel(kernel: kernel, label: "label")
    detailsLabel = SimLabel(kernel: kernel, label: "detailsLabel")
    super.init(kernel: kernel, label: "MBProgressHUD091", frame: view.bounds)
    enter(#function)
    defer { leave() }
    alpha = 0
    // -initWithFrame: (MBProgressHUD.m:200), which this initializer stands
    // for too, clears the flag: the fourth of its writers.
    taskInProgress = false
    addSubview(label)
    addSubview(detailsLabel)
  }

  // MARK: Show & hide

  /// Shows the HUD now, or when the grace timer fires — if a task is in
  /// progress by then.
  ///
  /// @entry
  /// @original -[MBProgressHUD show:] MBProgressHUD.m:247
  public func show(_ animated: Bool) {
    enter(#function)
    defer { leave() }
    useAnimation = animated
    if graceTime > .zero {
      graceTimer = kernel.scheduledTimer(interval: graceTime, repeats: false, label: "graceTimer") {
        timer in
        self.handleGraceTimer(timer)
      }
    } else {
      showUsingAnimation(useAnimation)
    }
  }

  /// Hides the HUD now, or when `minShowTime` has passed since it appeared.
  /// It does not touch the grace timer.
  ///
  /// @entry
  /// @original -[MBProgressHUD hide:] MBProgressHUD.m:260
  public func hide(_ animated: Bool) {
    enter(#function)
    defer { leave() }
    useAnimation = animated
    if minShowTime > .zero, let showStarted {
      let shownFor = kernel.now - showStarted
      if shownFor < minShowTime {
        minShowTimer = kernel.scheduledTimer(
          interval: VirtualDuration(nanoseconds: minShowTime.nanoseconds - shownFor.nanoseconds),
          repeats: false, label: "minShowTimer"
        ) { timer in
          self.handleMinShowTimer(timer)
        }
        return
      }
    }
    hideUsingAnimation(useAnimation)
  }

  /// A perform request in the default run-loop mode; repeated calls are not
  /// coalesced.
  ///
  /// @entry
  /// @original -[MBProgressHUD hide:afterDelay:] MBProgressHUD.m:276
  public func hide(_ animated: Bool, afterDelay delay: VirtualDuration) {
    enter(#function)
    defer { leave() }
    kernel.currentRunLoop.perform(
      "hideDelayed:", target: self, targetLabel: Self.traceName, object: .bool(animated), afterDelay: delay
    ) {
      self.hideDelayed(animated)
    }
  }

  /// @handler hideDelayed:
  /// @original -[MBProgressHUD hideDelayed:] MBProgressHUD.m:280
  private func hideDelayed(_ animated: Bool) {
    enter(#function)
    defer { leave() }
    hide(animated)
  }

  // MARK: Timer callbacks

  /// Shows the HUD only if the task is still running.
  ///
  /// @handler graceTimer
  /// @original -[MBProgressHUD handleGraceTimer:] MBProgressHUD.m:286
  private func handleGraceTimer(_ timer: RunLoopTimer) {
    enter(#function)
    defer { leave() }
    if taskInProgress {
      showUsingAnimation(useAnimation)
    }
  }

  /// @handler minShowTimer
  /// @original -[MBProgressHUD handleMinShowTimer:] MBProgressHUD.m:293
  private func handleMinShowTimer(_ timer: RunLoopTimer) {
    enter(#function)
    defer { leave() }
    hideUsingAnimation(useAnimation)
  }

  // MARK: Internal show & hide operations

  /// Cancels pending delayed hides, then fades (and zooms) the whole HUD in
  /// over 0.30 s.
  ///
  /// @original -[MBProgressHUD showUsingAnimation:] MBProgressHUD.m:305
  private func showUsingAnimation(_ animated: Bool) {
    enter(#function)
    defer { leave() }
    kernel.mainRunLoop.cancelPreviousPerformRequests(withTarget: self)
    if animated && animationType == .zoomIn {
      scale = 0.5
    } else if animated && animationType == .zoomOut {
      scale = 1.5
    }
    showStarted = kernel.now
    if animated {
      kernel.animate(
        label: "showAnimation", duration: .milliseconds(300), curve: .easeInOut,
        animations: {
          self.alpha = 1
          if self.animationType == .zoomIn || self.animationType == .zoomOut {
            self.scale = 1
          }
        })
    } else {
      alpha = 1
    }
  }

  /// Fades the HUD out to 0.02 (so that it still catches touches) and calls
  /// `done` when the animation stops, or hides it at once.
  ///
  /// @original -[MBProgressHUD hideUsingAnimation:] MBProgressHUD.m:331
  private func hideUsingAnimation(_ animated: Bool) {
    enter(#function)
    defer { leave() }
    if animated && showStarted != nil {
      kernel.animate(
        label: "hideAnimation", duration: .milliseconds(300), curve: .easeInOut,
        animations: {
          if self.animationType == .zoomIn {
            self.scale = 1.5
          } else if self.animationType == .zoomOut {
            self.scale = 0.5
          }
          self.alpha = 0.02
        },
        completion: { finished in
          self.animationFinished(finished)
        })
    } else {
      alpha = 0
      done()
    }
    showStarted = nil
  }

  /// The hide animation's did-stop selector; `finished` is ignored.
  ///
  /// @completion
  /// @original -[MBProgressHUD animationFinished:finished:context:] MBProgressHUD.m:356
  private func animationFinished(_ finished: Bool) {
    enter(#function)
    defer { leave() }
    done()
  }

  /// Cancels delayed hides, hides and (if asked) removes the HUD — without
  /// checking whether it was re-shown meanwhile — then calls the completion
  /// block once and the delegate.
  ///
  /// @completion
  /// @original -[MBProgressHUD done] MBProgressHUD.m:360
  private func done() {
    enter(#function)
    defer { leave() }
    kernel.mainRunLoop.cancelPreviousPerformRequests(withTarget: self)
    isFinished = true
    alpha = 0
    if removeFromSuperViewOnHide {
      removeFromSuperview()
    }
    if let completionBlock {
      completionBlock()
      self.completionBlock = nil
    }
    delegate?.hudWasHidden(self)
  }

  // MARK: Threading

  /// Runs `method` on a new thread for `duration`, showing the HUD while it
  /// runs; `cleanUp` hides it when the thread is done.
  ///
  /// @entry
  /// @original -[MBProgressHUD showWhileExecuting:onTarget:withObject:animated:] MBProgressHUD.m:380
  public func showWhileExecuting(
    _ method: @escaping () -> Void, taking duration: VirtualDuration, animated: Bool
  ) {
    enter(#function)
    defer { leave() }
    taskForExecution = method
    taskInProgress = true
    kernel.detachNewThread(label: "launchExecution", duration: duration) {
      self.launchExecution()
    }
    show(animated)
  }

  /// The new thread's body: the task, then `cleanUp` on the main thread.
  ///
  /// @original -[MBProgressHUD launchExecution] MBProgressHUD.m:422
  private func launchExecution() {
    enter(#function)
    defer { leave() }
    taskForExecution?()
    kernel.mainRunLoop.performOnMainThread("cleanUp", target: self, targetLabel: Self.traceName) {

      self.cleanUp()
    }
  }

  /// Runs `block` on `queue` for `duration` while the HUD shows; the
  /// completion becomes the HUD's `completionBlock`, so it runs in `done`,
  /// after the hide (the header and seed 002 say before; the code says
  /// after).
  ///
  /// @entry
  /// @original -[MBProgressHUD showAnimated:whileExecutingBlock:onQueue:completionBlock:] MBProgressHUD.m:407
  public func showAnimated(
    _ animated: Bool, whileExecutingBlock block: @escaping () -> Void, taking duration: VirtualDuration,
    onQueue queue: BackgroundQueue? = nil, completionBlock completion: (() -> Void)? = nil
  ) {
    enter(#function)
    defer { leave() }
    taskInProgress = true
    completionBlock = completion
    (queue ?? kernel.globalQueue).async(label: "whileExecutingBlock", duration: duration) {

      block()
      self.kernel.mainQueue.async(label: "cleanUp") {
        self.cleanUp()
      }
    }
    show(animated)
  }

  /// The task is over: `taskInProgress` becomes NO, then `hide:`.
  ///
  /// @original -[MBProgressHUD cleanUp] MBProgressHUD.m:435
  private func cleanUp() {
    enter(#function)
    defer { leave() }
    taskInProgress = false
    taskForExecution = nil
    hide(useAnimation)
  }

  // MARK: KVO

  /// Every observed property change lands here; off the main thread it is
  /// re-dispatched to the main thread first.
  ///
  /// @original -[MBProgressHUD observeValueForKeyPath:ofObject:change:context:] MBProgressHUD.m:678
  private func observeValue(forKeyPath keyPath: String) {
    enter(#function)
    defer { leave() }
    if !Kernel.isMainThread(kernel.currentThread) {
      kernel.mainRunLoop.performOnMainThread(
        "updateUIForKeypath:", target: self, targetLabel: Self.traceName, object: .string(keyPath)
      ) {
        self.updateUI(forKeypath: keyPath)
      }
    } else {
      updateUI(forKeypath: keyPath)
    }
  }

  /// Difference: for `mode` (and the custom view) the original calls
  /// `updateIndicators` and lays the HUD out again. The replica has no
  /// indicator views, so changing `mode` changes nothing on screen; the
  /// progress it would show is reported as `indicator.progress` instead.
  ///
  /// @original -[MBProgressHUD updateUIForKeypath:] MBProgressHUD.m:686
  private func updateUI(forKeypath keyPath: String) {
    enter(#function)
    defer { leave() }
    switch keyPath {
    case "labelText": label.text = labelText
    case "detailsLabelText": detailsLabel.text = detailsLabelText
    case "progress":
      indicatorProgress = progress
      kernel.reportValue(object: Self.traceName, property: "indicator.progress", value: .double(progress))
    default: break
    }
  }
}

/// 0.9.1's animation types: `zoom` is `zoomOut` here.
///
/// @original MBProgressHUDAnimation (0.9.1)
public enum MBProgressHUD091Animation: Int, Sendable {
  case fade = 0
  case zoomOut = 1
  case zoomIn = 2

  public static let zoom = MBProgressHUD091Animation.zoomOut
}

/// @original MBProgressHUDDelegate (0.9.1)
public protocol MBProgressHUD091Delegate: AnyObject {
  /// @original -[MBProgressHUDDelegate hudWasHidden:] MBProgressHUD.h:452
  func hudWasHidden(_ hud: MBProgressHUD091)
}
