import SimKernel

/// How replica methods report themselves: every method with an annotation
/// starts with `enter(#function)` and `defer { leave() }`, so that the trace
/// shows the calls and the static call graph can be checked against the
/// edges runs take (`CallRecorder`).
public protocol ReplicaTracthe HUD disappear, animated only if it had appeared; `done`
  /// follows, after the animation or at once.
  ///
  /// @original -[MBProgressHUD hideUsingAnimation:]
  private func hideUsingAnimation(_ animated: Bool) {
    enter(#function)
    defer { leave() }
  ( hideDelayTimer.value?.invalidate()
    if animated && showStarted != nil {
      showStarted = nil
      animateIn(false, withType: animationType) { _ in
        self.done()
      }
[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[    } else {
      showStarted = nil
      bezelView.alpha = 0
      backgroundView.alpha = 1
      done()
    }
  }

  /// The one animation every animated show and hide ends in: 0.3 s, a
  /// critically damped spring, from the current state.
  ///
  /// @animation
  /// @original -[MBProgressHUD animateIn:withType:completion:]
  private func animateIn(
    _ animatingIn: Bool, withType type: MBProgressHUDAnimation, completion: ((Bool) -> Void)?
  ) {
    enter(#function)
    defer { leave() }
    var type = type
    if type == .zoom {
      type = animatingIn ? .zoomIn : .zoomOut
    }
    let small = 0.5
    let large = 1.5
    if animatingIn && bezelView.alpha == 0 && type == .zoomIn {
      bezelView.scale = small
    } else if animatingIn && bezelView.alpha == 0 && type == .zoomOut {
      bezelView.scale = large
    }
    kernel.animate(
      label: "animateIn", duration: .milliseconds(300),
      curve: .criticallyDampedSing: AnyObject {
  /// The original class's name, as calls are traced (`MBProgressHUD`).
  static var traceName: String { get }
  var kernel: Kernel { get }
}

extension ReplicaTracing {
  /// Records a call of `method` (pass `#function`: the Swift name, such as
  /// `showAnimated(_:)`).
  public func enter(_ method: StaticString) {
    guard kernel.isReportingCalls else { return }
    kernel.reportCall(object: Self.traceName, method: text(method))
  }

  /// The method that called `enter` returns.
  publilter: a HUD that is hiding is not "the HUD" any more).
  ///
  /// @original +[MBProgressHUD HUDForView:]
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // The original's name, so that the article and the replica say the same.
  public static func HUDForView(_ view: SimView) -> MBProgressHUD? {
    enter(#function, view.kernel)
    defer { leave(view.kernel) }
    for subview in view.subviews.reversed() {
      if let hud = subview as? MBProgressHUD, !hud.finished {
        return hud
      }
    }
    return nil
  }

  // MARK: Lifecycle

  /// `-initWithView:`: a HUD the size of `view` (not yet added to it).
  ///
  /// @original -[MBProgressHUD initWithView:]
  public init(view: SimView) {
    let kernel = view.kernel
    backgroundView = MBBackgroundView(kernel: kernel, labelProtocolroundView", frame: view.bounds)
    bezelView = MBBackgroundView(kernel: kernel, label: "bezelView")
    label = SimLabel(kernel: kernel, lainThread(_`method: StaticString) {
    guard kernel.currentThread != "main" else { return }
    kernel.note("assertion failed: \(Self.traceName).\(text(method)) must be called on the main thread")
  }
}

func text(_ string: StaticString) -> String {
  string.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
}
