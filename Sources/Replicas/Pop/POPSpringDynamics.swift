/// Pop's mapping between the designer's bounciness and speed and the
/// physicist's tension, friction and mass.
///
/// The mapping comes from Quartz Composer's "Bouncy" patch: speed is
/// normalised (÷ 1.7, ÷ 20) and projected onto a QC tension of 0.5…200;
/// bounciness is normalised the same way and projected onto 0…0.8, which
/// moves the QC friction, along `2b − b²`, from the friction that just
/// avoids overshoot at that tension (`POPMath.bouncy3NoBounce`) towards a
/// floor of 0.01. Last, QC tension and friction are mapped linearly onto
/// pop's own scale (QC tension 30…80 → 194…375, QC friction 8…10 →
/// 25…31). Mass is always 1. All double, each operation rounded on its
/// own as written; these are single C expressions, so a build of pop that
/// fuses multiply-adds (`-ffp-contract=on` on arm64) rounds differently:
/// with fusion, 4 / 12 gives tension 342.10058823529408 instead of
/// 342.10058823529414, and the trajectories then move in the 15th digit.
///
/// @original POPSpringAnimation(POPAnimationExtras) pop/POPAnimationExtras.mm
public enum POPSpringDynamics {
  static let normalizationRange = 20.0
  static let normalizationScale = 1.7
  static let bouncinessNormalizedMin = 0.0
  static let bouncinessNormalizedMax = 0.8
  static let speedNormalizedMin = 0.5
  static let speedNormalizedMax = 200.0
  static let frictionInterpolationMax = 0.01

  /// QC tension → pop tension.
  ///
  /// @original POP_ANIMATION_TENSION_FOR_QC_TENSION pop/POPAnimationPrivate.h:13
  public static func tension(qcTension: Double) -> Double {
    194.0 + (((qcTension - 30.0) / 50.0) * (375.0 - 194.0))
  }

  /// QC friction → pop friction.
  ///
  /// @original POP_ANIMATION_FRICTION_FOR_QC_FRICTION pop/POPAnimationPrivate.h:12
  public static func friction(qcFriction: Double) -> Double {
    25.0 + (((qcFriction - 8.0) / 2.0) * (25.0 - 19.0))
  }

  /// Pop tension → QC tension.
  ///
  /// @original QC_TENSION_FOR_POP_ANIMATION_TENSION pop/POPAnimationPrivate.h:16
  public static func qcTension(tension: Double) -> Double {
    30.0 + 50.0 * ((tension - 194.0) / (375.0 - 194.0))
  }

  /// Pop friction → QC friction.
  ///
  /// @original QC_FRICTION_FOR_POP_ANIMATION_FRICTION pop/POPAnimationPrivate.h:15
  public static func qcFriction(friction: Double) -> Double {
    8.0 + 2.0 * ((friction - 25.0) / (25.0 - 19.0))
  }

  /// Tension, friction and mass for a bounciness and speed (4 and 12 by
  /// default: 342.1005882…, 30.4869796…, 1).
  ///
  /// @original +[POPSpringAnimation convertBounciness:speed:toTension:friction:mass:] pop/POPAnimationExtras.mm:53
  public static func convert(bounciness: Double, speed: Double) -> (
    tension: Double, friction: Double, mass: Double
  ) {
    var b = POPMath.normalize(bounciness / normalizationScale, 0, normalizationRange)
    b = POPMath.projectNormal(b, bouncinessNormalizedMin, bouncinessNormalizedMax)
    let s = POPMath.normalize(speed / normalizationScale, 0, normalizationRange)
    let qcTension = POPMath.projectNormal(s, speedNormalizedMin, speedNormalizedMax)
    let qcFriction = POPMath.quadraticOutInterpolation(
      b, POPMath.bouncy3NoBounce(qcTension), frictionInterpolationMax)
    return (tension(qcTension: qcTension), friction(qcFriction: qcFriction), 1.0)
  }

  /// The inverse: solves the quadratic-out mapping for bounciness, taking
  /// the "minus" root when it lies below 0.8 and the "plus" root otherwise.
  /// Round trips are not exact (4/12 comes back as 4.0000000000000027 /
  /// 12.000000000000002).
  ///
  /// @original +[POPSpringAnimation convertTension:friction:toBounciness:speed:] pop/POPAnimationExtras.mm:79
  public static func convert(tension: Double, friction: Double) -> (bounciness: Double, speed: Double) {
    let qcFrictionValue = qcFriction(friction: friction)
    let qcTensionValue = qcTension(tension: tension)
    let noBounce = POPMath.bouncy3NoBounce(qcTensionValue)
    let roots = POPMath.quadraticSolve(
      noBounce - frictionInterpolationMax,
      2 * (frictionInterpolationMax - noBounce),
      noBounce - qcFrictionValue)
    let projectedBounciness = roots.x2 < bouncinessNormalizedMax ? roots.x2 : roots.x1
    let bounciness =
      ((normalizationRange * normalizationScale) / (bouncinessNormalizedMax - bouncinessNormalizedMin))
      * (projectedBounciness - bouncinessNormalizedMin)
    let speed =
      ((normalizationRange * normalizationScale) / (speedNormalizedMax - speedNormalizedMin))
      * (qcTensionValue - speedNormalizedMin)
    return (bounciness, speed)
  }
}
