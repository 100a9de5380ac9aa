/// The screen's vsync, the one run-loop source behind every display link.
///
/// Vsync `k` falls at `k × 1 s / refreshRate`, rounded down to the
/// nanosecond, so frames never drift. Core Animation serves all display
/// links of a run loop from one source; likewise the display puts a single
/// vsync on the agenda, and only while some link is active in the current
/// mode. A link that cannot run in the current mode misses frames; frames
/// are never delivered late.
public final class Display {
  public let refreshRate: Int
  unowned(unsafe) let kernel: Kernel
  var links: [DisplayLink] = []
  /// The agenda entry of the next vsync, while one is armed.
  var armedKey: AgendaKey?

  init(kernel: Kernel, refreshRate: Int) {
    self.kernel = kernel
    self.refreshRate = refreshRate
  }

  public func vsyncTime(_ index: Int64) -> VirtualTime {
    VirtualTime(nanoseconds: index * VirtualDuration.nanosecondsPerSecond / Int64(refreshRate))
  }

  /// The time between two vsyncs (`CADisplayLink.duration`), to the
  /// nanosecond below.
  public var frameInterval: VirtualDuration {
    VirtualDuration(nanoseconds: VirtualDuration.nanosecondsPerSecond / Int64(refreshRate))
  }

  func firstVsyncIndex(after time: VirtualTime) -> Int64 {
    var index = time.nanoseconds * Int64(refreshRate) / VirtualDuration.nanosecondsPerSecond
    while vsyncTime(index) <= time { index += 1 }
    return index
  }

  func register(_ link: DisplayLink) {
    links.append(link)
    refresh()
  }

  /// The first vsync after now at which some link would get a frame: one
  /// that is valid, not paused, in the current mode, and whose frame rate
  /// takes that vsync.
  private func nextFrameIndex() -> Int64? {
    let mode = kernel.currentMode
    let first = firstVsyncIndex(after: kernel.now)
    var earliest: Int64?
    for link in links where link.isValid && !link.isPaused && link.modes.includes(mode) {
      let step = link.vsyncsPerFrame(refreshRate: refreshRate)
      let index = (first + step - 1) / step * step
      if let current = earliest, current <= index { continue }
      earliest = index
    }
    return earliest
  }

  /// Arms the next vsync some link can use, unless one is armed.
  private func rearm() {
    guard armedKey == nil, let index = nextFrameIndex() else { return }
    armedKey = kernel.schedule(.vsync(index), kind: .vsync, modes: .common, at: vsyncTime(index))
  }

  /// Re-plans the next vsync after anything that changes which links run
  /// when: a link added, paused, resumed, re-rated or invalidated, or a mode
  /// change. With no runnable link left nothing stays armed, so an idle
  /// screen ends a run.
  func refresh() {
    if let key = armedKey {
      armedKey = nil
      kernel.unschedule(key)
    }
    rearm()
  }

  func deliverVsync(_ index: Int64) {
    armedKey = nil
    let mode = kernel.currentMode
    let current = links
    var sawInvalid = false
    for link in current {
      guard link.isValid else {
        sawInvalid = true
        continue
      }
      guard !link.isPaused, link.modes.includes(mode) else { continue }
      let step = link.vsyncsPerFrame(refreshRate: refreshRate)
      guard index % step == 0 else { continue }
      link.deliverFrame(timestamp: vsyncTime(index), targetTimestamp: vsyncTime(index + step))
    }
    if sawInvalid { links.removeAll { !$0.isValid } }
    rearm()
  }

  func tearDown() {
    for link in links { link.invalidate() }
    links.removeAll()
    armedKey = nil
  }
}
