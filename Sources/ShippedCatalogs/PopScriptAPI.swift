import Replicas
import ScenarioCatalog
import SimKernel

/// Pop 1.0.11's API as script classes, under pop's own names, so that a
/// block can do what pop's tests do: make a `POPSpringAnimation`, set its
/// `toValue` and `springBounciness`, add it to an object with
/// `pop_addAnimation(_:forKey:)`, render the animator at chosen times and
/// read the tracer's events. Values are `NSValue`s and `NSNumber`s, as in
/// pop (a number literal is an `NSNumber`).
extension PopCatalog {
  static let scriptClasses: [ScriptClass] = [
    objectCategory, animatorClass, propertyClass, mutablePropertyClass, animationClass,
    propertyAnimationClass,
    customClass, basicClass, springClass, conversionClass, decayClass, tracerClass, eventClass,
    timingFunctionClass,
  ]

  /// `CAMediaTimingFunction`, as a basic animation takes it: by name or by
  /// control points, which Core Animation keeps as floats.
  static let timingFunctionClass = ScriptClass.of(
    TimingFunction.self, "CAMediaTimingFunction", superclass: "NSObject",
    members: [
      .classMethod(
        "functionWithControlPoints",
        [
          ScriptParameter(nil, .number), ScriptParameter(nil, .number), ScriptParameter(nil, .number),
          ScriptParameter(nil, .number),
        ],
        returns: .object("CAMediaTimingFunction")
      ) { arguments, _ in
        let points = (0..<4).map { Double(Float(arguments[$0]?.number ?? 0)) }
        return .object(TimingFunction(POPTimingFunction(points[0], points[1], points[2], points[3])))
      },
      .classMethod(
        "functionWithName", [ScriptParameter(nil, .choice(timingNames.map { $0.word }))],
        returns: .object("CAMediaTimingFunction")
      ) { arguments, _ in
        let function = timingNames.first { $0.word == arguments[0]?.string }?.function ?? .default
        return .object(TimingFunction(function))
      },
    ])

  /// What a spring conversion gives back through its out-parameters:
  /// `tension`, `friction` and `mass`, or `bounciness` and `speed` (0 for
  /// the ones the conversion does not give).
  static let conversionClass = ScriptClass.of(
    SpringConversion.self, "POPSpringConversion", superclass: "NSObject",
    members: ["tension", "friction", "mass", "bounciness", "speed"].map { name in
      .property(name, .number, of: SpringConversion.self) { conversion, _ in
        .number(conversion.values[name] ?? 0)
      }
    })

  /// The names of the blocks a script's animation reports when they run.
  static let blockNames = [
    "animationDidStartBlock", "animationDidReachToValueBlock", "completionBlock", "animationDidApplyBlock",
  ]

  // MARK: NSObject (POP)

  /// `NSObject (POP)`: every object can hold pop animations.
  static let objectCategory = ScriptClass(
    "NSObject", superclass: nil, isInstance: { _ in true },
    members: [
      .method(
        "pop_addAnimation",
        [ScriptParameter(nil, .object("POPAnimation")), ScriptParameter("forKey", .string, optional: true)],
        of: AnyObject.self
      ) { object, arguments, context in
        guard let animation = arguments[0]?.object as? POPAnimation else { return .void }
        guard (animation as? POPPropertyAnimation)?.property?.canAnimate(object) ?? true else {
          context.raise(unrecognizedSelector(animation, object, context))
          return .void
        }
        POPAnimator.shared(context.kernel).addAnimation(
          animation, forObject: object, key: key(arguments[1]))
        return .void
      },
      .method("pop_removeAnimationForKey", [ScriptParameter(nil, .string)], of: AnyObject.self) {
        object, arguments, context in
        // A nil key removes nothing, as in Core Animation.
        guard let key = key(arguments[0]) else { return .void }
        POPAnimator.shared(context.kernel).removeAnimation(forObject: object, key: key)
        return .void
      },
      .method("pop_removeAllAnimations", [], of: AnyObject.self) { object, _, context in
        POPAnimator.shared(context.kernel).removeAllAnimations(forObject: object)
        return .void
      },
      .property("pop_animationKeys", .list(.string), of: AnyObject.self) { object, context in
        .list(POPAnimator.shared(context.kernel).animationKeys(forObject: object).map { .string($0) })
      },
      .method(
        "pop_animationForKey", [ScriptParameter(nil, .string)], returns: .object("POPAnimation"),
        of: AnyObject.self
      ) { object, arguments, context in
        guard let key = key(arguments[0]) else { return .null }
        return POPAnimator.shared(context.kernel).animation(forObject: object, key: key).map { .object($0) }
          ?? .null
      },
    ])

  // MARK: The animator

  static let animatorClass = ScriptClass.of(
    POPAnimator.self, "POPAnimator", superclass: "NSObject",
    members: [
      .classMethod("sharedAnimator", [], returns: .object("POPAnimator")) { _, context in
        .object(POPAnimator.shared(context.kernel))
      },
      number("beginTime", of: POPAnimator.self, get: { $0.beginTime }) { $0.beginTime = $1 },
      .method("renderTime", [ScriptParameter(nil, .number)], of: POPAnimator.self) { animator, arguments, _ in
        animator.renderTime(arguments[0]?.number ?? 0)
        return .void
      },
      .method("currentRenderTime", [], returns: .number, of: POPAnimator.self) { animator, _, _ in
        .number(animator.currentRenderTime())
      },
    ])

  // MARK: Properties

  static let propertyClass = ScriptClass.of(
    POPAnimatableProperty.self, "POPAnimatableProperty", superclass: "NSObject",
    members: [
      propertyWithName,
      .classMethod("init", [], returns: .object("POPAnimatableProperty")) { _, _ in
        .object(POPAnimatableProperty.placeholder)
      },
      // The blocks, to compare with nil: they take pop's value arrays,
      // which a script's block cannot be given.
      .property("readBlock", .block, of: POPAnimatableProperty.self) { property, _ in
        property.readBlock == nil ? .null : .block({})
      },
      .property("writeBlock", .block, of: POPAnimatableProperty.self) { property, _ in
        property.writeBlock == nil ? .null : .block({})
      },
      .property("name", .string, of: POPAnimatableProperty.self) { property, _ in .string(property.name) },
      .property("threshold", .number, of: POPAnimatableProperty.self) { property, _ in
        .number(property.threshold)
      },
    ])

  /// `+propertyWithName:` and `+propertyWithName:initializer:`, the block
  /// trailing: `propertyWithName("radius") { prop in prop.threshold = 0.01 }`.
  static var propertyWithName: ScriptMember {
    var member = ScriptMember.classMethod(
      "propertyWithName",
      [ScriptParameter(nil, .string), ScriptParameter("initializer", .block, optional: true)],
      returns: .object("POPAnimatableProperty")
    ) { arguments, context in
      let caller = context.blockCaller
      let initializer = arguments[1]?.block.map { block in
        { (property: POPMutableAnimatableProperty) in _ = caller.call(block, with: [.object(property)]) }
      }
      return POPAnimatableProperty.property(named: arguments[0]?.string ?? "", initializer: initializer).map {
        .object($0)
      } ?? .null
    }
    member.blockParameters = [ScriptParameter("prop", .object("POPMutableAnimatableProperty"))]
    return member
  }

  /// The property an initializer block configures: its name and threshold
  /// (read and write blocks take pop's value arrays, which scripts do not
  /// write).
  static let mutablePropertyClass = ScriptClass.of(
    POPMutableAnimatableProperty.self, "POPMutableAnimatableProperty", superclass: "POPAnimatableProperty",
    members: [
      .property(
        "name", .string, of: POPMutableAnimatableProperty.self,
        get: { property, _ in .string(property.name) },
        set: { property, value, _ in property.name = value.string }),
      .property(
        "threshold", .number, of: POPMutableAnimatableProperty.self,
        get: { property, _ in .number(property.threshold) },
        set: { property, value, _ in property.threshold = value.number }),
    ])

  /// `+animationWithBlock:`, the block trailing: called every frame with
  /// the animated object and the animation, it says whether to go on.
  static let customClass = ScriptClass.of(
    POPCustomAnimation.self, "POPCustomAnimation", superclass: "POPAnimation",
    members: [
      {
        var member = ScriptMember.classMethod(
          "animationWithBlock", [ScriptParameter(nil, .block, optional: true)],
          returns: .object("POPCustomAnimation")
        ) { arguments, context in
          guard let block = arguments[0]?.block else {
            context.raise("NSInternalInconsistencyException: animationWithBlock needs a block")
            return .null
          }
          let caller = context.blockCaller
          return .object(
            POPCustomAnimation(kernel: context.kernel) { target, animation in
              // A block that returned nothing has stopped the run.
              caller.call(block, with: [.object(target), .object(animation)]).bool
            })
        }
        member.blockParameters = [
          ScriptParameter("target", .object("NSObject")),
          ScriptParameter("animation", .object("POPCustomAnimation")),
        ]
        member.blockReturns = .bool
        return member
      }(),
      .property("currentTime", .number, of: POPCustomAnimation.self) { animation, _ in
        .number(animation.currentTime)
      },
      .property("elapsedTime", .number, of: POPCustomAnimation.self) { animation, _ in
        .number(animation.elapsedTime)
      },
    ])

  // MARK: Animations

  /// `POPAnimation`: abstract, its callbacks and repetition.
  static let animationClass = ScriptClass.of(
    POPAnimation.self, "POPAnimation", superclass: "NSObject",
    members: [
      abstractInitializer("POPAnimation"),
      .property(
        "name", .string, of: POPAnimation.self,
        get: { animation, _ in animation.name.map { .string($0) } ?? .null },
        set: { animation, value, _ in animation.name = value.string }),
      number("beginTime", of: POPAnimation.self, get: { $0.beginTime }) { $0.beginTime = $1 },
      .property(
        "delegate", .object("NSObject"), of: POPAnimation.self,
        get: { animation, _ in (animation.delegate as? OCMockDelegate).map { .object($0) } ?? .null },
        set: { animation, value, _ in animation.delegate = value.object as? OCMockDelegate }),
      flag("removedOnCompletion", of: POPAnimation.self, get: { $0.removedOnCompletion }) {
        $0.removedOnCompletion = $1
      },
      flag("paused", of: POPAnimation.self, get: { $0.paused }) { $0.paused = $1 },
      flag("autoreverses", of: POPAnimation.self, get: { $0.autoreverses }) { $0.autoreverses = $1 },
      .property(
        "repeatCount", .integer, of: POPAnimation.self,
        get: { animation, _ in .number(Double(animation.repeatCount)) },
        set: { animation, value, _ in animation.repeatCount = Int(value.number) }),
      flag("repeatForever", of: POPAnimation.self, get: { $0.repeatForever }) { $0.repeatForever = $1 },
      .property("tracer", .object("POPAnimationTracer"), of: POPAnimation.self) { animation, _ in
        .object(ScriptTracer(animation))
      },
      blockProperty("animationDidStartBlock") { animation, call in
        animation.animationDidStartBlock = call.map { call in { call([.object($0)]) } }
      },
      blockProperty("animationDidReachToValueBlock") { animation, call in
        animation.animationDidReachToValueBlock = call.map { call in { call([.object($0)]) } }
      },
      blockProperty("completionBlock", finished: true) { animation, call in
        animation.completionBlock = call.map { call in { call([.object($0), .bool($1)]) } }
      },
      blockProperty("animationDidApplyBlock") { animation, call in
        animation.animationDidApplyBlock = call.map { call in { call([.object($0)]) } }
      },
    ])

  /// `POPPropertyAnimation`: abstract, its property and values.
  static let propertyAnimationClass = ScriptClass.of(
    POPPropertyAnimation.self, "POPPropertyAnimation", superclass: "POPAnimation",
    members: [
      abstractInitializer("POPPropertyAnimation"),
      .property(
        "property", .object("POPAnimatableProperty"), of: POPPropertyAnimation.self,
        get: { animation, _ in animation.property.map { .object($0) } ?? .null },
        set: { animation, value, context in
          let property = value.object as? POPAnimatableProperty
          let holders = POPAnimator.shared(context.kernel).objects(holding: animation)
          if let property, let other = holders.first(where: { !property.canAnimate($0) }) {
            context.raise(unrecognizedSelector(animation, other, context))
            return
          }
          animation.property = property
        }),
      valueProperty("fromValue", get: { $0.fromValue }, set: { $0.fromValue = $1 }),
      valueProperty("toValue", get: { $0.toValue }, set: { $0.toValue = $1 }),
      number("roundingFactor", of: POPPropertyAnimation.self, get: { $0.roundingFactor }) {
        $0.roundingFactor = $1
      },
      .property(
        "clampMode", .integer, of: POPPropertyAnimation.self,
        get: { animation, _ in .number(Double(animation.clampMode.rawValue)) },
        set: { animation, value, _ in
          animation.clampMode = POPAnimationClampFlags(rawValue: Int(value.number))
        }),
      flag("additive", of: POPPropertyAnimation.self, get: { $0.additive }) { $0.additive = $1 },
      .property(
        "progressMarkers", .list(.number), of: POPPropertyAnimation.self,
        get: { animation, _ in .list(animation.progressMarkers.map { .number($0) }) },
        set: { animation, value, _ in
          guard case .list(let markers) = value else { return }
          animation.progressMarkers = markers.map { $0.number }
        }),
    ])

  static let basicClass = ScriptClass.of(
    POPBasicAnimation.self, "POPBasicAnimation", superclass: "POPPropertyAnimation",
    members: initializers(
      "POPBasicAnimation", make: { POPBasicAnimation(kernel: $0) },
      named: { POPBasicAnimation(kernel: $0, propertyNamed: $1) })
      + [
        timedInitializer("defaultAnimation", .default), timedInitializer("linearAnimation", .linear),
        timedInitializer("easeInAnimation", .easeIn), timedInitializer("easeOutAnimation", .easeOut),
        timedInitializer("easeInEaseOutAnimation", .easeInEaseOut),
        number("duration", of: POPBasicAnimation.self, get: { $0.duration }) { $0.duration = $1 },
        .property(
          "timingFunction", .object("CAMediaTimingFunction"), of: POPBasicAnimation.self,
          get: { animation, _ in animation.timingFunction.map { .object(TimingFunction($0)) } ?? .null },
          set: { animation, value, _ in animation.timingFunction = (value.object as? TimingFunction)?.function
          }),
      ])

  static let springClass = ScriptClass.of(
    POPSpringAnimation.self, "POPSpringAnimation", superclass: "POPPropertyAnimation",
    members: initializers(
      "POPSpringAnimation", make: { POPSpringAnimation(kernel: $0) },
      named: { POPSpringAnimation(kernel: $0, propertyNamed: $1) })
      + [
        velocity(of: POPSpringAnimation.self, get: { $0.velocity }) { $0.velocity = $1 },
        // `+convertBounciness:speed:toTension:friction:mass:` and its
        // inverse: the out-parameters are the returned value's properties.
        .classMethod(
          "convertBounciness", [ScriptParameter(nil, .number), ScriptParameter("speed", .number)],
          returns: .object("POPSpringConversion")
        ) { arguments, _ in
          let converted = POPSpringDynamics.convert(
            bounciness: arguments[0]?.number ?? 0, speed: arguments[1]?.number ?? 0)
          return .object(
            SpringConversion([
              "tension": converted.tension, "friction": converted.friction, "mass": converted.mass,
            ]))
        },
        .classMethod(
          "convertTension", [ScriptParameter(nil, .number), ScriptParameter("friction", .number)],
          returns: .object("POPSpringConversion")
        ) { arguments, _ in
          let converted = POPSpringDynamics.convert(
            tension: arguments[0]?.number ?? 0, friction: arguments[1]?.number ?? 0)
          return .object(SpringConversion(["bounciness": converted.bounciness, "speed": converted.speed]))
        },
        number("springBounciness", of: POPSpringAnimation.self, get: { $0.springBounciness }) {
          $0.springBounciness = $1
        },
        number("springSpeed", of: POPSpringAnimation.self, get: { $0.springSpeed }) { $0.springSpeed = $1 },
        number("dynamicsTension", of: POPSpringAnimation.self, get: { $0.dynamicsTension }) {
          $0.dynamicsTension = $1
        },
        number("dynamicsFriction", of: POPSpringAnimation.self, get: { $0.dynamicsFriction }) {
          $0.dynamicsFriction = $1
        },
        number("dynamicsMass", of: POPSpringAnimation.self, get: { $0.dynamicsMass }) {
          $0.dynamicsMass = $1
        },
      ])

  static let decayClass = ScriptClass.of(
    POPDecayAnimation.self, "POPDecayAnimation", superclass: "POPPropertyAnimation",
    members: initializers(
      "POPDecayAnimation", make: { POPDecayAnimation(kernel: $0) },
      named: { POPDecayAnimation(kernel: $0, propertyNamed: $1) })
      + [
        velocity(of: POPDecayAnimation.self, get: { $0.velocity }) { $0.velocity = $1 },
        number("deceleration", of: POPDecayAnimation.self, get: { $0.deceleration }) { $0.deceleration = $1 },
        .property("duration", .number, of: POPDecayAnimation.self) { animation, _ in
          .number(animation.duration)
        },
      ])

  // MARK: The tracer

  static let eventTypes: [(word: String, type: POPAnimationEventType)] = [
    ("propertyRead", .propertyRead), ("propertyWrite", .propertyWrite), ("toValueUpdate", .toValueUpdate),
    ("fromValueUpdate", .fromValueUpdate), ("velocityUpdate", .velocityUpdate),
    ("bouncinessUpdate", .bouncinessUpdate), ("speedUpdate", .speedUpdate),
    ("frictionUpdate", .frictionUpdate),
    ("massUpdate", .massUpdate), ("tensionUpdate", .tensionUpdate), ("didStart", .didStart),
    ("didStop", .didStop), ("didReachToValue", .didReachToValue), ("autoreversed", .autoreversed),
  ]

  static let tracerClass = ScriptClass.of(
    ScriptTracer.self, "POPAnimationTracer", superclass: "NSObject",
    members: [
      .method("start", [], of: ScriptTracer.self) { tracer, _, _ in
        tracer.tracer.start()
        return .void
      },
      .method("stop", [], of: ScriptTracer.self) { tracer, _, _ in
        tracer.tracer.stop()
        return .void
      },
      .method("reset", [], of: ScriptTracer.self) { tracer, _, _ in
        tracer.tracer.reset()
        return .void
      },
      .property("allEvents", .list(.object("POPAnimationEvent")), of: ScriptTracer.self) { tracer, _ in
        .list(tracer.tracer.allEvents.map { .object($0) })
      },
      .property("writeEvents", .list(.object("POPAnimationEvent")), of: ScriptTracer.self) {
        tracer, _ in
        .list(tracer.tracer.events(ofType: .propertyWrite).map { .object($0) })
      },
      .method(
        "eventsWithType", [ScriptParameter(nil, .choice(eventTypes.map { $0.word }))],
        returns: .list(.object("POPAnimationEvent")), of: ScriptTracer.self
      ) { tracer, arguments, _ in
        guard let type = eventTypes.first(where: { $0.word == arguments[0]?.string })?.type else {
          return .list([])
        }
        return .list(tracer.tracer.events(ofType: type).map { .object($0) })
      },
    ])

  /// An event: its type, its time, and (for a value event) its value,
  /// boxed as pop boxes it (`eventValue`).
  static let eventClass = ScriptClass.of(
    POPAnimationEvent.self, "POPAnimationEvent", superclass: "NSObject",
    members: [
      .property("type", .choice(eventTypes.map { $0.word }), of: POPAnimationEvent.self) { event, _ in
        .choice(eventTypes.first { $0.type == event.type }?.word ?? "")
      },
      .property("time", .number, of: POPAnimationEvent.self) { event, _ in .number(event.time) },
      .property("value", .object("NSValue"), of: POPAnimationEvent.self) { event, _ in eventValue(event) },
    ])

  // MARK: Helpers

  /// A key argument: nil when left out or nil.
  static func key(_ argument: ScriptValue?) -> String? {
    guard case .string(let key)? = argument else { return nil }
    return key
  }

  /// What Objective-C raises when a built-in property's block messages an
  /// object that has no such value (`-[NSValue position]`).
  static func unrecognizedSelector(_ animation: POPAnimation, _ object: AnyObject, _ context: ScriptContext)
    -> String
  {
    let property = (animation as? POPPropertyAnimation)?.property?.name ?? "property"
    let className = context.classes.className(of: object) ?? "NSObject"
    return "NSInvalidArgumentException: -[\(className) \(property)]: unrecognized selector sent to instance"
  }

  /// `[[POPAnimation alloc] init]` on an abstract class raises, as pop's
  /// `POPAnimation` and `POPPropertyAnimation` do.
  static func abstractInitializer(_ name: String) -> ScriptMember {
    .classMethod("init", [], returns: .object(name)) { _, context in
      context.raise(
        "NSInternalInconsistencyException: Attempting to instantiate an abstract class. Use a concrete subclass instead."
      )
      return .null
    }
  }

  /// `[[X alloc] init]`, `+animation` and `+animationWithPropertyNamed:`
  /// of a concrete animation class.
  static func initializers<Animation: POPPropertyAnimation>(
    _ name: String, make: @escaping @Sendable (Kernel) -> Animation,
    named: @escaping @Sendable (Kernel, String) -> Animation
  ) -> [ScriptMember] {
    [
      .classMethod("init", [], returns: .object(name)) { _, context in .object(make(context.kernel)) },
      .classMethod("animation", [], returns: .object(name)) { _, context in .object(make(context.kernel)) },
      .classMethod("animationWithPropertyNamed", [ScriptParameter(nil, .string)], returns: .object(name)) {
        arguments, context in
        .object(named(context.kernel, arguments[0]?.string ?? ""))
      },
    ]
  }

  /// A spring's or a decay's `velocity`, boxed as its values are.
  static func velocity<Animation: POPPropertyAnimation>(
    of: Animation.Type, get: @escaping @Sendable (Animation) -> POPVector?,
    set: @escaping @Sendable (Animation, POPVector?) -> Void
  ) -> ScriptMember {
    .property(
      "velocity", .object("NSValue"), of: Animation.self,
      get: { animation, _ in boxed(get(animation), as: animation.valueType) },
      set: { animation, value, context in
        guard let vector = unbox(value, into: animation, context) else { return }
        set(animation, vector)
      })
  }

  static func timedInitializer(_ name: String, _ timing: POPTimingFunction) -> ScriptMember {
    .classMethod(name, [], returns: .object("POPBasicAnimation")) { _, context in
      .object(POPBasicAnimation(kernel: context.kernel, timingFunction: timing))
    }
  }

  /// A block property that reports itself under the animation's name, then
  /// runs the script's block with pop's arguments (the animation, and for
  /// the completion block `finished`), which the block may name; nil
  /// clears it.
  static func blockProperty(
    _ name: String, finished: Bool = false,
    set: @escaping @Sendable (POPAnimation, (([ScriptValue]) -> Void)?) -> Void
  ) -> ScriptMember {
    var member = ScriptMember.setting(name, .block, of: POPAnimation.self) { animation, value, context in
      guard let block = value.block else {
        set(animation, nil)
        return
      }
      let report = context.kernel.blockReporter(
        object: context.kernel.scriptName(of: animation) ?? type(of: animation).traceName, label: name)
      let caller = context.blockCaller
      set(animation) { arguments in
        report()
        caller.call(block, with: arguments)
      }
    }
    member.blockParameters = [ScriptParameter("anim", .object("POPAnimation"))]
    if finished { member.blockParameters.append(ScriptParameter("finished", .bool)) }
    return member
  }

  static func valueProperty(
    _ name: String, get: @escaping @Sendable (POPPropertyAnimation) -> POPVector?,
    set: @escaping @Sendable (POPPropertyAnimation, POPVector?) -> Void
  ) -> ScriptMember {
    .property(
      name, .object("NSValue"), of: POPPropertyAnimation.self,
      get: { animation, _ in boxed(get(animation), as: animation.valueType) },
      set: { animation, value, context in
        guard let vector = unbox(value, into: animation, context) else { return }
        set(animation, vector)
      })
  }

  /// The kinds of `NSValue` pop animates, and the type it records for each.
  static let valueTypes: [(kind: ScriptNSValue.Kind, type: POPValueType)] = [
    (.number, .float), (.point, .point), (.size, .size), (.rect, .rect), (.edgeInsets, .edgeInsets),
    (.color, .color),
  ]

  /// `POPUnbox`: a script's value as pop's vector, the animation's value
  /// type set from it while the animation has none (or no values yet);
  /// nil, with an exception raised, for a kind pop does not animate or a
  /// value of another size than the animation's. `.some(nil)` is nil,
  /// which clears.
  static func unbox(
    _ value: ScriptValue, into animation: POPPropertyAnimation, _ context: ScriptContext
  ) -> POPVector?? {
    guard let boxed = ScriptNSValue.from(value) else { return .some(nil) }
    guard let type = valueTypes.first(where: { $0.kind == boxed.kind })?.type else {
      context.raise("Unsuported value: Animating CATransform3D values is not supported")
      return nil
    }
    if animation.valueType == .unknown || animation.valueCount == 0 {
      animation.valueType = type
    } else if animation.valueCount != boxed.components.count {
      context.raise(
        "Invalid value: a value of \(boxed.components.count) components, where the animation's have \(animation.valueCount)"
      )
      return nil
    }
    return .some(POPVector(boxed.components))
  }

  /// `POPBox`: a pop value as the `NSValue` pop hands out for the
  /// animation's value type; by its count when the type is not known yet.
  static func boxed(_ vector: POPVector?, as type: POPValueType) -> ScriptValue {
    guard let vector else { return .null }
    guard let kind = valueTypes.first(where: { $0.type == type })?.kind else { return boxed(vector) }
    return .object(ScriptNSValue(kind, vector.values))
  }

  /// A settable number of the replica's.
  static func number<Instance: AnyObject>(
    _ name: String, of: Instance.Type, get: @escaping @Sendable (Instance) -> Double,
    set: @escaping @Sendable (Instance, Double) -> Void
  ) -> ScriptMember {
    .property(
      name, .number, of: Instance.self, get: { instance, _ in .number(get(instance)) },
      set: { instance, value, _ in set(instance, value.number) })
  }

  /// A settable flag of the replica's.
  static func flag<Instance: AnyObject>(
    _ name: String, of: Instance.Type, get: @escaping @Sendable (Instance) -> Bool,
    set: @escaping @Sendable (Instance, Bool) -> Void
  ) -> ScriptMember {
    .property(
      name, .bool, of: Instance.self, get: { instance, _ in .bool(get(instance)) },
      set: { instance, value, _ in set(instance, value.bool) })
  }

  /// An event's value, boxed as pop boxed it when it recorded the event;
  /// nil for an event without one (a start).
  static func eventValue(_ event: POPAnimationEvent) -> ScriptValue {
    event.values.isEmpty ? .null : boxed(POPVector(event.values), as: event.valueType)
  }

  /// A pop value as the `NSValue` pop would hand out: a number for one
  /// component, a point for two, a rect for four.
  static func boxed(_ vector: POPVector?) -> ScriptValue {
    guard let vector else { return .null }
    switch vector.count {
    case 1: return .object(ScriptNSValue(number: vector[0]))
    case 2: return .object(ScriptNSValue(.point, vector.values))
    default: return .object(ScriptNSValue(.rect, vector.values))
    }
  }
}

/// The out-parameters of a spring conversion, by name.
final class SpringConversion {
  let values: [String: Double]

  init(_ values: [String: Double]) {
    self.values = values
  }
}

/// A timing function as a script object.
final class TimingFunction {
  let function: POPTimingFunction

  init(_ function: POPTimingFunction) {
    self.function = function
  }
}

/// An animation's tracer as scripts hold it: through the animation, which
/// it keeps alive. Pop's tracer points back at its animation without
/// retaining it (`__unsafe_unretained`, as the replica's `unowned(unsafe)`
/// does), so a script that kept only the tracer
/// (`let tracer = POPSpringAnimation.animation().tracer`) would reach a
/// freed animation.
final class ScriptTracer {
  let animation: POPAnimation

  init(_ animation: POPAnimation) {
    self.animation = animation
  }

  var tracer: POPAnimationTracer { animation.tracer }
}
