/// A display link (`CADisplayLink`): a callback at every frame of the
/// display while it is on the run loop, not paused, and the loop is in one of
/// its modes.
public final class DisplayLink {
  public let ref: ObjectRef
  public private(set) var isValid = true
  public private(set) var modes: RunLoopModes = []
  /// The vsync time of the frame being delivered (0 before the first).
  public private(set) var timestamp: VirtualTime = .zero
  /// The vsync time of the next frame this link will get.
  public private(set) var targetTimestamp: VirtualTime = .zero
  /// Frames per second wanted; 0 means the display's rate. Other values are
  /// rounded to a whole number of vsyncs per frame.
  public var preferredFramesPerSecond = 0 {
    didSet {
      vsyncsPerFrame = Self.vsyncsPerFrame(
        preferred: preferredFramesPerSecond, refreshRate: kernel.display.refreshRate)
      kernel.display.refresh()
    }
  }

  /// How many vsyncs one of this link's frames lasts, from
  /// `preferredFramesPerSecond`; kept so that frames need no division.
  private(set) var vsyncsPerFrame: Int64 = 1
  /// The first vsync the link may get: the first after it was added or
  /// last resumed.
  private(set) var firstVsync: Int64 = 0

  let kernel: Kernel
  /// The callback until the link is added to the run loop; from then on the
  /// display holds it (see `Display.Subscriber`).
  private var pendingCallback: ((DisplayLink) -> Void)?

  init(kernel: Kernel, ref: ObjectRef, callback: @escaping (DisplayLink) -> Void) {
    self.kernel = kernel
    self.ref = ref
    self.pendingCallback = callback
  }

  public var label: String { ref.label }

  /// The time between vsyncs (`CADisplayLink.duration`).
  public var duration: VirtualDuration { kernel.display.frameInterval }

  public var isPaused = false {
    didSet {
      guard isPaused != oldValue, isValid else { return }
      if kernel.trace.isRecording { kernel.record(.displayLinkPaused(ref, paused: isPaused)) }
      if !isPaused { firstVsync = kernel.display.firstVsyncIndex(after: kernel.now) }
      kernel.display.refresh()
    }
  }

  /// `-[CADisplayLink addToRunLoop:forMode:]`; its first frame is the next
  /// vsync after now.
  public func add(to runLoop: MainRunLoop, forMode modes: RunLoopModes) {
    guard isValid, !self.modes.isSuperset(of: modes) else { return }
    let firstTime = self.modes.isEmpty
    self.modes.formUnion(modes)
    if kernel.trace.isRecording {
      let rate = kernel.display.refreshRate
      let framesPerSecond = rate / Int(vsyncsPerFrame)
      kernel.record(.displayLinkAdded(ref, modes: self.modes, framesPerSecond: framesPerSecond))
    }
    if firstTime, let callback = pendingCallback {
      pendingCallback = nil
      firstVsync = kernel.display.firstVsyncIndex(after: kernel.now)
      kernel.display.register(self, callback: callback)
    } else {
      kernel.display.refresh()
    }
  }

  /// `-[CADisplayLink invalidate]`: removes the link from the run loop.
  public func invalidate() {
    guard isValid else { return }
    if kernel.trace.isRecording { kernel.record(.displayLinkInvalidated(ref)) }
    kernel.callRecorder?.invalidated(ref)
    isValid = false
    pendingCallback = nil
    kernel.display.unregister(self)
  }

  static func vsyncsPerFrame(preferred: Int, refreshRate: Int) -> Int64 {
    guard preferred > 0, preferred < refreshRate else { return 1 }
    return Int64((refreshRate + preferred / 2) / preferred)
  }

  /// Records the frame being delivered, just before the display calls the
  /// callback.
  func beginFrame(timestamp: VirtualTime, targetTimestamp: VirtualTime) {
    self.timestamp = timestamp
    self.targetTimestamp = targetTimestamp
    if kernel.trace.isRecording {
      kernel.record(.frame(ref, timestamp: timestamp, targetTimestamp: targetTimestamp))
    }
  }
}
