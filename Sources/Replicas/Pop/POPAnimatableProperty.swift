import SimKernel

/// A property pop can animate: a name, how to read the object's value into
/// up to four numbers, how to write them back, and the threshold that says
/// how close counts as arrived (`POPThresholds`).
///
/// The built-in table here holds the view and layer properties the engine
/// has: `view.alpha` and `opacity`, `view.center` and `position`,
/// `view.frame`, `bounds`, `view.scaleXY` and `scaleXY`, and `rotation`.
/// On the engine a view is its own layer, so the layer entries take a
/// `SimView` too. Writes go through the engine's setters (`alpha`, `scale`,
/// `rotation` record a `value` event); geometry the engine does not trace
/// (`center`, `frame`, `bounds`) is reported by the write block under the
/// view's name, one component a line (`center.x`, `frame.width`…).
///
/// Differences: pop caches every built-in property it has made and
/// returns the same instance for a name; the replica makes a new one per
/// call (only identity differs, and nothing compares properties by
/// identity). `scaleXY` on the engine is one uniform scale: the write
/// takes x (with pop's 0 → 1e-6 guard) and the read gives it for both.
/// Setting `bounds` on a plain view keeps its centre and changes its
/// size, as UIKit does; the origin moves only on a scroll view (its
/// content offset), the one kind of view whose bounds origin the engine
/// lets code set. Layer opacity is stored as a float in pop
/// (`CALayer.opacity`), so the `opacity` write rounds through `Float`.
///
/// @original POPAnimatableProperty pop/POPAnimatableProperty.mm
public class POPAnimatableProperty {
  /// The property's name (`view.alpha`).
  ///
  /// @original name pop/POPAnimatableProperty.h:45
  public internal(set) var name: String
  /// Reads the object's value; components past the value's count are
  /// ignored.
  ///
  /// @original readBlock pop/POPAnimatableProperty.h:50
  public internal(set) var readBlock: ((AnyObject) -> POPVector4)?
  /// Writes a value to the object.
  ///
  /// @original writeBlock pop/POPAnimatableProperty.h:55
  public internal(set) var writeBlock: ((AnyObject, POPVector4) -> Void)?
  /// How close counts as arrived, in the property's units.
  ///
  /// @original threshold pop/POPAnimatableProperty.h:60
  public internal(set) var threshold: Double

  init(
    name: String, threshold: Double, read: ((AnyObject) -> POPVector4)?,
    write: ((AnyObject, POPVector4) -> Void)?
  ) {
    self.name = name
    self.threshold = threshold
    self.readBlock = read
    self.writeBlock = write
  }

  /// The built-in property `name`, or, when there is none and
  /// `initializer` is given, a custom property of that name with
  /// threshold 1 that the block configures (returned as an immutable
  /// copy); `nil` for an unknown name without a block.
  ///
  /// @original +[POPAnimatableProperty propertyWithName:initializer:] pop/POPAnimatableProperty.mm:1272
  public static func property(
    named name: String, initializer: ((POPMutableAnimatableProperty) -> Void)? = nil
  ) -> POPAnimatableProperty? {
    if let builtIn = builtIn(name) { return builtIn }
    guard let initializer else { return nil }
    let mutable = POPMutableAnimatableProperty(name: name)
    initializer(mutable)
    return POPAnimatableProperty(
      name: mutable.name, threshold: mutable.threshold, read: mutable.readBlock, write: mutable.writeBlock)
  }

  /// A custom property named `name` (threshold 1) with the two blocks: what
  /// pop's `animationWithCustomPropertyNamed:readBlock:writeBlock:` sets as
  /// the new animation's property.
  ///
  /// @original +[POPPropertyAnimation animationWithCustomPropertyNamed:readBlock:writeBlock:] pop/POPPropertyAnimation.mm:129
  public static func customProperty(
    named name: String, readBlock: @escaping (AnyObject) -> POPVector4,
    writeBlock: @escaping (AnyObject, POPVector4) -> Void
  ) -> POPAnimatableProperty? {
    property(named: name) { property in
      property.readBlock = readBlock
      property.writeBlock = writeBlock
    }
  }

  /// `kPOPScrollViewContentInset`: top, left, bottom, right.
  public static let scrollViewContentInset = "scrollView.contentInset"
  /// `kPOPViewAlpha`.
  public static let viewAlpha = "view.alpha"
  /// `kPOPViewCenter`.
  public static let viewCenter = "view.center"
  /// `kPOPViewFrame`.
  public static let viewFrame = "view.frame"
  /// `kPOPViewBounds`, which on iOS is `kPOPLayerBounds`.
  public static let viewBounds = "bounds"
  /// `kPOPViewScaleXY`.
  public static let viewScaleXY = "view.scaleXY"
  /// `kPOPViewBackgroundColor`: red, green, blue and alpha.
  public static let viewBackgroundColor = "view.backgroundColor"
  /// `kPOPLayerBackgroundColor` (the replica's layer is its view).
  public static let layerBackgroundColor = "backgroundColor"
  /// `kPOPLayerOpacity`.
  public static let layerOpacity = "opacity"
  /// `kPOPLayerPosition`.
  public static let layerPosition = "position"
  /// `kPOPLayerPositionX`: one component of the position.
  public static let layerPositionX = "positionX"
  /// `kPOPLayerPositionY`.
  public static let layerPositionY = "positionY"
  /// `kPOPLayerScaleXY`.
  public static let layerScaleXY = "scaleXY"
  /// `kPOPLayerRotation`.
  public static let layerRotation = "rotation"

  /// The static table's entry for `name`.
  static func builtIn(_ name: String) -> POPAnimatableProperty? {
    staticProperties.first { $0.name == name }
  }

  /// The built-in properties, each made once: pop keeps the ones it has
  /// handed out in a dictionary, so that asking twice for a name gives the
  /// same object (`testWithPropertyNamedConstruction` compares pointers).
  /// Made all at once here, as an immutable table, since the engine runs
  /// kernels side by side; the properties hold no state.
  ///
  /// @original _propertyDict pop/POPAnimatableProperty.mm:1276
  nonisolated(unsafe) static let staticProperties: [POPAnimatableProperty] = [
    viewAlpha, layerOpacity, viewCenter, layerPosition, viewBackgroundColor, layerBackgroundColor,
    layerPositionX, layerPositionY, viewFrame, viewBounds, viewScaleXY, layerScaleXY, layerRotation,
    scrollViewContentInset,
  ].compactMap { makeStatic($0) }

  /// What `[[POPAnimatableProperty alloc] init]` gives: pop's class
  /// cluster hands out one placeholder, whatever the number of calls, with
  /// no name, no blocks and threshold 0 (the name is empty here, where
  /// pop's is nil).
  ///
  /// @original placeholder pop/POPAnimatableProperty.mm:1227
  nonisolated(unsafe) public static let placeholder = POPAnimatableProperty(
    name: "", threshold: 0, read: nil, write: nil)

  /// Whether the property's blocks can read and write `object`: a
  /// built-in property needs a view (a scroll view for the content inset),
  /// a custom one takes anything. Not pop's: pop casts unchecked, and a
  /// message to an object without the property raises there; the engine
  /// asks first, so that a script's mistake is an error, not a trap.
  public func canAnimate(_ object: AnyObject) -> Bool {
    guard Self.staticProperties.contains(where: { $0 === self }) else { return true }
    if name == Self.scrollViewContentInset { return object is SimScrollView }
    return object is SimView
  }

  static func makeStatic(_ name: String) -> POPAnimatableProperty? {
    switch name {
    case viewAlpha:
      return POPAnimatableProperty(
        name: name, threshold: POPThresholds.opacity, read: { POPVector4(view($0).alpha) },
        write: { view($0).alpha = $1.x })
    case layerOpacity:
      return POPAnimatableProperty(
        name: name, threshold: POPThresholds.opacity, read: { POPVector4(view($0).alpha) },
        write: { view($0).alpha = Double(Float($1.x)) })
    case viewCenter, layerPosition:
      return POPAnimatableProperty(
        name: name, threshold: POPThresholds.point,
        read: {
          let center = view($0).center
          return POPVector4(center.x, center.y)
        },
        write: { setCenter(view($0), Point(x: $1.x, y: $1.y)) })
    case viewBackgroundColor, layerBackgroundColor:
      return POPAnimatableProperty(
        name: name, threshold: POPThresholds.color, read: { components(view($0).layerBackgroundColor) },
        write: { view($0).layerBackgroundColor = color($1) })
    case layerPositionX:
      return POPAnimatableProperty(
        name: name, threshold: POPThresholds.point, read: { POPVector4(view($0).center.x) },
        write: { setCenter(view($0), Point(x: $1.x, y: view($0).center.y)) })
    case layerPositionY:
      return POPAnimatableProperty(
        name: name, threshold: POPThresholds.point, read: { POPVector4(view($0).center.y) },
        write: { setCenter(view($0), Point(x: view($0).center.x, y: $1.x)) })
    case viewFrame:
      return POPAnimatableProperty(
        name: name, threshold: POPThresholds.point,
        read: { values(view($0).frame) }, write: { setFrame(view($0), rect($1)) })
    case viewBounds:
      return POPAnimatableProperty(
        name: name, threshold: POPThresholds.point,
        read: { values(view($0).bounds) }, write: { setBounds(view($0), rect($1)) })
    case viewScaleXY, layerScaleXY:
      return POPAnimatableProperty(
        name: name, threshold: POPThresholds.scale,
        read: {
          let scale = view($0).scale
          return POPVector4(scale, scale)
        },
        write: { view($0).scale = $1.x == 0 ? 1e-6 : $1.x })
    case scrollViewContentInset:
      return POPAnimatableProperty(
        name: name, threshold: POPThresholds.point,
        read: {
          let insets = scrollView($0).contentInset
          return POPVector4(insets.top, insets.left, insets.bottom, insets.right)
        },
        write: {
          scrollView($0).contentInset = EdgeInsets(top: $1.x, left: $1.y, bottom: $1.z, right: $1.w)
        })
    case layerRotation:
      return POPAnimatableProperty(
        name: name, threshold: POPThresholds.rotation, read: { POPVector4(view($0).rotation) },
        write: { view($0).rotation = $1.x })
    default:
      return nil
    }
  }

  /// The object as a scroll view, for `kPOPScrollViewContentInset`.
  static func scrollView(_ object: AnyObject) -> SimScrollView {
    guard let scrollView = object as? SimScrollView else {
      fatalError("pop's content inset property animates a SimScrollView")
    }
    return scrollView
  }

  /// The object as a view: the built-in properties are the view's (pop
  /// casts the object to `UIView` or `CALayer` the same way, unchecked).
  static func view(_ object: AnyObject) -> SimView {
    guard let view = object as? SimView else {
      fatalError("a built-in pop property animates a SimView")
    }
    return view
  }

  /// A colour as pop's four values, all zero for none (as
  /// `POPCGColorGetRGBAComponents` gives for a nil colour).
  ///
  /// @original POPCGColorGetRGBAComponents pop/POPCGUtils.mm:14
  static func components(_ color: Color?) -> POPVector4 {
    guard let color else { return .zero }
    return POPVector4(color.red, color.green, color.blue, color.alpha)
  }

  /// @original POPCGColorRGBACreate pop/POPCGUtils.mm:43
  static func color(_ values: POPVector4) -> Color {
    Color(red: values.x, green: values.y, blue: values.z, alpha: values.w)
  }

  /// A rect as pop's four values: x, y, width, height.
  static func values(_ rect: Rect) -> POPVector4 {
    POPVector4(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
  }

  static func rect(_ values: POPVector4) -> Rect {
    Rect(x: values.x, y: values.y, width: values.z, height: values.w)
  }

  static func setCenter(_ view: SimView, _ center: Point) {
    view.center = center
    view.kernel.reportValue(object: view.ref.text, property: "center.x", value: .double(center.x))
    view.kernel.reportValue(object: view.ref.text, property: "center.y", value: .double(center.y))
  }

  static func setFrame(_ view: SimView, _ frame: Rect) {
    view.frame = frame
    reportRect(view, "frame", frame)
  }

  static func setBounds(_ view: SimView, _ bounds: Rect) {
    let center = view.center
    view.frame.size = bounds.size
    view.center = center
    if let scrollView = view as? SimScrollView {
      scrollView.contentOffset = bounds.origin
    }
    reportRect(view, "bounds", view.bounds)
  }

  static func reportRect(_ view: SimView, _ name: String, _ rect: Rect) {
    let kernel = view.kernel
    kernel.reportValue(object: view.ref.text, property: name + ".x", value: .double(rect.origin.x))
    kernel.reportValue(object: view.ref.text, property: name + ".y", value: .double(rect.origin.y))
    kernel.reportValue(object: view.ref.text, property: name + ".width", value: .double(rect.size.width))
    kernel.reportValue(object: view.ref.text, property: name + ".height", value: .double(rect.size.height))
  }
}

/// The property an initializer block configures: a subclass, as in pop,
/// whose fields are settable, threshold 1 to begin with
/// (`POPThresholds.customDefault`). Its base class's fields are read-only
/// outside the replica, so the copy `property(named:initializer:)` returns
/// stays as configured.
///
/// @original POPMutableAnimatableProperty pop/POPAnimatableProperty.mm
public final class POPMutableAnimatableProperty: POPAnimatableProperty {
  /// @original name pop/POPAnimatableProperty.h:72
  public override var name: String {
    get { super.name }
    set { super.name = newValue }
  }
  /// @original readBlock pop/POPAnimatableProperty.h:77
  public override var readBlock: ((AnyObject) -> POPVector4)? {
    get { super.readBlock }
    set { super.readBlock = newValue }
  }
  /// @original writeBlock pop/POPAnimatableProperty.h:82
  public override var writeBlock: ((AnyObject, POPVector4) -> Void)? {
    get { super.writeBlock }
    set { super.writeBlock = newValue }
  }
  /// @original threshold pop/POPAnimatableProperty.h:87
  public override var threshold: Double {
    get { super.threshold }
    set { super.threshold = newValue }
  }

  init(name: String) {
    super.init(name: name, threshold: POPThresholds.customDefault, read: nil, write: nil)
  }
}
