import Diagnostics
import Scenarios
import SimKernel
import Testing

/// The scenario language with a replica of its own, passed to the parser
/// instead of the shipped ones: a `hud` script's short lines are sugar
/// over the statements a block holds, addressed to the stage.
@Suite("One language")
struct OneLanguageTests {
  /// A lamp that lights some time after it is switched on.
  final class Lamp {
    let kernel: Kernel
    var brightness = 0.0
    var warmUp = VirtualDuration.zero

    init(_ kernel: Kernel) {
      self.kernel = kernel
    }

    func switchOn() {
      kernel.mainQueue.asyncAfter(delay: warmUp, label: "warmedUp") { self.brightness = 1 }
    }
  }

  /// What a `hud Lamp` header makes: a lamp, watched.
  final class LampStage {
    let lamp: Lamp

    init(_ lamp: Lamp) {
      self.lamp = lamp
    }
  }

  static let catalog = ReplicaCatalog(
    name: "Lamp", editionKind: "version", editions: [ReplicaEdition("1.0", displayName: "Lamp 1.0")],
    editionIsOptional: true,
    inventory: ReplicaInventory.Entry(traceName: "Lamp", methods: ["switchOn"]), reportedBlocks: [],
    classes: [
      .of(
        Lamp.self, "Lamp", superclass: nil,
        members: [
          .classMethod("init", [], returns: .object("Lamp")) { _, context in .object(Lamp(context.kernel)) },
          .property(
            "warmUp", .time, of: Lamp.self, get: { lamp, _ in .time(lamp.warmUp) },
            set: { lamp, value, _ in lamp.warmUp = value.time }),
          .property("brightness", .number, of: Lamp.self) { lamp, _ in .number(lamp.brightness) },
          .method("switchOn", [], of: Lamp.self) { lamp, _, _ in
            lamp.switchOn()
            return .void
          },
        ]),
      .of(
        LampStage.self, "LampStage", superclass: nil,
        members: [
          .property("lamp", .object("Lamp"), of: LampStage.self) { stage, _ in .object(stage.lamp) },
          .property("lit", .bool, of: LampStage.self) { stage, _ in .bool(stage.lamp.brightness > 0) },
        ]),
    ],
    stage: ReplicaStage(
      className: "LampStage", addressed: "lamp", observables: ["lit"], defaultObservables: ["lit"],
      make: { context in LampStage(Lamp(context.kernel)) }))

  static func parse(_ text: String) throws(Diagnostic) -> Scenario {
    try ScenarioParser.parse(text, replicas: [catalog])
  }

  /// When `lit` changed, and to what.
  static func litChanges(_ run: ScenarioRun) -> [String] {
    run.records.compactMap { record in
      guard case .observed("lit", let value) = record.event else { return nil }
      return "\((record.time - .zero).secondsText) \(value.text)"
    }
  }

  @Test("short lines reach the stage, then the instance it addresses")
  func shortLines() throws {
    let run = try Self.parse(
      """
      hud Lamp
      param warm = 0.3
      set warmUp = warm
      at 1 switchOn
      run until 2
      expect lit at 1.3
      expect not lit at 1.2
      """
    ).run()
    #expect(run.passed, "\(run.results)")
    #expect(Self.litChanges(run) == ["0 false", "1.3 true"])
    let later = try Self.parse("hud Lamp\nset warmUp = 0.3\nat 1 switchOn\nrun until 2\nexpect lit at 1.3")
      .run(
        overrides: [("warmUp", "0.6")])
    #expect(!later.passed)
    #expect(Self.litChanges(later) == ["0 false", "1.6 true"])
  }

  @Test("a short line and the block it stands for run the same")
  func sugar() throws {
    let short = try Self.parse(
      "hud Lamp\nset warmUp = 0.25\nat 1 switchOn\nat 1.5 set warmUp = 1\nrun until 2"
    )
    .run()
    let block = try Self.parse(
      """
      hud Lamp
      set warmUp = 0.25
      at 1 {
        stage.lamp.switchOn()
      }
      at 1.5 {
        stage.lamp.warmUp = 1
        check stage.lit
      }
      run until 2
      """
    ).run()
    #expect(Self.litChanges(short) == Self.litChanges(block))
    #expect(block.passed)
  }

  @Test("task: work on a global queue, then the block on the main queue")
  func task() throws {
    let run = try Self.parse(
      """
      hud Lamp
      at 0 task 0.5 then switchOn
      at 0 {
        task 0.2 {
          check !stage.lit
        }
      }
      run until 1
      expect lit at 0.5
      expect not lit at 0.4
      """
    ).run()
    #expect(run.passed, "\(run.results)")
    let labels = run.records.compactMap { record -> String? in
      guard case .blockEnqueued(let ref, let queue, _, _) = record.event else { return nil }
      return queue + ":" + ref.label
    }
    #expect(labels.contains("main:taskDone"))
  }

  @Test(
    "a replica script makes its own objects: the short lines name what it lacks",
    arguments: [
      ("replica Lamp\nset warmUp = 1", "2:1: error: 'set' addresses what a 'hud' header makes"),
      ("replica Lamp\nat 0 switchOn", "2:1: error: 'at' addresses what a 'hud' header makes"),
      ("replica Lamp\nexpect lit at 1", "2:8: error: 'expect' addresses what a 'hud' header makes"),
      ("replica Lamp\nat 0 {\n  stage.lamp.switchOn()\n}", "3:3: error: unknown name 'stage'"),
      ("hud Lamp\nset brightness = 1", "2:5: error: unknown Lamp property 'brightness'"),
      ("hud Lamp\nat 0 switchOff", "2:6: error: unknown Lamp command 'switchOff'; did you mean 'switchOn'?"),
      ("hud Lampe", "1:5: error: unknown replica 'Lampe'; did you mean 'Lamp'?"),
    ])
  func replicaHeader(script: String, expected: String) {
    #expect(throws: Diagnostic.self) { try Self.parse(script) }
    do {
      _ = try Self.parse(script)
    } catch {
      #expect(error.rendered.hasPrefix(expected), "\(error.rendered)")
    }
  }
}
