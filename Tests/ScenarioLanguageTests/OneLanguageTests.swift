import Diagnostics
import ScenarioCatalog
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
          .method("dim", [ScriptParameter(nil, .number)], of: Lamp.self) { lamp, arguments, context in
            let level = arguments[0]?.number ?? 0
            guard level <= 1 else {
              context.raise("NSInvalidArgumentException: a level above 1")
              return .void
            }
            lamp.brightness = level
            return .void
          },
        ]),
      .of(
        LampStage.self, "LampStage", superclass: nil,
        members: [
          .property("lamp", .object("Lamp"), of: LampStage.self) { stage, _ in .object(stage.lamp) },
          .property("lit", .bool, of: LampStage.self) { stage, _ in .bool(stage.lamp.brightness > 0) },
          .property("level", .number, of: LampStage.self) { stage, _ in .number(stage.lamp.brightness) },
          .property("half", .number, of: LampStage.self) { _, _ in .number(0.5) },
        ]),
    ],
    stage: ReplicaStage(
      className: "LampStage", addressed: "lamp", observables: ["lit", "level", "half"],
      defaultObservables: ["lit"],
      make: { context in LampStage(Lamp(context.kernel)) }))

  static func parse(_ text: String) throws(Diagnostic) -> Scenario {
    try ScenarioParser.parse(text, replicas: [catalog])
  }

  /// `script` does not parse, and its diagnostic starts with `expected`.
  static func expectError(_ script: String, startingWith expected: String) {
    do {
      _ = try parse(script)
      Issue.record("no error for \(script)")
    } catch {
      #expect(error.rendered.hasPrefix(expected), "\(error.rendered)")
    }
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

  @Test("an expectation is quoted as written, on a line with other scripts' characters too")
  func quotedAsWritten() throws {
    let run = try Self.parse(
      "hud Lamp\nset warmUp = 0.3\nat 1 switchOn\nrun until 2\nexpect lit  at 1.3 # 点亮 🇨🇳\nexpect not lit at 1.2"
    ).run()
    #expect(run.results.map(\.text) == ["lit  at 1.3", "not lit at 1.2"])
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
      (
        "replica Lamp\nat 0 {\n  stage.lamp.switchOn()\n}", "3:3: error: 'stage' is what a 'hud' header makes"
      ),
      ("hud Lamp\nset brightness = 1", "2:5: error: unknown Lamp property 'brightness'"),
      ("hud Lamp\nat 0 switchOff", "2:6: error: unknown Lamp command 'switchOff'; did you mean 'switchOn'?"),
      ("hud Lampe", "1:5: error: unknown replica 'Lampe'; did you mean 'Lamp'?"),
    ])
  func replicaHeader(script: String, expected: String) {
    Self.expectError(script, startingWith: expected)
  }

  @Test("let binds any value; check throws catches what a call raises")
  func letAndThrows() throws {
    let run = try Self.parse(
      """
      replica Lamp
      at 0 {
        let lamp = Lamp()
        let level = 0.25
        let name = "desk"
        let on = true
        lamp.dim(level)
        check lamp.brightness == level
        check name == "desk"
        check on
        check throws lamp.dim(2)
        check lamp.brightness == level
        check throws lamp.dim(0.5)
      }
      """
    ).run()
    #expect(run.results.map(\.passed) == [true, true, true, true, true, false])
    #expect(run.results.last?.detail.hasPrefix("it raised no exception") == true)
  }

  @Test("an exception no check catches stops the run at its block, and the block stops there")
  func uncaught() throws {
    let run = try Self.parse(
      """
      replica Lamp
      at 0 {
        let lamp = Lamp()
        lamp.dim(3)
        check false
      }
      run until 1
      """
    ).run()
    #expect(
      run.stopped
        == "the run stopped: an exception was raised and not caught: NSInvalidArgumentException: a level above 1 at 0 s"
    )
    #expect(run.stoppedLine == 2)
    #expect(run.results.first?.detail == "the check never ran")
  }

  @Test("a condition over anything is watched for the whole run")
  func watches() throws {
    let run = try Self.parse(
      """
      hud Lamp
      set warmUp = 0.5
      at 1 switchOn
      at 2 {
        stage.lamp.dim(0.25)
      }
      run until 3
      expect never stage.lamp.brightness > 1
      expect stage.lamp.brightness == 1 at 1.5
      expect not stage.lit at 1.4
      expect stage.level == 0.3 within 0.05 at 2
      expect level > half from 1.5 to 1.9
      expect level < half at 2.5
      expect never level > half
      """
    ).run()
    #expect(run.results.map(\.passed) == [true, true, true, true, true, true, false])
    let names = Set(
      run.records.compactMap { record -> String? in
        guard case .observed(let name, _) = record.event else { return nil }
        return name
      })
    #expect(names.isSuperset(of: ["stage.lamp.brightness > 1", "level > half", "level < half"]))
  }

  @Test(
    "the new words' mistakes, each at its place",
    arguments: [
      (
        "replica Lamp\nat 0 {\n  let lamp = Lamp()\n  let nothing = lamp.switchOn()\n}",
        "4:17: error: 'let' needs a value, and this is a call that returns nothing"
      ),
      (
        "replica Lamp\nat 0 {\n  check throws 1\n}",
        "3:16: error: 'check throws' needs a call or an assignment, whose exception it catches"
      ),
      (
        "hud Lamp\nexpect never stage.lamp.dim(2)",
        "2:14: error: an expectation watches values for the whole run and cannot call 'dim'"
      ),
      (
        "hud Lamp\nexpect stage.level at 1",
        "2:8: error: an expectation needs a condition, and this is a number"
      ),
      (
        "hud Lamp\nexpect level > lit at 1",
        "2:16: error: 'lit' is not a number: 'level' cannot be compared with it"
      ),
      ("hud Lamp\nexpect stage.level > 1 within 0.1 at 1", "2:24: error: 'within' goes with '==' or '!='"),
      ("replica Lamp\nexpect lit at 1", "2:8: error: 'expect' addresses what a 'hud' header makes"),
      ("replica Lamp\nexpect lampe.brightness == 1 at 1", "2:8: error: unknown name 'lampe'"),
    ])
  func newWordMistakes(script: String, expected: String) {
    Self.expectError(script, startingWith: expected)
  }

  @Test("a failed check reports a number with every digit, and a whole one without a fraction")
  func exactReport() throws {
    let run = try Self.parse(
      """
      replica Lamp
      at 0 {
        let lamp = Lamp()
        lamp.dim(0.30000000000000004)
        check lamp.brightness == 1
        check 2 == 1
      }
      """
    ).run()
    #expect(
      run.results.map(\.detail) == [
        "it was 0.30000000000000004 against 1 at 0 s", "it was 2 against 1 at 0 s",
      ])
  }

  @Test("a replica the inventory lacks is an error at its name that says what to do, not a crash")
  func missingInventory() {
    let stale = ReplicaCatalog(
      name: "Lamp", editionKind: "version", editions: [ReplicaEdition("1.0", displayName: "Lamp 1.0")],
      editionIsOptional: true,
      inventory: .missing(tracedAs: "Lamp", remedy: "generate the inventory again"), reportedBlocks: [],
      classes: Self.catalog.classes, stage: Self.catalog.stage)
    do {
      _ = try ScenarioParser.parse("hud Lamp\nrun until 1", replicas: [stale])
      Issue.record("a replica without an inventory entry ran")
    } catch {
      #expect(
        error.rendered
          == "1:5: error: replica 'Lamp' has no inventory entry for its trace name 'Lamp': "
          + "generate the inventory again")
    }
  }
}
