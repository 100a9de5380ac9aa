import SimKernel
import Testing

@Suite("Trace serialization")
struct TraceFormatTests {
  func sample() throws -> Kernel {
    let kernel = Kernel()
    let timer = kernel.timer(interval: ms(500), repeats: false, label: "graceTimer", userInfo: .string("a b"))
    { _ in
      kernel.reportValue(object: "HUD", property: "alpha", value: .double(0.25))
      kernel.reportValue(object: "HUD", property: "label", value: .string("Loading \"x\"\n"))
    }
    kernel.mainRunLoop.add(timer, forMode: .common)
    try kernel.runUntilIdle()
    return kernel
  }

  @Test("the text form: seq, time in exact seconds, kind, subject, fields; odd strings quoted")
  func text() throws {
    #expect(
      try sample().trace.text == """
        1 0 timer.schedule graceTimer#1 fire=0.5 interval=0.5 repeats=false modes=common
        2 0.5 timer.fire graceTimer#1 due=0.5
        3 0.5 value HUD.alpha value=0.25
        4 0.5 value HUD.label value="Loading \\"x\\"\\n"

        """)
  }

  @Test("the JSON form: times in integer nanoseconds, typed values")
  func json() throws {
    #expect(
      try sample().trace.json == """
        [
        {"seq":1,"t":0,"kind":"timer.schedule","subject":"graceTimer#1","fire":500000000,"interval":500000000,"repeats":false,"modes":"common"},
        {"seq":2,"t":500000000,"kind":"timer.fire","subject":"graceTimer#1","due":500000000},
        {"seq":3,"t":500000000,"kind":"value","subject":"HUD.alpha","value":0.25},
        {"seq":4,"t":500000000,"kind":"value","subject":"HUD.label","value":"Loading \\"x\\"\\n"}
        ]

        """)
  }

  @Test("an empty trace is an empty array and no text")
  func empty() {
    let kernel = Kernel()
    #expect(kernel.trace.json == "[]\n")
    #expect(kernel.trace.text == "")
  }

  @Test("tracing off records nothing but the run is the same")
  func silent() throws {
    let kernel = Kernel(tracing: false)
    var fired = false
    kernel.scheduledTimer(interval: ms(5), repeats: false, label: "quiet") { _ in fired = true }
    try kernel.runUntilIdle()
    #expect(fired)
    #expect(kernel.trace.records.isEmpty)
    #expect(kernel.now == at(5))
  }
}
