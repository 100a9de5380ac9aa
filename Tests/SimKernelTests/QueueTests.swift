import SimKernel
import Testing

@Suite("Queues and threads")
struct QueueTests {
  @Test("background work takes its duration off the main thread, then posts back")
  func backgroundPostsBack() throws {
    let kernel = Kernel()
    kernel.mainRunLoop.schedule(at: at(100), label: "start") {
      kernel.globalQueue.async(label: "download", duration: ms(300)) {
        kernel.reportCall(object: "Task", method: "finished")
        kernel.mainQueue.async(label: "done") {
          kernel.reportCall(object: "HUD", method: "hide")
        }
      }
    }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel).filter { !$0.contains("source.") } == [
        "0.1 background.start download#2 queue=global start=0.1 end=0.4",
        "0.4 background.finish download#2 queue=global",
        "0.4 call Task.finished thread=global",
        "0.4 queue.enqueue done#3 queue=main due=0.4 from=global",
        "0.4 queue.run done#3 queue=main",
        "0.4 call HUD.hide thread=main",
      ])
  }

  @Test("a serial queue runs one block after another; a concurrent queue runs them together")
  func serialVersusConcurrent() throws {
    let kernel = Kernel()
    let serial = kernel.serialQueue(label: "serial")
    for index in 0..<2 {
      serial.async(label: "s\(index)", duration: ms(100)) {}
      kernel.globalQueue.async(label: "c\(index)", duration: ms(100)) {}
    }
    kernel.detachNewThread(label: "thread", duration: ms(50)) {
      kernel.reportCall(object: "Worker", method: "main")
    }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["background.finish", "call"]) == [
        "0.05 background.finish thread#5 queue=thread",
        "0.05 call Worker.main thread=thread",
        "0.1 background.finish s0#1 queue=serial",
        "0.1 background.finish c0#2 queue=global",
        "0.1 background.finish c1#4 queue=global",
        "0.2 background.finish s1#3 queue=serial",
      ])
  }

  @Test("performSelectorOnMainThread from a background thread runs as a source")
  func performOnMainThread() throws {
    final class HUD {}
    let hud = HUD()
    let kernel = Kernel()
    kernel.detachNewThread(label: "worker", duration: ms(200)) {
      kernel.mainRunLoop.performOnMainThread("cleanUp", target: hud, targetLabel: "HUD") {
        kernel.reportCall(object: "HUD", method: "cleanUp")
      }
    }
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["perform.schedule", "perform.fire", "call"]) == [
        "0.2 perform.schedule HUD.cleanUp#2 due=0.2 modes=common",
        "0.2 perform.fire HUD.cleanUp#2",
        "0.2 call HUD.cleanUp thread=main",
      ])
  }

  @Test("negative delays and durations count as zero")
  func negativeDelays() throws {
    let kernel = Kernel()
    try kernel.run(until: at(100))
    kernel.mainQueue.asyncAfter(delay: ms(-50), label: "past") {}
    kernel.globalQueue.async(label: "instant", duration: ms(-1)) {}
    try kernel.runUntilIdle()
    #expect(
      lines(kernel, kinds: ["queue.run", "background.finish"]) == [
        "0.1 queue.run past#1 queue=main",
        "0.1 background.finish instant#2 queue=global",
      ])
  }
}
