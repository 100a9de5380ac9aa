import ReplicaSupport
import SimKernel

/// Which ends of a property animation keep the value from overshooting.
///
/// @original POPAnimationClampFlags pop/POPPropertyAnimation.h
public struct POPAnimationClampFlags: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// @original kPOPAnimationClampStart pop/POPPropertyAnimation.h:20
  public static let start = POPAnimationClampFlags(rawValue: 1 << 0)
  /// @original kPOPAnimationClampEnd pop/POPPropertyAnimation.h:21
  public static let end = POPAnimationClampFlags(rawValue: 1 << 1)
  /// @original kPOPAnimationClampBoth pop/POPPropertyAnimation.h:22
  public static let both: POPAnimationClampFlags = [.start, .end]
}

/// An animation of one animatable property from a value to a value: the
/// values, their vectors and the per-frame bookkeeping every subclass
/// shares (the from- and to-values read from the object when not set,
/// progress, the to-value reached, clamping, rounding).
///
/// Values are `POPVector`s of 1–4 components, where pop boxes them as
/// `NSNumber` or `NSValue`: the count a value has is the count the
/// animation reads and writes. Setting any value sets the count (pop's
/// unboxing does the same, and a value of another count is a mistake in
/// pop too); a value of `nil` sets it to 0. An animation with no value
/// set has count 0: it reads and writes nothing and is done at its first
/// pass.
///
/// @original POPPropertyAnimation pop/POPPropertyAnimation.mm
public class POPPropertyAnimation: POPAnimation {
  override public class var traceName: String { "POPPropertyAnimation" }

  /// Setting it takes its threshold.
  ///
  /// @original property pop/POPPropertyAnimation.h:33
  public var property: POPAnimatableProperty? {
    didSet {
      if property !== oldValue { updatedDynamicsThreshold() }
    }
  }
  /// How many components the animation's values have; 0 before any.
  public internal(set) var valueCount = 0
  /// What kind of value the animation was given first, which pop boxes its
  /// values back as (a point, a rect…). The replica's values are vectors;
  /// whoever boxes them (a script) keeps the kind here, as pop's
  /// `POPUnbox` does.
  ///
  /// @original valueType pop/POPPropertyAnimationInternal.h:33
  public var valueType: POPValueType = .unknown
  var fromVec: POPVector?
  var toVec: POPVector?
  var currentVec: POPVector?
  var previousVec: POPVector?
  var previous2Vec: POPVector?
  var velocityVec: POPVector?
  var originalVelocityVec: POPVector?
  var distanceVec: POPVector?
  /// Written values are rounded to multiples of `1 / roundingFactor`
  /// (0: not rounded).
  ///
  /// @original roundingFactor pop/POPPropertyAnimation.h:51
  public var roundingFactor = 0.0
  /// @original clampMode pop/POPPropertyAnimation.h:57
  public var clampMode: POPAnimationClampFlags = []
  /// Add the animation's change to the object's value instead of writing
  /// the animation's value.
  ///
  /// @original additive pop/POPPropertyAnimation.h:63
  public var additive = false
  /// Progress values at which the delegate's `didReachProgress` is told,
  /// in order (read as floats, as pop does).
  ///
  /// @original progressMarkers pop/POPAnimationInternal.h:58
  public var progressMarkers: [Double] = [] {
    didSet { updatedProgressMarkers() }
  }
  var progressMarkerState: [(progress: Double, reached: Bool)] = []
  var nextProgressMarkerIdx = 0
  var dynamicsThreshold = 0.0

  // MARK: Values

  /// @original fromValue pop/POPPropertyAnimation.h:39
  public var fromValue: POPVector? {
    get { fromVec }
    set { setFromValue(newValue) }
  }

  /// @original toValue pop/POPPropertyAnimation.h:45
  public var toValue: POPVector? {
    get { toVec }
    set { setToValue(newValue) }
  }

  /// The value now, rounded as it is written.
  ///
  /// @original currentValue pop/POPAnimationInternal.h:53
  public var currentValue: POPVector? { roundedCurrentValue() }

  /// @original -[POPPropertyAnimation setFromValue:] pop/POPPropertyAnimation.mm:37
  func setFromValue(_ value: POPVector?) {
    enter(#function)
    defer { leave() }
    valueCount = value?.count ?? 0
    if value != fromVec {
      fromVec = value
      if tracing { tracer.record(.fromValueUpdate, value?.values ?? []) }
    }
  }

  /// A new to-value: the reach test and the distance start over, and an
  /// active animation that had come to rest runs again.
  ///
  /// @original -[POPPropertyAnimation setToValue:] pop/POPPropertyAnimation.mm:55
  func setToValue(_ value: POPVector?) {
    enter(#function)
    defer { leave() }
    valueCount = value?.count ?? 0
    if value != toVec {
      toVec = value
      didReachToValue = false
      distanceVec = nil
      if tracing { tracer.record(.toValueUpdate, value?.values ?? []) }
      if active && pausedStorage { setPaused(false) }
    }
  }

  /// Stores a velocity that differs from the one there, as the original
  /// velocity too, traced; says whether it differed. The part the spring's
  /// and the decay's `setVelocity:` share (each writes it out in pop).
  func storeVelocity(_ value: POPVector?) -> Bool {
    enter(#function)
    defer { leave() }
    valueCount = value?.count ?? 0
    guard value != velocityVec else { return false }
    velocityVec = value
    originalVelocityVec = value
    if tracing { tracer.record(.velocityUpdate, value?.values ?? []) }
    return true
  }

  /// A vector of `valueCount` components (none when the count is 0).
  func makeVector(_ vector: POPVector4) -> POPVector? {
    valueCount == 0 ? nil : POPVector(count: valueCount, vector)
  }

  var hasValue: Bool { valueCount != 0 }

  /// A copy of the current value, rounded when a rounding factor is set.
  ///
  /// @original _POPPropertyAnimationState::currentValue pop/POPPropertyAnimationInternal.h:109
  func roundedCurrentValue() -> POPVector? {
    guard var vector = currentVec else { return nil }
    if roundingFactor != 0 { vector.subRound(1 / roundingFactor) }
    return vector
  }

  // MARK: The state's methods

  /// @original _POPPropertyAnimationState::isDone pop/POPPropertyAnimationInternal.h:94
  override func isDone() -> Bool {
    enter(#function)
    defer { leave() }
    if super.isDone() { return true }
    if !hasValue && type != .custom { return true }
    return false
  }

  /// @original _POPPropertyAnimationState::updatedProgressMarkers pop/POPPropertyAnimationInternal.h:125
  func updatedProgressMarkers() {
    progressMarkerState = progressMarkers.map { (progress: Double(Float($0)), reached: false) }
    nextProgressMarkerIdx = 0
  }

  func resetProgressMarkerState() {
    for index in progressMarkerState.indices { progressMarkerState[index].reached = false }
    nextProgressMarkerIdx = 0
  }

  /// @original _POPPropertyAnimationState::updatedDynamicsThreshold pop/POPPropertyAnimationInternal.h:145
  func updatedDynamicsThreshold() {
    enter(#function)
    defer { leave() }
    dynamicsThreshold = property?.threshold ?? 0
  }

  /// The end: progress 1, the value is the to-value (clamped), then the
  /// progress and reach callbacks.
  ///
  /// @original _POPPropertyAnimationState::finalizeProgress pop/POPPropertyAnimationInternal.h:150
  func finalizeProgress() {
    enter(#function)
    defer { leave() }
    progress = 1.0
    var out = makeVector(.zero)
    if out != nil, let toVec { out = toVec }
    currentVec = out
    clampCurrentValue()
    delegateProgress()
  }

  /// How far the current value is along the way from the from-value to
  /// the to-value, by squared distances.
  ///
  /// @original _POPPropertyAnimationState::computeProgress pop/POPPropertyAnimationInternal.h:165
  override func computeProgress() {
    enter(#function)
    defer { leave() }
    guard hasValue else { return }
    let v = currentVec?.vector4 ?? .zero
    let f = fromVec?.vector4 ?? .zero
    let t = toVec?.vector4 ?? .zero
    let s = (v - f).squaredNorm
    let e = (v - t).squaredNorm
    let d = (t - f).squaredNorm
    if d == 0 {
      progress = 1
    } else if s > e {
      progress = (s / d).squareRoot()
    } else {
      progress = 1 - (e / d).squareRoot()
    }
  }

  /// Progress markers passed, then the reach test: reached when every
  /// component's distance to go has changed sign since the start (or is
  /// zero).
  ///
  /// @original _POPPropertyAnimationState::delegateProgress pop/POPPropertyAnimationInternal.h:177
  override func delegateProgress() {
    enter(#function)
    defer { leave() }
    guard hasValue else { return }
    if delegate != nil {
      while nextProgressMarkerIdx < progressMarkerState.count {
        let marker = progressMarkerState[nextProgressMarkerIdx]
        if progress < marker.progress { break }
        if !marker.reached {
          delegate?.popAnimation(self, didReachProgress: marker.progress)
          progressMarkerState[nextProgressMarkerIdx].reached = true
        }
        nextProgressMarkerIdx += 1
      }
    }
    if !didReachToValue {
      var reached = false
      if valueCount == 0 {
        reached = true
      } else {
        let distance = (toVec?.vector4 ?? .zero) - (currentVec?.vector4 ?? .zero)
        if distance.squaredNorm == 0 {
          reached = true
        } else if let distanceVec {
          reached = true
          for index in 0..<valueCount {
            reached = reached && (distance[index].sign != distanceVec[index].sign)
          }
        }
      }
      if reached { handleDidReachToValue() }
    }
  }

  /// Delegate, block, tracer.
  ///
  /// @original _POPPropertyAnimationState::handleDidReachToValue pop/POPPropertyAnimationInternal.h:226
  func handleDidReachToValue() {
    enter(#function)
    defer { leave() }
    didReachToValue = true
    delegate?.popAnimationDidReachToValue(self)
    if let block = animationDidReachToValueBlock { block(self) }
    if tracing { tracer.record(.didReachToValue, roundedCurrentValue()?.values ?? []) }
  }

  /// The object's value, as a vector of `valueCount` components.
  ///
  /// @original _POPPropertyAnimationState::readObjectValue pop/POPPropertyAnimationInternal.h:245
  func readObjectValue(_ object: AnyObject) -> POPVector? {
    enter(#function)
    defer { leave() }
    guard let read = property?.readBlock else { return nil }
    let vector = makeVector(read(object))
    if tracing { tracer.record(.propertyRead, vector?.values ?? []) }
    return vector
  }

  /// Missing from- and to-values are read from the object (a decay
  /// computes its to-value); on the start frame the current value starts
  /// at the from-value unless it is kept from before, velocities default
  /// to zero; the distance to go is noted.
  ///
  /// @original _POPPropertyAnimationState::willRun pop/POPPropertyAnimationInternal.h:260
  override func willRun(_ started: Bool, _ object: AnyObject) {
    enter(#function)
    defer { leave() }
    if fromVec == nil { fromVec = readObjectValue(object) }
    if toVec == nil {
      if type == .decay {
        _ = toValue
      } else {
        toVec = readObjectValue(object)
      }
    }
    if started {
      if currentVec == nil {
        currentVec = makeVector(.zero)
        if currentVec != nil, let fromVec { currentVec = fromVec }
      }
      if velocityVec == nil { velocityVec = makeVector(.zero) }
      if originalVelocityVec == nil { originalVelocityVec = makeVector(.zero) }
    }
    if distanceVec == nil {
      if let start = currentVec ?? fromVec, let toVec {
        let distance = toVec.vector4 - start.vector4
        if distance.squaredNorm != 0 { distanceVec = makeVector(distance) }
      }
    }
  }

  /// Also forgets the values of the last run when `all`, progress, the
  /// markers passed, the reach and the distance.
  ///
  /// @original _POPPropertyAnimationState::reset pop/POPPropertyAnimationInternal.h:319
  override func reset(_ all: Bool) {
    enter(#function)
    defer { leave() }
    super.reset(all)
    if all {
      currentVec = nil
      previousVec = nil
      previous2Vec = nil
    }
    progress = 0
    resetProgressMarkerState()
    didReachToValue = false
    distanceVec = nil
  }

  /// Per component: `.start` keeps the value on the from side, `.end`
  /// keeps it from passing the to-value ("increasing" meaning to > from).
  ///
  /// @original _POPPropertyAnimationState::clampCurrentValue pop/POPPropertyAnimationInternal.h:333
  func clampCurrentValue(_ clamp: POPAnimationClampFlags) {
    enter(#function)
    defer { leave() }
    guard !clamp.isEmpty, var current = currentVec, let fromVec, let toVec else { return }
    for index in 0..<valueCount {
      let from = fromVec[index]
      let to = toVec[index]
      let increasing = to > from
      var value = current[index]
      if clamp.contains(.start) && ((increasing && value < from) || (!increasing && value > from)) {
        value = from
      }
      if clamp.contains(.end) && ((increasing && value > to) || (!increasing && value < to)) {
        value = to
      }
      current[index] = value
    }
    currentVec = current
  }

  func clampCurrentValue() {
    clampCurrentValue(clampMode)
  }
}
