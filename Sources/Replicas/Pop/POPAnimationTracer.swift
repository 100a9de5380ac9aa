/// What a tracer records, in pop's enum order.
///
/// @original POPAnimationEventType pop/POPAnimationEvent.h
public enum POPAnimationEventType: Int, Sendable {
  case propertyRead
  case propertyWrite
  case toValueUpdate
  case fromValueUpdate
  case velocityUpdate
  case bouncinessUpdate
  case speedUpdate
  case frictionUpdate
  case massUpdate
  case tensionUpdate
  case didStart
  case didStop
  case didReachToValue
  case autoreversed
}

/// One recorded event: its kind, its time (seconds since the animation
/// started, or the last render time before it started) and, for value
/// events, the value's components (a dynamics update's value is rounded
/// through `Float`, as pop records it; `didStop` carries 1 or 0 for
/// finished). An object, as in pop, so that an event found by type can be
/// found again among all the events by identity (pop's tests use
/// `indexOfObjectIdenticalTo:`).
///
/// @original POPAnimationEvent pop/POPAnimationEvent.h
public final class POPAnimationEvent {
  public let type: POPAnimationEventType
  public let time: Double
  public let values: [Double]
  /// How pop boxed the value: the animation's value type for a vector
  /// (a write, a read, a new to-value), a number for the rest.
  public let valueType: POPValueType

  init(type: POPAnimationEventType, time: Double, values: [Double], valueType: POPValueType) {
    self.type = type
    self.time = time
    self.values = values
    self.valueType = valueType
  }
}

/// The events of one animation, recorded only between `start()` and
/// `stop()`.
///
/// Differences: pop's events also carry the animation's description and,
/// for value events, the current velocity; `writeEvents` logging and
/// `shouldLogAndResetOnCompletion` are left out.
///
/// @original POPAnimationTracer pop/POPAnimationTracer.mm
public final class POPAnimationTracer {
  /// Not owning: the animation owns its tracer (pop's back reference is
  /// `__unsafe_unretained` too).
  unowned(unsafe) let animation: POPAnimation
  /// Every event since the last `reset()`.
  ///
  /// @original allEvents pop/POPAnimationTracer.h:40
  public private(set) var allEvents: [POPAnimationEvent] = []

  init(animation: POPAnimation) {
    self.animation = animation
  }

  /// @original -[POPAnimationTracer start] pop/POPAnimationTracer.mm:154
  public func start() {
    animation.tracing = true
  }

  /// @original -[POPAnimationTracer stop] pop/POPAnimationTracer.mm:160
  public func stop() {
    animation.tracing = false
  }

  /// @original -[POPAnimationTracer reset] pop/POPAnimationTracer.mm:166
  public func reset() {
    allEvents.removeAll()
  }

  /// The events of one kind, in order.
  ///
  /// @original -[POPAnimationTracer eventsWithType:] pop/POPAnimationTracer.mm:181
  public func events(ofType type: POPAnimationEventType) -> [POPAnimationEvent] {
    allEvents.filter { $0.type == type }
  }

  func record(_ type: POPAnimationEventType, _ values: [Double] = []) {
    let time = animation.startTime != 0 ? animation.lastTime - animation.startTime : animation.lastTime
    let vectorValued: Bool
    switch type {
    case .propertyRead, .propertyWrite, .toValueUpdate, .fromValueUpdate, .velocityUpdate, .didReachToValue:
      vectorValued = true
    default:
      vectorValued = false
    }
    let valueType = vectorValued ? (animation as? POPPropertyAnimation)?.valueType ?? .unknown : .float
    allEvents.append(POPAnimationEvent(type: type, time: time, values: values, valueType: valueType))
  }
}
