import Replicas
import ScenarioCatalog
import SimKernel

/// The Pop stage as a script class, `PopScene`: the two boxes and the
/// animator a `hud Pop` header makes (`PopStage`), with the short lines'
/// whole vocabulary as its members, so that `set`, `at` and `expect` lines
/// are statements on it and a block in the same script reaches the same
/// scene as `stage`. Members are declared in the order the short lines
/// listed them:
/// properties, commands, observables, then the picture's samples.
extension PopCatalog {
  static let sceneClass = ScriptClass.of(
    PopStage.self, "PopScene", superclass: nil,
    members: sceneProperties + sceneCommands + sceneObservables + scenePicture)

  /// What a `hud Pop` header makes: a fresh stage, the object every short
  /// line addresses (there is no other replica object to hand on to).
  static let sceneStage = ReplicaStage(
    className: sceneClass.name, observables: sceneObservables.map { $0.name },
    defaultObservables: ["value", "running"], picture: scenePicture.map { $0.name }, pictureKind: .boxes,
    make: { context in PopStage(context.kernel) })

  // MARK: Settings for the animations added afterwards

  static let sceneProperties: [ScriptMember] = [
    .property(
      "property", .choice(propertyNames.map { $0.word }), of: PopStage.self,
      get: { stage, _ in .choice(propertyWord(of: stage)) },
      set: { stage, value, _ in choose(property: value.string, on: stage) }),
    .property(
      "repeatCount", .number, of: PopStage.self, get: { stage, _ in .number(Double(stage.repeatCount)) },
      set: { stage, value, _ in stage.repeatCount = Int(value.number) }),
    .property(
      "repeatForever", .bool, of: PopStage.self, get: { stage, _ in .bool(stage.repeatForever) },
      set: { stage, value, _ in stage.repeatForever = value.bool }),
    .property(
      "autoreverses", .bool, of: PopStage.self, get: { stage, _ in .bool(stage.autoreverses) },
      set: { stage, value, _ in stage.autoreverses = value.bool }),
    .property(
      "removedOnCompletion", .bool, of: PopStage.self, get: { stage, _ in .bool(stage.removedOnCompletion) },
      set: { stage, value, _ in stage.removedOnCompletion = value.bool }),
    .property(
      "clamp", .choice(clampNames.map { $0.word }), of: PopStage.self,
      get: { stage, _ in .choice(clampNames.first { $0.flags == stage.clampMode }?.word ?? "none") },
      set: { stage, value, _ in stage.clampMode = clampFlags(value.string) }),
    .property(
      "springBackOnStop", .bool, of: PopStage.self, get: { stage, _ in .bool(stage.springsBackOnStop) },
      set: { stage, value, _ in stage.springsBackOnStop = value.bool }),
  ]

  /// The script's word for the stage's property and component (`green`
  /// for the background colour's second).
  static func propertyWord(of stage: PopStage) -> String {
    propertyNames.first { $0.pop == stage.propertyName && $0.component == stage.component }?.word ?? ""
  }

  // MARK: Commands

  static let onBox = ScriptParameter("on", .choice(["a", "b"]), optional: true)
  static let afterDelay = ScriptParameter("delay", .time, optional: true)
  static let fromValue = ScriptParameter("from", .number, optional: true)

  static func optionalNumber(_ label: String) -> ScriptParameter {
    ScriptParameter(label, .number, optional: true)
  }

  static func number(_ value: ScriptValue?) -> Double? { value.map { $0.number } }

  /// A time argument in seconds, as the scene has always taken it: whole
  /// nanoseconds over 1e9.
  static func seconds(_ value: ScriptValue?) -> Double? {
    value.map { Double($0.time.nanoseconds) / 1e9 }
  }

  static let sceneCommands: [ScriptMember] = [
    .method(
      "spring",
      [
        ScriptParameter("to", .number), fromValue, optionalNumber("velocity"), optionalNumber("bounciness"),
        optionalNumber("speed"), optionalNumber("tension"), optionalNumber("friction"),
        optionalNumber("mass"),
        afterDelay, onBox,
      ], of: PopStage.self
    ) { stage, arguments, _ in
      stage.spring(
        to: arguments[0]?.number ?? 0, from: number(arguments[1]), velocity: number(arguments[2]),
        bounciness: number(arguments[3]), speed: number(arguments[4]),
        dynamics: (number(arguments[5]), number(arguments[6]), number(arguments[7])),
        delay: seconds(arguments[8]) ?? 0, on: arguments[9]?.string)
      return .void
    },
    .method(
      "basic",
      [
        ScriptParameter("to", .number), fromValue, ScriptParameter("duration", .time, optional: true),
        ScriptParameter("timing", .choice(timingNames.map { $0.word }), optional: true),
        optionalNumber("c1x"),
        optionalNumber("c1y"), optionalNumber("c2x"), optionalNumber("c2y"), afterDelay, onBox,
      ], of: PopStage.self
    ) { stage, arguments, _ in
      stage.basic(
        to: arguments[0]?.number ?? 0, from: number(arguments[1]), duration: seconds(arguments[2]),
        timing: timing(named: arguments[3]?.string, controlPoints: arguments[4...7].map(number)),
        delay: seconds(arguments[8]) ?? 0, on: arguments[9]?.string)
      return .void
    },
    .method(
      "decay",
      [ScriptParameter("velocity", .number), optionalNumber("deceleration"), fromValue, afterDelay, onBox],
      of: PopStage.self
    ) { stage, arguments, _ in
      stage.decay(
        velocity: arguments[0]?.number ?? 0, deceleration: number(arguments[1]), from: number(arguments[2]),
        delay: seconds(arguments[3]) ?? 0, on: arguments[4]?.string)
      return .void
    },
    .method(
      "custom", [ScriptParameter("rate", .number), ScriptParameter("for", .time), afterDelay, onBox],
      of: PopStage.self
    ) { stage, arguments, _ in
      stage.custom(
        rate: arguments[0]?.number ?? 0, duration: seconds(arguments[1]) ?? 0,
        delay: seconds(arguments[2]) ?? 0, on: arguments[3]?.string)
      return .void
    },
    .method("pause", [onBox], of: PopStage.self) { stage, arguments, _ in
      stage.setPaused(true, on: arguments[0]?.string)
      return .void
    },
    .method("resume", [onBox], of: PopStage.self) { stage, arguments, _ in
      stage.setPaused(false, on: arguments[0]?.string)
      return .void
    },
    .method("remove", [onBox], of: PopStage.self) { stage, arguments, _ in
      stage.remove(on: arguments[0]?.string)
      return .void
    },
    .method("removeAll", [onBox], of: PopStage.self) { stage, arguments, _ in
      stage.removeAll(on: arguments[0]?.string)
      return .void
    },
  ]

  // MARK: Observables

  static func reading(
    _ name: String, _ type: ScriptType, _ read: @escaping @Sendable (PopStage) -> ScriptValue
  ) -> ScriptMember {
    .property(name, type, of: PopStage.self) { stage, _ in read(stage) }
  }

  static let sceneObservables: [ScriptMember] = [
    reading("value", .number) { .number($0.value($0.boxes[0])) },
    reading("valueB", .number) { .number($0.value($0.boxes[1])) },
    reading("velocity", .number) { .number($0.velocity($0.boxes[0])) },
    reading("velocityB", .number) { .number($0.velocity($0.boxes[1])) },
    reading("progress", .number) { .number($0.animation($0.boxes[0])?.progress ?? 0) },
    reading("ideal", .number) { .number($0.referenceValue()) },
    reading("behind", .number) { .number($0.referenceValue() - $0.value($0.boxes[0])) },
    reading("running", .bool) { .bool($0.isRunning($0.boxes[0])) },
    reading("runningB", .bool) { .bool($0.isRunning($0.boxes[1])) },
    reading("paused", .bool) { .bool($0.animation($0.boxes[0])?.paused ?? false) },
    reading("animations", .integer) {
      .number(Double($0.animator.animationKeys(forObject: $0.boxes[0]).count))
    },
    reading("pending", .integer) { .number(Double($0.animator.pendingCount)) },
    reading("linkRunning", .bool) { .bool(!$0.animator.isDisplayLinkPaused) },
  ]

  /// What the page's picture draws: each box's centre, alpha, scale,
  /// rotation and colour, and whether box b is in use.
  static let scenePicture: [ScriptMember] =
    boxReadings(index: 0, prefix: "a") + boxReadings(index: 1, prefix: "b") + [
      reading("bUsed", .bool) { .bool($0.usesSecondBox) }
    ]

  static func boxReadings(index: Int, prefix: String) -> [ScriptMember] {
    [
      reading(prefix + "X", .number) { .number($0.boxes[index].center.x) },
      reading(prefix + "Y", .number) { .number($0.boxes[index].center.y) },
      reading(prefix + "Alpha", .number) { .number($0.boxes[index].alpha) },
      reading(prefix + "Scale", .number) { .number($0.boxes[index].scale) },
      reading(prefix + "Rotation", .number) { .number($0.boxes[index].rotation) },
      reading(prefix + "Color", .string) { .string(hexColor($0.boxes[index].layerBackgroundColor)) },
    ]
  }
}
