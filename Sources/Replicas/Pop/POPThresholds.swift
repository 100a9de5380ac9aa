/// The animatable properties' thresholds: how close counts as arrived, in
/// the property's own units.
///
/// A threshold sets when a spring rests (half of it in displacement, see
/// `POPSpringSolver.setThreshold`) and when a decay stops (five times it
/// in units per second, `POPDecay.isDone`). It is a precision, not a
/// rounding: a point property (1.0) may rest up to half a point away and
/// then jumps to its target, so a value of scale 0…1 needs the scale
/// threshold, not the point one. Literal thresholds in pop's property
/// table (0.01 for border widths, shadow offsets, shape-layer strokes and
/// layout constants) are written there, not named here.
///
/// @original POPAnimatableProperty pop/POPAnimatableProperty.mm
public enum POPThresholds {
  /// @original kPOPThresholdColor pop/POPAnimatableProperty.mm:20
  public static let color = 0.01
  /// Positions, sizes, bounds, frames, content offsets.
  ///
  /// @original kPOPThresholdPoint pop/POPAnimatableProperty.mm:21
  public static let point = 1.0
  /// Layer opacity and view alpha.
  ///
  /// @original kPOPThresholdOpacity pop/POPAnimatableProperty.mm:22
  public static let opacity = 0.01
  /// @original kPOPThresholdScale pop/POPAnimatableProperty.mm:23
  public static let scale = 0.005
  /// Radians.
  ///
  /// @original kPOPThresholdRotation pop/POPAnimatableProperty.mm:24
  public static let rotation = 0.01
  /// Corner and shadow radii.
  ///
  /// @original kPOPThresholdRadius pop/POPAnimatableProperty.mm:25
  public static let radius = 0.01
  /// A custom property's threshold unless its initializer block sets one.
  ///
  /// @original +[POPAnimatableProperty propertyWithName:initializer:] pop/POPAnimatableProperty.mm:1272
  public static let customDefault = 1.0
}
