import SimKernel
import Testing
import Timelines

@Suite("Timeline JSON and Chrome trace")
struct TimelineJSONTests {
  typealias F = TimelineFixtures

  func inputs() throws -> [TimelineInput] {
    [
      try F.hudInput(), try F.smallInput(), TimelineInput(title: "work", records: try F.workTrace()),
      TimelineInput(title: "poll", records: try F.repeatingTrace()),
      TimelineInput(title: "nothing \u{1}\t", records: []),
    ]
  }

  @Test("both documents are well-formed JSON without trailing whitespace")
  func wellFormed() throws {
    for input in try inputs() {
      for format in [TimelineFormat.json, .chromeTrace] {
        let text = renderTimeline(input, as: format)
        #expect(TimelineSyntax.isJSON(text), "not JSON: \(input.title)")
        #expect(text.hasSuffix("}\n"))
        #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") })
      }
    }
  }

  @Test("the checker rejects what is not JSON")
  func checker() {
    #expect(TimelineSyntax.isJSON("{\"a\": [1, -2.5e3, true, null, \"x\\n\"]}"))
    for bad in ["{\"a\":}", "[1,]", "{a:1}", "01", "\"\u{1}\"", "[1] [2]", "{\"a\":1,}"] {
      #expect(!TimelineSyntax.isJSON(bad), "accepted \(bad)")
    }
  }

  @Test("the canonical JSON of a small trace")
  func golden() throws {
    let json = renderTimeline(try F.smallInput(), as: .json)
    #expect(
      json == """
        {
          "title": "grace \\"timer\\"",
          "start": 0,
          "end": 200000000,
          "summary": "1 timer: graceTimer fired. 1 call to HUD. HUD.visible was on once, for 0.1 s. The expectation passed.",
          "modes": [],
          "lanes": [
            {
              "id": "calls-HUD",
              "kind": "calls",
              "label": "HUD",
              "shape": "calls",
              "ticks": [
                {"id": "call-HUD-handleGraceTimer", "seq": 4, "t": 100000000, "method": "handleGraceTimer(_:)", "thread": "main"}
              ]
            },
            {
              "id": "timer-graceTimer",
              "kind": "timer",
              "label": "graceTimer",
              "shape": "spans",
              "spans": [
                {"id": "timer-graceTimer-1", "label": "graceTimer", "start": 0, "due": 100000000, "end": 100000000, "outcome": "fired", "late": false, "detail": "once, common modes"}
              ]
            },
            {
              "id": "observable-HUD-visible",
              "kind": "observable",
              "label": "HUD.visible",
              "shape": "flag",
              "samples": [
                {"seq": 1, "t": 0, "value": false},
                {"seq": 5, "t": 100000000, "value": true}
              ]
            }
          ],
          "expectations": [
            {"id": "expectation-line-3", "line": 3, "text": "shown", "t": 100000000, "passed": true, "detail": ""}
          ],
          "events": [
            {"seq": 1, "t": 0, "action": "observe", "subject": "HUD.visible", "detail": "= false"},
            {"seq": 2, "t": 0, "action": "schedule", "subject": "graceTimer#1", "detail": "due 0.1, once, common modes"},
            {"seq": 3, "t": 100000000, "action": "fire", "subject": "graceTimer#1", "detail": ""},
            {"seq": 4, "t": 100000000, "action": "call", "subject": "HUD.handleGraceTimer(_:)", "detail": ""},
            {"seq": 5, "t": 100000000, "action": "observe", "subject": "HUD.visible", "detail": "= true"}
          ]
        }

        """)
  }

  @Test("numeric lanes carry their range; pending spans and untimed expectations carry null")
  func numericAndNulls() throws {
    let json = renderTimeline(try F.hudInput(), as: .json)
    #expect(json.contains("\"shape\": \"numeric\",\n      \"low\": 0.0,\n      \"high\": 1.0,"))
    #expect(
      json.contains(
        "{\"id\": \"expectation-line-20\", \"line\": 20, \"text\": \"no timer is left\", \"t\": null,"))
    let work = renderTimeline(
      TimelineInput(title: "work", records: try F.workTrace(), end: F.at(600)), as: .json)
    #expect(work.contains("\"start\": 0, \"due\": 1000000000, \"end\": 600000000, \"outcome\": \"pending\""))
  }

  @Test("the Chrome trace of a small trace")
  func chromeGolden() throws {
    let trace = renderTimeline(try F.smallInput(), as: .chromeTrace)
    #expect(
      trace == """
        {"traceEvents":[
        {"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":"grace \\"timer\\""}},
        {"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{"name":"HUD"}},
        {"name":"thread_sort_index","ph":"M","pid":1,"tid":1,"args":{"sort_index":1}},
        {"name":"HUD.handleGraceTimer(_:)","cat":"calls","ph":"i","s":"t","ts":100000,"pid":1,"tid":1,"args":{"id":"call-HUD-handleGraceTimer","thread":"main"}},
        {"name":"thread_name","ph":"M","pid":1,"tid":2,"args":{"name":"graceTimer"}},
        {"name":"thread_sort_index","ph":"M","pid":1,"tid":2,"args":{"sort_index":2}},
        {"name":"graceTimer","cat":"timer","ph":"X","ts":0,"dur":100000,"pid":1,"tid":2,"args":{"id":"timer-graceTimer-1","outcome":"fired","due_ns":100000000,"late":false,"detail":"once, common modes"}},
        {"name":"fire graceTimer","cat":"timer","ph":"i","s":"t","ts":100000,"pid":1,"tid":2,"args":{}},
        {"name":"thread_name","ph":"M","pid":1,"tid":3,"args":{"name":"HUD.visible"}},
        {"name":"thread_sort_index","ph":"M","pid":1,"tid":3,"args":{"sort_index":3}},
        {"name":"HUD.visible","cat":"observable","ph":"X","ts":100000,"dur":100000,"pid":1,"tid":3,"args":{}},
        {"name":"thread_name","ph":"M","pid":1,"tid":4,"args":{"name":"expectations"}},
        {"name":"thread_sort_index","ph":"M","pid":1,"tid":4,"args":{"sort_index":4}},
        {"name":"PASS line 3: shown","cat":"expectation","ph":"i","s":"t","ts":100000,"pid":1,"tid":4,"args":{"id":"expectation-line-3","passed":true,"detail":""}}
        ],"displayTimeUnit":"ms"}

        """)
  }

  @Test("Chrome timestamps are exact microseconds; numbers become counters; late fires mark their due time")
  func chromeEvents() throws {
    let trace = renderTimeline(try F.hudInput(), as: .chromeTrace)
    let lines = trace.split(separator: "\n")
    // vsync 7 at 7/60 s = 116666666 ns, after the animation began at 0.3 s: 18 vsyncs later.
    #expect(lines.contains { $0.contains("\"ph\":\"C\"") && $0.contains("\"ts\":316666.666,") })
    #expect(lines.contains { $0.hasPrefix("{\"name\":\"HUD.visibleAlpha\",\"ph\":\"C\",\"ts\":0,") })
    #expect(
      lines.contains(
        "{\"name\":\"due minShowTimer\",\"cat\":\"timer\",\"ph\":\"i\",\"s\":\"t\",\"ts\":800000,\"pid\":1,\"tid\":5,\"args\":{}},"
      ))
    #expect(
      lines.contains {
        $0.contains("\"name\":\"tracking\",\"cat\":\"mode\",\"ph\":\"X\",\"ts\":600000,\"dur\":500000,")
      })
    let names = lines.filter { $0.contains("\"thread_name\"") }.count
    #expect(names == 1 + TimelineModel(try F.hudInput()).lanes.count + 1)
  }
}

@Suite("JSON values")
struct TimelineJSONValueTests {
  @Test("a displayed number has four decimals at most, exactly; the others stay numbers")
  func displayed() {
    let values: [TimelineJSONValue] = [
      .displayed(61.51980113983154), .displayed(50), .displayed(-0.00004), .displayed(-3.14159),
      .displayed(0.0012885293890948502), .displayed(2e30), .displayed(.infinity),
      TimelineJSONValue(displaying: .double(0.1 + 0.2)), TimelineJSONValue(displaying: .int(3)),
      TimelineJSONValue(displaying: .string("#2f6febff")), TimelineJSONValue(.double(0.1 + 0.2)),
    ]
    #expect(
      TimelineJSONValue.array(values).compact
        == ##"[61.5198,50,0,-3.1416,0.0013,2e+30,"inf",0.3,3,"#2f6febff",0.30000000000000004]"##)
  }

  @Test("compact and pretty print the same members in the same order")
  func printing() {
    let value = TimelineJSONValue.object([
      ("a", .array([.int(-1), .fixed(16_666_666, fractionDigits: 3), .bool(true), .null])),
      ("b", .object([("c", .string("x\"<"))])), ("d", .array([])),
    ])
    #expect(value.compact == #"{"a":[-1,16666.666,true,null],"b":{"c":"x\"\u003c"},"d":[]}"#)
    #expect(
      value.pretty == """
        {
          "a": [-1, 16666.666, true, null],
          "b": {"c": "x\\"\\u003c"},
          "d": []
        }

        """)
  }
}
