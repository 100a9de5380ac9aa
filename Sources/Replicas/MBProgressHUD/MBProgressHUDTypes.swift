import SimKernel

/// How the HUD's bezel appears and disappears.
///
/// @original MBProgressHUDAnimation
public enum MBProgressHUDAnimation: Int, Sendable {
  /// Opacity only.
  case fade = 0
  /// Grows in (0.5 → 1) and shrinks out (1 → 0.5): `zoomIn` going in,
  /// `zoomOut` going out.
  case zoom = 1
  /// 1.5 → 1 in, 1 → 0.5 out.
  case zoomOut = 2
  /// 0.5 → 1 in, 1 → 1.5 out.
  case zoomIn = 3
}

/// What the bezel shows.
///
/// @original MBProgressHUDMode
public enum MBProgressHUDMode: Int, Sendable {
  case indeterminate = 0
  case determinate = 1
  case determinateHorizontalBar = 2
  case annularDeterminate = 3
  case customView = 4
  case text = 5
}

/// Told when a HUD was hidden. The original's delegate is `weak`; this one is
/// held strongly (Embedded Swift has no weak references).
///
/// @original MBProgressHUDDelegate
public protocol MBProgressHUDDelegate: AnyObject {
  /// @original -[MBProgressHUDDelegate hudWasHidden:] MBProgressHUD.h:319
  func hudWasHidden(_ hud: MBProgressHUD)
}

/// The bezel and the dimming background: a view with a blur behind its
/// content.
///
/// The blur is a `UIVisualEffectView` kept as the view's *first* subview,
/// below everything the HUD adds: each change of the blur style replaces
/// it there. The replica has the original's default style, the blur; the
/// solid-colour style and the colours are not modelled, since nothing
/// draws.
///
/// @original MBBackgroundView
public final class MBBackgroundView: SimView {
  /// The `UIBlurEffectStyle` of the blur, by name. Setting another style
  /// replaces the effect view.
  ///
  /// @original blurEffectStyle MBProgressHUD.h:398
  public var blurEffectStyle = "light" {
    didSet {
      if blurEffectStyle != oldValue { updateForBackgroundStyle() }
    }
  }
  /// The blur's view, the first subview.
  public private(set) var effectView: MBVisualEffectView?

  /// @original -[MBBackgroundView initWithFrame:] MBProgressHUD.m:1055
  override public init(kernel: Kernel, label: String, frame: Rect = .zero) {
    super.init(kernel: kernel, label: label, frame: frame)
    updateForBackgroundStyle()
  }

  /// Removes the old effect view and puts a new one, for the current
  /// style, at index 0.
  ///
  /// @original -[MBBackgroundView updateForBackgroundStyle] MBProgressHUD.m:1117
  private func updateForBackgroundStyle() {
    effectView?.removeFromSuperview()
    let view = MBVisualEffectView(kernel: kernel, style: blurEffectStyle)
    insertSubview(view, at: 0)
    effectView = view
  }
}

/// A blur (`UIVisualEffectView` with a `UIBlurEffect`): a view that knows
/// its style and draws nothing.
public final class MBVisualEffectView: SimView {
  public let style: String

  init(kernel: Kernel, style: String) {
    self.style = style
    super.init(kernel: kernel, label: "UIVisualEffectView")
  }
}

/// The spinner of the indeterminate mode (`UIActivityIndicatorView`).
public final class MBActivityIndicatorView: SimView {
  init(kernel: Kernel) {
    super.init(kernel: kernel, label: "UIActivityIndicatorView")
  }
}

/// The pie or ring of the determinate modes.
///
/// @original MBRoundProgressView
public final class MBRoundProgressView: SimView {
  public var progress: Double = 0
  /// Set for `annularDeterminate`; nothing sets it back (switching to
  /// `determinate` keeps the ring).
  public var annular = false

  init(kernel: Kernel) {
    super.init(kernel: kernel, label: "MBRoundProgressView", frame: Rect(x: 0, y: 0, width: 37, height: 37))
  }
}

/// The bar of the `determinateHorizontalBar` mode.
///
/// @original MBBarProgressView
public final class MBBarProgressView: SimView {
  public var progress: Double = 0

  init(kernel: Kernel) {
    super.init(kernel: kernel, label: "MBBarProgressView", frame: Rect(x: 0, y: 0, width: 120, height: 20))
  }
}
