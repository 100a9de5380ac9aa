import CallGraph
import Testing

@testable import SimKernel

/// What a callback's closure does itself — a timer made in an animation's
/// completion, before any method is entered — is the doing of the method
/// that made the closure, as the source analysis reads the closure as part
/// of that method; what no method can be said to do is kept, so that
/// `scholia check` fails on it rather than count nothing as missing.
@Suite("Call recorder: closures and unattributed time sources")
struct CallRecorderClosureTests {
  @Test("a timer made in an animation's completion is scheduled by the method that made the completion")
  func timerInCompletion() throws {
    let kernel = Kernel()
    let recorder = kernel.recordCallEdges()
    kernel.reportCall(object: "Host", method: "show()")
    kernel.animate(
      label: "fadeIn", duration: .milliseconds(200), animations: {},
      completion: { _ in
        let timer = kernel.timer(interval: .seconds(1), repeats: false, label: "hideTimer") { _ in
          kernel.reportCall(object: "Host", method: "hide()")
          kernel.reportReturn()
        }
        kernel.mainRunLoop.add(timer, forMode: .common)
      })
    kernel.reportReturn()
    try kernel.run(until: .seconds(2))
    let timer = CallNode.timeSource(owner: "Host", label: "hideTimer")
    #expect(
      recorder.edges.contains(CallRecorder.Edge(from: .method("Host.show()"), to: timer, kind: .schedules)))
    #expect(recorder.edges.contains(CallRecorder.Edge(from: timer, to: .method("Host.hide()"), kind: .fires)))
    #expect(recorder.unattributed.isEmpty)
  }

  @Test("a timer made where no method runs, and made in a timer's block, is unattributed")
  func unattributedTimers() throws {
    let kernel = Kernel()
    let recorder = kernel.recordCallEdges()
    let first = kernel.timer(interval: .seconds(1), repeats: false, label: "stray") { _ in
      let second = kernel.timer(interval: .seconds(1), repeats: false, label: "fromBlock") { _ in }
      kernel.mainRunLoop.add(second, forMode: .common)
    }
    kernel.mainRunLoop.add(first, forMode: .common)
    try kernel.run(until: .seconds(3))
    #expect(recorder.unattributed == ["stray", "fromBlock"])
    #expect(!recorder.edges.contains { $0.kind == .schedules })
  }
}
