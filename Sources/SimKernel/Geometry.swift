/// A point, size and rectangle in points, as UIKit's CGPoint, CGSize and
/// CGRect (Doubles; only arithmetic that is exact or identical on every
/// target is used on them).
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
}

public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(origin: .zero, size: .zero)

  public var center: Point {
    Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
  }

  /// `x,y,w,h` for the trace.
  var text: String {
    "\(origin.x),\(origin.y),\(size.width),\(size.height)"
  }
}

/// `UIEdgeInsets`: distances inward from each edge, in points.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }
}
