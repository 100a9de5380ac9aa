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
  private var owner: KernelOwner
  var kernel: Kernel { owner.kernel }
  /// A link on the run loop and its callback. The display, not the link,
  /// holds the callback, so that invalidating the link releases it.
  ///
  /// A display with a hundred links delivers millions of frames an hour; a
  /// retain and a release of the link and of the callback per frame was most
  /// of the cost. So the subscriber owns both strongly, and frames use the
  /// unmanaged references, guaranteed alive by the array copy a delivery
  /// iterates.
  struct Subscriber {
    let link: DisplayLink
    let callback: Callback
    let unmanagedLink: Unmanaged<DisplayLink>
    let unmanagedCallback: Unmanaged<Callback>

    init(link: DisplayLink, callback: Callback) {
      self.link = link
      self.callback = callback
      self.unmanagedLink = Unmanaged.passUnretained(link)
      self.unmanagedCallback = Unmanaged.passUnretained(callback)
    }
  }

  /// A callback in an immutable box, so that calling it through a
  /// guaranteed reference needs no retain.
  final class Callback {
    let body: (DisplayLink) -> Void

    init(_ body: @escaping (DisplayLink) -> Void) {
      self.body = body
    }
  }

  var links: [Subscriber] = []

  /// How many display links are on the run loop.
  public var linkCount: Int { links.count }
  /// The agenda entry of the next vsync, while one is armed.
  var armedKey: AgendaKey?
  /// The last vsync delivered, so that re-planning never repeats one.
  private var lastDelivered: Int64 = -1

  init(kernel: Kernel, refreshRate: Int) {
    self.owner = KernelOwner(kernel)
    self.refreshRate = refreshRate
  }

  public func vsyncTime(_ index: Int64) -> VirtualTime {
    VirtualTime(
      nanoseconds: index.saturatingScaled(by: VirtualDuration.nanosecondsPerSecond, over: Int64(refreshRate)))
  }

  /// The time between two vsyncs (`CADisplayLink.duration`), to the
  /// nanosecond below.
  public var frameInterval: VirtualDuration {
    VirtualDuration(nanoseconds: VirtualDuration.nanosecondsPerSecond / Int64(refreshRate))
  }

  /// The first vsync strictly after `time` (or at it, if `inclusive`).
  func firstVsyncIndex(after time: VirtualTime, inclusive: Bool = false) -> Int64 {
    var index = time.nanoseconds.saturatingScaled(
      by: Int64(refreshRate), over: VirtualDuration.nanosecondsPerSecond)
    while vsyncTime(index) < time || (!inclusive && vsyncTime(index) == time) { index += 1 }
    while index > 0 && vsyncTime(index - 1) >= time && (inclusive || vsyncTime(index - 1) > time) {
      index -= 1
    }
    return index
  }

  func register(_ link: DisplayLink, callback: @escaping (DisplayLink) -> Void) {
    links.append(Subscriber(link: link, callback: Callback(callback)))
    refresh()
  }

  func unregister(_ link: DisplayLink) {
    links.removeAll { $0.link === link }
    refresh()
  }

  /// The first vsync not yet delivered, not before now, at which some link
  /// would get a frame: one that is valid, not paused, in the current mode,
  /// started before that vsync, and whose frame rate takes it.
  private func nextFrameIndex() -> Int64? {
    let mode = kernel.currentMode
    let first = max(lastDelivered + 1, firstVsyncIndex(after: kernel.now, inclusive: true))
    var earliest: Int64?
    for subscriber in links {
      let link = subscriber.link
      guard !link.isPaused, link.modes.includes(mode) else { continue }
      let step = link.vsyncsPerFrame
      let start = max(first, link.firstVsync)
      let index = step == 1 ? start : (start + step - 1) / step * step
      if let current = earliest, current <= index { continue }
      earliest = index
    }
    return earliest
  }

  /// Arms the next vsync some link can use, unless one is armed.
  private func rearm() {
    guard armedKey == nil, let index = nextFrameIndex() else { return }
    arm(index)
  }

  private func arm(_ index: Int64) {
    armedKey = kernel.schedule(.vsync(index), kind: .vsync, modes: .common, at: vsyncTime(index))
  }

  /// Re-plans the next vsync after anything that changes which links run
  /// when: a link added, paused, resumed, re-rated or invalidated, or a mode
  /// change. With no runnable link left nothing stays armed, so an idle
  /// screen ends a run.
  func refresh() {
    changedDuringDelivery = true
    if let key = armedKey {
      armedKey = nil
      kernel.unschedule(key)
    }
    rearm()
  }

  /// Set when links change while a vsync is being delivered, so that the
  /// next vsync is planned afresh instead of from the delivery's own pass.
  private var changedDuringDelivery = false

  /// Delivers vsync `index` to every link that takes it, and plans the next
  /// vsync in the same pass over the links (a display with a hundred links
  /// visits each once per frame).
  func deliverVsync(_ index: Int64) {
    armedKey = nil
    lastDelivered = index
    changedDuringDelivery = false
    let mode = kernel.currentMode
    let timestamp = vsyncTime(index)
    let nextVsync = vsyncTime(index + 1)
    // A copy, so that links added or removed by callbacks wait for the next
    // vsync (and a removed link's callback stays alive while it runs);
    // iterated through its buffer so that nothing is retained per link.
    let current = links
    var nextIndex = Int64.max
    current.withUnsafeBufferPointer { buffer in
      for position in buffer.indices {
        buffer[position].unmanagedLink._withUnsafeGuaranteedRef { link in
          guard link.isValid, !link.isPaused, link.modes.includes(mode), link.firstVsync <= index else {
            return
          }
          let step = link.vsyncsPerFrame
          let phase = step == 1 ? 0 : index % step
          nextIndex = min(nextIndex, index + step - phase)
          guard phase == 0 else { return }
          link.beginFrame(
            timestamp: timestamp, targetTimestamp: step == 1 ? nextVsync : vsyncTime(index + step))
          buffer[position].unmanagedCallback._withUnsafeGuaranteedRef { $0.body(link) }
        }
      }
    }
    if changedDuringDelivery {
      rearm()
    } else if nextIndex != .max {
      arm(nextIndex)
    }
  }

  func tearDown() {
    for subscriber in links { subscriber.link.invalidate() }
    links.removeAll()
    armedKey = nil
  }
}

extension Display {
  /// See `KernelOwner`.
  func kernelReleased() {
    owner.kernelReleased()
  }
}
