import Testing

@testable import SimKernel

/// The kernel's non-owning references and what holds what: each invariant
/// broken on purpose, to show the break is caught rather than read as
/// freed memory.
@Suite("Kernel lifetimes")
struct KernelLifetimeTests {
  @Test("a part of a kernel used after the kernel is released stops with a message, never reads freed memory")
  func partOutlivesKernel() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var loop: MainRunLoop?
      do {
        let kernel = Kernel()
        loop = kernel.mainRunLoop
      }
      _ = loop?.currentMode
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("a part of a simulation kernel was used after the kernel was released"))
  }

  @Test("parts used while their kernel lives work as ever")
  func partWhileKernelLives() throws {
    let kernel = Kernel()
    let loop = kernel.mainRunLoop
    var fired = false
    loop.schedule(at: .milliseconds(5), label: "a") { fired = true }
    try kernel.run(until: .milliseconds(10))
    #expect(fired)
    #expect(loop.currentMode == .default)
    kernel.tearDown()
  }

  @Test("a view whose superview is released has no superview (the superview clears the back reference)")
  func superviewReleased() {
    let kernel = Kernel()
    let child = kernel.view(label: "child")
    do {
      let parent = kernel.view(label: "parent")
      parent.addSubview(child)
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
    #expect(child.window == nil)
  }

  @Test("a block keeps what it captures alive: a timer's target runs after every other owner let it go")
  func blocksRetainWhatTheyCapture() throws {
    final class Target {
      var fired = 0
    }
    let kernel = Kernel()
    do {
      let target = Target()
      let timer = kernel.timer(interval: .milliseconds(10), repeats: false, label: "t") { _ in
        target.fired += 1
      }
      kernel.mainRunLoop.add(timer, forMode: .common)
      kernel.mainRunLoop.schedule(at: .milliseconds(20), label: "check") { #expect(target.fired == 1) }
    }
    try kernel.run(until: .milliseconds(30))
    kernel.tearDown()
  }
}
