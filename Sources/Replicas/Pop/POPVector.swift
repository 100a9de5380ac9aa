/// Pop's fixed four-component vector of doubles, the type its spring
/// solver integrates and its decay and basic animations read their values
/// through.
///
/// Every animated value in pop, whatever its type (a scalar, a point, a
/// rect, a colour), is widened to up to four `CGFloat`s, which are doubles
/// on 64-bit devices. Components a value does not use stay zero, so the
/// arithmetic below works on all four lanes and the unused ones stay at
/// rest. The operations are component-wise, each component rounded once,
/// which is what makes them equal pop's bit for bit.
///
/// @original POP::Vector4 pop/POPVector.h
public struct POPVector4: Equatable, Sendable {
  public var x: Double
  public var y: Double
  public var z: Double
  public var w: Double

  public init(_ x: Double, _ y: Double = 0, _ z: Double = 0, _ w: Double = 0) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// The vector with every component zero.
  ///
  /// @original POP::Vector4::Zero pop/POPVector.h:210
  public static let zero = POPVector4(0, 0, 0, 0)

  /// The component at `index` (0…3), as pop's `operator()` reads it.
  public subscript(index: Int) -> Double {
    get {
      switch index {
      case 0: return x
      case 1: return y
      case 2: return z
      default: return w
      }
    }
    set {
      switch index {
      case 0: x = newValue
      case 1: y = newValue
      case 2: z = newValue
      default: w = newValue
      }
    }
  }

  public static func + (a: POPVector4, b: POPVector4) -> POPVector4 {
    POPVector4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w)
  }

  public static func - (a: POPVector4, b: POPVector4) -> POPVector4 {
    POPVector4(a.x - b.x, a.y - b.y, a.z - b.z, a.w - b.w)
  }

  public static func * (a: POPVector4, s: Double) -> POPVector4 {
    POPVector4(a.x * s, a.y * s, a.z * s, a.w * s)
  }

  public static func / (a: POPVector4, s: Double) -> POPVector4 {
    POPVector4(a.x / s, a.y / s, a.z / s, a.w / s)
  }

  /// x² + y² + z² + w², summed left to right as pop sums it (the spring's
  /// rest test compares it with a squared threshold, so no square root).
  ///
  /// @original POP::Vector4::squaredNorm pop/POPVector.h:266
  public var squaredNorm: Double { x * x + y * y + z * z + w * w }
}

/// Pop's variable-length value vector: the 1–4 components of one animated
/// value (1 for alpha, 2 for a point, 4 for a rect or a colour).
///
/// Pop keeps these on the heap (`VectorRef`); a value type is enough here
/// because the replica copies where pop would copy. The components past
/// `count` are kept zero so that `vector4` is pop's `vector4(ref)`.
///
/// @original POP::Vector pop/POPVector.h
public struct POPVector: Equatable, Sendable {
  /// How many components the value has, 1…4.
  public let count: Int
  /// The components, zero past `count`.
  public private(set) var vector4: POPVector4

  /// A value of `values.count` (1…4) components.
  public init(_ values: [Double]) {
    precondition(values.count >= 1 && values.count <= 4, "a pop value has 1 to 4 components")
    count = values.count
    var vector = POPVector4.zero
    for index in 0..<values.count { vector[index] = values[index] }
    vector4 = vector
  }

  /// The first `count` components of `vector` (the others are dropped).
  public init(count: Int, _ vector: POPVector4) {
    precondition(count >= 1 && count <= 4, "a pop value has 1 to 4 components")
    self.count = count
    var kept = POPVector4.zero
    for index in 0..<count { kept[index] = vector[index] }
    vector4 = kept
  }

  public subscript(index: Int) -> Double {
    get { vector4[index] }
    set {
      precondition(index >= 0 && index < count, "component out of range")
      vector4[index] = newValue
    }
  }

  /// The components as an array, for printing and comparing.
  public var values: [Double] {
    var result: [Double] = []
    for index in 0..<count { result.append(vector4[index]) }
    return result
  }

  /// The sum of the squared components, accumulated from zero in order.
  ///
  /// @original POP::Vector::squaredNorm pop/POPVector.mm:300
  public var squaredNorm: Double {
    var sum = 0.0
    for index in 0..<count { sum += vector4[index] * vector4[index] }
    return sum
  }

  /// Rounds every component to the nearest multiple of `1 / sub`: pop's
  /// `roundingFactor` on property animations, 2 to land on Retina pixels.
  ///
  /// @original POP::Vector::subRound pop/POPVector.mm:288
  public mutating func subRound(_ sub: Double) {
    for index in 0..<count { vector4[index] = POPMath.subRound(vector4[index], sub) }
  }
}
