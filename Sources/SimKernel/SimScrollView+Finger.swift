/// A finger on a scroll view, and the motion after it lifts.
///
/// Modelling choices (docs/engine.md, "Scroll views"):
///
/// * Touches arrive as input sources at each vsync while the finger moves,
///   and once more at the end of the move; the finger moves at constant
///   speed between `moveFinger` calls.
/// * The pan begins with the first movement (UIKit's few points of
///   hysteresis are left out): the recogniser's state becomes `began`
///   (observed) and then the scroll view is dragging; every later sample sets
///   `changed` (observed) before the offset moves. The run loop enters the
///   tracking mode when the pan begins and leaves it when the content comes
///   to rest.
/// * Past an edge the content follows the finger on `ScrollPhysics`'s
///   rubber band; inside the range it follows it exactly.
/// * When the finger lifts, the state becomes `ended` (observed, while
///   `isDragging` is still true), then dragging stops. Content past an edge
///   springs back; content inside decelerates with the lift velocity
///   (`ScrollPhysics.deceleration`) and bounces if it reaches an edge. The
///   lift velocity is the last move's, when the finger lifts at its end, and
///   zero when it rested first. The state stays `ended` until the next pan.
/// * The motion is driven by a display link in the common modes, like
///   UIKit's scroll animation, and observed at every frame.
extension SimScrollView {
  /// The finger's state while it is down.
  struct Finger {
    /// The finger's translation since it touched down.
    var translation = Point.zero
    var panBegan = false
    /// The last move's velocity and when it ends.
    var lastMove: (velocity: Point, end: VirtualTime)?
    /// The move in progress: where the finger is at any time of it.
    var move: (from: Point, by: Point, start: VirtualTime, end: VirtualTime)?
    /// Counts moves, so that samples of a move cut short by a new move or a
    /// lift are dropped.
    var generation = 0
  }

  /// A finger touches the scroll view: content in motion stops where it is.
  public final func touchDown() {
    guard finger == nil else { return }
    stopMotion()
    isTracking = true
    finger = Finger()
  }

  /// The finger moves by `translation` (down and right are positive) over
  /// `duration`, touching down first if it is not down.
  public final func moveFinger(by translation: Point, over duration: VirtualDuration) {
    touchDown()
    guard var current = finger else { return }
    current.generation += 1
    let start = kernel.now
    let end = start + duration
    let from = current.translation
    let seconds = Double(duration.nanoseconds) / Double(VirtualDuration.nanosecondsPerSecond)
    current.lastMove =
      seconds > 0 ? (Point(x: translation.x / seconds, y: translation.y / seconds), end) : nil
    current.move = (from, translation, start, end)
    finger = current
    guard duration > .zero else {
      fingerSample(Point(x: from.x + translation.x, y: from.y + translation.y))
      return
    }
    scheduleSample(generation: current.generation, from: from, by: translation, start: start, end: end)
  }

  private func scheduleSample(
    generation: Int, from: Point, by translation: Point, start: VirtualTime, end: VirtualTime
  ) {
    let display = kernel.display
    let vsync = display.vsyncTime(display.firstVsyncIndex(after: kernel.now))
    let at = vsync < end ? vsync : end
    kernel.mainRunLoop.schedule(at: at, label: "touch") { [self] in
      guard let current = finger, current.generation == generation else { return }
      fingerSample(Self.position(from: from, by: translation, start: start, end: end, at: kernel.now))
      if kernel.now < end {
        scheduleSample(generation: generation, from: from, by: translation, start: start, end: end)
      }
    }
  }

  /// Where a finger moving at constant speed is at `time`.
  static func position(
    from: Point, by translation: Point, start: VirtualTime, end: VirtualTime, at time: VirtualTime
  )
    -> Point
  {
    guard time < end else { return Point(x: from.x + translation.x, y: from.y + translation.y) }
    let fraction = Double((time - start).nanoseconds) / Double((end - start).nanoseconds)
    return Point(x: from.x + translation.x * fraction, y: from.y + translation.y * fraction)
  }

  /// A touch sample: the pan begins or changes, and the content follows.
  private func fingerSample(_ translation: Point) {
    guard var current = finger else { return }
    let delta = Point(x: translation.x - current.translation.x, y: translation.y - current.translation.y)
    current.translation = translation
    let began = !current.panBegan
    current.panBegan = true
    finger = current
    if began {
      kernel.mainRunLoop.switchMode(to: .tracking)
      panState = .began
      isDragging = true
    } else {
      panState = .changed
    }
    let minimum = minimumOffset
    let maximum = maximumOffset
    let offset = contentOffset
    var next = offset
    if scrollsHorizontally {
      next.x = Self.follow(
        offset.x, by: -delta.x, minimum: minimum.x, maximum: maximum.x, dimension: frame.size.width)
    }
    if scrollsVertically {
      next.y = Self.follow(
        offset.y, by: -delta.y, minimum: minimum.y, maximum: maximum.y, dimension: frame.size.height)
    }
    assignOffset(next)
  }

  /// Content can move vertically: it is taller than the view, or always
  /// bounces.
  final var scrollsVertically: Bool { alwaysBounceVertical || maximumOffset.y > minimumOffset.y }
  final var scrollsHorizontally: Bool { alwaysBounceHorizontal || maximumOffset.x > minimumOffset.x }

  /// The offset after the finger moves the content by `delta` along one
  /// axis: exact inside the range, on the rubber band past it.
  static func follow(
    _ offset: Double, by delta: Double, minimum: Double, maximum: Double, dimension: Double
  ) -> Double {
    var raw = offset
    if offset < minimum {
      raw = minimum - ScrollPhysics.fingerDistance(showing: minimum - offset, dimension: dimension)
    } else if offset > maximum {
      raw = maximum + ScrollPhysics.fingerDistance(showing: offset - maximum, dimension: dimension)
    }
    raw += delta
    if raw < minimum { return minimum - ScrollPhysics.rubberBand(minimum - raw, dimension: dimension) }
    if raw > maximum { return maximum + ScrollPhysics.rubberBand(raw - maximum, dimension: dimension) }
    return raw
  }

  /// The finger lifts. `velocity` is the finger's, in points per second
  /// (down and right positive); without it, the last move's if the finger
  /// lifts as it ends, zero otherwise.
  public final func liftFinger(velocity: Point? = nil) {
    guard let lifting = finger else { return }
    // A lift at the time of a touch sample still due comes with that
    // touch: the finger is where its move puts it now.
    if let move = lifting.move {
      let here = Self.position(from: move.from, by: move.by, start: move.start, end: move.end, at: kernel.now)
      if here != lifting.translation { fingerSample(here) }
    }
    guard let current = finger else { return }
    finger = nil
    var fingerVelocity = velocity ?? .zero
    if velocity == nil, let move = current.lastMove, move.end == kernel.now { fingerVelocity = move.velocity }
    isTracking = false
    guard current.panBegan else { return }
    panState = .ended
    isDragging = false
    release(velocity: Point(x: -fingerVelocity.x, y: -fingerVelocity.y))
    resetPan()
  }

  /// The system cancels the pan (an incoming call, a gesture that wins):
  /// the state becomes `cancelled` (observed while `isDragging` is still
  /// true), dragging stops, and the content is let go at rest.
  public final func cancelPan() {
    guard let current = finger else { return }
    finger = nil
    isTracking = false
    guard current.panBegan else { return }
    panState = .cancelled
    isDragging = false
    release(velocity: .zero)
    resetPan()
  }

  /// UIKit resets a recogniser that has ended or been cancelled to
  /// `possible` once the event that ended it has been handled: its action
  /// and its observers see `ended` or `cancelled`, and code that reads the
  /// state later (a timer, a `beginRefreshing` from code) sees `possible`.
  /// The reset is observed like any other change of the state.
  private func resetPan() {
    panState = .possible
  }

  // MARK: Exact offsets

  /// The pan begins without moving anything, for scenarios that set the
  /// offset exactly while dragging.
  public final func beginPan() {
    touchDown()
    guard var current = finger, !current.panBegan else { return }
    current.panBegan = true
    finger = current
    kernel.mainRunLoop.switchMode(to: .tracking)
    panState = .began
    isDragging = true
  }

  /// While dragging, the pan changes and the offset becomes exactly
  /// `offset`.
  public final func pan(toOffset offset: Point) {
    beginPan()
    panState = .changed
    assignOffset(offset)
  }

  // MARK: After the finger

  /// Content past an edge springs back; content inside decelerates.
  private func release(velocity: Point) {
    let minimum = minimumOffset
    let maximum = maximumOffset
    let offset = contentOffset
    let now = kernel.now
    let x: AxisMotion =
      scrollsHorizontally
      ? .released(offset.x, velocity: velocity.x, minimum: minimum.x, maximum: maximum.x, at: now) : .resting
    let y: AxisMotion =
      scrollsVertically
      ? .released(offset.y, velocity: velocity.y, minimum: minimum.y, maximum: maximum.y, at: now) : .resting
    guard !(x.isResting && y.isResting) else {
      kernel.mainRunLoop.switchMode(to: .default)
      return
    }
    isDecelerating = true
    startMotion(.release(x: x, y: y))
  }

  final func startMotion(_ kind: ScrollMotion.Kind) {
    let motion = ScrollMotion(kind: kind, start: kernel.now)
    self.motion = motion
    let link = DisplayLink(kernel: kernel, ref: kernel.makeRef("scrollAnimation")) { [self] link in
      frame(of: motion, at: link.timestamp)
    }
    motion.link = link
    link.add(to: kernel.mainRunLoop, forMode: .common)
  }

  /// Stops a motion in progress where it is.
  final func stopMotion() {
    guard let motion else { return }
    self.motion = nil
    motion.link?.invalidate()
    motion.link = nil
    isDecelerating = false
    if finger == nil { kernel.mainRunLoop.switchMode(to: .default) }
  }

  /// One frame of a motion: the next offset, observed; the motion ends when
  /// every axis rests.
  private func frame(of motion: ScrollMotion, at time: VirtualTime) {
    guard self.motion === motion else { return }
    let elapsed = time - motion.start
    var next = contentOffset
    var done = false
    switch motion.kind {
    case .animatedScroll(let from, let to):
      let duration = Self.animatedScrollDuration
      let progress = Double(elapsed.nanoseconds) / Double(duration.nanoseconds)
      let fraction = AnimationCurve.easeInOut.fraction(at: progress, duration: duration)
      next = Point(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
      done = progress >= 1
    case .release(var x, var y):
      let minimum = minimumOffset
      let maximum = maximumOffset
      next.x = x.advance(to: time, minimum: minimum.x, maximum: maximum.x, rate: decelerationRate) ?? next.x
      next.y = y.advance(to: time, minimum: minimum.y, maximum: maximum.y, rate: decelerationRate) ?? next.y
      motion.kind = .release(x: x, y: y)
      done = x.isResting && y.isResting
    }
    assignOffset(next)
    if done, self.motion === motion { stopMotion() }
  }
}

/// What a scroll view does on its own after the finger, or when told to
/// scroll with animation.
final class ScrollMotion {
  enum Kind {
    case animatedScroll(from: Point, to: Point)
    case release(x: AxisMotion, y: AxisMotion)
  }

  var kind: Kind
  let start: VirtualTime
  var link: DisplayLink?

  init(kind: Kind, start: VirtualTime) {
    self.kind = kind
    self.start = start
  }
}

/// One axis of a released scroll view.
enum AxisMotion {
  case resting
  case decelerating(origin: Double, velocity: Double, start: VirtualTime)
  /// Springing back to `edge` from `displacement` past it.
  case bouncing(edge: Double, displacement: Double, velocity: Double, start: VirtualTime)

  var isResting: Bool {
    if case .resting = self { return true }
    return false
  }

  /// The motion of content let go at `offset` with `velocity`.
  static func released(
    _ offset: Double, velocity: Double, minimum: Double, maximum: Double, at time: VirtualTime
  ) -> AxisMotion {
    if offset < minimum {
      return .bouncing(edge: minimum, displacement: offset - minimum, velocity: velocity, start: time)
    }
    if offset > maximum {
      return .bouncing(edge: maximum, displacement: offset - maximum, velocity: velocity, start: time)
    }
    if abs(velocity) < ScrollPhysics.restingSpeed { return .resting }
    return .decelerating(origin: offset, velocity: velocity, start: time)
  }

  /// The offset at `time`, moving on to the next phase when one ends; `nil`
  /// while resting.
  mutating func advance(
    to time: VirtualTime, minimum: Double, maximum: Double, rate: ScrollPhysics.DecelerationRate
  ) -> Double? {
    switch self {
    case .resting:
      return nil
    case .decelerating(let origin, let velocity, let start):
      let step = ScrollPhysics.deceleration(
        velocity: velocity, elapsed: Self.seconds(time - start), rate: rate)
      let offset = origin + step.distance
      if offset < minimum {
        self = .bouncing(edge: minimum, displacement: offset - minimum, velocity: step.velocity, start: time)
      } else if offset > maximum {
        self = .bouncing(edge: maximum, displacement: offset - maximum, velocity: step.velocity, start: time)
      } else if abs(step.velocity) < ScrollPhysics.restingSpeed {
        self = .resting
      }
      return offset
    case .bouncing(let edge, let displacement, let velocity, let start):
      let step = ScrollPhysics.bounce(
        displacement: displacement, velocity: velocity, elapsed: Self.seconds(time - start))
      if abs(step.displacement) < ScrollPhysics.bounceRestingDistance
        && abs(step.velocity) < ScrollPhysics.bounceRestingSpeed
      {
        self = .resting
        return edge
      }
      return edge + step.displacement
    }
  }

  static func seconds(_ duration: VirtualDuration) -> Double {
    Double(duration.nanoseconds) / Double(VirtualDuration.nanosecondsPerSecond)
  }
}
