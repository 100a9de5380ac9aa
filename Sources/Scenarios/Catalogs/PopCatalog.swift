import Replicas
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
    properties: properties,
    commands: commands,
    observables: observables,
    inventory: ReplicaInventory.family(tracedAs: family),
    reportedBlocks: ["didStart", "didReachToValue", "finished", "interrupted"],
    classes: [sceneClass],
    family: family,
    picture: picture,
    defaultObservables: ["value", "running"],
    stage: sceneStage,
    start: { session in session.address(PopStage(session.kernel)) })

  /// The classes whose calls a run traces, the animator first.
  static let family = [
    POPAnimator.traceName, POPAnimation.traceName, POPPropertyAnimation.traceName,
    POPBasicAnimation.traceName, POPSpringAnimation.traceName, POPDecayAnimation.traceName,
    POPCustomAnimation.traceName,
  ]

  static func stage(_ session: ReplicaSession) -> PopStage {
    session.instance(PopStage.self)
  }

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

  static let properties: [PropertySpec] = [
    PropertySpec(
      name: "property", kind: .choice(propertyNames.map { $0.word }),
      summary: "what the animations animate: kPOPLayerPositionX or Y, kPOPViewAlpha, kPOPViewScaleXY, "
        + "kPOPLayerRotation, or one component of kPOPViewBackgroundColor"
    ) { session, value in choose(property: value.string, on: stage(session)) },
    PropertySpec(name: "repeatCount", kind: .number, summary: "how many times each animation runs") {
      session, value in
      stage(session).repeatCount = Int(value.number)
    },
    PropertySpec(name: "repeatForever", kind: .bool, summary: "each animation runs again and again") {
      session, value in
      stage(session).repeatForever = value.bool
    },
    PropertySpec(name: "autoreverses", kind: .bool, summary: "each animation runs back to its from-value") {
      session, value in
      stage(session).autoreverses = value.bool
    },
    PropertySpec(
      name: "removedOnCompletion", kind: .bool, summary: "a finished animation leaves the animator"
    ) { session, value in stage(session).removedOnCompletion = value.bool },
    PropertySpec(
      name: "clamp", kind: .choice(clampNames.map { $0.word }),
      summary: "a spring's clampMode: no overshoot past the from-value, the to-value, or both"
    ) { session, value in stage(session).clampMode = clampFlags(value.string) },
    PropertySpec(
      name: "springBackOnStop", kind: .bool,
      summary:
        "the first animation to finish adds, from its completion block, a spring back to its from-value"
    ) { session, value in stage(session).springsBackOnStop = value.bool },
  ]

  static let box = ParameterSpec("on", .choice(["a", "b"]), optional: true)
  static let delay = ParameterSpec("delay", .duration, optional: true)
  static let from = ParameterSpec("from", .number, optional: true)

  static func number(_ value: ResolvedValue?) -> Double? { value.map { $0.number } }

  static let commands: [CommandSpec] = [
    CommandSpec(
      name: "spring",
      parameters: [
        ParameterSpec("to", .number), from, ParameterSpec("velocity", .number, optional: true),
        ParameterSpec("bounciness", .number, optional: true), ParameterSpec("speed", .number, optional: true),
        ParameterSpec("tension", .number, optional: true), ParameterSpec("friction", .number, optional: true),
        ParameterSpec("mass", .number, optional: true), delay, box,
      ],
      summary: "add a POPSpringAnimation (bounciness 4 and speed 12 unless given)", isReplicaMethod: false
    ) { session, arguments in
      stage(session).spring(
        to: arguments[0]?.number ?? 0, from: number(arguments[1]), velocity: number(arguments[2]),
        bounciness: number(arguments[3]), speed: number(arguments[4]),
        dynamics: (number(arguments[5]), number(arguments[6]), number(arguments[7])),
        delay: arguments[8]?.seconds ?? 0, on: arguments[9]?.string)
    },
    CommandSpec(
      name: "basic",
      parameters: [
        ParameterSpec("to", .number), from, ParameterSpec("duration", .duration, optional: true),
        ParameterSpec("timing", .choice(timingNames.map { $0.word }), optional: true),
        ParameterSpec("c1x", .number, optional: true), ParameterSpec("c1y", .number, optional: true),
        ParameterSpec("c2x", .number, optional: true), ParameterSpec("c2y", .number, optional: true),
        delay, box,
      ],
      summary: "add a POPBasicAnimation (0.4 s, pop's default curve, unless given; control points "
        + "c1x c1y c2x c2y make a custom curve, those left out taken from the default's)",
      isReplicaMethod: false
    ) { session, arguments in
      stage(session).basic(
        to: arguments[0]?.number ?? 0, from: number(arguments[1]), duration: arguments[2]?.seconds,
        timing: timing(named: arguments[3]?.string, controlPoints: arguments[4...7].map(number)),
        delay: arguments[8]?.seconds ?? 0,
        on: arguments[9]?.string)
    },
    CommandSpec(
      name: "decay",
      parameters: [
        ParameterSpec("velocity", .number), ParameterSpec("deceleration", .number, optional: true), from,
        delay, box,
      ],
      summary: "add a POPDecayAnimation (deceleration 0.998 unless given)", isReplicaMethod: false
    ) { session, arguments in
      stage(session).decay(
        velocity: arguments[0]?.number ?? 0, deceleration: number(arguments[1]), from: number(arguments[2]),
        delay: arguments[3]?.seconds ?? 0, on: arguments[4]?.string)
    },
    CommandSpec(
      name: "custom",
      parameters: [ParameterSpec("rate", .number), ParameterSpec("for", .duration), delay, box],
      summary:
        "add a POPCustomAnimation whose block moves the property at a rate (units per second) for a time",
      isReplicaMethod: false
    ) { session, arguments in
      stage(session).custom(
        rate: arguments[0]?.number ?? 0, duration: arguments[1]?.seconds ?? 0,
        delay: arguments[2]?.seconds ?? 0, on: arguments[3]?.string)
    },
    CommandSpec(
      name: "pause", parameters: [box], summary: "the animation's paused = YES", isReplicaMethod: false
    ) { session, arguments in
      stage(session).setPaused(true, on: arguments[0]?.string)
    },
    CommandSpec(
      name: "resume", parameters: [box], summary: "the animation's paused = NO (it starts again)",
      isReplicaMethod: false
    ) { session, arguments in
      stage(session).setPaused(false, on: arguments[0]?.string)
    },
    CommandSpec(
      name: "remove", parameters: [box], summary: "pop_removeAnimationForKey:", isReplicaMethod: false
    ) { session, arguments in
      stage(session).remove(on: arguments[0]?.string)
    },
    CommandSpec(
      name: "removeAll", parameters: [box], summary: "pop_removeAllAnimations", isReplicaMethod: false
    ) { session, arguments in
      stage(session).removeAll(on: arguments[0]?.string)
    },
  ]

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

  static let observables: [ObservableSpec] = [
    ObservableSpec(name: "value", isBool: false, summary: "box a's property (its first component)") {
      let stage = stage($0)
      return observed(stage.value(stage.boxes[0]))
    },
    ObservableSpec(name: "valueB", isBool: false, summary: "box b's property") {
      let stage = stage($0)
      return observed(stage.value(stage.boxes[1]))
    },
    ObservableSpec(name: "velocity", isBool: false, summary: "the velocity of box a's spring or decay") {
      let stage = stage($0)
      return observed(stage.velocity(stage.boxes[0]))
    },
    ObservableSpec(name: "velocityB", isBool: false, summary: "the velocity of box b's spring or decay") {
      let stage = stage($0)
      return observed(stage.velocity(stage.boxes[1]))
    },
    ObservableSpec(name: "progress", isBool: false, summary: "the progress of box a's animation, 0 to 1") {
      let stage = stage($0)
      return observed(stage.animation(stage.boxes[0])?.progress ?? 0)
    },
    ObservableSpec(
      name: "ideal", isBool: false,
      summary: "where box a's spring would be by its exact equation of motion, from the same start"
    ) {
      observed(stage($0).referenceValue())
    },
    ObservableSpec(
      name: "behind", isBool: false,
      summary: "how far box a's spring trails its exact equation of motion: ideal − value"
    ) {
      let stage = stage($0)
      return observed(stage.referenceValue() - stage.value(stage.boxes[0]))
    },
    ObservableSpec(name: "running", isBool: true, summary: "box a has an active, unpaused animation") {
      let stage = stage($0)
      return .bool(stage.isRunning(stage.boxes[0]))
    },
    ObservableSpec(name: "runningB", isBool: true, summary: "box b has an active, unpaused animation") {
      let stage = stage($0)
      return .bool(stage.isRunning(stage.boxes[1]))
    },
    ObservableSpec(name: "paused", isBool: true, summary: "box a's animation is paused") {
      let stage = stage($0)
      return .bool(stage.animation(stage.boxes[0])?.paused ?? false)
    },
    ObservableSpec(name: "animations", isBool: false, summary: "how many animations box a has") {
      let stage = stage($0)
      return .int(Int64(stage.animator.animationKeys(forObject: stage.boxes[0]).count))
    },
    ObservableSpec(name: "pending", isBool: false, summary: "items in the animator's pending list") {
      .int(Int64(stage($0).animator.pendingCount))
    },
    ObservableSpec(name: "linkRunning", isBool: true, summary: "the animator's display link is not paused") {
      .bool(!stage($0).animator.isDisplayLinkPaused)
    },
  ]

  /// What the page's picture draws: each box's centre, alpha, scale and
  /// rotation, and whether box b is in use.
  static let picture: [ObservableSpec] =
    boxPicture(index: 0, prefix: "a") + boxPicture(index: 1, prefix: "b") + [
      ObservableSpec(name: "bUsed", isBool: true, summary: "box b has been animated") {
        .bool(stage($0).usesSecondBox)
      }
    ]

  static func boxPicture(index: Int, prefix: String) -> [ObservableSpec] {
    [
      ObservableSpec(name: prefix + "X", isBool: false, summary: "the box's centre x") {
        observed(stage($0).boxes[index].center.x)
      },
      ObservableSpec(name: prefix + "Y", isBool: false, summary: "the box's centre y") {
        observed(stage($0).boxes[index].center.y)
      },
      ObservableSpec(name: prefix + "Alpha", isBool: false, summary: "the box's alpha") {
        observed(stage($0).boxes[index].alpha)
      },
      ObservableSpec(name: prefix + "Scale", isBool: false, summary: "the box's scale") {
        observed(stage($0).boxes[index].scale)
      },
      ObservableSpec(name: prefix + "Rotation", isBool: false, summary: "the box's rotation, radians") {
        observed(stage($0).boxes[index].rotation)
      },
      ObservableSpec(
        name: prefix + "Color", isBool: false, isText: true, summary: "the box's background colour, #RRGGBBAA"
      ) {
        .string(hexColor(stage($0).boxes[index].layerBackgroundColor))
      },
    ]
  }

  /// `#RRGGBBAA`, each component rounded to a byte (`#00000000` for none).
  static func hexColor(_ color: Color?) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    for component in [color?.red ?? 0, color?.green ?? 0, color?.blue ?? 0, color?.alpha ?? 0] {
      let byte = Int((min(max(component, 0), 1) * 255).rounded())
      bytes.append(digits[byte / 16])
      bytes.append(digits[byte % 16])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
