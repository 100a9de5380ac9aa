import SimKernel
import Testing

/// What UIKit calls on a view, as docs/engine.md ("Views: layout, drawing
/// and moving between superviews") says the engine calls it.
@Suite("View hooks")
struct ViewHookTests {
  final class Probe: SimView {
    var log: [String] = []

    override func willMove(toSuperview newSuperview: SimView?) {
      log.append("willMove " + (newSuperview.map { $0.ref.label } ?? "nil"))
    }

    override func layoutSubviews() {
      log.append("layout at \(kernel.now.secondsText)")
    }

    override func draw() {
      log.append("draw at \(kernel.now.secondsText)")
    }
  }

  @Test(
    "willMove(toSuperview:) comes before joining and before leaving; moving within one superview calls nothing"
  )
  func willMove() {
    let kernel = Kernel()
    let parent = kernel.view(label: "parent")
    let probe = Probe(kernel: kernel, label: "probe")
    parent.addSubview(probe)
    parent.insertSubview(probe, at: 0)
    probe.removeFromSuperview()
    #expect(probe.log == ["willMove parent", "willMove nil"])
  }

  @Test("setNeedsLayout lays out once, at the next commit, however often it is asked")
  func layout() throws {
    let kernel = Kernel()
    let probe = Probe(kernel: kernel, label: "probe")
    kernel.mainRunLoop.schedule(at: .milliseconds(100), label: "ask") {
      probe.setNeedsLayout()
      probe.setNeedsLayout()
      #expect(probe.log.isEmpty)
    }
    try kernel.run(until: .milliseconds(200))
    #expect(probe.log == ["layout at 0.1"])
  }

  @Test("setNeedsDisplay outside a window draws at the first commit after the view is put in one")
  func drawWaitsForAWindow() throws {
    let kernel = Kernel()
    let window = kernel.window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let container = kernel.view(label: "container")
    let probe = Probe(kernel: kernel, label: "probe")
    container.addSubview(probe)
    kernel.mainRunLoop.schedule(at: .milliseconds(100), label: "ask") { probe.setNeedsDisplay() }
    kernel.mainRunLoop.schedule(at: .milliseconds(500), label: "show") { window.addSubview(container) }
    try kernel.run(until: .milliseconds(1000))
    #expect(probe.log == ["willMove container", "draw at 0.5"])
  }
}
