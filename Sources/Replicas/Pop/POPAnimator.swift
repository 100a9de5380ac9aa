import ReplicaSupport
import SimKernel

/// One animation on one object under one key, as the animator's lists
/// hold it.
///
/// Differences: pop's item holds the object weakly (and stops the
/// animation when the object is gone); Embedded Swift has no weak
/// references, so the item holds it strongly: an object stays alive while
/// it animates, and the "object gone" branch of a pass is never taken.
///
/// @original POPAnimatorItem pop/POPAnimator.mm
final class POPAnimatorItem {
  let object: AnyObject
  let key: String
  let animation: POPAnimation

  init(object: AnyObject, key: String, animation: POPAnimation) {
    self.object = object
    self.key = key
    self.animation = animation
  }
}

/// Pop's animator: the one object that runs every pop animation of an
/// app, from a display link, and writes new animations' first values
/// before Core Animation commits the frame they were added in.
///
/// * One per kernel (`shared(kernel)`, pop's `sharedAnimator`).
/// * A display link in the common modes, created paused; it runs while
///   there are animations or observers (`updateDisplayLink`, called after
///   an add, at the end of every pass and when observers change — not when
///   animations are removed, so the link pauses at the end of the next
///   pass).
/// * `list` holds every item, `pendingList` the ones added since the last
///   pending pass. Adding schedules a one-shot run-loop observer for
///   `beforeWaiting` and `exit` with order 1 999 999, one before Core
///   Animation's commit (2 000 000), which renders the pending list: the
///   from-value is written in the turn the animation was added, in the
///   same commit, not a frame later.
/// * A pass (`renderTime(_:items:)`) copies its list first, so animations
///   added during it wait for the next pass. One added during the pending
///   pass itself goes into `pendingList`, which is cleared when the pass
///   ends, and no new observer is scheduled (the old one is still there):
///   it starts at the next display-link frame, as in pop.
///
/// Render time is media time, `CACurrentMediaTime()` in pop, which counts
/// from boot and is never 0 on a device. Pop treats a start time of 0 as
/// "not started", so the replica's media time is the kernel's virtual time
/// plus `mediaTimeOffset` (1000 s, a device that booted 1000 s before the
/// simulation began); `beginTime` is on that clock too.
///
/// Differences: the animator holds the objects it animates strongly (see
/// `POPAnimatorItem`); an object's animations are kept in the order they
/// were added (pop's dictionary has no order, so `animationKeys` and the
/// order in which `removeAllAnimations` stops them are unspecified in
/// pop); a nil key becomes `"POPAnimatorKey#n"`, counting from 1, where
/// pop makes a UUID; the delegate and observers are held strongly; pop's
/// `CATransaction` around a pass (actions disabled) has no counterpart on
/// the engine, which has no implicit actions; the simulator-only slow
/// motion is inert on a device and left out (its accumulator, the start
/// offset, is always 0); there is no lock (one thread).
///
/// @original POPAnimator pop/POPAnimator.mm
public final class POPAnimator: ReplicaTracing {
  public static let traceName = "POPAnimator"
  public let kernel: Kernel

  /// What is added to the virtual time to make media time (seconds).
  public static let mediaTimeOffset = 1000.0

  /// Optional only so that its block can capture the animator, which
  /// holds it (as the link retains its target in UIKit; the kernel's
  /// tear-down breaks the cycle).
  ///
  /// @original _displayLink pop/POPAnimator.mm:94
  var displayLink: DisplayLink?
  /// Per object, in the order objects first got an animation: its keys
  /// and animations in the order they were added.
  var dict: [(object: AnyObject, animations: [(key: String, animation: POPAnimation)])] = []
  /// @original _list pop/POPAnimator.mm:101
  var list: [POPAnimatorItem] = []
  /// @original _pendingList pop/POPAnimator.mm:104
  var pendingList: [POPAnimatorItem] = []
  /// @original _pendingListObserver pop/POPAnimator.mm:105
  var pendingListObserver: RunLoopObserver?
  /// @original _observers pop/POPAnimator.mm:103
  var observers: [POPAnimatorObserving] = []
  var nextKey = 1

  /// Told around every pass (held strongly).
  ///
  /// @original delegate pop/POPAnimator.h:35
  public var delegate: POPAnimatorDelegate?
  /// A test hook: when not 0, the pending pass renders at this time.
  ///
  /// @original beginTime pop/POPAnimatorPrivate.h:48
  public var beginTime = 0.0
  /// Keeps the display link paused whatever runs.
  ///
  /// @original disableDisplayLink pop/POPAnimatorPrivate.h:43
  public var disableDisplayLink = false

  /// The kernel's animator, made on first use.
  ///
  /// @original +[POPAnimator sharedAnimator] pop/POPAnimator.mm:341
  public static func shared(_ kernel: Kernel) -> POPAnimator {
    enter(#function, kernel)
    defer { leave(kernel) }
    return kernel.singleton("POPAnimator") { POPAnimator(kernel: kernel) }
  }

  /// A paused display link in the common modes.
  ///
  /// @original -[POPAnimator init] pop/POPAnimator.mm:375
  init(kernel: Kernel) {
    self.kernel = kernel
    displayLink = kernel.displayLink(label: "displayLink") { _ in self.render() }
    displayLink?.isPaused = true
    displayLink?.add(to: kernel.mainRunLoop, forMode: .common)
  }

  // MARK: Time

  /// The media time now: virtual time plus `mediaTimeOffset`.
  ///
  /// @original -[POPAnimator _currentRenderTime] pop/POPAnimator.mm:832
  public func currentRenderTime() -> Double {
    Double(kernel.now.nanoseconds) / 1_000_000_000 + Self.mediaTimeOffset
  }

  /// The display link's frame interval, in seconds.
  ///
  /// @original -[POPAnimator refreshPeriod] pop/POPAnimator.mm:816
  public var refreshPeriod: Double {
    Double(displayLink?.duration.nanoseconds ?? 0) / 1_000_000_000
  }

  /// Whether the display link is paused now.
  public var isDisplayLinkPaused: Bool { displayLink?.isPaused ?? true }

  /// How many items wait for the pending pass (pop has no accessor; a
  /// scenario watches it).
  public var pendingCount: Int { pendingList.count }

  // MARK: Display link

  /// Paused when nothing runs and nobody observes (or when disabled).
  ///
  /// @original updateDisplayLink pop/POPAnimator.mm:141
  func updateDisplayLink() {
    enter(#function)
    defer { leave() }
    let paused = (observers.isEmpty && list.isEmpty) || disableDisplayLink
    if let displayLink, paused != displayLink.isPaused {
      displayLink.isPaused = paused
    }
  }

  /// A frame: renders every item at the current media time (the link's
  /// own timestamp is not used).
  ///
  /// @handler displayLink
  /// @original -[POPAnimator render] pop/POPAnimator.mm:859
  func render() {
    enter(#function)
    defer { leave() }
    renderTime(currentRenderTime())
  }

  /// Renders every item at `time` (a test hook in pop).
  ///
  /// @original -[POPAnimator renderTime:] pop/POPAnimator.mm:865
  public func renderTime(_ time: Double) {
    enter(#function)
    defer { leave() }
    renderTime(time, items: list)
  }

  // MARK: The pending pass

  /// Adds, unless one is waiting, the one-shot observer that renders the
  /// pending list before Core Animation commits.
  ///
  /// @original -[POPAnimator _scheduleProcessPendingList] pop/POPAnimator.mm:487
  func scheduleProcessPendingList() {
    enter(#function)
    defer { leave() }
    let commitOrder = CoreAnimationTransaction.commitObserverOrder
    guard pendingListObserver == nil else { return }
    let observer = kernel.observer(
      label: "pendingListObserver", activities: [.beforeWaiting, .exit], repeats: false,
      order: commitOrder - 1
    ) { _, _ in
      self.processPendingList()
    }
    pendingListObserver = observer
    kernel.mainRunLoop.add(observer, forMode: .common)
  }

  /// Renders the pending items at the current time (or the test hook's
  /// `beginTime`), then forgets them and the observer.
  ///
  /// @original -[POPAnimator _processPendingList] pop/POPAnimator.mm:461
  func processPendingList() {
    enter(#function)
    defer { leave() }
    let time = currentRenderTime()
    renderTime(beginTime != 0 ? beginTime : time, items: pendingList)
    pendingList.removeAll()
    clearPendingListObserver()
  }

  /// @original -[POPAnimator _clearPendingListObserver] pop/POPAnimator.mm:478
  func clearPendingListObserver() {
    enter(#function)
    defer { leave() }
    if let observer = pendingListObserver {
      observer.invalidate()
      pendingListObserver = nil
    }
  }

  // MARK: A pass

  /// Delegate's will-animate, each item of a copy of `items`, observers,
  /// the display link, delegate's did-animate.
  ///
  /// @original -[POPAnimator _renderTime:items:] pop/POPAnimator.mm:512
  func renderTime(_ time: Double, items: [POPAnimatorItem]) {
    enter(#function)
    defer { leave() }
    let delegate = delegate
    delegate?.animatorWillAnimate(self)
    let vector = items
    for item in vector {
      renderTime(time, item: item)
    }
    for observer in observers {
      observer.animatorDidAnimate(self)
    }
    updateDisplayLink()
    delegate?.animatorDidAnimate(self)
  }

  /// One item: start if due; if running, advance and write; if done,
  /// write the to-value, then repeat or stop.
  ///
  /// @original -[POPAnimator _renderTime:item:] pop/POPAnimator.mm:561
  func renderTime(_ time: Double, item: POPAnimatorItem) {
    enter(#function)
    defer { leave() }
    let object = item.object
    let animation = item.animation
    animation.startIfNeeded(object, time, 0)
    guard animation.active && !animation.pausedStorage else { return }
    applyAnimationTime(object, animation, time)
    guard animation.isDone() else { return }
    applyAnimationToValue(object, animation)
    animation.repeatCountStorage -= 1
    if animation.repeatForever || animation.repeatCountStorage > 0 {
      if let propertyAnimation = animation as? POPPropertyAnimation {
        let oldFromValue = propertyAnimation.fromValue
        propertyAnimation.fromValue = propertyAnimation.toValue
        if animation.autoreversesStorage {
          if animation.tracing { animation.tracer.record(.autoreversed) }
          if let decay = propertyAnimation as? POPDecayAnimation {
            decay.velocity = decay.reversedVelocity
          } else {
            propertyAnimation.toValue = oldFromValue
          }
        } else {
          if let decay = propertyAnimation as? POPDecayAnimation {
            decay.velocity = decay.originalVelocity
          } else {
            propertyAnimation.fromValue = oldFromValue
          }
        }
      }
      animation.stop(false, false)
      animation.reset(true)
      animation.startIfNeeded(object, time, 0)
    } else {
      stopAndCleanup(item, animation.removedOnCompletion, true)
    }
  }

  /// Advances the animation; if it moved, writes its value and tells the
  /// apply callbacks.
  ///
  /// @original applyAnimationTime pop/POPAnimator.mm:254
  func applyAnimationTime(_ object: AnyObject, _ animation: POPAnimation, _ time: Double) {
    enter(#function)
    defer { leave() }
    guard animation.advanceTime(time, object) else { return }
    if let propertyAnimation = animation as? POPPropertyAnimation {
      updateAnimatable(object, propertyAnimation)
    }
    animation.delegateApply()
  }

  /// The to-value, written only if the object does not hold it already,
  /// then the apply callbacks again.
  ///
  /// @original applyAnimationToValue pop/POPAnimator.mm:268
  func applyAnimationToValue(_ object: AnyObject, _ animation: POPAnimation) {
    enter(#function)
    defer { leave() }
    if let propertyAnimation = animation as? POPPropertyAnimation {
      propertyAnimation.finalizeProgress()
      updateAnimatable(object, propertyAnimation, avoidExtraneousWrite: true)
    }
    animation.delegateApply()
  }

  /// Writes the animation's current value (rounded) to the object, or,
  /// additive, adds its change since the last write to the object's value.
  /// Nothing for a stopped or paused animation or a property without a
  /// write block.
  ///
  /// @original updateAnimatable pop/POPAnimator.mm:175
  func updateAnimatable(
    _ object: AnyObject, _ animation: POPPropertyAnimation, avoidExtraneousWrite: Bool = false
  ) {
    enter(#function)
    defer { leave() }
    guard animation.active && !animation.pausedStorage, animation.hasValue else { return }
    guard let write = animation.property?.writeBlock else { return }
    guard let current = animation.roundedCurrentValue() else { return }
    let count = animation.valueCount
    if !animation.additive {
      if avoidExtraneousWrite, let read = animation.property?.readBlock {
        if POPVector(count: count, read(object)).vector4 == current.vector4 { return }
      }
      animation.previous2Vec = animation.previousVec
      animation.previousVec = current
      write(object, current.vector4)
      if animation.tracing { animation.tracer.record(.propertyWrite, current.values) }
    } else {
      guard let read = animation.property?.readBlock else { return }
      let objectValue = POPVector(count: count, read(object)).vector4
      var change = current.vector4
      if let previous = animation.previousVec { change = change - previous.vector4 }
      if avoidExtraneousWrite && change == .zero { return }
      let sum = change + objectValue
      animation.previous2Vec = animation.previousVec
      animation.previousVec = current
      write(object, sum)
      if animation.tracing { animation.tracer.record(.propertyWrite, current.values) }
    }
  }

  /// Removes `key` from the object's animations (and the object when it
  /// has none left, if `cleanup`), returning the animation.
  ///
  /// @original deleteDictEntry pop/POPAnimator.mm:284
  func deleteDictEntry(_ object: AnyObject, _ key: String, cleanup: Bool = true) -> POPAnimation? {
    enter(#function)
    defer { leave() }
    guard let index = dict.firstIndex(where: { $0.object === object }) else { return nil }
    guard let keyIndex = dict[index].animations.firstIndex(where: { $0.key == key }) else { return nil }
    let animation = dict[index].animations.remove(at: keyIndex).animation
    if cleanup && dict[index].animations.isEmpty { dict.remove(at: index) }
    return animation
  }

  /// Stops the item's animation, removing it first if asked.
  ///
  /// @original stopAndCleanup pop/POPAnimator.mm:312
  func stopAndCleanup(_ item: POPAnimatorItem, _ shouldRemove: Bool, _ finished: Bool) {
    enter(#function)
    defer { leave() }
    if shouldRemove { _ = deleteDictEntry(item.object, item.key) }
    item.animation.stop(shouldRemove, finished)
    if shouldRemove, let index = list.firstIndex(where: { $0 === item }) {
      list.remove(at: index)
    }
  }

  // MARK: API

  /// Runs `animation` on `object` under `key`. The same instance already
  /// there: nothing. Another one: it is removed first (and told it did not
  /// finish). The animation is reset, so an instance can be reused, and
  /// its first values are written before the commit of this turn.
  ///
  /// @entry
  /// @original -[POPAnimator addAnimation:forObject:key:] pop/POPAnimator.mm:642
  public func addAnimation(_ animation: POPAnimation, forObject object: AnyObject, key: String?) {
    enter(#function)
    defer { leave() }
    let key = key ?? generatedKey()
    if let index = dict.firstIndex(where: { $0.object === object }) {
      if let existing = dict[index].animations.first(where: { $0.key == key })?.animation {
        if existing === animation { return }
        removeAnimation(forObject: object, key: key, cleanupDict: false)
      }
    }
    if let index = dict.firstIndex(where: { $0.object === object }) {
      dict[index].animations.append((key: key, animation: animation))
    } else {
      dict.append((object: object, animations: [(key: key, animation: animation)]))
    }
    let item = POPAnimatorItem(object: object, key: key, animation: animation)
    list.append(item)
    pendingList.append(item)
    animation.reset(true)
    updateDisplayLink()
    scheduleProcessPendingList()
  }

  /// A key for an animation added without one, unlike any other.
  func generatedKey() -> String {
    defer { nextKey += 1 }
    return "POPAnimatorKey#" + String(nextKey)
  }

  /// Stops and forgets every animation of `object`, told they did not
  /// finish. Faithful quirk: they are taken out of `list` but not out of
  /// `pendingList`, so one added in this turn still starts (and runs) at
  /// the pending pass.
  ///
  /// @entry
  /// @original -[POPAnimator removeAllAnimationsForObject:] pop/POPAnimator.mm:701
  public func removeAllAnimations(forObject object: AnyObject) {
    enter(#function)
    defer { leave() }
    guard let index = dict.firstIndex(where: { $0.object === object }) else { return }
    let animations: [POPAnimation] = dict.remove(at: index).animations.map { $0.animation }
    if animations.isEmpty { return }
    list.removeAll { item in animations.contains { $0 === item.animation } }
    for animation in animations {
      animation.stop(true, !animation.active)
    }
  }

  /// Stops and forgets the animation under `key`, told it did not finish
  /// (pop passes "finished" only for one never active and not paused,
  /// which an added animation never is).
  ///
  /// @entry
  /// @original -[POPAnimator removeAnimationForObject:key:] pop/POPAnimator.mm:784
  public func removeAnimation(forObject object: AnyObject, key: String) {
    enter(#function)
    defer { leave() }
    removeAnimation(forObject: object, key: key, cleanupDict: true)
  }

  /// @original -[POPAnimator removeAnimationForObject:key:cleanupDict:] pop/POPAnimator.mm:743
  func removeAnimation(forObject object: AnyObject, key: String, cleanupDict: Bool) {
    enter(#function)
    defer { leave() }
    guard let animation = deleteDictEntry(object, key, cleanup: cleanupDict) else { return }
    if let index = list.firstIndex(where: { $0.animation === animation }) { list.remove(at: index) }
    if let index = pendingList.firstIndex(where: { $0.animation === animation }) {
      pendingList.remove(at: index)
    }
    animation.stop(true, !animation.active && !animation.pausedStorage)
  }

  /// The keys of the object's animations, in the order they were added.
  ///
  /// @original -[POPAnimator animationKeysForObject:] pop/POPAnimator.mm:789
  /// The objects an animation is added to (pop has no accessor; a script
  /// checks that none of them is one a new property cannot animate).
  public func objects(holding animation: POPAnimation) -> [AnyObject] {
    dict.filter { entry in entry.animations.contains { $0.animation === animation } }.map { $0.object }
  }

  public func animationKeys(forObject object: AnyObject) -> [String] {
    dict.first(where: { $0.object === object })?.animations.map { $0.key } ?? []
  }

  /// @original -[POPAnimator animationForObject:key:] pop/POPAnimator.mm:802
  public func animation(forObject object: AnyObject, key: String) -> POPAnimation? {
    dict.first(where: { $0.object === object })?.animations.first(where: { $0.key == key })?.animation
  }

  /// Keeps the display link running while registered.
  ///
  /// @entry
  /// @original -[POPAnimator addObserver:] pop/POPAnimator.mm:870
  public func addObserver(_ observer: POPAnimatorObserving) {
    enter(#function)
    defer { leave() }
    observers.append(observer)
    updateDisplayLink()
  }

  /// @entry
  /// @original -[POPAnimator removeObserver:] pop/POPAnimator.mm:892
  public func removeObserver(_ observer: POPAnimatorObserving) {
    enter(#function)
    defer { leave() }
    if let index = observers.firstIndex(where: { $0 === observer }) { observers.remove(at: index) }
    updateDisplayLink()
  }
}
