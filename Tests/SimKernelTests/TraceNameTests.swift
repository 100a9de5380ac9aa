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
