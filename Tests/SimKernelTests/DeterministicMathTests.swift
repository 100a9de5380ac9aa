import Foundation
import Testing

@testable import SimKernel

@Suite("Deterministic math")
struct DeterministicMathTests {
  @Test("exact values, and libm's bits where Pop's decay needs them")
  func exactValues() {
    #expect(DeterministicMath.cube(3) == 27)
    #expect(DeterministicMath.square(1.5) == 2.25)
    #expect(DeterministicMath.log(1) == 0)
    #expect(DeterministicMath.exp(0) == 1)
    // glibc's log(0.998), bit for bit (Pop's decay divides by it).
    #expect(DeterministicMath.log(0.998) == -0.002_002_002_670_673_079_3)
    // One ulp high: 2.7182818284590455 where libm gives 2.718281828459045.
    #expect(abs(DeterministicMath.exp(1) - 2.718_281_828_459_045) <= 2.718_281_828_459_045.ulp)
  }

  @Test("exp's edges: overflow, underflow, NaN")
  func expEdges() {
    #expect(DeterministicMath.exp(710) == .infinity)
    #expect(DeterministicMath.exp(-746) == 0)
    #expect(DeterministicMath.exp(.nan).isNaN)
    #expect(DeterministicMath.log(0) == -.infinity)
    #expect(DeterministicMath.log(-1).isNaN)
  }

  /// glibc's exp and log are correctly rounded nearly everywhere, so they
  /// are the yardstick: within one ulp at every point of the ranges the
  /// kernel (scroll deceleration, spring curves) and Pop use.
  @Test("exp and log within one ulp of libm across the ranges in use")
  func closeToLibm() {
    var x = -40.0
    while x <= 40 {
      let ours = DeterministicMath.exp(x)
      let libm = Foundation.exp(x)
      #expect(abs(ours - libm) <= libm.ulp, "exp(\(x)): \(ours) against \(libm)")
      x += 0.013_7
    }
    var y = 1e-6
    while y < 1e6 {
      let ours = DeterministicMath.log(y)
      let libm = Foundation.log(y)
      #expect(abs(ours - libm) <= libm.ulp, "log(\(y)): \(ours) against \(libm)")
      y *= 1.37
    }
  }

  @Test("powf: integer powers of negative bases, and zero")
  func powf() {
    #expect(DeterministicMath.powf(-2, 3) == -8)
    #expect(DeterministicMath.powf(-2, 2) == 4)
    #expect(DeterministicMath.powf(-2, 0.5).isNaN)
    #expect(DeterministicMath.powf(0, 2) == 0)
    #expect(DeterministicMath.powf(0, -1) == .infinity)
  }

  @Test("the cubic Bézier timing curve: ends, symmetry of ease-in-out")
  func cubicBezier() {
    #expect(CubicBezier.y(atX: 0, x1: 0.42, y1: 0, x2: 0.58, y2: 1) == 0)
    #expect(CubicBezier.y(atX: 1, x1: 0.42, y1: 0, x2: 0.58, y2: 1) == 1)
    let early = CubicBezier.y(atX: 0.25, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    let late = CubicBezier.y(atX: 0.75, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(abs(early + late - 1) < 1e-12)
  }
}
