import ReplicaSupport
import SimKernel

/// SVProgressHUD 2.3.1 (SVProgressHUD/SVProgressHUD, MIT, © 2011-2023 Sam
/// Vermette, Tobias Totzek and contributors): a singleton HUD driven by class
/// methods. Every show and dismiss is **queued** on the main operation queue,
/// so it happens on a later run-loop pass, in order; an image HUD dismisses
/// itself after a time computed from its text's length.
///
/// Differences from the original: the singleton is per kernel (a kernel is
/// one app), so the class methods take the kernel as their last argument;
/// `NSOperationQueue.mainQueue` is the main dispatch queue it is built on;
/// images are names; styling, layout, haptics, accessibility and keyboard
/// handling are left out. Notifications are recorded in the trace.
///
/// @original SVProgressHUD SVProgressHUD.m
public final class SVProgressHUD: SimView, ReplicaTracing {
  public static let traceName = "SVProgressHUD"
  static let undefinedProgress = -1.0

  // MARK: Settings

  /// @original graceTimeInterval SVProgressHUD.h:150
  public var graceTimeInterval: Double = 0
  /// @original minimumDismissTimeInterval SVProgressHUD.h:154
  public var minimumDismissTimeInterval: Double = 5.0
  /// `CGFLOAT_MAX` in the original: no upper bound.
  ///
  /// @original maximumDismissTimeInterval SVProgressHUD.h:158
  public var maximumDismissTimeInterval: Double = .greatestFiniteMagnitude
  /// @original fadeInAnimationDuration SVProgressHUD.h:166
  public var fadeInAnimationDuration: Double = 0.15
  /// @original fadeOutAnimationDuration SVProgressHUD.h:170
  public var fadeOutAnimationDuration: Double = 0.15
  /// The HUD's colour, by name (colours are not drawn); `nil` is the
  /// style's own.
  ///
  /// @original backgroundColor SVProgressHUD.h:110
  public var backgroundColor: String?
  /// `SVProgressHUDStyleCustom` once a colour is set: the style then takes
  /// the colours given instead of its own.
  ///
  /// @original defaultStyle SVProgressHUD.h:71
  public var usesCustomStyle = false

  // MARK: Views

  /// The full-window control behind the HUD.
  ///
  /// @original controlView SVProgressHUD.m:39
  public let controlView: SimView
  /// The mask; its alpha is what `isVisible` reads.
  ///
  /// @original backgroundView SVProgressHUD.m:40
  public let backgroundView: SimView
  /// The blurred box that pops in (scale 1.3 → 1) and out.
  ///
  /// @original hudView SVProgressHUD.m:42
  public let hudView: SimView
  /// @original statusLabel SVProgressHUD.m:44
  public let statusLabel: SimLabel
  /// @original imageView SVProgressHUD.m:45
  public let imageView: SimView
  /// The name of the image shown, if any (the original holds a UIImage).
  public private(set) var imageName: String?

  // MARK: State

  /// @state
  /// @original activityCount SVProgressHUD.m:52
  public private(set) var activityCount = 0
  /// @state
  /// @original progress SVProgressHUD.m:51
  public private(set) var progress = SVProgressHUD.undefinedProgress
  /// Strong; setting it invalidates the previous timer.
  ///
  /// @timer
  /// @original graceTimer SVProgressHUD.m:36
  private var graceTimer: RunLoopTimer? {
    didSet { if oldValue != graceTimer { oldValue?.invalidate() } }
  }
  /// Strong; setting it invalidates the previous timer.
  ///
  /// @timer
  /// @original fadeOutTimer SVProgressHUD.m:37
  private var fadeOutTimer: RunLoopTimer? {
    didSet { if oldValue != fadeOutTimer { oldValue?.invalidate() } }
  }

  /// @original -[SVProgressHUD initWithFrame:] SVProgressHUD.m:340
  init(kernel: Kernel, frame: Rect) {
    controlView = SimView(kernel: kernel, label: "controlView", frame: frame)
    backgroundView = SimView(kernel: kernel, label: "backgroundView", frame: frame)
    hudView = SimView(kernel: kernel, label: "hudView")
    statusLabel = SimLabel(kernel: kernel, label: "statusLabel")
    imageView = SimView(kernel: kernel, label: "imageView")
    super.init(kernel: kernel, label: "SVProgressHUD", frame: frame)
    enter(#function)
    defer { leave() }
    backgroundView.alpha = 0
    imageView.alpha = 0
    statusLabel.alpha = 0
    addSubview(backgroundView)
    addSubview(hudView)
    hudView.addSubview(statusLabel)
    hudView.addSubview(imageView)
  }

  // MARK: The singleton and the class API

  /// The one HUD of the app, sized to the key window.
  ///
  /// @original +[SVProgressHUD sharedView] SVProgressHUD.m:67
  public static func sharedView(_ kernel: Kernel) -> SVProgressHUD {
    enter(#function, kernel)
    defer { leave(kernel) }
    return kernel.singleton("SVProgressHUD.sharedView") {
      SVProgressHUD(kernel: kernel, frame: kernel.keyWindow?.bounds ?? .zero)
    }
  }

  /// Changes the text of the HUD on screen, or of the next one: the label
  /// is hidden when the text is empty. (The original then lays the HUD out
  /// again, which the replica leaves out.)
  ///
  /// @entry
  /// @original +[SVProgressHUD setStatus:] SVProgressHUD.m:110
  public static func setStatus(_ status: String?, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedView(kernel)
    hud.statusLabel.text = status
    hud.statusLabel.isHidden = (status ?? "").isEmpty
  }

  /// @entry
  /// @original +[SVProgressHUD setBackgroundColor:] SVProgressHUD.m:172
  public static func setBackgroundColor(_ color: String, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedView(kernel)
    hud.backgroundColor = color
    hud.usesCustomStyle = true
  }

  /// @entry
  /// @original +[SVProgressHUD show] SVProgressHUD.m:244
  public static func show(_ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    showWithStatus(nil, kernel)
  }

  /// @entry
  /// @original +[SVProgressHUD showWithStatus:] SVProgressHUD.m:248
  public static func showWithStatus(_ status: String?, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    showProgress(undefinedProgress, status: status, kernel)
  }

  /// @entry
  /// @original +[SVProgressHUD showProgress:status:] SVProgressHUD.m:256
  public static func showProgress(_ progress: Double, status: String? = nil, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedView(kernel)
    hud.showProgress(progress, status: status)
  }

  /// @entry
  /// @original +[SVProgressHUD showInfoWithStatus:] SVProgressHUD.m:263
  public static func showInfoWithStatus(_ status: String?, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    showImage("info", status: status, kernel)
  }

  /// @entry
  /// @original +[SVProgressHUD showSuccessWithStatus:] SVProgressHUD.m:273
  public static func showSuccessWithStatus(_ status: String?, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    showImage("success", status: status, kernel)
  }

  /// @entry
  /// @original +[SVProgressHUD showErrorWithStatus:] SVProgressHUD.m:283
  public static func showErrorWithStatus(_ status: String?, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    showImage("error", status: status, kernel)
  }

  /// The display time is computed now, from the status text.
  ///
  /// @entry
  /// @original +[SVProgressHUD showImage:status:] SVProgressHUD.m:293
  public static func showImage(_ image: String, status: String?, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedView(kernel)
    let duration = displayDurationForString(status, kernel)
    hud.showImage(image, status: status, duration: duration)
  }

  /// One activity less; at zero the HUD is dismissed (even if it was zero
  /// already).
  ///
  /// @entry
  /// @original +[SVProgressHUD popActivity] SVProgressHUD.m:301
  public static func popActivity(_ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedView(kernel)
    if hud.activityCount > 0 { hud.activityCount -= 1 }
    if hud.activityCount == 0 { hud.dismiss() }
  }

  /// @entry
  /// @original +[SVProgressHUD dismiss] SVProgressHUD.m:310
  public static func dismiss(_ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    dismissWithDelay(0, completion: nil, kernel)
  }

  /// @entry
  /// @original +[SVProgressHUD dismissWithDelay:completion:] SVProgressHUD.m:322
  public static func dismissWithDelay(_ delay: Double, completion: (() -> Void)? = nil, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedView(kernel)
    hud.dismissWithDelay(delay, completion: completion)
  }

  /// The model alpha of the mask: true as soon as a queued show has run
  /// (even while fading in), false as soon as the delayed fade-out starts.
  ///
  /// @original +[SVProgressHUD isVisible] SVProgressHUD.m:1131
  public static func isVisible(_ kernel: Kernel) -> Bool {
    enter(#function, kernel)
    defer { leave(kernel) }
    return sharedView(kernel).backgroundView.alpha > 0
  }

  /// `min(max(length × 0.06 + 0.5, minimumDismissTimeInterval),
  /// maximumDismissTimeInterval)` seconds, length in UTF-16 units.
  ///
  /// @original +[SVProgressHUD displayDurationForString:] SVProgressHUD.m:1139
  public static func displayDurationForString(_ string: String?, _ kernel: Kernel) -> Double {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedView(kernel)
    let length = Double(string?.utf16.count ?? 0)
    let minimum = max(length * 0.06 + 0.5, hud.minimumDismissTimeInterval)
    return min(minimum, hud.maximumDismissTimeInterval)
  }

  // MARK: Queued operations

  /// Difference: for an indeterminate progress (and in `showImage`) the
  /// original calls `cancelRingLayerAnimation`, which removes the box's
  /// running animations: a pop-in under way stops and the box is at once
  /// at scale 1. The replica has no ring layer and lets the pop-in finish.
  /// The fade-in's completion comes at the same time either way, since its
  /// block's alpha animations run to their end, so no notification or
  /// timer the articles time moves.
  ///
  /// @original -[SVProgressHUD showProgress:status:] SVProgressHUD.m:718
  private func showProgress(_ progress: Double, status: String?) {
    enter(#function)
    defer { leave() }
    kernel.mainQueue.async(label: "showProgressOperation") {
      self.enterBlock("showProgressOperation")
      if self.fadeOutTimer != nil {
        self.activityCount = 0
      }
      self.fadeOutTimer = nil
      self.graceTimer = nil
      self.updateViewHierarchy()
      self.imageView.isHidden = true
      self.imageName = nil
      self.statusLabel.isHidden = (status ?? "").isEmpty
      self.statusLabel.text = status
      self.progress = progress
      if progress >= 0 {
        if progress == 0 { self.activityCount += 1 }
      } else {
        self.activityCount += 1
      }
      if self.graceTimeInterval > 0 && self.backgroundView.alpha == 0 {
        self.scheduleGraceTimer(duration: nil)
      } else {
        self.fadeIn(duration: nil)
      }
    }
  }

  /// Difference: the original also cancels the ring's and the spinner's
  /// animations here, which stops a pop-in under way (see
  /// `showProgress(_:status:)`); the replica lets it finish.
  ///
  /// @original -[SVProgressHUD showImage:status:duration:] SVProgressHUD.m:796
  private func showImage(_ image: String, status: String?, duration: Double) {
    enter(#function)
    defer { leave() }
    kernel.mainQueue.async(label: "showImageOperation") {
      self.enterBlock("showImageOperation")
      self.fadeOutTimer = nil
      self.graceTimer = nil
      self.updateViewHierarchy()
      self.progress = Self.undefinedProgress
      self.imageName = image
      self.imageView.isHidden = false
      self.statusLabel.isHidden = (status ?? "").isEmpty
      self.statusLabel.text = status
      if self.graceTimeInterval > 0 && self.backgroundView.alpha == 0 {
        self.scheduleGraceTimer(duration: duration)
      } else {
        self.fadeIn(duration: duration)
      }
    }
  }

  private func scheduleGraceTimer(duration: Double?) {
    let timer = kernel.timer(
      interval: VirtualDuration(secondsValue: graceTimeInterval), repeats: false, label: "graceTimer"
    ) { _ in
      self.fadeIn(duration: duration)
    }
    graceTimer = timer
    kernel.mainRunLoop.add(timer, forMode: .common)
  }

  /// Puts the control view on the key window, and the HUD in it.
  ///
  /// @original -[SVProgressHUD updateViewHierarchy] SVProgressHUD.m:510
  private func updateViewHierarchy() {
    enter(#function)
    defer { leave() }
    if controlView.superview == nil {
      kernel.keyWindow?.addSubview(controlView)
    } else {
      controlView.superview?.bringSubviewToFront(controlView)
    }
    if superview == nil {
      controlView.addSubview(self)
    }
    // The original's lazy getters put these back under the HUD on their
    // next use after a dismissal removed them.
    if hudView.superview == nil { addSubview(hudView) }
    if backgroundView.superview == nil { insertSubview(backgroundView, at: 0) }
  }

  /// Fades and pops the HUD in unless it is fully visible; once in (and
  /// still in), an image HUD's fade-out timer starts.
  ///
  /// @handler graceTimer
  /// @original -[SVProgressHUD fadeIn:] SVProgressHUD.m:842
  private func fadeIn(duration: Double?) {
    enter(#function)
    defer { leave() }
    positionHUD()
    if backgroundView.alpha != 1 {
      kernel.postNotification("SVProgressHUDWillAppearNotification", object: Self.traceName)
      hudView.scale = hudView.scale * 1.3
      let appeared = {
        guard self.backgroundView.alpha == 1 else { return }
        self.kernel.postNotification("SVProgressHUDDidAppearNotification", object: Self.traceName)
        if let duration { self.scheduleFadeOutTimer(duration) }
      }
      if fadeInAnimationDuration > 0 {
        kernel.animate(
          label: "fadeIn", duration: VirtualDuration(secondsValue: fadeInAnimationDuration),
          curve: .easeInOut, beginFromCurrentState: true,
          animations: {
            self.hudView.scale = 1
            self.fadeInEffects()
          }, completion: { _ in appeared() })
      } else {
        hudView.scale = 1
        fadeInEffects()
        appeared()
      }
    } else if let duration {
      scheduleFadeOutTimer(duration)
    }
  }

  /// Places the box for the interface orientation. Its last step,
  /// `moveToPoint:rotateAngle:`, *sets* the box's transform to that
  /// orientation's rotation, and so clears the scale a previous fade-out
  /// left (1/1.3): that is why every show, not only the first, pops in from
  /// 1.3. The engine has one orientation, portrait, whose rotation is the
  /// identity; the frame and centre it computes from the main window and
  /// the keyboard are not modelled.
  ///
  /// @original -[SVProgressHUD positionHUD:] SVProgressHUD.m:604
  private func positionHUD() {
    enter(#function)
    defer { leave() }
    hudView.scale = 1
  }

  private func scheduleFadeOutTimer(_ duration: Double) {
    let timer = kernel.timer(
      interval: VirtualDuration(secondsValue: duration), repeats: false, label: "fadeOutTimer"
    ) { _ in
      self.dismiss()
    }
    fadeOutTimer = timer
    kernel.mainRunLoop.add(timer, forMode: .common)
  }

  /// @original -[SVProgressHUD fadeInEffects] SVProgressHUD.m:1356
  private func fadeInEffects() {
    enter(#function)
    defer { leave() }
    backgroundView.alpha = 1
    imageView.alpha = 1
    statusLabel.alpha = 1
  }

  /// @original -[SVProgressHUD fadeOutEffects] SVProgressHUD.m:1392
  private func fadeOutEffects() {
    enter(#function)
    defer { leave() }
    backgroundView.alpha = 0
    imageView.alpha = 0
    statusLabel.alpha = 0
  }

  /// @handler fadeOutTimer
  /// @original -[SVProgressHUD dismiss] SVProgressHUD.m:941
  private func dismiss() {
    enter(#function)
    defer { leave() }
    dismissWithDelay(0, completion: nil)
  }

  /// Queued: posts WillDisappear, zeroes the activity count, and after
  /// `delay` (a `dispatch_after` nothing can cancel) stops the grace timer
  /// and fades out; the teardown and the completion run only if the HUD is
  /// still transparent when the fade ends.
  ///
  /// @original -[SVProgressHUD dismissWithDelay:completion:] SVProgressHUD.m:945
  private func dismissWithDelay(_ delay: Double, completion: (() -> Void)?) {
    enter(#function)
    defer { leave() }
    kernel.mainQueue.async(label: "dismissOperation") {
      self.enterBlock("dismissOperation")
      self.kernel.postNotification("SVProgressHUDWillDisappearNotification", object: "nil")
      self.activityCount = 0
      let disappeared = {
        guard self.backgroundView.alpha == 0 else { return }
        self.controlView.removeFromSuperview()
        self.backgroundView.removeFromSuperview()
        self.hudView.removeFromSuperview()
        self.removeFromSuperview()
        self.progress = Self.undefinedProgress
        self.kernel.postNotification("SVProgressHUDDidDisappearNotification", object: Self.traceName)
        completion?()
      }
      self.kernel.mainQueue.asyncAfter(
        delay: VirtualDuration(secondsValue: delay), label: "dismissAfterDelay"
      ) {
        self.graceTimer = nil
        if self.fadeOutAnimationDuration > 0 {
          self.kernel.animate(
            label: "fadeOut", duration: VirtualDuration(secondsValue: self.fadeOutAnimationDuration),
            curve: .easeInOut, beginFromCurrentState: true,
            animations: {
              self.hudView.scale = self.hudView.scale / 1.3
              self.fadeOutEffects()
            }, completion: { _ in disappeared() })
        } else {
          self.hudView.scale = self.hudView.scale / 1.3
          self.fadeOutEffects()
          disappeared()
        }
      }
    }
  }
}
