import SimKernel
import Testing

@Suite("Views and UIView animations")
struct AnimationTests {
  func scene() -> (Kernel, SimView, SimView) {
    let kernel = Kernel()
    let window = kernel.window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let bezel = kernel.view(label: "bezel", frame: Rect(x: 110, y: 190, width: 100, height: 100))
    window.addSubview(bezel)
    bezel.alpha = 0
    return (kernel, window, bezel)
  }

  @Test("the model value changes at once; the presentation follows; the completion runs at the end")
  func fadeIn() throws {
    let (kernel, _, bezel) = scene()
    var completions: [(VirtualTime, Bool)] = []
    kernel.mainRunLoop.schedule(at: at(100), label: "show") {
      kernel.animate(
        label: "animateIn", duration: ms(300), curve: .criticallyDampedSpring(initialVelocity: 0),
        beginFromCurrentState: true, animations: { bezel.alpha = 1 },
        completion: { completions.append((kernel.now, $0)) })
      #expect(bezel.alpha == 1)
      #expect(bezel.presentationValue(.alpha) == 0)
    }
    try kernel.run(until: at(250))
    let midway = bezel.presentationValue(.alpha)
    #expect(midway > 0.9 && midway < 1)
    try kernel.runUntilIdle()
    #expect(completions.count == 1)
    #expect(completions.first?.0 == at(400))
    #expect(completions.first?.1 == true)
    let samples = lines(kernel, kinds: ["present"])
    #expect(samples.first == "0.1 present bezel#2.alpha value=0.0")
    #expect(samples.last == "0.4 present bezel#2.alpha value=1.0")
    // The first sample, one per vsync from 7/60 s to 23/60 s, and the end.
    #expect(samples.count == 19)
    #expect(
      lines(kernel, kinds: ["animation.begin", "animation.end"]) == [
        "0.1 animation.begin animateIn#5 view=bezel#2 property=alpha from=0.0 to=1.0 duration=0.3 delay=0 curve=spring(damping=1,velocity=0.0)",
        "0.4 animation.end animateIn#5 finished=true",
      ])
  }

  @Test("removeAllAnimations stops where it is; the completion gets false, asynchronously")
  func interrupted() throws {
    let (kernel, _, bezel) = scene()
    var log: [String] = []
    kernel.mainRunLoop.schedule(at: at(0), label: "show") {
      kernel.animate(label: "in", duration: ms(300), animations: { bezel.alpha = 1 }) { finished in
        log.append("completion \(finished) at \(kernel.now.secondsText)")
      }
    }
    kernel.mainRunLoop.schedule(at: at(150), label: "stop") {
      bezel.removeAllAnimations()
      log.append("removed")
    }
    try kernel.runUntilIdle()
    #expect(log == ["removed", "completion false at 0.15"])
    #expect(bezel.presentationValue(.alpha) == 1)
  }

  @Test("a new animation from the current state replaces a running one")
  func replaced() throws {
    let (kernel, _, bezel) = scene()
    var log: [String] = []
    kernel.mainRunLoop.schedule(at: at(0), label: "show") {
      kernel.animate(label: "in", duration: ms(300), curve: .linear, animations: { bezel.alpha = 1 }) {
        log.append("in \($0) at \(kernel.now.secondsText)")
      }
    }
    kernel.mainRunLoop.schedule(at: at(150), label: "hide") {
      kernel.animate(
        label: "out", duration: ms(300), curve: .linear, beginFromCurrentState: true,
        animations: { bezel.alpha = 0 }
      ) { log.append("out \($0) at \(kernel.now.secondsText)") }
    }
    try kernel.runUntilIdle()
    #expect(log == ["in false at 0.15", "out true at 0.45"])
    #expect(
      lines(kernel, kinds: ["animation.begin"]).last
        == "0.15 animation.begin out#8 view=bezel#2 property=alpha from=0.5 to=0.0 duration=0.3 delay=0 curve=linear"
    )
  }

  @Test("a block that animates nothing completes asynchronously; a zero duration synchronously")
  func degenerate() throws {
    let (kernel, _, bezel) = scene()
    var log: [String] = []
    kernel.mainRunLoop.schedule(at: at(10), label: "go") {
      kernel.animate(label: "noop", duration: ms(300), animations: { bezel.alpha = 0 }) {
        log.append("noop \($0)")
      }
      kernel.animate(label: "instant", duration: .zero, animations: { bezel.alpha = 1 }) {
        log.append("instant \($0)")
      }
      log.append("end of call")
    }
    try kernel.runUntilIdle()
    #expect(log == ["instant true", "end of call", "noop true"])
  }

  @Test("a non-animated set changes the model but lets a running animation finish")
  func modelSetDuringAnimation() throws {
    let (kernel, _, bezel) = scene()
    var finishedAt: VirtualTime?
    kernel.mainRunLoop.schedule(at: at(0), label: "show") {
      kernel.animate(label: "in", duration: ms(300), animations: { bezel.alpha = 1 }) { _ in
        finishedAt = kernel.now
      }
    }
    kernel.mainRunLoop.schedule(at: at(100), label: "snap") { bezel.alpha = 0.5 }
    try kernel.runUntilIdle()
    #expect(finishedAt == at(300))
    #expect(bezel.alpha == 0.5)
    #expect(bezel.presentationValue(.alpha) == 0.5)
  }

  @Test("visible alpha multiplies presentation alphas up to a window")
  func visibleAlpha() {
    let (kernel, window, bezel) = scene()
    let hud = kernel.view(label: "hud")
    window.addSubview(hud)
    hud.addSubview(bezel)
    hud.alpha = 0.5
    bezel.alpha = 0.5
    #expect(bezel.visibleAlpha == 0.25)
    hud.isHidden = true
    #expect(bezel.visibleAlpha == 0)
    hud.isHidden = false
    hud.removeFromSuperview()
    #expect(bezel.visibleAlpha == 0)
    #expect(bezel.window == nil)
    #expect(bezel.superview === hud)
  }

  @Test("subviews: add on top, insert at an index, bring to front, remove")
  func viewTree() {
    let (kernel, window, bezel) = scene()
    let a = kernel.view(label: "a")
    let b = kernel.view(label: "b")
    window.addSubview(a)
    window.insertSubview(b, at: 0)
    #expect(window.subviews.map(\.ref.label) == ["b", "bezel", "a"])
    window.bringSubviewToFront(b)
    #expect(window.subviews.map(\.ref.label) == ["bezel", "a", "b"])
    a.addSubview(bezel)
    #expect(window.subviews.map(\.ref.label) == ["a", "b"])
    #expect(bezel.superview === a)
    b.removeFromSuperview()
    #expect(window.subviews.map(\.ref.label) == ["a"])
    #expect(b.superview == nil)
  }

  @Test("the critically damped spring and the ease curves hit their ends and move monotonically")
  func curves() {
    for curve in [
      AnimationCurve.linear, .easeInOut, .easeIn, .easeOut, .criticallyDampedSpring(initialVelocity: 0),
    ] {
      var previous = 0.0
      for step in 0...30 {
        let value = curve.fraction(at: Double(step) / 30, duration: ms(300))
        #expect(value >= previous - 1e-12, "\(curve.name) goes back at step \(step)")
        previous = value
      }
      #expect(curve.fraction(at: 0, duration: ms(300)) == 0)
      #expect(curve.fraction(at: 1, duration: ms(300)) == 1)
    }
    let nearEnd = AnimationCurve.criticallyDampedSpring(initialVelocity: 0).fraction(
      at: 0.999_999, duration: ms(300))
    #expect(nearEnd > 0.998)
    #expect(abs(AnimationCurve.easeInOut.fraction(at: 0.5, duration: ms(300)) - 0.5) < 1e-9)
  }
}
