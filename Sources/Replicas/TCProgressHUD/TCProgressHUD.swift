import ReplicaSupport
import SimKernel

/// TCProgressHUD (GuangZhouIntely/TCProgressHUD at aa2ed34, MIT, © 2018
/// GuangZhouIntely), the "write your own HUD" of seed 003 (published as
/// TGGProgressHUD): a singleton container on the key window that stacks
/// content views, and class methods that add one and maybe hide it later.
///
/// The article and the code disagree about the auto-hide, so the replica
/// has both, chosen by `variant`:
/// * `.article`: `showWithTime:` hides after the given time with
///   `dispatch_after` (as seed 003 shows it);
/// * `.code`: a non-repeating NSTimer of a hard-coded **3.0 s** in the common
///   modes, not stored, so not cancellable (as the repository has it); the
///   time only decides whether there is a timer at all.
/// Either way `hide` removes the **oldest** content view.
///
/// @original TCProgressHUD TCProgressHUD.m
public final class TCProgressHUD: SimView, ReplicaTracing {
  public static let traceName = "TCProgressHUD"

  public enum Variant: Sendable {
    case article
    case code
  }

  /// Which of the two auto-hides `showWithTime:` uses.
  public var variant: Variant = .code

  /// The singleton container.
  ///
  /// @original +[TCProgressHUD sharedInstance] TCProgressHUD.m:153
  public static func sharedInstance(_ kernel: Kernel) -> TCProgressHUD {
    enter(#function, kernel)
    defer { leave(kernel) }
    return kernel.singleton(sharedKey) {
      TCProgressHUD(kernel: kernel, label: "TCProgressHUD")
    }
  }

  private static let sharedKey = "TCProgressHUD.sharedInstance"

  /// The container `sharedInstance` answers, without tracing a call (nil
  /// before the app has asked for it): for a scenario, which watches the
  /// container from outside the app and must not add a call the app did
  /// not make. Not called by the replica, so no graph shows it.
  public static func sharedContainer(_ kernel: Kernel) -> TCProgressHUD? {
    kernel.existingSingleton(sharedKey)
  }

  // MARK: Class API (category Public)

  /// A text HUD; hides after `showTime` if it is positive.
  ///
  /// @entry
  /// @original +[TCProgressHUD showStatus:andAutoHideAfterTime:] TCProgressHUD.m:38
  public static func showStatus(_ status: String, andAutoHideAfterTime showTime: Double = 0, _ kernel: Kernel)
  {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedInstance(kernel)
    let textView = TCTextOnlyHUDView(kernel: kernel, label: "TCTextOnlyHUDView")
    textView.text = status
    hud.setHudView(textView)
    hud.showWithTime(showTime)
  }

  /// @entry
  /// @original +[TCProgressHUD showSuccessWithStatus:andAutoHideAfterTime:] TCProgressHUD.m:61
  public static func showSuccessWithStatus(
    _ status: String, andAutoHideAfterTime showTime: Double = 0, _ kernel: Kernel
  ) {
    enter(#function, kernel)
    defer { leave(kernel) }
    showImage("success", withStatus: status, andAutoHideAfterTime: showTime, kernel)
  }

  /// @entry
  /// @original +[TCProgressHUD showErrorWithStatus:andAutoHideAfterTime:] TCProgressHUD.m:80
  public static func showErrorWithStatus(
    _ status: String, andAutoHideAfterTime showTime: Double = 0, _ kernel: Kernel
  ) {
    enter(#function, kernel)
    defer { leave(kernel) }
    showImage("error", withStatus: status, andAutoHideAfterTime: showTime, kernel)
  }

  /// @entry
  /// @original +[TCProgressHUD showSuccessAndAutoHideAfterTime:] TCProgressHUD.m:71
  public static func showSuccessAndAutoHideAfterTime(_ showTime: Double, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    showImage("success", andAutoHideAfterTime: showTime, kernel)
  }

  /// @entry
  /// @original +[TCProgressHUD showErrorAndAutoHideAfterTime:] TCProgressHUD.m:89
  public static func showErrorAndAutoHideAfterTime(_ showTime: Double, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    showImage("error", andAutoHideAfterTime: showTime, kernel)
  }

  /// @original +[TCProgressHUD showImage:withStatus:andAutoHideAfterTime:] TCProgressHUD.m:53
  static func showImage(
    _ image: String, withStatus status: String, andAutoHideAfterTime showTime: Double, _ kernel: Kernel
  ) {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedInstance(kernel)
    let view = TCTextAndImageHUDView(kernel: kernel, label: "TCTextAndImageHUDView")
    view.text = status
    view.imageName = image
    hud.setHudView(view)
    hud.showWithTime(showTime)
  }

  /// @original +[TCProgressHUD showImage:andAutoHideAfterTime:] TCProgressHUD.m:137
  static func showImage(_ image: String, andAutoHideAfterTime showTime: Double, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedInstance(kernel)
    let view = TCImageOnlyHUDView(kernel: kernel, label: "TCImageOnlyHUDView")
    view.imageName = image
    hud.setHudView(view)
    hud.showWithTime(showTime)
  }

  /// A spinner that never hides by itself.
  ///
  /// @entry
  /// @original +[TCProgressHUD showProgressWithStatus:] TCProgressHUD.m:25
  public static func showProgressWithStatus(_ status: String?, _ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedInstance(kernel)
    let view = TCProgressHUDView(kernel: kernel, label: "TCProgressHUDView")
    view.text = status
    hud.setHudView(view)
    hud.showWithTime(0)
  }

  /// @entry
  /// @original +[TCProgressHUD hideHUD] TCProgressHUD.m:99
  public static func hideHUD(_ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedInstance(kernel)
    hud.hide()
  }

  /// @entry
  /// @original +[TCProgressHUD hideAllHUDs] TCProgressHUD.m:115
  public static func hideAllHUDs(_ kernel: Kernel) {
    enter(#function, kernel)
    defer { leave(kernel) }
    let hud = sharedInstance(kernel)
    hud.hideAllHUDs()
  }

  // MARK: The container

  /// Stacks a content view on top; the previous ones stay.
  ///
  /// @original -[TCProgressHUD setHudView:] TCProgressHUD.m:246
  public func setHudView(_ hudView: SimView) {
    enter(#function)
    defer { leave() }
    addSubview(hudView)
  }

  /// Puts the container on the key window, then arranges the auto-hide (see
  /// `variant`).
  ///
  /// @original -[TCProgressHUD showWithTime:] TCProgressHUD.m:170
  public func showWithTime(_ time: Double) {
    enter(#function)
    defer { leave() }
    if superview == nil {
      kernel.keyWindow?.addSubview(self)
    }
    guard time > 0 else { return }
    switch variant {
    case .article:
      kernel.mainQueue.asyncAfter(delay: VirtualDuration(secondsValue: time), label: "delay") {

        self.hide()
      }
    case .code:
      let timer = kernel.timer(interval: .seconds(3), repeats: false, label: "hideTimer") {
        _ in
        self.hide()
      }
      kernel.mainRunLoop.add(timer, forMode: .common)
    }
  }

  /// Removes the **oldest** content view, and the container once it is
  /// empty (or at once, if it already was).
  ///
  /// @handler hideTimer
  /// @original -[TCProgressHUD hide] TCProgressHUD.m:194
  public func hide() {
    enter(#function)
    defer { leave() }
    if let firstHud = subviews.first {
      firstHud.removeFromSuperview()
      if subviews.isEmpty {
        removeFromSuperview()
      }
    } else {
      removeFromSuperview()
    }
  }

  /// @original -[TCProgressHUD hideAllHUDs] TCProgressHUD.m:213
  public func hideAllHUDs() {
    enter(#function)
    defer { leave() }
    for view in subviews { view.removeFromSuperview() }
    removeFromSuperview()
  }
}

/// @original TCTextOnlyHUDView
public final class TCTextOnlyHUDView: SimView {
  public var text: String?
}

/// @original TCImageOnlyHUDView
public final class TCImageOnlyHUDView: SimView {
  public var imageName: String?
}

/// @original TCTextAndImageHUDView
public final class TCTextAndImageHUDView: SimView {
  public var text: String?
  public var imageName: String?
}

/// @original TCProgressHUDView
public final class TCProgressHUDView: SimView {
  public var text: String?
}
