import Replicas
import Testing

// Reference numbers: WebCore/UnitBezier.h and POPTimingFunctionSolve from
// pop 1.0.11 (commit 87d1f8b7), compiled with clang++ -ffp-contract=off on
// x86-64 Linux in a scratch folder outside the repository; the named
// functions' control points were written as float literals (as
// CAMediaTimingFunction hands them to pop) and every result printed with
// %.17g. None of that code is committed.

@Suite("Pop's timing functions: WebKit's UnitBezier with pop's tolerance")
struct PopTimingFunctionTests {
  static let fractions = [0.1, 0.25, 0.5, 0.75, 0.9, 1.0]

  @Test(
    "the named functions at the default duration's tolerance (0.0025)",
    arguments: [
      (
        "default", POPTimingFunction.default,
        [
          0.093_262_500_484_474_015, 0.408_566_505_539_585_46, 0.802_413_939_243_993_18,
          0.960_687_785_324_107_37, 0.994_318_890_048_108_58, 1,
        ]
      ),
      (
        "easeIn", POPTimingFunction.easeIn,
        [
          0.017_071_865_925_420_641, 0.093_389_539_130_791_774, 0.315_338_130_896_696_93,
          0.620_233_042_974_001_39, 0.839_214_169_265_753_76, 1,
        ]
      ),
      (
        "easeOut", POPTimingFunction.easeOut,
        [
          0.160_785_837_393_304_21, 0.379_766_969_905_364_02, 0.684_661_883_187_263_73,
          0.906_610_468_660_007_16, 0.982_928_135_994_558_08, 1,
        ]
      ),
      (
        "easeInEaseOut", POPTimingFunction.easeInEaseOut,
        [
          0.019_651_372_022_694_027, 0.128_891_058_245_330_76, 0.5, 0.871_108_958_654_708_94,
          0.980_348_630_780_154_11, 1,
        ]
      ),
      (
        "linear", POPTimingFunction.linear,
        [
          0.102_085_900_922_706_77, 0.250_048_895_104_595_38, 0.5, 0.749_951_104_895_404_73,
          0.897_914_099_077_293_36, 1,
        ]
      ),
    ])
  func named(name: String, function: POPTimingFunction, expected: [Double]) {
    let epsilon = POPMath.solveEpsilon(duration: POPBasicTiming.defaultDuration)
    #expect(epsilon == 1.0 / 400.0)
    for (t, value) in zip(Self.fractions, expected) {
      #expect(popClose(function.solve(t, epsilon: epsilon), value), "\(name) at \(t)")
    }
  }

  @Test("control points pass through float")
  func floatControlPoints() {
    let (p1x, p1y, p2x, p2y) = POPTimingFunction.default.controlPoints
    #expect(p1x == 0.25)
    #expect(p1y == Double(Float(0.1)))
    #expect(p1y != 0.1)
    #expect(p2x == 0.25)
    #expect(p2y == 1)
  }

  @Test("a custom curve that leaves 0…1 in y, at a 1 s tolerance and at 1e-7, and outside 0…1 in x")
  func custom() {
    let curve = POPUnitBezier(0.68, -0.55, 0.265, 1.55)
    let coarse = [
      -0.066_267_816_286_340_389, -0.083_099_046_256_935_954, 0.608_744_309_642_841_65,
      1.089_166_506_168_796_1, 1.062_339_429_041_471_8, 1.000_000_000_000_000_2,
    ]
    let fine = [
      -0.066_291_476_200_264_113, -0.082_807_108_828_805_293, 0.606_679_897_224_726_93,
      1.089_165_774_816_831_1, 1.062_373_193_090_197_8, 1.000_000_000_000_000_2,
    ]
    for (index, t) in Self.fractions.enumerated() {
      #expect(popClose(curve.solve(t, epsilon: POPMath.solveEpsilon(duration: 1)), coarse[index]), "\(t)")
      #expect(popClose(curve.solve(t, epsilon: 1e-7), fine[index]), "\(t)")
    }
    #expect(popClose(curve.solve(-0.5, epsilon: 1e-3), 0.605_387_306_202_688_99))
    #expect(popClose(curve.solve(1.5, epsilon: 1e-3), 0.443_747_165_853_487_06))
  }

  @Test("a basic animation's progress: capped at the duration, zero duration jumps to 1, done within 1e-6")
  func basicProgress() {
    let half = POPBasicTiming.progress(localTime: 0.1, duration: 0.4, timingFunction: .linear)
    #expect(half.timeProgress == 0.25)
    #expect(popClose(half.progress, 0.250_048_895_104_595_38))
    let late = POPBasicTiming.progress(localTime: 0.5, duration: 0.4, timingFunction: .linear)
    #expect(late.timeProgress == 1)
    #expect(late.progress == 1)
    #expect(POPBasicTiming.isDone(timeProgress: late.timeProgress))
    let instant = POPBasicTiming.progress(localTime: 0, duration: 0, timingFunction: .easeIn)
    #expect(instant.progress == 1 && instant.timeProgress == 1)
    #expect(POPBasicTiming.isDone(timeProgress: 1 - 1e-6))
    #expect(!POPBasicTiming.isDone(timeProgress: 1 - 2e-6))
  }
}
