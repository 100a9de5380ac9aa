import SimKernel
import Testing

@Suite("Names in the trace")
struct TraceNameTests {
  @Test("a method's name is made once per kernel: every call of it gets the same text")
  func methodNames() {
    let kernel = Kernel()
    let first = kernel.methodName("hideAnimated(_:afterDelay:)")
    let again = kernel.methodName("hideAnimated(_:afterDelay:)")
    #expect(first == "hideAnimated(_:afterDelay:)")
    #expect(TraceName.same(first, again))
    #expect(kernel.methodName("showAnimated(_:)") == "showAnimated(_:)")
    #expect(kernel.methodName(#function) == "methodNames()")
  }

  @Test("names compare by their bytes, whether they share storage or not")
  func comparisons() {
    let shared = "POPDecayAnimation.advanceTime(_:_:)"
    let copy = String(decoding: Array(shared.utf8), as: UTF8.self)
    #expect(TraceName.same(shared, shared))
    #expect(TraceName.same(shared, copy))
    #expect(!TraceName.same(shared, "POPDecayAnimation.advanceTime(_:_:"))
    #expect(TraceName.starts(shared, with: "POPDecayAnimation"))
    #expect(!TraceName.starts(shared, with: "POPSpringAnimation"))
    #expect(TraceName.ends(shared, with: "(_:_:)"))
    #expect(TraceName(shared) == TraceName(copy))
    // Small strings (held in the value itself) and equal lengths.
    #expect(TraceName.same("aX", String(decoding: Array("aX".utf8), as: UTF8.self)))
    #expect(!TraceName.same("aX", "aY"))
    #expect(!TraceName.same("", "a"))
    #expect(TraceName.same("", ""))
  }

  @Test("a table finds each name in its scope, however the lookups are ordered")
  func table() {
    var table = TraceNameTable<Int>()
    #expect(table.value(for: "isDone()", in: "POPAnimation") == nil)
    table.insert(1, for: "isDone()", in: "POPAnimation")
    table.insert(2, for: "isDone()", in: "POPDecayAnimation")
    table.insert(3, for: "render()", in: "POPAnimator")
    table.insert(4, for: "render()")
    let rebuilt = String(decoding: Array("isDone()".utf8), as: UTF8.self)
    // A frame's order, twice (the second time from the remembered order),
    // then out of order, then names the table does not hold.
    let frame = [
      ("render()", "POPAnimator", 3), ("isDone()", "POPAnimation", 1), ("isDone()", "POPDecayAnimation", 2),
    ]
    for (name, scope, value) in frame + frame {
      #expect(table.value(for: name, in: scope) == value)
    }
    #expect(table.value(for: rebuilt, in: "POPDecayAnimation") == 2)
    #expect(table.value(for: "render()") == 4)
    #expect(table.value(for: "render()", in: "POPAnimator") == 3)
    #expect(table.value(for: "isDone()", in: "POPAnimator") == nil)
    #expect(table.value(for: "render()", in: "POPAnimation") == nil)
    #expect(table.value(for: "isDone()") == nil)
  }

  @Test("fixed-point text is exact, without trailing zeros, for any number of digits")
  func fixedPoint() {
    #expect(FixedPoint.text(1_500, fractionDigits: 3) == "1.5")
    #expect(FixedPoint.text(-7, fractionDigits: 3) == "-0.007")
    #expect(FixedPoint.text(116_666_666, fractionDigits: 9) == "0.116666666")
    #expect(FixedPoint.text(5_000_000_000, fractionDigits: 9) == "5")
    #expect(FixedPoint.text(0, fractionDigits: 4) == "0")
    #expect(FixedPoint.text(-120, fractionDigits: 1) == "-12")
    #expect(FixedPoint.text(Int64.min, fractionDigits: 0) == "-9223372036854775808")
    var bytes = Array("x=".utf8)
    FixedPoint.append(42, to: &bytes)
    FixedPoint.appendDecimal(7, to: &bytes)
    #expect(bytes == Array("x=427".utf8))
  }

  @Test("the bytes before the first of a byte: a method's base name")
  func countBefore() {
    let open = UInt8(ascii: "(")
    #expect(TraceName.count(of: "hideAnimated(_:afterDelay:)", before: open) == 12)
    #expect(TraceName.count(of: "finished", before: open) == 8)
    #expect(TraceName.count(of: "(", before: open) == 0)
    #expect(TraceName.count(of: "", before: open) == 0)
    #expect(TraceName.count(of: "é(x)", before: open) == 2)
  }

  @Test("the records taken from a trace are the run's; the trace goes on empty")
  func takeRecords() throws {
    let kernel = Kernel()
    kernel.note("one")
    kernel.note("two")
    let taken = kernel.trace.takeRecords()
    #expect(taken.map(\.seq) == [1, 2])
    #expect(kernel.trace.records.isEmpty)
    kernel.note("after")
    #expect(kernel.trace.records.count == 1)
    #expect(taken.count == 2)
  }
}
