import Replicas
import Testing

// Reference numbers: pop 1.0.11's own POPSpringSolver.h, POPMath.mm and the
// conversion in POPAnimationExtras.mm (commit 87d1f8b7), compiled with
// clang++ -ffp-contract=off on x86-64 Linux (glibc libm) in a scratch folder
// outside the repository, with stub Foundation/POPVector headers that
// define CGFloat = double and Vector4d's operators as pop writes them; a
// small main printed every number with %.17g. None of that code is
// committed. Compared exactly instead of to 1e-9, every value pinned in
// the Pop*Tests files was also bit-identical to that build's, except the
// one decay velocity PopDecayTests explains.

/// Within 1e-9 of pop's value.
func popClose(_ actual: Double, _ expected: Double) -> Bool {
  abs(actual - expected) <= 1e-9
}

/// A spring animation of one component from 0 to 1 at rest, run as pop's
/// animator runs it at 60 Hz: a start frame of dt 0, then 1/60 s frames.
/// Returns the value and velocity after each frame and the first frame at
/// which the solver reports convergence.
func popSpringRun(bounciness: Double, speed: Double, threshold: Double, frames: Int) -> (
  values: [Double], velocities: [Double], accumulated: [Double], convergedAt: Int?
) {
  let dynamics = POPSpringDynamics.convert(bounciness: bounciness, speed: speed)
  var solver = POPSpringSolver(k: 1, b: 1, m: 1)
  solver.setThreshold(0)
  solver.setConstants(k: dynamics.tension, b: dynamics.friction, m: dynamics.mass)
  solver.setThreshold(threshold)
  var value = POPVector4.zero
  var velocity = POPVector4.zero
  let to = POPVector4(1)
  var values: [Double] = []
  var velocities: [Double] = []
  var accumulated: [Double] = []
  var convergedAt: Int?
  for frame in 0...frames {
    solver.advanceAnimation(value: &value, velocity: &velocity, to: to, dt: frame == 0 ? 0 : 1.0 / 60.0)
    values.append(value.x)
    velocities.append(velocity.x)
    accumulated.append(solver.accumulatedTime)
    if convergedAt == nil && solver.hasConverged { convergedAt = frame }
  }
  return (values, velocities, accumulated, convergedAt)
}

@Suite("Pop's spring: dynamics conversion and the RK4 solver loop")
struct PopSpringTests {
  @Test("the solver's step is the float 0.001f widened to double; the long-frame cut-off is 30 s")
  func constants() {
    #expect(POPSpringSolver.solverDt == 0.001_000_000_047_497_451_3)
    #expect(POPSpringSolver.solverDt != 0.001)
    #expect(POPSpringSolver.maxSolverDt == 30)
  }

  @Test("bounciness 4 / speed 12 (pop's defaults) and 20 / 4 give pop's tension, friction and mass")
  func conversion() {
    let defaults = POPSpringDynamics.convert(bounciness: 4, speed: 12)
    #expect(popClose(defaults.tension, 342.100_588_235_294_14))
    #expect(popClose(defaults.friction, 30.486_979_648_244_255))
    #expect(defaults.mass == 1)
    let bouncy = POPSpringDynamics.convert(bounciness: 20, speed: 4)
    #expect(popClose(bouncy.tension, 172.173_529_411_764_69))
    #expect(popClose(bouncy.friction, 7.569_894_875_461_045_6))
    #expect(bouncy.mass == 1)
    let back = POPSpringDynamics.convert(tension: defaults.tension, friction: defaults.friction)
    #expect(popClose(back.bounciness, 4.000_000_000_000_002_7))
    #expect(popClose(back.speed, 12.000_000_000_000_002))
    let backBouncy = POPSpringDynamics.convert(tension: bouncy.tension, friction: bouncy.friction)
    #expect(popClose(backBouncy.bounciness, 20))
    #expect(popClose(backBouncy.speed, 3.999_999_999_999_998_7))
  }

  @Test(
    "the conversion across the three no-bounce fits",
    arguments: [
      (0.0, 1.0, 108.450_882_352_941_18, 13.837_213_870_407_592),
      (0.0, 20.0, 512.027_647_058_823_5, 45.009_693_255_827_649),
      (0.0, 40.0, 936.845_294_117_647_09, 57.051_281_996_426_582),
      (10.0, 1.0, 108.450_882_352_941_18, 8.519_339_598_958_069_4),
      (10.0, 20.0, 512.027_647_058_823_5, 26.748_228_928_148_347),
      (10.0, 40.0, 936.845_294_117_647_09, 33.789_850_025_592_017),
      (30.0, 1.0, 108.450_882_352_941_18, 2.137_890_473_218_647),
      (30.0, 20.0, 512.027_647_058_823_5, 4.834_471_734_933_181_6),
      (30.0, 40.0, 936.845_294_117_647_09, 5.876_131_660_590_527_2),
    ])
  func conversionGrid(bounciness: Double, speed: Double, tension: Double, friction: Double) {
    let dynamics = POPSpringDynamics.convert(bounciness: bounciness, speed: speed)
    #expect(popClose(dynamics.tension, tension))
    #expect(popClose(dynamics.friction, friction))
  }

  @Test("the no-bounce friction fits")
  func noBounce() {
    #expect(popClose(POPMath.bouncy3NoBounce(10), 5.280_000_000_000_000_2))
    #expect(popClose(POPMath.bouncy3NoBounce(30), 8.587_999_999_999_997_4))
    #expect(popClose(POPMath.bouncy3NoBounce(70.9), 11.974_499_453_050_001))
  }

  @Test(
    "bounciness 4 / speed 12 from 0 to 1 at 60 Hz: pop's trajectory, resting (threshold 0.01) at frame 32")
  func trajectoryDefault() {
    let run = popSpringRun(bounciness: 4, speed: 12, threshold: 0.01, frames: 60)
    let expected: [(Int, Double, Double, Double)] = [
      (1, 0.035_806_164_227_466_963, 4.201_224_131_627_034_5, 0.000_666_665_906_707_445_55),
      (2, 0.126_298_649_120_977_21, 6.595_042_403_509_741_5, 0.000_333_331_765_917_439_79),
      (3, 0.241_092_573_345_423, 7.570_517_404_635_803_7, 0.000_999_997_672_624_885_34),
      (6, 0.597_946_870_370_119_73, 6.327_970_756_851_333_3, 0.000_999_995_297_752_319_38),
      (10, 0.890_265_838_467_738_1, 2.711_994_636_223_116_7, 0.000_666_658_782_089_747_66),
      (15, 1.000_692_442_940_894_8, 0.437_942_169_328_146_34, 0.000_999_988_173_134_621_49),
      (30, 1.000_542_632_647_793_1, -0.017_352_936_743_586_064, 0.000_999_976_298_771_791_67),
      (60, 1.000_000_577_796_597_7, -7.958_515_374_418_21e-06, 0.000_999_952_550_046_132_04),
    ]
    for (frame, value, velocity, accumulated) in expected {
      #expect(popClose(run.values[frame], value), "frame \(frame)")
      #expect(popClose(run.velocities[frame], velocity), "frame \(frame)")
      #expect(popClose(run.accumulated[frame], accumulated), "frame \(frame)")
    }
    #expect(run.values[0] == 0)
    #expect(run.convergedAt == 32)
    #expect(popClose(run.values[32], 1.000_131_132_585_852_6))
  }

  @Test("bounciness 20 / speed 4: overshoots to 1.387 by frame 15 and rests at frame 82")
  func trajectoryBouncy() {
    let run = popSpringRun(bounciness: 20, speed: 4, threshold: 0.01, frames: 120)
    let expected: [(Int, Double, Double)] = [
      (1, 0.020_264_177_590_559_873, 2.525_530_169_322_653_1),
      (2, 0.080_303_002_170_752_924, 4.750_251_425_393_113_2),
      (3, 0.170_763_578_152_939_08, 6.480_792_047_431_520_2),
      (6, 0.565_216_522_796_798_24, 8.909_797_436_385_904_5),
      (10, 1.101_129_213_874_074_3, 6.590_798_044_949_053_7),
      (15, 1.386_802_739_665_684_3, 0.413_923_078_025_897_45),
      (30, 0.851_065_071_530_277_99, -0.299_760_031_787_781_04),
      (60, 0.978_249_317_825_892_86, -0.088_817_114_199_750_552),
    ]
    for (frame, value, velocity) in expected {
      #expect(popClose(run.values[frame], value), "frame \(frame)")
      #expect(popClose(run.velocities[frame], velocity), "frame \(frame)")
    }
    #expect(run.convergedAt == 82)
    #expect(popClose(run.values[82], 1.004_498_913_726_234_6))
  }

  @Test("six 1/60 s frames simulate less than 100 ms: the state equals the animation's frame 6 (p = 1 − x)")
  func fallsBehind() {
    let dynamics = POPSpringDynamics.convert(bounciness: 4, speed: 12)
    var solver = POPSpringSolver(k: dynamics.tension, b: dynamics.friction, m: dynamics.mass)
    var state = POPSpringState(p: POPVector4(1), v: .zero)
    for _ in 0..<6 { solver.advance(&state, dt: 1.0 / 60.0) }
    #expect(popClose(state.p.x, 0.402_053_129_629_880_27))
    #expect(popClose(state.v.x, -6.327_970_756_851_333_3))
    #expect(popClose(solver.accumulatedTime, 0.000_999_995_297_752_319_38))
  }

  @Test(
    "one long frame (0.25 s) integrates 249 steps; a frame over 30 s integrates none and reads as converged")
  func longFrames() {
    let dynamics = POPSpringDynamics.convert(bounciness: 4, speed: 12)
    var solver = POPSpringSolver(k: dynamics.tension, b: dynamics.friction, m: dynamics.mass)
    solver.setThreshold(0.01)
    var state = POPSpringState(p: POPVector4(1), v: .zero)
    solver.advance(&state, dt: 0.25)
    #expect(popClose(state.p.x, -0.002_731_424_607_573_535))
    #expect(popClose(state.v.x, -0.372_958_857_577_856_35))
    #expect(popClose(solver.accumulatedTime, 0.000_999_988_173_134_624_96))
    #expect(!solver.hasConverged)
    let before = state
    solver.advance(&state, dt: 31)
    #expect(state == before)
    #expect(popClose(solver.accumulatedTime, 0.000_999_988_173_134_624_96))
    #expect(solver.hasConverged)
    #expect(solver.lastState == POPSpringState(p: .zero, v: .zero))
  }

  @Test("a solver that has not advanced is not converged; reset forgets time and state")
  func resetAndStart() {
    var solver = POPSpringSolver(k: 100, b: 10)
    #expect(!solver.hasConverged)
    var state = POPSpringState(p: .zero, v: .zero)
    solver.advance(&state, dt: 1.0 / 60.0)
    #expect(solver.hasConverged)
    solver.reset()
    #expect(!solver.started)
    #expect(solver.accumulatedTime == 0)
    #expect(!solver.hasConverged)
  }
}
