import CallGraph
import Diagnostics
import GraphCheck
import Replicas
import SimKernel
import SourceAnalysis
import Testing

/// Pop's animator runs its pending list from a run-loop observer and its
/// frames from a display link: both are time sources the analysis reads
/// from the code (`kernel.observer`, `kernel.displayLink`), and a run of
/// a spring added to a view takes only edges the static graph has.
@Suite("Pop's call graph, static and dynamic")
struct PopGraphCheckTests {
  static let owner = "POPAnimator"
  static let observer = CallNode.timeSource(owner: owner, label: "pendingListObserver")
  static let displayLink = CallNode.timeSource(owner: owner, label: "displayLink")

  /// A spring on a view's alpha, added at 0.1 s and run to rest, with the
  /// call edges the run took.
  static func springRun() throws -> [CallRecorder.Edge] {
    let kernel = Kernel()
    let recorder = kernel.recordCallEdges()
    let window = kernel.window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    kernel.keyWindow = window
    let box = kernel.view(label: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(box)
    kernel.mainRunLoop.schedule(at: .milliseconds(100), label: "add") {
      let spring = POPSpringAnimation(kernel: kernel, propertyNamed: POPAnimatableProperty.viewAlpha)
      spring.toValue = POPVector([0.2])
      POPAnimator.shared(kernel).addAnimation(spring, forObject: box, key: "fade")
    }
    try kernel.run(until: .seconds(5))
    #expect(POPAnimator.shared(kernel).isDisplayLinkPaused, "the spring did not come to rest in 5 s")
    return recorder.edges
  }

  @Test("the pending list's observer is scheduled, fires processPendingList and is invalidated")
  func observerEdges() {
    let edges = ReplicaSources.index.edges
    func has(_ from: CallNode, _ to: CallNode, _ kind: CallEdgeKind) -> Bool {
      edges.contains { $0.from == from && $0.to == to && $0.kind == kind }
    }
    let method = { (name: String) in CallNode.method(Self.owner + "." + name) }
    #expect(has(method("scheduleProcessPendingList()"), Self.observer, .schedules))
    #expect(has(Self.observer, method("processPendingList()"), .fires))
    #expect(has(method("clearPendingListObserver()"), Self.observer, .invalidates))
    #expect(has(method("init(kernel:)"), Self.displayLink, .schedules))
    #expect(has(Self.displayLink, method("render()"), .fires))
    #expect(!has(method("scheduleProcessPendingList()"), method("processPendingList()"), .call))
    let source = ReplicaSources.index.timeSources.first { $0.node == Self.observer }
    #expect(source?.kind == .observer)
    #expect(source?.property == "POPAnimator.pendingListObserver")
  }

  @Test("a spring run to rest takes only edges the static graph has, the observer's among them")
  func springRunPasses() throws {
    let edges = try Self.springRun()
    #expect(edges.contains { $0.from == Self.observer && $0.kind == .fires })
    #expect(edges.contains { $0.from == Self.displayLink && $0.kind == .fires })
    #expect(edges.contains { $0.to == Self.observer && $0.kind == .invalidates })
    let findings = GraphCheck(index: ReplicaSources.index).check(edges, source: "pop spring")
    #expect(findings.isEmpty, "\(findings.map { $0.rendered }.joined(separator: "\n"))")
  }

  @Test("an observer hidden from the analysis fails the check at its fires edge")
  func hiddenObserverFails() throws {
    let hidden = try ReplicaSources.index(
      replacing: "kernel.observer(", with: "kernel.hiddenObserver(", in: "Pop/POPAnimator.swift")
    let findings = GraphCheck(index: hidden).check(try Self.springRun(), source: "pop spring")
    #expect(findings.contains { $0.message.contains("'timer:POPAnimator.pendingListObserver' → ") })
  }
}
