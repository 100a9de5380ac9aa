/// UIView animations: model values change at once, presentation values
/// follow over virtual time, completions arrive when UIKit delivers them.
///
/// * `kernel.animate(…)` runs its block; every `alpha` or `scale` it sets on a
///   view becomes one `Animation`, from the old model value (or, with
///   `beginFromCurrentState`, from what is on screen) to the new one.
/// * An animation ends `duration` after it begins (after `delay`), as a
///   Core Animation run-loop source in the common modes; when the last
///   animation of a block ends, its completion runs there with
///   `finished == true`.
/// * An animation replaced by a new animation of the same property, or
///   removed by `removeAllAnimations`, stops at once; its block's completion
///   then gets `finished == false`, delivered asynchronously (on the main
///   queue, after the current call stack), as UIKit does. Setting the
///   property without animation changes the model value only: a running
///   animation goes on to its end, as a Core Animation animation does.
/// * A block that animates nothing calls its completion asynchronously with
///   `true`; a zero duration applies the values and calls it synchronously.
/// * While animations run, the render server samples their presentation
///   values at every vsync into the trace (`present` events), off the main
///   thread.
///
/// Modelling choice: an animation begins when `animate` is called. UIKit
/// begins it at the commit of the current transaction, at the end of the
/// same run-loop turn — the same virtual instant.
public final class Animator {
  private var owner: KernelOwner
  var kernel: Kernel { owner.kernel }
  /// The animation block being run, if any.
  var capture: Capture?
  var running: [Animation] = []
  var renderKey: AgendaKey?

  init(kernel: Kernel) {
    self.owner = KernelOwner(kernel)
  }

  /// The parameters of the block being run, and the animations it made.
  struct Capture {
    let duration: VirtualDuration
    let delay: VirtualDuration
    let curve: AnimationCurve
    let beginFromCurrentState: Bool
    let group: AnimationGroup
  }

  /// Whether any animation is running.
  public var isAnimating: Bool { !running.isEmpty }

  func begin(
    label: String, duration: VirtualDuration, delay: VirtualDuration, curve: AnimationCurve,
    beginFromCurrentState: Bool, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let group = AnimationGroup(ref: kernel.makeRef(label), completion: completion)
    guard duration > .zero else {
      animations()
      group.completion = nil
      completion?(true)
      return
    }
    let outer = capture
    capture = Capture(
      duration: duration, delay: delay > .zero ? delay : .zero, curve: curve,
      beginFromCurrentState: beginFromCurrentState, group: group)
    animations()
    capture = outer
    if group.remaining == 0 {
      deliverAsynchronously(group, finished: true)
    }
  }

  /// A property set on a view: the model value changes; inside an animation
  /// block, an animation starts.
  func set(_ property: AnimatableProperty, of view: SimView, to value: Double) {
    let old = view.modelValue(property)
    guard old != value else { return }
    let from = capture?.beginFromCurrentState == true ? presentationValue(property, of: view) : old
    view.setModelValue(property, value)
    if kernel.trace.isRecording {
      kernel.record(.valueChanged(object: view.ref.text, property: property.name, value: .double(value)))
    }
    guard let capture else { return }
    var replaced: [Animation] = []
    for animation in running where animation.view === view && animation.property == property {
      replaced.append(animation)
    }
    start(view: view, property: property, from: from, to: value, capture: capture)
    for animation in replaced { stop(animation, finished: false) }
  }

  func start(
    view: SimView, property: AnimatableProperty, from: Double, to: Double, capture: Capture
  ) {
    let begin = kernel.now + capture.delay
    let animation = Animation(
      ref: kernel.makeRef(capture.group.ref.label), view: view, property: property, from: from,
      to: to, begin: begin, duration: capture.duration, curve: capture.curve, group: capture.group)
    capture.group.remaining += 1
    running.append(animation)
    if kernel.trace.isRecording {
      kernel.record(
        .animationBegan(
          animation.ref, view: view.ref, property: property.name, from: from, to: to,
          duration: capture.duration, delay: capture.delay, curve: capture.curve.name))
      kernel.record(.presentation(view: view.ref, property: property.name, value: Self.sample(from)))
    }
    animation.endKey = kernel.schedule(
      .animationEnd(animation), kind: .animationEnd, modes: .common, at: begin + capture.duration)
    armRender()
  }

  func removeAllAnimations(of view: SimView) {
    for animation in running where animation.view === view {
      stop(animation, finished: false)
    }
  }

  /// An animation ends early: replaced or removed.
  func stop(_ animation: Animation, finished: Bool) {
    guard let index = running.firstIndex(where: { $0 === animation }) else { return }
    running.remove(at: index)
    if let key = animation.endKey {
      animation.endKey = nil
      kernel.unschedule(key)
    }
    if kernel.trace.isRecording { kernel.record(.animationEnded(animation.ref, finished: finished)) }
    let group = animation.group
    group.allFinished = group.allFinished && finished
    group.remaining -= 1
    if group.remaining == 0 { deliverAsynchronously(group, finished: group.allFinished) }
    if running.isEmpty { disarmRender() }
  }

  /// The end of an animation's duration, as Core Animation reports it on the
  /// main run loop.
  func animationDidEnd(_ animation: Animation) {
    animation.endKey = nil
    guard let index = running.firstIndex(where: { $0 === animation }) else { return }
    running.remove(at: index)
    if kernel.trace.isRecording {
      kernel.record(.animationEnded(animation.ref, finished: true))
      kernel.record(
        .presentation(
          view: animation.view.ref, property: animation.property.name, value: Self.sample(animation.to)))
    }
    if running.isEmpty { disarmRender() }
    let group = animation.group
    group.remaining -= 1
    guard group.remaining == 0, let completion = group.completion else { return }
    group.completion = nil
    completion(group.allFinished)
  }

  func deliverAsynchronously(_ group: AnimationGroup, finished: Bool) {
    guard let completion = group.completion else { return }
    group.completion = nil
    kernel.mainQueue.async(label: group.ref.label + ".completion") { completion(finished) }
  }

  func presentationValue(_ property: AnimatableProperty, of view: SimView) -> Double {
    for animation in running.reversed() where animation.view === view && animation.property == property {
      return animation.value(at: kernel.now)
    }
    return view.modelValue(property)
  }

  // MARK: The render server's samples

  func armRender() {
    guard renderKey == nil, !running.isEmpty else { return }
    let display = kernel.display
    let index = display.firstVsyncIndex(after: kernel.now)
    renderKey = kernel.schedule(.render, kind: .render, modes: .anyMode, at: display.vsyncTime(index))
  }

  func disarmRender() {
    guard let key = renderKey else { return }
    renderKey = nil
    kernel.unschedule(key)
  }

  /// A vsync while animations run: each running animation's presentation
  /// value goes into the trace.
  func render() {
    renderKey = nil
    if kernel.trace.isRecording {
      for animation in running where animation.begin < kernel.now {
        kernel.record(
          .presentation(
            view: animation.view.ref, property: animation.property.name,
            value: Self.sample(animation.value(at: kernel.now))))
      }
    }
    armRender()
  }

  /// Presentation values are traced to four decimals, which is finer than a
  /// screen shows and keeps traces readable.
  static func sample(_ value: Double) -> Double {
    (value * 10_000).rounded() / 10_000
  }

  func tearDown() {
    for animation in running { animation.group.completion = nil }
    running.removeAll()
    renderKey = nil
  }
}

/// One property of one view moving from one value to another.
final class Animation {
  let ref: ObjectRef
  let view: SimView
  let property: AnimatableProperty
  let from: Double
  let to: Double
  let begin: VirtualTime
  let duration: VirtualDuration
  let curve: AnimationCurve
  let group: AnimationGroup
  var endKey: AgendaKey?

  init(
    ref: ObjectRef, view: SimView, property: AnimatableProperty, from: Double, to: Double,
    begin: VirtualTime, duration: VirtualDuration, curve: AnimationCurve, group: AnimationGroup
  ) {
    self.ref = ref
    self.view = view
    self.property = property
    self.from = from
    self.to = to
    self.begin = begin
    self.duration = duration
    self.curve = curve
    self.group = group
  }

  func value(at time: VirtualTime) -> Double {
    let elapsed = Double((time - begin).nanoseconds)
    let progress = elapsed / Double(duration.nanoseconds)
    return from + (to - from) * curve.fraction(at: progress, duration: duration)
  }
}

/// The animations one `animate` block made, sharing its completion.
final class AnimationGroup {
  let ref: ObjectRef
  var completion: ((Bool) -> Void)?
  var remaining = 0
  var allFinished = true

  init(ref: ObjectRef, completion: ((Bool) -> Void)?) {
    self.ref = ref
    self.completion = completion
  }
}

extension Animator {
  /// See `KernelOwner`.
  func kernelReleased() {
    owner.kernelReleased()
  }
}
