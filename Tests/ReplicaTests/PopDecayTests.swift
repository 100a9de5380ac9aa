import Replicas
import SimKernel
import Testing

// Reference numbers: decay_position copied verbatim out of pop 1.0.11's
// POPDecayAnimationInternal.h (commit 87d1f8b7) and computeDuration's
// arithmetic, compiled with clang++ -ffp-contract=off on x86-64 Linux
// (glibc powf and log) in a scratch folder outside the repository, printed
// with %.17g. None of that code is committed.

@Suite("Pop's decay: float steps, duration and stopping point")
struct PopDecayTests {
  @Test("v = 1000, d = 0.998: duration and to-value at threshold 1 and 0.01")
  func durationAndToValue() {
    let velocity = POPVector4(1000)
    let duration = POPDecay.duration(velocity: velocity, threshold: 1, deceleration: 0.998)
    #expect(popClose(duration, 2.646_508_640_653_674))
    let to = POPDecay.toValue(
      from: .zero, velocity: velocity, count: 1, duration: duration, deceleration: 0.998)
    #expect(to.x == 496.504_821_777_343_75)
    let fineDuration = POPDecay.duration(velocity: velocity, threshold: 0.01, deceleration: 0.998)
    #expect(popClose(fineDuration, 4.946_790_380_257_857_2))
    let fineTo = POPDecay.toValue(
      from: .zero, velocity: velocity, count: 1, duration: fineDuration, deceleration: 0.998)
    #expect(fineTo.x == 498.975_036_621_093_75)
  }

  /// The one place the replica and the reference differ: powf(0.998f,
  /// 2646.5086f) is 0.00500034238029039922… exactly, 0.505 float ulp from
  /// glibc's answer (0.0050003426149487495) and 0.495 from the correctly
  /// rounded float (0.005000342149287462), which the replica returns. The
  /// velocity, powf × 1000, differs by that ulp × 1000 = 4.7e-7, so 1e-9
  /// cannot hold; which of the two Apple's powf gives is not known here.
  /// The to-value is unaffected: 1 − kv in float absorbs the ulp.
  @Test("the step's end velocity at the duration: the correctly rounded powf, one float ulp from glibc's")
  func endVelocity() {
    var position = POPVector4.zero
    var velocity = POPVector4(1000)
    POPDecay.position(&position, &velocity, count: 1, dt: 2.646_508_640_653_674, deceleration: 0.998)
    #expect(velocity.x == 5.000_342_149_287_462)
    let glibc = 5.000_342_614_948_749_5
    #expect(abs(velocity.x - glibc) < 5e-7)
    #expect(position.x == 496.504_821_777_343_75)
  }

  @Test(
    "a point decaying at 60 Hz from (0, 10) at (1000, −250) per second: pop's frames, resting at frame 159")
  func frames() {
    var position = POPVector4(0, 10)
    var velocity = POPVector4(1000, -250)
    var samples: [Int: (POPVector4, POPVector4)] = [:]
    var doneAt: Int?
    for frame in 1...200 {
      POPDecay.position(&position, &velocity, count: 2, dt: 1.0 / 60.0, deceleration: 0.998)
      samples[frame] = (position, velocity)
      if POPDecay.isDone(velocity: velocity, count: 2, threshold: 1) {
        doneAt = frame
        break
      }
    }
    let expected: [(Int, Double, Double, Double, Double)] = [
      (1, 16.375_061_035_156_25, 5.906_234_741_210_937_5, 967.184_245_586_395_26, -241.796_061_396_598_82),
      (10, 141.568_615_913_391_11, -25.392_153_978_347_778, 716.295_361_518_859_86, -179.073_840_379_714_97),
      (60, 431.601_017_475_128_17, -97.900_254_368_782_043, 135.068_133_473_396_3, -33.767_033_368_349_075),
      (
        159, 496.522_226_646_542_55, -114.130_556_661_635_64, 4.965_526_983_141_899_1,
        -1.241_381_745_785_474_8
      ),
    ]
    for (frame, x, y, vx, vy) in expected {
      guard let (p, v) = samples[frame] else {
        Issue.record("no frame \(frame)")
        continue
      }
      #expect(popClose(p.x, x) && popClose(p.y, y), "frame \(frame)")
      #expect(popClose(v.x, vx) && popClose(v.y, vy), "frame \(frame)")
      #expect(p.z == 0 && p.w == 0 && v.z == 0 && v.w == 0)
    }
    #expect(doneAt == 159)
  }

  @Test("powf(0.998, 1000/60) rounds to pop's float")
  func powf() {
    #expect(
      DeterministicMath.powf(Float(0.998), Float(16.666_666_666_666_668))
        == Float(0.967_184_245_586_395_26))
  }

  @Test("no velocity: duration 0")
  func zeroVelocity() {
    #expect(POPDecay.duration(velocity: .zero, threshold: 1, deceleration: 0.998) == 0)
  }
}
