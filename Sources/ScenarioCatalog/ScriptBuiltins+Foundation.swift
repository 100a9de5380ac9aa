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
    ])

  /// `UIColor`: the named colours UIKit's class methods give, and
  /// `UIColor(red:green:blue:alpha:)`; a value, compared by its RGBA
  /// components (as the tests compare `CGColor`s component by component).
  package static let color = ScriptClass(
    "UIColor", superclass: "NSObject", isInstance: { ($0 as? ScriptNSValue)?.kind == .color },
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

  /// `NSNumber(value:)`, its `floatValue` (through `Float`, as the tests
  /// read it) and `doubleValue`. A number literal is one wherever an
  /// `NSNumber` is expected.
  package static let number = ScriptClass(
    ScriptNSValue.numberClassName, superclass: "NSValue",
    isInstance: { ($0 as? ScriptNSValue)?.kind == .number },
    members: [
      .classMethod("init", [ScriptParameter("value", .number)], returns: .object("NSNumber")) {
        arguments, _ in
        .object(ScriptNSValue(number: arguments[0]?.number ?? 0))
      },
      .property("floatValue", .number, of: ScriptNSValue.self) { value, _ in
        .number(Double(Float(value.numberValue ?? 0)))
      },
      .property("doubleValue", .number, of: ScriptNSValue.self) { value, _ in .number(value.numberValue ?? 0)
      },
    ])
}
