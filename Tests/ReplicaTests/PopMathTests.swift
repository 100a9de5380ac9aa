import Replicas
import Testing

// Reference numbers: POPSubRound, POPQuadraticSolve and
// POPQuadraticOutInterpolation from pop 1.0.11's POPMath.h/.mm (commit
// 87d1f8b7), compiled with clang++ on x86-64 Linux in a scratch folder
// outside the repository and printed with %.17g. None of that code is
// committed.

@Suite("Pop's arithmetic helpers and value vectors")
struct PopMathTests {
  @Test("POPSubRound rounds to the nearest 1/sub, halves away from zero")
  func subRound() {
    #expect(POPMath.subRound(1.2345, 2) == 1)
    #expect(POPMath.subRound(2.5, 1) == 3)
    #expect(POPMath.subRound(-2.5, 1) == -3)
    #expect(POPMath.subRound(0.1234, 3) == 0)
    #expect(POPMath.subRound(10.26, 4) == 10.25)
    var value = POPVector([1.26, -0.74, 3.0])
    value.subRound(2)
    #expect(value.values == [1.5, -0.5, 3.0])
    #expect(value.vector4.w == 0)
  }

  @Test("quadratic solve and the quadratic-out mapping")
  func quadratics() {
    let roots = POPMath.quadraticSolve(1, -3, 2)
    #expect(roots.x1 == 2 && roots.x2 == 1)
    #expect(popClose(POPMath.quadraticOutInterpolation(0.3, 10, 20), 15.1))
    #expect(POPMath.mix(2, 4, 0.5) == 3)
  }

  @Test("vectors: 1–4 components, the rest zero; norms summed in order")
  func vectors() {
    let point = POPVector([3, 4])
    #expect(point.count == 2)
    #expect(point.squaredNorm == 25)
    #expect(point.vector4 == POPVector4(3, 4, 0, 0))
    #expect(POPVector(count: 1, POPVector4(7, 8, 9, 10)).values == [7])
    let mixed = POPMath.interpolate(POPVector([0, 10]), POPVector([10, 20]), 0.25)
    #expect(mixed.values == [2.5, 12.5])
    #expect((POPVector4(1, 2, 3, 4) * 2 - POPVector4(1, 1, 1, 1)).squaredNorm == 1 + 9 + 25 + 49)
  }

  @Test("thresholds: the property table's values, and what the spring and decay derive from them")
  func thresholds() {
    #expect(POPThresholds.point == 1 && POPThresholds.customDefault == 1)
    #expect(POPThresholds.color == 0.01 && POPThresholds.opacity == 0.01)
    #expect(POPThresholds.rotation == 0.01 && POPThresholds.radius == 0.01)
    #expect(POPThresholds.scale == 0.005)
    var solver = POPSpringSolver(k: 1, b: 1)
    #expect(solver.thresholdPosition == 0.5 && solver.thresholdVelocity == 25)
    #expect(solver.thresholdAcceleration == 625)
    solver.setThreshold(POPThresholds.opacity)
    #expect(solver.thresholdPosition == 0.005)
    #expect(solver.thresholdVelocity == 25.0 * 0.01)
    #expect(solver.thresholdAcceleration == 625.0 * 0.01 * 0.01)
    #expect(POPDecay.isDone(velocity: POPVector4(4.999, -4.999), count: 2, threshold: POPThresholds.point))
    #expect(!POPDecay.isDone(velocity: POPVector4(4.999, -5), count: 2, threshold: POPThresholds.point))
    #expect(POPDecay.isDone(velocity: POPVector4(4.999, 0, 0, 100), count: 2, threshold: POPThresholds.point))
  }
}
