/// The properties of a view that UIView animations can change here.
public enum AnimatableProperty: UInt8, Hashable, Sendable {
  case alpha
  /// A uniform scale transform (`CGAffineTransformMakeScale(s, s)`), as the
  /// HUDs zoom.
  case scale
  /// A rotation transform (`CGAffineTransformMakeRotation(angle)`), in
  /// radians, as MJRefresh turns its arrow. A view's transform is either a
  /// scale or a rotation in the libraries read here, never both.
  case rotation
  /// The bounds origin, which a scroll view calls its content offset
  /// (`contentOffset` is `bounds.origin`; setting it inside an animation
  /// block animates the layer's bounds).
  case boundsOriginX
  case boundsOriginY

  public var name: String {
    switch self {
    case .alpha: return "alpha"
    case .scale: return "scale"
    case .rotation: return "rotation"
    case .boundsOriginX: return "contentOffset.x"
    case .boundsOriginY: return "contentOffset.y"
    }
  }

  /// The property a trace names (`alpha`, `scale`).
  public static func named(_ name: String) -> AnimatableProperty? {
    switch name {
    case "alpha": return .alpha
    case "scale": return .scale
    case "rotation": return .rotation
    case "contentOffset.x": return .boundsOriginX
    case "contentOffset.y": return .boundsOriginY
    default: return nil
    }
  }

  /// The key Core Animation files the animation under (`animationKeys`).
  public var layerKey: String {
    switch self {
    case .alpha: return "opacity"
    case .scale, .rotation: return "transform"
    case .boundsOriginX, .boundsOriginY: return "bounds"
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
  /// The layer's `backgroundColor`, which `UIView.backgroundColor` sets:
  /// nil (no colour) until set. Named for the layer so that a replica's
  /// own `backgroundColor` (SVProgressHUD's appearance colour, which the
  /// original declares over UIView's) keeps its name. Each component that
  /// changes is traced as `backgroundColor.red` and so on.
  public final var layerBackgroundColor: Color? {
    didSet {
      guard layerBackgroundColor != oldValue, kernel.trace.isRecording else { return }
      let new = layerBackgroundColor ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
      let old = oldValue ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
      for (name, value, previous) in [
        ("red", new.red, old.red), ("green", new.green, old.green), ("blue", new.blue, old.blue),
        ("alpha", new.alpha, old.alpha),
      ] where value != previous || oldValue == nil {
        kernel.record(
          .valueChanged(object: ref.text, property: "backgroundColor." + name, value: .double(value)))
      }
    }
  }
  /// `userInteractionEnabled`: only stored; no touches are hit-tested here.
  public final var isUserInteractionEnabled = true

  public let kernel: Kernel
  /// Not owning: a superview owns its subviews, and clears this when it
  /// lets one go or is deallocated.
  private unowned(unsafe) var superviewStorage: SimView?
  var modelAlpha = 1.0
  var modelScale = 1.0
  var modelRotation = 0.0
  /// `bounds.origin`: zero except for scroll views, whose content offset it is.
  var boundsOrigin = Point.zero
  /// Whether a layout pass is already due at the next commit.
  private var needsLayout = false
  /// Whether `draw()` is owed: from `setNeedsDisplay` until the view is
  /// drawn at a commit while in a window.
  private var needsDisplay = false

  /// `-[UIView initWithFrame:]`.
  public init(kernel: Kernel, label: String, frame: Rect = .zero) {
    self.kernel = kernel
    self.ref = kernel.makeRef(label)
    self.frame = frame
  }

  /// Released without recursion: in Swift, a view's release releases its
  /// subviews from inside its `deinit`, theirs from inside theirs, so a deep
  /// tree would overflow the stack. Here the views that die with this one
  /// are taken apart level by level: a view nothing else holds gives up its
  /// subviews before it goes, so its own `deinit` has none to release.
  deinit {
    var dying = takeSubviews()
    while var view = dying.popLast() {
      guard isKnownUniquelyReferenced(&view) else { continue }
      dying.append(contentsOf: view.takeSubviews())
    }
  }

  /// Empties `subviews`, telling each that it has no superview now.
  private func takeSubviews() -> [SimView] {
    let taken = subviews
    subviews = []
    for subview in taken { subview.superviewStorage = nil }
    return taken
  }

  /// The deepest a view tree may be: a view this many levels below its
  /// root is not given subviews. UIKit sets no bound, but every walk up or
  /// down a tree costs its depth, and a script that builds a chain of views
  /// should stop with a message, not make each insertion slower than the
  /// last. Real hierarchies are a few dozen deep.
  public static let maxHierarchyDepth = 1000

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

  public final var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

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

  /// The model angle of the view's rotation transform, in radians.
  public final var rotation: Double {
    get { modelRotation }
    set { kernel.animator.set(.rotation, of: self, to: newValue) }
  }

  final func modelValue(_ property: AnimatableProperty) -> Double {
    switch property {
    case .alpha: return modelAlpha
    case .scale: return modelScale
    case .rotation: return modelRotation
    case .boundsOriginX: return boundsOrigin.x
    case .boundsOriginY: return boundsOrigin.y
    }
  }

  final func setModelValue(_ property: AnimatableProperty, _ value: Double) {
    switch property {
    case .alpha: modelAlpha = value
    case .scale: modelScale = value
    case .rotation: modelRotation = value
    case .boundsOriginX: boundsOrigin.x = value
    case .boundsOriginY: boundsOrigin.y = value
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
    var depth = 0
    while let current = ancestor {
      if current === view { return }
      depth += 1
      ancestor = current.superviewStorage
    }
    guard depth + view.height <= Self.maxHierarchyDepth else {
      kernel.halt(
        "a view tree deeper than \(Self.maxHierarchyDepth) views: \(view.ref.text) was not added to \(ref.text)"
      )
      return
    }
    if view.superviewStorage !== self { view.willMove(toSuperview: self) }
    if view.superviewStorage != nil { view.detach() }
    let position = max(0, min(index, subviews.count))
    subviews.insert(view, at: position)
    view.superviewStorage = self
    if kernel.trace.isRecording { kernel.record(.viewAdded(view.ref, to: ref, index: position)) }
    if window != nil { view.displayOwedDrawing() }
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
    willMove(toSuperview: nil)
    detach()
    if kernel.trace.isRecording { kernel.record(.viewRemoved(ref, from: parent.ref)) }
  }

  // MARK: What UIKit calls on a view

  /// `-[UIView willMoveToSuperview:]`: called before the view joins a new
  /// superview (or leaves its own, with `nil`). Subclasses override it, as
  /// MJRefresh's components do to start observing their scroll view.
  open func willMove(toSuperview newSuperview: SimView?) {}

  /// `-[UIView layoutSubviews]`, run by the layout pass at the next commit
  /// after `setNeedsLayout`.
  open func layoutSubviews() {}

  /// `-[UIView drawRect:]`, run at the first commit after
  /// `setNeedsDisplay` at which the view is in a window.
  open func draw() {}

  /// `-[UIView setNeedsLayout]`: one layout pass at the next Core Animation
  /// commit, however often it is asked for.
  ///
  /// Modelling choice: views are laid out in the order they asked, not top
  /// down through the tree; the replicas lay out each view on its own.
  public final func setNeedsLayout() {
    guard !needsLayout else { return }
    needsLayout = true
    kernel.coreAnimation.addCommitHandler { [self] in
      needsLayout = false
      layoutSubviews()
    }
  }

  /// `-[UIView setNeedsDisplay]`: `draw()` runs at the next commit if the
  /// view is in a window then; otherwise it waits until the view is put in
  /// one (UIKit does not draw views that are not on screen).
  public final func setNeedsDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    if window != nil { scheduleDrawing() }
  }

  /// The view and its subviews came into a window: drawing they owe is
  /// done at the next commit, in the tree's depth-first order.
  private func displayOwedDrawing() {
    var pending: [SimView] = [self]
    while let view = pending.popLast() {
      if view.needsDisplay { view.scheduleDrawing() }
      pending.append(contentsOf: view.subviews.reversed())
    }
  }

  /// How many levels the view's subtree has, itself included.
  private var height: Int {
    var deepest = 0
    var pending: [(SimView, Int)] = [(self, 1)]
    while let (view, level) = pending.popLast() {
      deepest = max(deepest, level)
      for subview in view.subviews { pending.append((subview, level + 1)) }
    }
    return deepest
  }

  private func scheduleDrawing() {
    kernel.coreAnimation.addCommitHandler { [self] in
      guard needsDisplay, window != nil else { return }
      needsDisplay = false
      draw()
    }
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
