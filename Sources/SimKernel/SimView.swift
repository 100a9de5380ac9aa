/// The properties of a view that UIView animations can change here.
public enum AnimatableProperty: UInt8, Hashable, Sendable {
  case alpha
  /// A uniform scale transform (`CGAffineTransformMakeScale(s, s)`), the only
  /// transform the libraries we read animate.
  case scale

  public var name: String {
    switch self {
    case .alpha: return "alpha"
    case .scale: return "scale"
    }
  }

  /// The property a trace names (`alpha`, `scale`).
  public static func named(_ name: String) -> AnimatableProperty? {
    switch name {
    case "alpha": return .alpha
    case "scale": return .scale
    default: return nil
    }
  }

  /// The key Core Animation files the animation under (`animationKeys`).
  public var layerKey: String {
    switch self {
    case .alpha: return "opacity"
    case .scale: return "transform"
    }
  }
}

/// A view (`UIView`): a place in a view tree, a frame, and the model values
/// of `alpha`, the scale transform and `isHidden`.
///
/// Setting `alpha` or `scale` changes the **model** value at once, as UIKit
/// does; inside `kernel.animate(…)` it also starts an animation whose
/// **presentation** value follows over virtual time (see `Animator`). A
/// window is a view with `isWindow`; a view is on screen when it is in one.
///
/// Open, so that replicas subclass it where the originals subclass UIView
/// (`MBProgressHUD : UIView`), and class hierarchies read the same. Its
/// members are `final`: an internal member of an open class that is
/// dispatched dynamically does not link when Embedded Swift devirtualizes
/// it in a subclass's module.
open class SimView {
  public let ref: ObjectRef
  public final internal(set) var isWindow = false
  public private(set) var subviews: [SimView] = []
  public final var frame: Rect
  public final var isHidden = false {
    didSet {
      guard isHidden != oldValue, kernel.trace.isRecording else { return }
      kernel.record(.valueChanged(object: ref.text, property: "hidden", value: .bool(isHidden)))
    }
  }

  public let kernel: Kernel
  /// Not owning: a superview owns its subviews, and clears this when it
  /// lets one go or is deallocated.
  private unowned(unsafe) var superviewStorage: SimView?
  var modelAlpha = 1.0
  var modelScale = 1.0

  /// `-[UIView initWithFrame:]`.
  public init(kernel: Kernel, label: String, frame: Rect = .zero) {
    self.kernel = kernel
    self.ref = kernel.makeRef(label)
    self.frame = frame
  }

  deinit {
    for subview in subviews { subview.superviewStorage = nil }
  }

  public final var superview: SimView? { superviewStorage }

  /// The window the view is in, if any.
  public final var window: SimView? {
    var view: SimView? = self
    while let current = view {
      if current.isWindow { return current }
      view = current.superviewStorage
    }
    return nil
  }

  public final var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  public final var center: Point {
    get { frame.center }
    set {
      frame.origin = Point(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2)
    }
  }

  /// The model value, as `view.alpha` reads in UIKit.
  public final var alpha: Double {
    get { modelAlpha }
    set { kernel.animator.set(.alpha, of: self, to: newValue) }
  }

  /// The model scale of the view's transform.
  public final var scale: Double {
    get { modelScale }
    set { kernel.animator.set(.scale, of: self, to: newValue) }
  }

  final func modelValue(_ property: AnimatableProperty) -> Double {
    switch property {
    case .alpha: return modelAlpha
    case .scale: return modelScale
    }
  }

  final func setModelValue(_ property: AnimatableProperty, _ value: Double) {
    switch property {
    case .alpha: modelAlpha = value
    case .scale: modelScale = value
    }
  }

  /// What is on screen now (`view.layer.presentationLayer`): the running
  /// animation's value, or the model value.
  public final func presentationValue(_ property: AnimatableProperty) -> Double {
    kernel.animator.presentationValue(property, of: self)
  }

  /// The view's presentation alpha times its ancestors', or 0 when it or an
  /// ancestor is hidden or it is not in a window: how opaque it looks.
  public final var visibleAlpha: Double {
    var alpha = 1.0
    var view: SimView? = self
    while let current = view {
      if current.isHidden { return 0 }
      alpha *= current.presentationValue(.alpha)
      if current.isWindow { return alpha }
      view = current.superviewStorage
    }
    return 0
  }

  /// `-[UIView addSubview:]`: on top of its siblings, moved from its old
  /// superview if it had one.
  public final func addSubview(_ view: SimView) {
    insertSubview(view, at: subviews.count)
  }

  /// `-[UIView insertSubview:atIndex:]`, 0 being the bottom.
  public final func insertSubview(_ view: SimView, at index: Int) {
    // UIKit refuses a view as its own subview, and a view tree with a
    // cycle would make every walk up it endless: an ancestor is refused too.
    var ancestor: SimView? = self
    while let current = ancestor {
      if current === view { return }
      ancestor = current.superviewStorage
    }
    if view.superviewStorage != nil { view.detach() }
    let position = max(0, min(index, subviews.count))
    subviews.insert(view, at: position)
    view.superviewStorage = self
    if kernel.trace.isRecording { kernel.record(.viewAdded(view.ref, to: ref, index: position)) }
  }

  /// `-[UIView bringSubviewToFront:]`.
  public final func bringSubviewToFront(_ view: SimView) {
    guard view.superviewStorage === self, let index = subviews.firstIndex(where: { $0 === view }) else {
      return
    }
    subviews.remove(at: index)
    subviews.append(view)
    if kernel.trace.isRecording { kernel.record(.viewAdded(view.ref, to: ref, index: subviews.count - 1)) }
  }

  /// `-[UIView removeFromSuperview]`.
  public final func removeFromSuperview() {
    guard let parent = superviewStorage else { return }
    detach()
    if kernel.trace.isRecording { kernel.record(.viewRemoved(ref, from: parent.ref)) }
  }

  private func detach() {
    guard let parent = superviewStorage else { return }
    parent.subviews.removeAll { $0 === self }
    superviewStorage = nil
  }

  /// `view.layer.animationKeys`: the keys of the animations attached to the
  /// view's layer (running, or waiting out their delay), in the order they
  /// were added.
  public final var animationKeys: [String] {
    var keys: [String] = []
    for animation in kernel.animator.running where animation.view === self {
      keys.append(animation.property.layerKey)
    }
    return keys
  }

  /// `[view.layer removeAllAnimations]`: every running animation of the view
  /// stops where it is, and its completion is told `finished == NO`.
  public final func removeAllAnimations() {
    kernel.animator.removeAllAnimations(of: self)
  }
}
