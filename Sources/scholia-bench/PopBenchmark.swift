import ArgumentParser
import Replicas
import SimKernel

/// `scholia-bench pop`: Facebook Pop on the engine.
///
/// `springs`: 1,000 spring animations of `view.center` on 1,000 views,
/// added through the kernel's `POPAnimator` and run by its display link
/// for a virtual minute at 60 Hz, against a bare loop of the same solver
/// arithmetic: 1,000 `POPSpringSolver`s advanced by
/// `advanceAnimation(value:velocity:to:dt:)` at dt = 1/60 for 3,600
/// frames, with no animator, no kernel and no views. The two arms are
/// timed in turn within each repetition; the ratio is what the animator,
/// the animation objects, the kernel's run loop and display link and the
/// property writes cost on top of the arithmetic.
struct PopBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pop",
    abstract: "Pop on the engine: 1,000 springs for a virtual minute against the bare solver loop.")

  @Option(help: "Timed repetitions (median reported, after one warm-up).")
  var repetitions = 5

  @Option(help: "How many springs run at once.")
  var springs = 1000

  @Option(help: "Virtual seconds to run (60 frames each).")
  var seconds = 60

  func run() throws {
    guard repetitions >= 1, springs >= 1, seconds >= 1 else {
      throw ValidationError("--repetitions, --springs and --seconds must be at least 1")
    }
    let springs = springs
    let frames = seconds * 60
    let virtualSeconds = Int64(seconds)
    let times = try Measurement.interleavedMedianSeconds(
      repetitions: repetitions,
      [
        {
          try PopSpringWorkload.check(PopSpringWorkload.animator(springs: springs, seconds: virtualSeconds))
        },
        { try PopSpringWorkload.check(PopSpringWorkload.bare(springs: springs, frames: frames)) },
      ])
    let suffix = "\(springs)x\(seconds)s"
    Report.figure("pop_springs_animator_s_" + suffix, times[0])
    Report.figure("pop_springs_bare_loop_s_" + suffix, times[1])
    Report.figure("pop_springs_frames_per_s", Double(springs * frames) / times[0])
    Report.figure("ratio_pop_springs_animator_vs_bare", times[0] / times[1])
  }
}

/// The two arms of `scholia-bench pop`'s springs figure. Spring `i` moves
/// a point from (i, 2i) towards (i + 100, 2i + 50) from rest, with tension
/// 100 + 20·(i mod 16), friction 0 and mass 1: undamped, so it oscillates
/// about its to-value for the whole run and never comes to rest (the
/// solver's interpolation between steps takes 3–10 % of the amplitude over
/// a minute, RK4 itself almost nothing), and both arms integrate the same
/// 60,000 steps per spring.
enum PopSpringWorkload {
  static func tension(_ index: Int) -> Double { 100 + 20 * Double(index % 16) }
  static func from(_ index: Int) -> POPVector4 { POPVector4(Double(index), Double(2 * index)) }
  static func to(_ index: Int) -> POPVector4 { POPVector4(Double(index) + 100, Double(2 * index) + 50) }

  /// What an arm hands back: how many springs still move at the end, and a
  /// sum of their final values (so that no arm can be optimised away).
  struct Outcome {
    let springs: Int
    let moving: Int
    let sum: Double
  }

  static func check(_ outcome: Outcome) throws {
    guard outcome.moving == outcome.springs, outcome.sum.isFinite else {
      throw CleanExit.message(
        "\(outcome.springs - outcome.moving) springs came to rest (sum \(outcome.sum)); the workload is wrong"
      )
    }
  }

  /// The solvers alone, every spring advanced once per frame, frame by
  /// frame, as the animator orders them.
  static func bare(springs: Int, frames: Int) -> Outcome {
    var solvers: [POPSpringSolver] = []
    var values: [POPVector4] = []
    var velocities: [POPVector4] = []
    var targets: [POPVector4] = []
    solvers.reserveCapacity(springs)
    for index in 0..<springs {
      var solver = POPSpringSolver(k: tension(index), b: 0, m: 1)
      solver.setThreshold(POPThresholds.point)
      solvers.append(solver)
      values.append(from(index))
      velocities.append(.zero)
      targets.append(to(index))
    }
    let dt = 1.0 / 60.0
    for _ in 0..<frames {
      for index in 0..<springs {
        solvers[index].advanceAnimation(
          value: &values[index], velocity: &velocities[index], to: targets[index], dt: dt)
      }
    }
    var moving = 0
    var sum = 0.0
    for index in 0..<springs {
      if !solvers[index].hasConverged { moving += 1 }
      sum += values[index].x + values[index].y
    }
    return Outcome(springs: springs, moving: moving, sum: sum)
  }

  /// The replica: one `POPSpringAnimation` of `view.center` per view,
  /// added through `POPAnimator.shared(kernel)` at time 0, the kernel run
  /// for `seconds` virtual seconds, tracing off.
  static func animator(springs: Int, seconds: Int64) throws -> Outcome {
    let frames = Int(seconds) * 60
    let limits = RunLimits(
      maxTime: .seconds(seconds) + .seconds(1), maxEvents: 4 * frames + 16, maxFrames: frames + 1)
    let kernel = Kernel(limits: limits, tracing: false)
    let animator = POPAnimator.shared(kernel)
    var views: [SimView] = []
    var animations: [POPSpringAnimation] = []
    for index in 0..<springs {
      let start = from(index)
      let view = kernel.view(
        label: "v", frame: Rect(x: start.x - 10, y: start.y - 10, width: 20, height: 20))
      let animation = POPSpringAnimation(kernel: kernel, propertyNamed: POPAnimatableProperty.viewCenter)
      animation.dynamicsTension = tension(index)
      animation.dynamicsFriction = 0
      animation.dynamicsMass = 1
      animation.fromValue = POPVector([start.x, start.y])
      let target = to(index)
      animation.toValue = POPVector([target.x, target.y])
      animator.addAnimation(animation, forObject: view, key: "center")
      views.append(view)
      animations.append(animation)
    }
    try kernel.run(until: .seconds(seconds))
    var moving = 0
    var sum = 0.0
    for (view, animation) in zip(views, animations) {
      if animation.active && !animation.paused { moving += 1 }
      sum += view.center.x + view.center.y
    }
    kernel.tearDown()
    return Outcome(springs: springs, moving: moving, sum: sum)
  }
}
