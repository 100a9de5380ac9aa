import SimKernel

/// Foundation's part of the script classes: `NSObject`, the root that
/// categories such as pop's `NSObject (POP)` add to, and the boxed values
/// (`NSValue`, `NSNumber`) that Objective-C APIs take where Swift would
/// take a generic value.
extension ScriptBuiltins {
  /// Every object is one; it has no members of its own here. A catalog
  /// adds to it with a class of the same name (`ScriptClasses`).
  package static let object = ScriptClass("NSObject", superclass: nil, isInstance: { _ in true }, members: [])

  /// `NSValue(cgPoint:)` and `NSValue(cgRect:)`, and the point back.
  package static let value = ScriptClass.of(
    ScriptNSValue.self, "NSValue", superclass: "NSObject",
    members: [
      .classMethod("init", [ScriptParameter("cgPoint", .object("CGPoint"))], returns: .object("NSValue")) {
        arguments, _ in
        let point = (arguments[0]?.object as? ScriptPoint)?.value ?? .zero
        return .object(ScriptNSValue(.point, [point.x, point.y]))
      },
      .classMethod("init", [ScriptParameter("cgRect", .object("CGRect"))], returns: .object("NSValue")) {
        arguments, _ in
        let rect = (arguments[0]?.object as? ScriptRect)?.value ?? .zero
        return .object(
          ScriptNSValue(.rect, [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]))
      },
      .classMethod(
        "init", [ScriptParameter("uiEdgeInsets", .object("UIEdgeInsets"))], returns: .object("NSValue")
      ) { arguments, _ in
        let insets = arguments[0]?.object as? ScriptNSValue
        return .object(ScriptNSValue(.edgeInsets, insets?.components ?? [0, 0, 0, 0]))
      },
      .classMethod(
        "init", [ScriptParameter("caTransform3D", .choice(["CATransform3DIdentity"]))],
        returns: .object("NSValue")
      ) { _, _ in
        .object(ScriptNSValue(.transform, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
      },
      .property("cgPointValue", .object("CGPoint"), of: ScriptNSValue.self) { value, _ in
        let components = value.components + [0, 0]
        return .object(ScriptPoint(Point(x: components[0], y: components[1])))
      },
      .property("cgRectValue", .object("CGRect"), of: ScriptNSValue.self) { value, _ in
        let components = value.components + [0, 0, 0, 0]
        return .object(
          ScriptRect(Rect(x: components[0], y: components[1], width: components[2], height: components[3])))
      },
      // `floatValue` (through `Float`, as the tests read it) and
      // `doubleValue` are `NSNumber`'s; pop's values are typed `id`, so a
      // script reads them on any value, and one that is not a number
      // raises as Objective-C does.
      numberValue("floatValue") { Double(Float($0)) },
      numberValue("doubleValue") { $0 },
      .property("uiEdgeInsetsValue", .object("UIEdgeInsets"), of: ScriptNSValue.self) { value, _ in
        .object(ScriptNSValue(.edgeInsets, Array((value.components + [0, 0, 0, 0]).prefix(4))))
      },
    ])

  /// `UIEdgeInsets(top:left:bottom:right:)`, a value to box with
  /// `NSValue(uiEdgeInsets:)`.
  package static let edgeInsets = ScriptClass(
    "UIEdgeInsets", superclass: nil, isInstance: { _ in false },
    members: [
      .classMethod(
        "init",
        [
          ScriptParameter("top", .number), ScriptParameter("left", .number),
          ScriptParameter("bottom", .number),
          ScriptParameter("right", .number),
        ],
        returns: .object("UIEdgeInsets")
      ) { arguments, _ in
        .object(ScriptNSValue(.edgeInsets, (0..<4).map { arguments[$0]?.number ?? 0 }))
      }
    ]
      + ["top", "left", "bottom", "right"].enumerated().map { index, side in
        .property(side, .number, of: ScriptNSValue.self) { insets, _ in
          .number(index < insets.components.count ? insets.components[index] : 0)
        }
      })

  /// `UIScrollView()`: a scroll view outside any window, whose content
  /// inset pop's `kPOPScrollViewContentInset` animates.
  package static let scrollView = ScriptClass.of(
    SimScrollView.self, "UIScrollView", superclass: "UIView",
    members: [
      .classMethod("init", [], returns: .object("UIScrollView")) { _, context in
        .object(SimScrollView(kernel: context.kernel, label: "UIScrollView"))
      },
      .property("contentInset", .object("UIEdgeInsets"), of: SimScrollView.self) { view, _ in
        let insets = view.contentInset
        return .object(ScriptNSValue(.edgeInsets, [insets.top, insets.left, insets.bottom, insets.right]))
      },
    ])

  /// `UIColor`: the named colours UIKit's class methods give, and
  /// `UIColor(red:green:blue:alpha:)`; a value, compared by its RGBA
  /// components (as the tests compare `CGColor`s component by component).
  /// A kind of `NSValue` here, unlike UIKit: it is one of the values pop
  /// animates, which scripts give where pop takes an `id`.
  package static let color = ScriptClass(
    "UIColor", superclass: "NSValue", isInstance: { ($0 as? ScriptNSValue)?.kind == .color },
    members: [
      .classMethod(
        "init",
        [
          ScriptParameter("red", .number), ScriptParameter("green", .number),
          ScriptParameter("blue", .number),
          ScriptParameter("alpha", .number),
        ],
        returns: .object("UIColor")
      ) { arguments, _ in
        .object(ScriptNSValue(.color, (0..<4).map { arguments[$0]?.number ?? 0 }))
      }
    ]
      + namedColors.map { name, components in
        .classMethod(name, [], returns: .object("UIColor")) { _, _ in
          .object(ScriptNSValue(.color, components))
        }
      })

  /// UIKit's named colours as RGBA.
  static let namedColors: [(String, [Double])] = [
    ("whiteColor", [1, 1, 1, 1]), ("blackColor", [0, 0, 0, 1]), ("redColor", [1, 0, 0, 1]),
    ("greenColor", [0, 1, 0, 1]), ("blueColor", [0, 0, 1, 1]), ("clearColor", [0, 0, 0, 0]),
  ]

  static func numberValue(_ name: String, _ convert: @escaping @Sendable (Double) -> Double) -> ScriptMember {
    .property(name, .number, of: ScriptNSValue.self) { value, context in
      guard let number = value.numberValue else {
        context.raise(
          "NSInvalidArgumentException: -[NSConcreteValue \(name)]: unrecognized selector sent to instance")
        return .number(0)
      }
      return .number(convert(number))
    }
  }

  /// `NSNumber(value:)`. A number literal is one wherever an `NSNumber` is
  /// expected.
  package static let number = ScriptClass(
    ScriptNSValue.numberClassName, superclass: "NSValue",
    isInstance: { ($0 as? ScriptNSValue)?.kind == .number },
    members: [
      .classMethod("init", [ScriptParameter("value", .number)], returns: .object("NSNumber")) {
        arguments, _ in
        .object(ScriptNSValue(number: arguments[0]?.number ?? 0))
      }
    ])
}
