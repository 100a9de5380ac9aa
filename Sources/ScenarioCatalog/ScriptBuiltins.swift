import ReplicaSupport
import SimKernel

/// UIKit's part of the script classes: what the originals' tests read and
/// do through UIView and CALayer. Values are the model's unless read
/// through `layer.presentation()`, as on iOS.
package enum ScriptBuiltins {
  package static let classes: [ScriptClass] = [
    object, view, label, layer, presentationLayer, point, rect, value, number, edgeInsets, color, scrollView,
    progress,
    coder,
    keyedUnarchiver,
  ]

  /// The tests' helper `view:firstSubviewOfClass:`: depth first, a view's
  /// own subviews before theirs. Its result has the class it names.
  package static var firstSubview: ScriptMember {
    var member = ScriptMember.method(
      "firstSubview", [ScriptParameter("ofClass", .string)], returns: .object("UIView"), of: SimView.self
    ) { view, arguments, context in
      guard let wanted = context.classes.named(arguments[0]?.string ?? "") else { return .null }
      return object(firstSubview(of: view, where: wanted.isInstance))
    }
    member.returnsClassNamedByArgument = true
    return member
  }

  /// `CGPoint(x:y:)`, a value: compared by its `x` and `y`.
  package static let point = ScriptClass.of(
    ScriptPoint.self, "CGPoint", superclass: nil,
    members: [
      .classMethod(
        "init", [ScriptParameter("x", .number), ScriptParameter("y", .number)], returns: .object("CGPoint")
      ) { arguments, _ in
        .object(ScriptPoint(Point(x: arguments[0]?.number ?? 0, y: arguments[1]?.number ?? 0)))
      },
      .property("x", .number, of: ScriptPoint.self) { point, _ in .number(point.value.x) },
      .property("y", .number, of: ScriptPoint.self) { point, _ in .number(point.value.y) },
    ])

  /// `CGRect(x:y:width:height:)`, a value.
  package static let rect = ScriptClass.of(
    ScriptRect.self, "CGRect", superclass: nil,
    members: [
      .classMethod(
        "init",
        [
          ScriptParameter("x", .number), ScriptParameter("y", .number), ScriptParameter("width", .number),
          ScriptParameter("height", .number),
        ],
        returns: .object("CGRect")
      ) { arguments, _ in
        .object(
          ScriptRect(
            Rect(
              x: arguments[0]?.number ?? 0, y: arguments[1]?.number ?? 0, width: arguments[2]?.number ?? 0,
              height: arguments[3]?.number ?? 0)))
      },
      .property("x", .number, of: ScriptRect.self) { rect, _ in .number(rect.value.origin.x) },
      .property("y", .number, of: ScriptRect.self) { rect, _ in .number(rect.value.origin.y) },
      .property("width", .number, of: ScriptRect.self) { rect, _ in .number(rect.value.size.width) },
      .property("height", .number, of: ScriptRect.self) { rect, _ in .number(rect.value.size.height) },
    ])

  /// `NSCoder`: an archive that decodes nothing (`SimCoder`).
  package static let coder = ScriptClass.of(SimCoder.self, "NSCoder", superclass: nil, members: [])

  /// `[[NSKeyedUnarchiver alloc] initForReadingWithData:[NSData data]]`, as
  /// the tests make one: an empty archive.
  package static let keyedUnarchiver = ScriptClass(
    "NSKeyedUnarchiver", superclass: "NSCoder", isInstance: { _ in false },
    members: [
      .classMethod("init", [], returns: .object("NSCoder")) { _, context in
        .object(SimCoder(kernel: context.kernel))
      }
    ])

  /// `NSProgress`, as far as the HUDs read it.
  package static let progress = ScriptClass.of(
    SimProgress.self, "NSProgress", superclass: nil,
    members: [
      .classMethod(
        "init", [ScriptParameter("totalUnitCount", .number)], returns: .object("NSProgress")
      ) { arguments, _ in
        .object(SimProgress(totalUnitCount: Int64(arguments[0]?.number ?? 0)))
      },
      .property(
        "completedUnitCount", .number, of: SimProgress.self,
        get: { progress, _ in .number(Double(progress.completedUnitCount)) },
        set: { progress, value, _ in progress.completedUnitCount = Int64(value.number) }),
      .property("fractionCompleted", .number, of: SimProgress.self) { progress, _ in
        .number(progress.fractionCompleted)
      },
    ])

  package static let view = ScriptClass.of(
    SimView.self, "UIView", superclass: "NSObject",
    members: [
      // `[[UIView alloc] init]`: a view outside any window.
      .classMethod("init", [], returns: .object("UIView")) { _, context in
        .object(context.kernel.view(label: "UIView"))
      },
      .property(
        "alpha", .number, of: SimView.self, get: { view, _ in .number(view.alpha) },
        set: { view, value, _ in view.alpha = value.number }),
      .property(
        "hidden", .bool, of: SimView.self, get: { view, _ in .bool(view.isHidden) },
        set: { view, value, _ in view.isHidden = value.bool }),
      .property("superview", .object("UIView"), of: SimView.self) { view, _ in object(view.superview) },
      .property("window", .object("UIView"), of: SimView.self) { view, _ in object(view.window) },
      .property("subviews", .list(.object("UIView")), of: SimView.self) { view, _ in
        .list(view.subviews.map { .object($0) })
      },
      .property("layer", .object("CALayer"), of: SimView.self) { view, _ in .object(view) },
      .method("addSubview", [ScriptParameter(nil, .object("UIView"))], of: SimView.self) {
        view, arguments, _ in
        if let subview = arguments[0]?.object as? SimView { view.addSubview(subview) }
        return .void
      },
      .method("removeFromSuperview", [], of: SimView.self) { view, _, _ in
        view.removeFromSuperview()
        return .void
      },
      // The tests' helper `view:firstSubviewOfClass:`: depth first, a
      // view's own subviews before theirs.
      firstSubview,
    ])

  package static let label = ScriptClass.of(
    SimLabel.self, "UILabel", superclass: "UIView",
    members: [
      .property(
        "text", .string, of: SimLabel.self, get: { label, _ in label.text.map { .string($0) } ?? .null },
        set: { label, value, _ in label.text = value.string })
    ])

  /// Searched with a list of views still to look into, not by recursion,
  /// so a deep tree costs memory rather than stack.
  package static func firstSubview(of view: SimView, where matches: (AnyObject) -> Bool) -> SimView? {
    var pending = [view]
    while let current = pending.popLast() {
      for subview in current.subviews where matches(subview) { return subview }
      pending.append(contentsOf: current.subviews.reversed())
    }
    return nil
  }

  /// A view's layer is the view itself in the simulation: the engine keeps
  /// a view's animations with the view.
  package static let layer = ScriptClass(
    "CALayer", superclass: "NSObject", isInstance: { _ in false },
    members: [
      // `[CALayer layer]`: a layer outside any window.
      .classMethod("init", [], returns: .object("CALayer")) { _, context in
        .object(context.kernel.view(label: "CALayer"))
      },
      .property("opacity", .number, of: SimView.self) { view, _ in .number(view.alpha) },
      .property(
        "position", .object("CGPoint"), of: SimView.self,
        get: { view, _ in .object(ScriptPoint(view.center)) },
        set: { view, value, _ in if let point = value.object as? ScriptPoint { view.center = point.value } }),
      // Key-value coding of what the originals' tests read that way:
      // `position` as a point value, `opacity` as a number,
      // `backgroundColor` as a colour; nil otherwise.
      .method("valueForKey", [ScriptParameter(nil, .string)], returns: .object("NSValue"), of: SimView.self) {
        view, arguments, _ in
        switch arguments[0]?.string {
        case "position": return .object(ScriptNSValue(.point, [view.center.x, view.center.y]))
        case "opacity": return .object(ScriptNSValue(number: Double(Float(view.alpha))))
        case "backgroundColor":
          guard let color = view.layerBackgroundColor else { return .null }
          return .object(ScriptNSValue(.color, [color.red, color.green, color.blue, color.alpha]))
        default: return .null
        }
      },
      .property("animationKeys", .list(.string), of: SimView.self) { view, _ in
        .list(view.animationKeys.map { .string($0) })
      },
      .method("removeAllAnimations", [], of: SimView.self) { view, _, _ in
        view.removeAllAnimations()
        return .void
      },
      .method("presentation", [], returns: .object("CAPresentationLayer"), of: SimView.self) { view, _, _ in
        .object(PresentationLayer(view: view))
      },
    ])

  /// What the render server shows now.
  package static let presentationLayer = ScriptClass.of(
    PresentationLayer.self, "CAPresentationLayer", superclass: nil,
    members: [
      .property("opacity", .number, of: PresentationLayer.self) { layer, _ in
        .number(layer.view.presentationValue(.alpha))
      },
      .property("scale", .number, of: PresentationLayer.self) { layer, _ in
        .number(layer.view.presentationValue(.scale))
      },
    ])

  package static func object(_ object: AnyObject?) -> ScriptValue {
    object.map { .object($0) } ?? .null
  }
}

/// A `CGPoint` in a script: a box, so that it can be a script object.
package final class ScriptPoint {
  package let value: Point

  package init(_ value: Point) {
    self.value = value
  }
}

/// A `CGRect` in a script.
package final class ScriptRect {
  package let value: Rect

  package init(_ value: Rect) {
    self.value = value
  }
}

/// `layer.presentation()`: a view's values as they are on screen.
package final class PresentationLayer {
  package let view: SimView

  package init(view: SimView) {
    self.view = view
  }
}
