import Diagnostics
import ScenarioCatalog
import Testing

@testable import Scenarios

/// A script's decimal literals become the `Double` the platform's own
/// `Double(String)` gives, to the bit, however long they are: the hard
/// cases (ties, the ends of the range, digits past the 800 kept) and many
/// random ones.
@Suite("Decimal literals")
struct DecimalLiteralTests {
  /// What the engine reads, or nil for "too large".
  static func engine(_ text: String) -> Double? {
    DecimalLiteral(text)?.nearestDouble
  }

  /// Expects the engine to agree with `Double(String)`, infinity being
  /// the engine's nil.
  static func expectNative(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let native = Double(text) else {
      Issue.record("Double(String) does not read \(text.prefix(60))", sourceLocation: sourceLocation)
      return
    }
    let read = engine(text)
    if native.isInfinite {
      #expect(read == nil, "\(text.prefix(60))… (\(text.count) characters)", sourceLocation: sourceLocation)
    } else {
      #expect(
        read?.bitPattern == native.bitPattern,
        "\(text.prefix(60))… (\(text.count) characters): \(String(describing: read)) against \(native)",
        sourceLocation: sourceLocation)
    }
  }

  /// `significand × 2^power` written out in full decimal digits: the
  /// exact value of a `Double` or of a point halfway between two.
  static func exactDecimal(_ significand: UInt64, timesTwoToThe power: Int) -> String {
    // Base 10⁹ limbs, least significant first.
    var limbs: [UInt64] = [significand % 1_000_000_000, significand / 1_000_000_000 % 1_000_000_000]
    limbs.append(significand / 1_000_000_000_000_000_000)
    func multiply(by factor: UInt64) {
      var carry: UInt64 = 0
      for index in limbs.indices {
        let product = limbs[index] * factor + carry
        limbs[index] = product % 1_000_000_000
        carry = product / 1_000_000_000
      }
      while carry > 0 {
        limbs.append(carry % 1_000_000_000)
        carry /= 1_000_000_000
      }
    }
    // Below zero, significand × 2^power = significand × 5^−power / 10^−power.
    var rest = abs(power)
    let (chunk, chunkSize): (UInt64, Int) = power >= 0 ? (1 << 30, 30) : (1_220_703_125, 13)
    while rest >= chunkSize {
      multiply(by: chunk)
      rest -= chunkSize
    }
    for _ in 0..<rest { multiply(by: power >= 0 ? 2 : 5) }
    var digits = ""
    for limb in limbs.reversed() {
      let text = String(limb)
      digits += String(repeating: "0", count: 9 - text.count) + text
    }
    guard power < 0 else { return digits }
    let padded = String(repeating: "0", count: max(0, -power + 1 - digits.count)) + digits
    let split = padded.index(padded.endIndex, offsetBy: power)
    return String(padded[..<split]) + "." + String(padded[split...])
  }

  /// Halfway points written out, and the same a hair below (one unit
  /// less in the last digit, then 900 nines) and a hair above (a 1 far
  /// past the 800 digits kept).
  static func aroundHalfway(_ text: String) -> [String] {
    var characters = Array(text)
    var index = characters.count - 1
    while characters[index] == "0" || characters[index] == "." {
      if characters[index] == "0" { characters[index] = "9" }
      index -= 1
    }
    characters[index] = Character(String(characters[index].wholeNumberValue! - 1))
    let point = text.contains(".") ? "" : "."
    let below = String(characters) + point + String(repeating: "9", count: 900)
    let above = text + point + String(repeating: "0", count: 1000) + "1"
    return [text, below, above]
  }

  @Test(
    "hand-picked literals read as Double(String) reads them",
    arguments: [
      "0", "000", "0.0", "0." + String(repeating: "0", count: 5000), "3", "3.", "0.4", "007.500", "0.1",
      "0.2",
      "0.3", "0.30000000000000004", "3501.792236328125",
      "3501.792236328125" + String(repeating: "0", count: 60000),
      "9007199254740991", "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995",
      "18446744073709551615", "18446744073709551616", "123456789012345678901234567890",
      "1" + String(repeating: "0", count: 22), "1" + String(repeating: "0", count: 23),
      "1" + String(repeating: "0", count: 308), "1" + String(repeating: "0", count: 309),
      "0.000000000000000000001", "0." + String(repeating: "0", count: 307) + "1",
      "0." + String(repeating: "0", count: 323) + "5", "0." + String(repeating: "0", count: 324) + "5",
      "0." + String(repeating: "0", count: 323) + "24703282292062327",
      "0." + String(repeating: "0", count: 323) + "24703282292062328",
      "0." + String(repeating: "9", count: 1000), String(repeating: "9", count: 308),
      String(repeating: "9", count: 309), "0.1" + String(repeating: "0", count: 2000) + "1",
    ])
  func handPicked(text: String) {
    Self.expectNative(text)
  }

  @Test("the largest Double, written in full, and what lies beyond it")
  func largest() {
    let largest = Self.exactDecimal(1 << 53 - 1, timesTwoToThe: 971)
    #expect(Self.engine(largest) == .greatestFiniteMagnitude)
    let towardInfinity = Self.exactDecimal(1 << 54 - 1, timesTwoToThe: 970)
    let around = Self.aroundHalfway(towardInfinity)
    #expect(Self.engine(around[0]) == nil, "a tie goes to even, and that is infinity")
    #expect(Self.engine(around[1]) == .greatestFiniteMagnitude)
    #expect(Self.engine(around[2]) == nil)
    for text in [largest] + around { Self.expectNative(text) }
  }

  @Test("ties go to the even neighbour, and a digit past the 800 kept breaks them")
  func ties() {
    let halfways: [(UInt64, Int)] = [
      (1 << 53 + 1, -53),  // 1 + 2⁻⁵³, between 1 and the next Double
      (1 << 53 + 3, -53),  // between the next two
      (1, -1075),  // between 0 and the least subnormal
      (3, -1075),  // between the first two subnormals
      (1 << 53 - 1, -1075),  // between the largest subnormal and the least normal
      (1 << 54 - 3, -1075),  // 768 significant digits, the most a halfway point has
      (1 << 54 - 1, -1075),
      (1 << 53 + 1, 0),  // 9007199254740993, between 2⁵³ and the next Double
      (1 << 53 + 3, 0),
      (1 << 53 + 1, 2),  // 2⁵⁵ + 4
    ]
    for (significand, power) in halfways {
      for text in Self.aroundHalfway(Self.exactDecimal(significand, timesTwoToThe: power)) {
        Self.expectNative(text)
      }
    }
    #expect(Self.engine(Self.exactDecimal(1, timesTwoToThe: -1075)) == 0)
    #expect(Self.engine(Self.exactDecimal(1 << 53 + 1, timesTwoToThe: -53)) == 1)
  }

  @Test("random digit strings, short and long, with and without a point")
  func randomDigits() {
    var random = SeededLCG(seed: 25)
    for _ in 0..<3000 {
      let long = random.next() % 20 == 0
      let count = 1 + Int(random.next() % (long ? 1200 : 40))
      var text = ""
      let leadingZeros = random.next() % 4 == 0 ? Int(random.next() % 400) : 0
      text += String(repeating: "0", count: leadingZeros)
      for _ in 0..<count { text += String(random.next() % 10) }
      if random.next() % 4 != 0 {
        let point = Int(random.next() % UInt64(text.count + 1))
        text.insert(".", at: text.index(text.startIndex, offsetBy: point))
      }
      if random.next() % 4 == 0 { text += String(repeating: "0", count: Int(random.next() % 400)) }
      Self.expectNative(text)
    }
  }

  @Test("random halfway points between neighbouring Doubles, and a hair either side")
  func randomHalfways() {
    var random = SeededLCG(seed: 1075)
    let infinity = Double.infinity.bitPattern
    for _ in 0..<150 {
      // lower = significand × 2^exponent; the next Double up is
      // (significand + 1) × 2^exponent, in the next binade too.
      let lower = Double(bitPattern: random.next() % infinity)
      let isSubnormal = lower.exponentBitPattern == 0
      let exponent = isSubnormal ? -1074 : Int(lower.exponentBitPattern) - 1075
      let significand = lower.significandBitPattern | (isSubnormal ? 0 : 1 << 52)
      let halfway = Self.exactDecimal(2 * significand + 1, timesTwoToThe: exponent - 1)
      for text in Self.aroundHalfway(halfway) { Self.expectNative(text) }
    }
  }

  @Test("a script writes a number of any length, and one too large is an error")
  func inScripts() throws {
    let run = try ScenarioParser.parse(
      """
      hud Lamp
      at 1 {
        stage.lamp.dim(0.30000000000000004)
        check stage.lamp.brightness == 0.30000000000000004
        check stage.lamp.brightness != 0.3
        check 3501.792236328125 > 3501.79223632812
      }
      run until 2
      expect level = 0.30000000000000004 at 1.5
      expect level < 0.3 at 1.5
      """, replicas: [OneLanguageTests.catalog]
    ).run()
    // Observables are recorded with every digit, so the observable is the
    // literal's Double, to the bit, and not below 0.3.
    #expect(run.results.map(\.passed) == [true, true, true, true, false], "\(run.results)")
    let tooLarge = "1" + String(repeating: "0", count: 309)
    do {
      _ = try ScenarioParser.parse(
        "hud Lamp\nexpect level < \(tooLarge) at 1", replicas: [OneLanguageTests.catalog])
      Issue.record("no error for a number beyond a Double's range")
    } catch {
      #expect(
        error.rendered
          == "2:16: error: '100000000000…' (310 characters) is too large: numbers go up to about 1.8 × 10^308"
      )
    }
  }
}

/// A seeded linear congruential generator (Knuth's MMIX constants, the
/// high half returned), so that every run draws the same literals.
struct SeededLCG: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 32 | state << 32
  }
}
