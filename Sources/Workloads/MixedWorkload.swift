import SimKernel

/// A workload that touches every part of the kernel at once, used to prove
/// that the native and WebAssembly builds give the same trace.
///
/// Each round lasts one virtual second and contains: timers in each mode
/// (one-shot, repeating, self-rescheduling, invalidated from inside other
/// callbacks), a scroll drag that starves default-mode work, main-queue and
/// `asyncAfter` hops that tie with timers, background work on a concurrent
/// and a serial queue posting back to main, delayed performs with
/// cancellation, two display links (one paused and resumed), observers on
/// both sides of Core Animation's commit, and replica-style call and value
/// reports. It is deterministic: no randomness, only arithmetic on the
/// round number.
public enum MixedWorkload {
  /// About 250 trace records per round; the default of 8 rounds gives
  /// well over 1,000.
  public static let defaultRounds = 8

  /// Runs `rounds` rounds on a new kernel and returns it, with its trace.
  public static func run(
    rounds: Int = defaultRounds, limits: RunLimits = .standard
  ) throws(KernelError) -> Kernel {
    let kernel = Kernel(limits: limits)
    let driver = Driver(kernel: kernel)
    driver.install()
    for round in 0..<rounds {
      driver.scheduleRound(round)
    }
    do throws(KernelError) {
      try kernel.run(until: .seconds(Int64(rounds)) + .milliseconds(500))
    } catch {
      kernel.tearDown()
      throw error
    }
    driver.finish()
    try kernel.runUntilIdle()
    kernel.tearDown()
    return kernel
  }
}

/// The workload's moving parts; a class so that callbacks can share state.
private final class Driver {
  let kernel: Kernel
  let serial: BackgroundQueue
  var progressLink: DisplayLink?
  var slowLink: DisplayLink?
  var pendingObserver: RunLoopObserver?
  var poll = WeakTimer()
  var pollCount = 0
  var progress: Int64 = 0
  var frameCount = 0

  init(kernel: Kernel) {
    self.kernel = kernel
    self.serial = kernel.serialQueue(label: "serial")
  }

  /// Observers and display links that live for the whole run.
  func install() {
    let pending = kernel.observer(
      label: "pendingList", activities: [.beforeWaiting, .exit], repeats: true, order: 1_999_999
    ) { _, _ in
      if self.kernel.coreAnimation.hasPendingWork {
        self.kernel.reportCall(object: "Animator", method: "flushPending")
      }
    }
    kernel.mainRunLoop.add(pending, forMode: .common)
    pendingObserver = pending

    let modes = kernel.observer(
      label: "modeWatcher", activities: [.entry, .exit], repeats: true, order: 0
    ) { _, activity in
      self.kernel.reportValue(
        object: "RunLoop", property: activity.name, value: .string(self.kernel.mainRunLoop.currentMode.name))
    }
    kernel.mainRunLoop.add(modes, forMode: .common)

    let progressLink = kernel.displayLink(label: "progressLink") { link in
      self.frameCount += 1
      if self.frameCount % 6 == 0 {
        self.progress += 1
        self.kernel.reportValue(object: "HUD", property: "progress", value: .int(self.progress))
      }
      if self.frameCount % 20 == 0 {
        self.kernel.coreAnimation.addCommitHandler {
          self.kernel.reportValue(
            object: "HUD.layer", property: "timestamp", value: .time(link.timestamp))
        }
      }
    }
    progressLink.add(to: kernel.mainRunLoop, forMode: .default)
    self.progressLink = progressLink

    let slowLink = kernel.displayLink(label: "slowLink") { link in
      self.kernel.reportValue(
        object: "Spinner", property: "angle",
        value: .double(Double(link.timestamp.nanoseconds % 1_000_000_000) / 1e9 * 6.25))
    }
    slowLink.preferredFramesPerSecond = 30
    slowLink.add(to: kernel.mainRunLoop, forMode: .common)
    self.slowLink = slowLink
  }

  /// Schedules the actions of one round, starting at `round` seconds.
  func scheduleRound(_ round: Int) {
    let start = VirtualTime.seconds(Int64(round))
    let loop = kernel.mainRunLoop

    loop.schedule(at: start, label: "showTap") {
      self.kernel.reportCall(object: "HUD", method: "showAnimated:")
      self.startShowTimers(round: round)
      self.kernel.coreAnimation.addCommitHandler {
        self.kernel.reportValue(object: "HUD", property: "alpha", value: .double(1.0))
      }
    }

    // A timer and an asyncAfter block due at the same instant: the one
    // scheduled first runs first.
    loop.schedule(at: start + .milliseconds(100), label: "tieSetup") {
      let due = VirtualDuration.milliseconds(150)
      if round % 2 == 0 {
        self.kernel.mainQueue.asyncAfter(delay: due, label: "tieBlock") {
          self.kernel.reportCall(object: "Tie", method: "block")
        }
        self.oneShot(due, label: "tieTimer", modes: .common) {
          self.kernel.reportCall(object: "Tie", method: "timer")
        }
      } else {
        self.oneShot(due, label: "tieTimer", modes: .common) {
          self.kernel.reportCall(object: "Tie", method: "timer")
        }
        self.kernel.mainQueue.asyncAfter(delay: due, label: "tieBlock") {
          self.kernel.reportCall(object: "Tie", method: "block")
        }
      }
    }

    // A scroll drag from 0.3 s to 0.55 s: default-mode work waits.
    loop.schedule(at: start + .milliseconds(300), label: "dragBegin") {
      self.kernel.mainRunLoop.switchMode(to: .tracking)
      self.oneShot(.milliseconds(50), label: "trackingOnly", modes: .tracking) {
        self.kernel.reportCall(object: "ScrollView", method: "scrollViewDidScroll:")
      }
    }
    loop.schedule(at: start + .milliseconds(550), label: "dragEnd") {
      self.kernel.mainRunLoop.switchMode(to: .default)
    }

    // A default-mode one-shot due inside the drag fires late, at its end.
    loop.schedule(at: start + .milliseconds(250), label: "arm") {
      let due = self.kernel.now + .milliseconds(100)
      self.kernel.scheduledTimer(interval: .milliseconds(100), repeats: false, label: "starved") {
        _ in
        self.kernel.reportValue(
          object: "Starved", property: "lateBy", value: .duration(self.kernel.now - due))
      }
      self.kernel.mainRunLoop.perform(
        "hideDelayed:", target: self, targetLabel: "HUD", object: .bool(true),
        afterDelay: .milliseconds(120)
      ) {
        self.kernel.reportCall(object: "HUD", method: "hideDelayed:")
      }
    }

    // Background work: a concurrent task and two serial ones post back.
    loop.schedule(at: start + .milliseconds(400), label: "work") {
      self.kernel.globalQueue.async(label: "download", duration: .milliseconds(220)) {

        self.kernel.reportCall(object: "Task", method: "finished")
        self.kernel.mainQueue.async(label: "cleanUp") {
          self.kernel.reportCall(object: "HUD", method: "cleanUp")
        }
      }
      for part in 0..<2 {
        self.serial.async(label: "part\(part)", duration: .milliseconds(90)) {
          self.kernel.mainQueue.async(label: "partDone\(part)") {
            self.kernel.reportValue(object: "Task", property: "partsDone", value: .int(Int64(part + 1)))
          }
        }
      }
    }

    // Pause and resume the progress link.
    loop.schedule(at: start + .milliseconds(700), label: "pause") {
      self.progressLink?.isPaused = true
    }
    loop.schedule(at: start + .milliseconds(780), label: "resume") {
      self.progressLink?.isPaused = false
    }

    // A one-shot observer for the next wake-up.
    loop.schedule(at: start + .milliseconds(800), label: "observeOnce") {
      let once = self.kernel.observer(
        label: "once", activities: [.afterWaiting], repeats: false, order: 10
      ) { _, _ in
        self.kernel.reportCall(object: "Observer", method: "once")
      }
      self.kernel.mainRunLoop.add(once, forMode: .default)
    }

    // Cancel this round's delayed perform half the time before it fires.
    if round % 2 == 1 {
      loop.schedule(at: start + .milliseconds(260), label: "cancel") {
        self.kernel.mainRunLoop.cancelPreviousPerformRequests(withTarget: self)
      }
    }
  }

  /// The HUD-like timers of a round: a grace timer that invalidates the
  /// pending min-show timer, a repeating poll that reschedules a follow-up
  /// and invalidates itself after four fires.
  func startShowTimers(round: Int) {
    let minShow = kernel.timer(interval: .milliseconds(600), repeats: false, label: "minShowTimer") {
      _ in
      self.kernel.reportCall(object: "HUD", method: "handleMinShowTimer:")
    }
    kernel.mainRunLoop.add(minShow, forMode: .common)
    let grace = kernel.timer(interval: .milliseconds(50), repeats: false, label: "graceTimer") {
      _ in
      self.kernel.reportCall(object: "HUD", method: "handleGraceTimer:")
      if round % 3 == 0 { minShow.invalidate() }
    }
    kernel.mainRunLoop.add(grace, forMode: .common)

    poll.value?.invalidate()
    pollCount = 0
    let pollTimer = kernel.timer(interval: .milliseconds(125), repeats: true, label: "poll") {
      timer in
      self.pollCount += 1
      self.kernel.reportValue(object: "Poll", property: "count", value: .int(Int64(self.pollCount)))
      if self.pollCount == 2 { self.reschedule(step: 0) }
      if self.pollCount == 4 { timer.invalidate() }
    }
    kernel.mainRunLoop.add(pollTimer, forMode: .default)
    poll = WeakTimer(pollTimer)
  }

  /// A one-shot timer that schedules its own successor three times.
  func reschedule(step: Int) {
    oneShot(.milliseconds(40), label: "chain\(step)", modes: .common) {
      if step < 2 { self.reschedule(step: step + 1) }
    }
  }

  func oneShot(
    _ interval: VirtualDuration, label: String, modes: RunLoopModes, _ body: @escaping () -> Void
  ) {
    let timer = kernel.timer(interval: interval, repeats: false, label: label) { _ in body() }
    kernel.mainRunLoop.add(timer, forMode: modes)
  }

  /// Stops the display links so that the kernel can go idle.
  func finish() {
    progressLink?.invalidate()
    slowLink?.invalidate()
    pendingObserver?.invalidate()
  }
}
