import Replicas
import ScenarioCatalog
import SimKernel

/// Facebook Pop 1.0.11 in a scenario: two boxes in a window, and commands
/// that add pop's four animations to one of their properties with their
/// parameters (`spring to 300 bounciness 4 speed 12`), pause, resume and
/// remove them. The animations' callbacks are the app's blocks
/// (`didStart`, `didReachToValue`, `finished`, `interrupted`).
enum PopCatalog {
  static let catalog = ReplicaCatalog(
    name: "Pop",
    editionKind: "version",
    editions: [ReplicaEdition("1.0.11", displayName: "Pop 1.0.11")],
    editionIsOptional: true,
    inventory: ShippedCatalogsInventory.family(tracedAs: family),
    reportedBlocks: ["didStart", "didReachToValue", "finished", "interrupted"] + blockNames
      + delegateSelectors,
    classes: [sceneClass] + scriptClasses + fixtureClasses,
    family: family,
    stage: sceneStage)

  /// The classes whose calls a run traces, the animator first.
  static let family = [
    POPAnimator.traceName, POPAnimation.traceName, POPPropertyAnimation.traceName,
    POPBasicAnimation.traceName, POPSpringAnimation.traceName, POPDecayAnimation.traceName,
    POPCustomAnimation.traceName,
  ]

  /// The script's property names, pop's, and which component a script's
  /// numbers mean.
  static let propertyNames: [(word: String, pop: String, component: Int)] = [
    ("positionX", POPAnimatableProperty.layerPositionX, 0),
    ("positionY", POPAnimatableProperty.layerPositionY, 0),
    ("alpha", POPAnimatableProperty.viewAlpha, 0),
    ("scale", POPAnimatableProperty.viewScaleXY, 0),
    ("rotation", POPAnimatableProperty.layerRotation, 0),
    ("red", POPAnimatableProperty.viewBackgroundColor, 0),
    ("green", POPAnimatableProperty.viewBackgroundColor, 1),
    ("blue", POPAnimatableProperty.viewBackgroundColor, 2),
  ]

  static let timingNames: [(word: String, function: POPTimingFunction)] = [
    ("default", .default), ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut),
  ]

  /// The script's words for a spring's `clampMode`.
  static let clampNames: [(word: String, flags: POPAnimationClampFlags)] = [
    ("none", []), ("start", .start), ("end", .end), ("both", .both),
  ]

  static func clampFlags(_ word: String) -> POPAnimationClampFlags {
    clampNames.first { $0.word == word }?.flags ?? []
  }

  /// Makes the property the script names (`green`) the one the stage's
  /// animations animate; an unknown word changes nothing.
  static func choose(property word: String, on stage: PopStage) {
    guard let chosen = propertyNames.first(where: { $0.word == word }) else { return }
    stage.propertyName = chosen.pop
    stage.component = chosen.component
  }

  /// A named curve, or one from control points (each left out taken from
  /// the named curve, or pop's default); `nil` when neither is given, so
  /// the animation keeps its own default.
  static func timing(named word: String?, controlPoints: [Double?]) -> POPTimingFunction? {
    let named = timingNames.first { $0.word == word }?.function
    guard controlPoints.contains(where: { $0 != nil }) else { return named }
    let base = (named ?? .default).controlPoints
    return POPTimingFunction(
      controlPoints[0] ?? base.0, controlPoints[1] ?? base.1, controlPoints[2] ?? base.2,
      controlPoints[3] ?? base.3)
  }

  /// `#RRGGBBAA`, each component rounded to a byte (`#00000000` for none).
  /// The picture samples both boxes' colours after every frame, so the
  /// nine bytes are written in place, with nothing allocated.
  static func hexColor(_ color: Color?) -> String {
    String(unsafeUninitializedCapacity: 9) { text in
      func put(_ component: Double, at index: Int) {
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        text[index] = hexDigit(byte / 16)
        text[index + 1] = hexDigit(byte % 16)
      }
      text[0] = UInt8(ascii: "#")
      put(color?.red ?? 0, at: 1)
      put(color?.green ?? 0, at: 3)
      put(color?.blue ?? 0, at: 5)
      put(color?.alpha ?? 0, at: 7)
      return 9
    }
  }

  /// A hexadecimal digit's lowercase ASCII.
  private static func hexDigit(_ value: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: value < 10 ? 48 + value : 87 + value)
  }
}
