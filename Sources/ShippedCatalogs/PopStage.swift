import Replicas
import ScenarioCatalog
import SimKernel

/// The app a Pop scenario runs: two 60-point boxes, `a` above `b`, in a
/// 375 × 300 window, and the kernel's `POPAnimator`. Every animation goes
/// on one property of a box (the script's `property`), under one key, so a
/// new animation replaces the running one as `pop_addAnimation:forKey:`
/// does; its callbacks report themselves as the app's blocks.
final class PopStage {
  let kernel: Kernel
  let window: SimView
  /// Box `a`, then box `b`.
  let boxes: [SimView]
  let animator: POPAnimator
  /// The animatable property the commands animate, by pop's name.
  var propertyName = POPAnimatableProperty.layerPositionX
  /// Which of the property's components a script's numbers mean: 0, or
  /// for a colour the one the script chose (`red` 0, `green` 1, `blue` 2).
  var component = 0
  var removedOnCompletion = true
  var repeatCount = 0
  var repeatForever = false
  var autoreverses = false
  var clampMode: POPAnimationClampFlags = []
  /// Whether an animation's completion adds a spring back to where the
  /// animation started (the first time one finishes).
  var springsBackOnStop = false
  /// Whether box `b` has been animated (the picture leaves it out until).
  private(set) var usesSecondBox = false
  /// The spring on box `a` as an exact equation of motion would move it.
  private(set) var reference: PopReferenceSpring?

  /// The key every animation is added under.
  static let key = "move"
  static let screen = Rect(x: 0, y: 0, width: 375, height: 300)
  static let boxSide = 60.0
  /// Where the boxes' centres start: both 50 points from the left.
  static let startCenters = [Point(x: 50, y: 90), Point(x: 50, y: 210)]
  /// Their background colours: #2F6FEB and #BF5AF2.
  static let startColors = [
    Color(red: 47.0 / 255, green: 111.0 / 255, blue: 235.0 / 255),
    Color(red: 191.0 / 255, green: 90.0 / 255, blue: 242.0 / 255),
  ]

  init(_ kernel: Kernel) {
    self.kernel = kernel
    window = kernel.window(frame: Self.screen)
    var boxes: [SimView] = []
    for (index, center) in Self.startCenters.enumerated() {
      let name = index == 0 ? "a" : "b"
      let box = kernel.view(
        label: name,
        frame: Rect(
          x: center.x - Self.boxSide / 2, y: center.y - Self.boxSide / 2, width: Self.boxSide,
          height: Self.boxSide))
      kernel.name(box, name)
      box.layerBackgroundColor = Self.startColors[index]
      window.addSubview(box)
      boxes.append(box)
    }
    self.boxes = boxes
    kernel.keyWindow = window
    animator = POPAnimator.shared(kernel)
  }

  /// Box `a` or `b`, as a command's `on` names it (`a` when left out).
  func box(_ name: String?) -> SimView {
    if name == "b" {
      usesSecondBox = true
      return boxes[1]
    }
    return boxes[0]
  }

  var property: POPAnimatableProperty? {
    POPAnimatableProperty.property(named: propertyName)
  }

  /// A script's number as a value of the property on `box`: both
  /// components of a scale; for a colour, the box's colour now with the
  /// chosen component changed (an app animating a colour's red would
  /// write the same); one component of anything else.
  func vector(_ value: Double, on box: SimView) -> POPVector {
    switch propertyName {
    case POPAnimatableProperty.viewScaleXY:
      return POPVector([value, value])
    case POPAnimatableProperty.viewBackgroundColor:
      var color = property?.readBlock?(box) ?? .zero
      color[component] = value
      return POPVector(count: 4, color)
    default:
      return POPVector([value])
    }
  }

  /// A script's velocity as the property's: for a colour, the chosen
  /// component's, the others still.
  func velocityVector(_ value: Double, on box: SimView) -> POPVector {
    guard propertyName == POPAnimatableProperty.viewBackgroundColor else { return vector(value, on: box) }
    var velocity = POPVector4.zero
    velocity[component] = value
    return POPVector(count: 4, velocity)
  }

  /// The property's component the script's numbers mean, on `box`, as
  /// the model has it.
  func value(_ box: SimView) -> Double {
    property?.readBlock?(box)[component] ?? 0
  }

  /// The animation under the stage's key on `box`, if any.
  func animation(_ box: SimView) -> POPAnimation? {
    animator.animation(forObject: box, key: Self.key)
  }

  /// The running animation's velocity (a spring's or a decay's; 0 for
  /// the others, which keep none).
  func velocity(_ box: SimView) -> Double {
    switch animation(box) {
    case let spring as POPSpringAnimation: return spring.velocity?[0] ?? 0
    case let decay as POPDecayAnimation: return decay.velocity?[0] ?? 0
    default: return 0
    }
  }

  func isRunning(_ box: SimView) -> Bool {
    guard let animation = animation(box) else { return false }
    return animation.active && !animation.paused
  }

  // MARK: Adding

  func spring(
    to target: Double, from: Double?, velocity: Double?, bounciness: Double?, speed: Double?,
    dynamics: (tension: Double?, friction: Double?, mass: Double?), delay: Double, on name: String?
  ) {
    let box = box(name)
    let spring = POPSpringAnimation(kernel: kernel)
    spring.property = property
    spring.toValue = vector(target, on: box)
    if let from { spring.fromValue = vector(from, on: box) }
    if let velocity { spring.velocity = velocityVector(velocity, on: box) }
    if let bounciness { spring.springBounciness = bounciness }
    if let speed { spring.springSpeed = speed }
    if let tension = dynamics.tension { spring.dynamicsTension = tension }
    if let friction = dynamics.friction { spring.dynamicsFriction = friction }
    if let mass = dynamics.mass { spring.dynamicsMass = mass }
    spring.clampMode = clampMode
    add(spring, delay: delay, to: box)
  }

  func basic(
    to target: Double, from: Double?, duration: Double?, timing: POPTimingFunction?, delay: Double,
    on name: String?
  ) {
    let box = box(name)
    let basic = POPBasicAnimation(kernel: kernel)
    basic.property = property
    basic.toValue = vector(target, on: box)
    if let from { basic.fromValue = vector(from, on: box) }
    if let duration { basic.duration = duration }
    basic.timingFunction = timing
    add(basic, delay: delay, to: box)
  }

  func decay(velocity: Double, deceleration: Double?, from: Double?, delay: Double, on name: String?) {
    let box = box(name)
    let decay = POPDecayAnimation(kernel: kernel)
    decay.property = property
    decay.velocity = velocityVector(velocity, on: box)
    if let deceleration { decay.deceleration = deceleration }
    if let from { decay.fromValue = vector(from, on: box) }
    add(decay, delay: delay, to: box)
  }

  /// A custom animation that moves the property at `rate` units per
  /// second for `duration` seconds, from its block: the block writes the
  /// property itself, as a custom animation's must.
  func custom(rate: Double, duration: Double, delay: Double, on name: String?) {
    let property = property
    let component = component
    let custom = POPCustomAnimation(kernel: kernel) { object, animation in
      guard let property, let read = property.readBlock, let write = property.writeBlock else { return false }
      var value = read(object)
      value[component] += rate * animation.elapsedTime
      if property.name == POPAnimatableProperty.viewScaleXY { value.y = value.x }
      write(object, value)
      return animation.currentTime - animation.beginTime < duration
    }
    add(custom, delay: delay, to: box(name))
  }

  /// Configures `animation` with the stage's settings and callbacks, and
  /// adds it to the box under the stage's key.
  func add(_ animation: POPAnimation, delay: Double, to box: SimView) {
    animation.removedOnCompletion = removedOnCompletion
    animation.autoreverses = autoreverses
    animation.repeatCount = repeatCount
    animation.repeatForever = repeatForever
    if delay > 0 { animation.beginTime = animator.currentRenderTime() + delay }
    let kernel = kernel
    let report = { (label: String) in kernel.reportBlock(object: POPAnimation.traceName, label: label) }
    let isFirstBox = box === boxes[0]
    // The stage holds the animator, which holds the animation: its blocks
    // must not hold the stage back. They only run while the run does, and
    // the session keeps the stage until the kernel is torn down (Embedded
    // Swift has no weak references).
    unowned(unsafe) let stage = self
    animation.animationDidStartBlock = { started in
      report("didStart")
      if isFirstBox { stage.startReference(started) }
    }
    animation.animationDidReachToValueBlock = { _ in report("didReachToValue") }
    animation.completionBlock = { stopped, finished in
      report(finished ? "finished" : "interrupted")
      if finished { stage.springBack(box, after: stopped) }
    }
    animator.addAnimation(animation, forObject: box, key: Self.key)
  }

  /// The first finished animation, when `springsBackOnStop`: a spring
  /// back to its from-value, added from inside its completion block.
  func springBack(_ box: SimView, after animation: POPAnimation) {
    guard springsBackOnStop, let from = (animation as? POPPropertyAnimation)?.fromValue else { return }
    springsBackOnStop = false
    let spring = POPSpringAnimation(kernel: kernel)
    spring.property = property
    spring.toValue = from
    add(spring, delay: 0, to: box)
  }

  /// Starts the exact equation of motion of a spring that box `a` just
  /// started, from its from-value and velocity at its start time.
  func startReference(_ animation: POPAnimation) {
    guard let spring = animation as? POPSpringAnimation, let to = spring.toValue?[0] else {
      reference = nil
      return
    }
    reference = PopReferenceSpring(
      tension: spring.dynamicsTension, friction: spring.dynamicsFriction, mass: spring.dynamicsMass,
      from: spring.fromValue?[0] ?? value(boxes[0]), to: to, velocity: spring.velocity?[0] ?? 0,
      startTime: animator.currentRenderTime())
  }

  /// The reference spring's value now; before a spring started, box
  /// `a`'s value.
  func referenceValue() -> Double {
    guard let reference else { return value(boxes[0]) }
    return reference.value(at: animator.currentRenderTime())
  }

  // MARK: Controlling

  func setPaused(_ paused: Bool, on name: String?) {
    animation(box(name))?.paused = paused
  }

  func remove(on name: String?) {
    animator.removeAnimation(forObject: box(name), key: Self.key)
  }

  func removeAll(on name: String?) {
    animator.removeAllAnimations(forObject: box(name))
  }
}
