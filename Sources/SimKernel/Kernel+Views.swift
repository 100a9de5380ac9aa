/// Views and UIView animations.
extension Kernel {
  /// A view (`[[UIView alloc] initWithFrame:]`), in no view tree yet.
  public func view(label: String, frame: Rect = .zero) -> SimView {
    SimView(kernel: self, label: label, frame: frame)
  }

  /// A window: the root of a view tree that is on screen.
  public func window(label: String = "window", frame: Rect) -> SimView {
    let window = SimView(kernel: self, label: label, frame: frame)
    window.isWindow = true
    return window
  }

  /// The app's singletons (`+sharedView`, `+sharedInstance`): one per
  /// kernel, since a kernel is one app, made on first use.
  public func singleton<Instance: AnyObject>(_ key: String, _ make: () -> Instance) -> Instance {
    if let existing: Instance = existingSingleton(key) { return existing }
    let instance = make()
    singletons.append((key, instance))
    return instance
  }

  /// The singleton `key` if the app has made it, without making it: for
  /// what watches the app from outside (a scenario's stage), which must
  /// not add a call the app did not make.
  public func existingSingleton<Instance: AnyObject>(_ key: String) -> Instance? {
    for (name, instance) in singletons where name == key {
      if let existing = instance as? Instance { return existing }
    }
    return nil
  }

  /// `+[UIView animateWithDuration:delay:options:animations:completion:]`
  /// and its spring variant: see `Animator` for what happens when.
  public func animate(
    label: String, duration: VirtualDuration, delay: VirtualDuration = .zero,
    curve: AnimationCurve = .easeInOut, beginFromCurrentState: Bool = false,
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    var completion = completion
    if let recorder = callRecorder, let finish = completion {
      let origin = recorder.current
      completion = { finished in
        recorder.callback(from: origin, kind: .animationCompletion) { finish(finished) }
      }
    }
    animator.begin(
      label: label, duration: duration, delay: delay, curve: curve,
      beginFromCurrentState: beginFromCurrentState, animations: animations, completion: completion)
  }
}
