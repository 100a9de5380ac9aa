/// The kinds of value pop animates, in pop's order (SceneKit's vectors and
/// the ones no animation takes are left out).
///
/// @original POPValueType pop/POPAnimationRuntime.h:18
public enum POPValueType: Int, Sendable {
  case unknown = 0
  case integer
  case float
  case point
  case size
  case rect
  case edgeInsets
  case affineTransform
  case transform
  case range
  case color
}
