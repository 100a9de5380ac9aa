import SimKernel
import Testing

@Suite("Virtual time")
struct VirtualTimeTests {
  @Test(
    "decimal seconds parse exactly",
    arguments: [
      ("0", Int64(0)), ("2", 2_000_000_000), ("0.5", 500_000_000), ("1.25", 1_250_000_000),
      ("0.016666667", 16_666_667), ("-1.5", -1_500_000_000), (".5", 500_000_000), ("3.", 3_000_000_000),
    ])
  func parse(text: String, nanoseconds: Int64) {
    #expect(VirtualDuration(seconds: text)?.nanoseconds == nanoseconds)
  }

  @Test(
    "anything else does not parse",
    arguments: [
      "", ".", "-", "1.2.3", "abc", "1e3", "0.0000000001", " 1", "1 ", "--1", "1-", "99999999999999999999",
    ])
  func reject(text: String) {
    #expect(VirtualDuration(seconds: text) == nil)
  }

  @Test("formatting is the shortest exact decimal")
  func format() {
    #expect(VirtualTime.zero.secondsText == "0")
    #expect(VirtualTime.milliseconds(500).secondsText == "0.5")
    #expect(VirtualTime(nanoseconds: 16_666_666).secondsText == "0.016666666")
    #expect(VirtualDuration(nanoseconds: -250_000_000).secondsText == "-0.25")
    #expect(VirtualTime.seconds(3600).secondsText == "3600")
  }

  @Test("the readable form rounds to the millisecond, half away from zero, and keeps microseconds below it")
  func readable() {
    #expect(VirtualTime(nanoseconds: 516_666_666).readableSecondsText == "0.517")
    #expect(VirtualTime(nanoseconds: 783_333_334).readableSecondsText == "0.783")
    #expect(VirtualTime(nanoseconds: 1_499_500_000).readableSecondsText == "1.5")
    #expect(VirtualTime(nanoseconds: 1_499_499_999).readableSecondsText == "1.499")
    #expect(VirtualTime.zero.readableSecondsText == "0")
    #expect(VirtualTime.seconds(2).readableSecondsText == "2")
    #expect(VirtualDuration(nanoseconds: -16_666_667).readableSecondsText == "-0.017")
    #expect(VirtualDuration(nanoseconds: 250_000).readableSecondsText == "0.00025")
    #expect(VirtualDuration(nanoseconds: 400).readableSecondsText == "0")
    #expect(VirtualDuration(nanoseconds: 1_500).readableSecondsText == "0.000002")
  }

  @Test("0.1 + 0.2 seconds is exactly 0.3 seconds")
  func exactArithmetic() {
    let sum = VirtualDuration(seconds: "0.1")! + VirtualDuration(seconds: "0.2")!
    #expect(sum == VirtualDuration(seconds: "0.3"))
  }
}
