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

/// The bezel and the dimming background: a view with a style.
///
/// @original MBBackgroundView
public final class MBBackgroundView: SimView {
  /// The `UIBlurEffectStyle` of the blur behind the bezel, by name. Kept,
  /// not drawn: the replica has no effect view, so the order of effect
  /// views among the bezel's subviews cannot be checked.
  ///
  /// @original blurEffectStyle MBProgressHUD.h:398
  public var blurEffectStyle = "light"
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
