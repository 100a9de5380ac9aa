import SimKernel

/// An `NSValue` or `NSNumber` in a script: what pop's `fromValue`,
/// `toValue` and `velocity` hold and its tracer's events carry. Unlike the
/// other script objects it compares by value, as `isEqual:` compares two
/// `NSValue`s, so that `check anim.toValue == NSValue(cgPoint: …)` reads
/// as the originals' `XCTAssertEqualObjects` does; an `NSNumber` also
/// equals a plain number and orders with one.
public final class ScriptNSValue {
  /// What the value wraps, which `isEqual:` compares along with the
  /// components (a point is never equal to a size of the same numbers).
  public enum Kind: Equatable, Sendable {
    case number
    case point
    case size
    case rect
    case edgeInsets
    case color
    /// A `CATransform3D`, which scripts make only to see it refused.
    case transform
  }

  /// The script's name of the `NSNumber` class, which numbers bridge to.
  public static let numberClassName = "NSNumber"

  public let kind: Kind
  public let components: [Double]

  public init(_ kind: Kind, _ components: [Double]) {
    self.kind = kind
    self.components = components
  }

  public convenience init(number: Double) {
    self.init(.number, [number])
  }

  /// A number's value; nil for the other kinds.
  public var numberValue: Double? {
    kind == .number ? components.first : nil
  }

  /// A script value as an `NSValue`: itself, or a number boxed as an
  /// `NSNumber`; nil for anything else (nil included).
  public static func from(_ value: ScriptValue) -> ScriptNSValue? {
    switch value {
    case .object(let object): return object as? ScriptNSValue
    case .number, .time: return ScriptNSValue(number: value.number)
    default: return nil
    }
  }

  /// `isEqual:`: the same kind and components, or an `NSNumber` against a
  /// number of the same value.
  func isEqual(to other: ScriptValue) -> Bool {
    switch other {
    case .object(let object):
      guard let value = object as? ScriptNSValue else { return false }
      return value.kind == kind && value.components == components
    case .number, .time:
      return numberValue == other.number
    default:
      return false
    }
  }
}
