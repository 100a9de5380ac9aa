/// A `UIColor` in the device RGB space: four components from 0 to 1, as
/// `-getRed:green:blue:alpha:` gives them. A view keeps one as its
/// background colour; nothing here draws it, but animations read and
/// write it (Pop's colour properties animate all four components).
public struct Color: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}
