import SimKernel

/// A window with a content view, as replicas expect an app to have.
struct Stage {
  let kernel: Kernel
  let window: SimView
  let view: SimView

  init() {
    kernel = Kernel()
    window = kernel.window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    view = kernel.view(label: "view", frame: window.bounds)
    window.addSubview(view)
    kernel.keyWindow = window
  }

  /// Runs `action` on the main thread at `milliseconds`, as a tap would.
  func at(_ milliseconds: Int64, _ action: @escaping () -> Void) {
    kernel.mainRunLoop.schedule(at: .milliseconds(milliseconds), label: "action", action)
  }

  func run(until milliseconds: Int64) throws {
    try kernel.run(until: .milliseconds(milliseconds))
  }

  /// The calls of `object`'s methods, as `time method`.
  func calls(of object: String) -> [String] {
    kernel.trace.records.compactMap { record in
      guard case .call(let called, let method, _) = record.event, called == object else { return nil }
      return record.time.secondsText + " " + method
    }
  }

  /// Timer events of timers labelled `label`: `time fire|invalidate|schedule`.
  func timer(_ label: String) -> [String] {
    kernel.trace.records.compactMap { record in
      switch record.event {
      case .timerScheduled(let ref, let fireDate, _, _, let modes, _) where ref.label == label:
        return record.time.secondsText + " schedule fire=" + fireDate.secondsText + " " + modes.name
      case .timerFired(let ref, _) where ref.label == label:
        return record.time.secondsText + " fire"
      case .timerInvalidated(let ref) where ref.label == label:
        return record.time.secondsText + " invalidate"
      default:
        return nil
      }
    }
  }
}
