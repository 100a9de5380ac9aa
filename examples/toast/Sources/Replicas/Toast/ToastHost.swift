// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The category's private methods keep their `cs_` prefix, as the original names them.

import ReplicaSupport
import SimKernel

/// The timing core of Toast's `UIView (Toast)` category (scalessec/Toast
/// 4.1.1 at 46a5d1c, MIT, © 2011-2024 Charles Scalesse): the view a toast
/// is shown on, its active toasts and its queue.
///
/// A toast fades in over the style's `fadeDuration`; only when the fade-in
/// completes does the category schedule its dismissal timer, on the main
/// run loop in the common modes, and keep it on the toast view (an
/// associated object). A tap, or the timer, fades the toast out; the
/// fade-out's completion removes it, calls its completion block with
/// whether a tap hid it, and shows the next queued toast.
///
/// Where the replica differs: the settings that `CSToastManager` keeps
/// for the whole app (queueing, tap to dismiss, the style's fade duration)
/// are properties of the host view, so that one scenario can change them;
/// the timer's block hides the toast it captured instead of reading it
/// back from `userInfo`; positions, styles and the activity view are left
/// out.
///
/// @original UIView(Toast) UIView+Toast.m
public final class ToastHost: SimView, ReplicaTracing {
  public static let traceName = "Toast"

  /// `[CSToastManager isQueueEnabled]`: NO by default, so a second toast
  /// shows over the first.
  public var queueEnabled = false
  /// `[CSToastManager isTapToDismissEnabled]`.
  public var tapToDismissEnabled = true
  /// `[[CSToastManager sharedStyle] fadeDuration]`: 0.2 s.
  public var fadeDuration = 0.2

  /// The toasts on screen, oldest first (`cs_activeToasts`).
  public private(set) var activeToasts: [CSToastView] = []
  /// The toasts waiting for the screen (`cs_toastQueue`).
  public private(set) var toastQueue: [CSToastView] = []

  /// Shows `toast` for `duration` seconds after its fade-in, or queues it
  /// behind the one on screen when queueing is on.
  ///
  /// @entry
  /// @original -[UIView(Toast) showToast:duration:position:completion:] UIView+Toast.m:94
  public func showToast(_ toast: CSToastView, duration: Double, completion: ((Bool) -> Void)?) {
    enter(#function)
    defer { leave() }
    toast.completion = completion
    if queueEnabled && !activeToasts.isEmpty {
      toast.duration = duration
      toastQueue.append(toast)
    } else {
      cs_showToast(toast, duration: duration)
    }
  }

  /// Hides an active toast; any other is ignored.
  ///
  /// @entry
  /// @original -[UIView(Toast) hideToast:] UIView+Toast.m:120
  public func hideToast(_ toast: CSToastView) {
    enter(#function)
    defer { leave() }
    guard activeToasts.contains(where: { $0 === toast }) else { return }
    cs_hideToast(toast, fromTap: false)
  }

  /// Adds the toast at alpha 0 and fades it in; the dismissal timer is
  /// made in the fade-in's completion, so it starts `fadeDuration` late and
  /// exists only once the fade-in is over.
  ///
  /// @animation
  /// @original -[UIView(Toast) cs_showToast:duration:position:] UIView+Toast.m:151
  func cs_showToast(_ toast: CSToastView, duration: Double) {
    enter(#function)
    defer { leave() }
    toast.alpha = 0
    toast.tapHandler = tapToDismissEnabled ? self : nil
    activeToasts.append(toast)
    addSubview(toast)
    kernel.animate(
      label: "fadeIn", duration: VirtualDuration(secondsValue: fadeDuration), curve: .easeOut,
      animations: { toast.alpha = 1 },
      completion: { _ in
        let timer = self.kernel.timer(
          interval: VirtualDuration(secondsValue: duration), repeats: false, label: "toastTimer"
        ) { _ in
          self.cs_toastTimerDidFinish(toast)
        }
        self.kernel.mainRunLoop.add(timer, forMode: .common)
        toast.timer = timer
      })
  }

  /// Invalidates the toast's timer (if its fade-in has made one), fades it
  /// out from where it is, then removes it, calls its completion and shows
  /// the next queued toast.
  ///
  /// @animation
  /// @original -[UIView(Toast) cs_hideToast:fromTap:] UIView+Toast.m:182
  func cs_hideToast(_ toast: CSToastView, fromTap: Bool) {
    enter(#function)
    defer { leave() }
    toast.timer?.invalidate()
    kernel.animate(
      label: "fadeOut", duration: VirtualDuration(secondsValue: fadeDuration), curve: .easeIn,
      beginFromCurrentState: true, animations: { toast.alpha = 0 },
      completion: { _ in
        toast.removeFromSuperview()
        self.activeToasts.removeAll { $0 === toast }
        toast.completion?(fromTap)
        if !self.toastQueue.isEmpty {
          let next = self.toastQueue.removeFirst()
          self.cs_showToast(next, duration: next.duration)
        }
      })
  }

  /// @handler toastTimer
  /// @original -[UIView(Toast) cs_toastTimerDidFinish:] UIView+Toast.m:363
  func cs_toastTimerDidFinish(_ toast: CSToastView) {
    enter(#function)
    defer { leave() }
    cs_hideToast(toast, fromTap: false)
  }

  /// What the toast's tap recogniser calls: the timer goes, then the
  /// toast, reported as hidden by a tap.
  ///
  /// @entry
  /// @original -[UIView(Toast) cs_handleToastTapped:] UIView+Toast.m:367
  public func cs_handleToastTapped(_ toast: CSToastView) {
    enter(#function)
    defer { leave() }
    toast.timer?.invalidate()
    cs_hideToast(toast, fromTap: true)
  }
}

/// A toast: the view `makeToast:` builds, with what the category keeps on
/// it as associated objects (its timer, completion and queued duration).
///
/// @original CSToastView UIView+Toast.m
public final class CSToastView: SimView {
  /// `CSToastTimerKey`: made by the host's fade-in completion, kept here.
  ///
  /// @timer toastTimer
  public var timer: RunLoopTimer?
  /// `CSToastCompletionKey`.
  var completion: ((Bool) -> Void)?
  /// `CSToastDurationKey`: kept only while queued.
  var duration = 0.0
  /// The view whose recogniser a tap reaches (nil when tap to dismiss is
  /// off).
  public unowned(unsafe) var tapHandler: ToastHost?
}
