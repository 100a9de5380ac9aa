import SimKernel
import Testing

@Suite("Display link")
struct DisplayLinkTests {
  @Test("frames fall on exact vsyncs; pause skips them; resume takes the next vsync")
  func pauseAndResume() throws {
    let kernel = Kernel()
    let link = kernel.displayLink(label: "progress") { _ in }
    link.add(to: kernel.mainRunLoop, forMode: .common)
    kernel.mainRunLoop.schedule(at: at(40), label: "pause") { link.isPaused = true }
    kernel.mainRunLoop.schedule(at: at(100), label: "resume") { link.isPaused = false }
    kernel.mainRunLoop.schedule(at: at(150), label: "stop") { link.invalidate() }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["displaylink.frame", "displaylink.pause", "displaylink.invalidate"]) == [
        "0.016666666 displaylink.frame progress#1 timestamp=0.016666666 target=0.033333333",
        "0.033333333 displaylink.frame progress#1 timestamp=0.033333333 target=0.05",
        "0.04 displaylink.pause progress#1 paused=true",
        "0.1 displaylink.pause progress#1 paused=false",
        "0.116666666 displaylink.frame progress#1 timestamp=0.116666666 target=0.133333333",
        "0.133333333 displaylink.frame progress#1 timestamp=0.133333333 target=0.15",
        "0.15 displaylink.invalidate progress#1",
      ])
    #expect(kernel.frames == 4)
    #expect(link.timestamp == VirtualTime(nanoseconds: 133_333_333))
    #expect(link.duration == VirtualDuration(nanoseconds: 16_666_666))
  }

  @Test("a 30 fps link takes every other vsync of a 60 Hz display")
  func halfRate() throws {
    let kernel = Kernel()
    let link = kernel.displayLink(label: "slow") { _ in }
    link.preferredFramesPerSecond = 30
    link.add(to: kernel.mainRunLoop, forMode: .common)
    try kernel.run(until: at(100))
    link.invalidate()
    #expect(
      lines(kernel, kinds: ["displaylink.frame"]) == [
        "0.033333333 displaylink.frame slow#1 timestamp=0.033333333 target=0.066666666",
        "0.066666666 displaylink.frame slow#1 timestamp=0.066666666 target=0.1",
        "0.1 displaylink.frame slow#1 timestamp=0.1 target=0.133333333",
      ])
  }

  @Test("a default-mode link misses the frames of a drag and is never late")
  func defaultModeLinkDuringTracking() throws {
    let kernel = Kernel()
    let link = kernel.displayLink(label: "refresh") { _ in }
    link.add(to: kernel.mainRunLoop, forMode: .default)
    kernel.mainRunLoop.schedule(at: at(20), label: "dragBegin") {
      kernel.mainRunLoop.switchMode(to: .tracking)
    }
    kernel.mainRunLoop.schedule(at: at(60), label: "dragEnd") { kernel.mainRunLoop.switchMode(to: .default) }
    try kernel.run(until: at(90))
    link.invalidate()
    #expect(
      lines(kernel, kinds: ["displaylink.frame"]).map { String($0.prefix(while: { $0 != " " })) } == [
        "0.016666666", "0.066666666", "0.083333333",
      ])
  }

  @Test("a display link is callable at 120 Hz")
  func refreshRate() throws {
    let kernel = Kernel(displayRefreshRate: 120)
    var stamps: [VirtualTime] = []
    let link = kernel.displayLink(label: "fast") { stamps.append($0.timestamp) }
    link.add(to: kernel.mainRunLoop, forMode: .common)
    try kernel.run(until: at(25))
    link.invalidate()
    #expect(
      stamps == [
        VirtualTime(nanoseconds: 8_333_333), VirtualTime(nanoseconds: 16_666_666),
        VirtualTime(nanoseconds: 25_000_000),
      ])
  }
}
