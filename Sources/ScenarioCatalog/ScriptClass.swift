import SimKernel

/// A class a script can use, as the original's API names it:
/// its properties, methods and delegate callbacks, each with the closure
/// that performs it on the replica. Catalogs list the replica's classes;
/// `ScriptClasses.builtIn` holds UIKit's (`UIView`, `CALayer`).
public struct ScriptClass: Sendable {
  public let name: String
  public let superclass: String?
  /// Whether an object is an instance (of this class or a subclass).
  package let isInstance: @Sendable (AnyObject) -> Bool
  public let members: [ScriptMember]

  public init(
    _ name: String, superclass: String?, isInstance: @escaping @Sendable (AnyObject) -> Bool,
    members: [ScriptMember]
  ) {
    self.name = name
    self.superclass = superclass
    self.isInstance = isInstance
    self.members = members
  }

  /// A class of the replica's Swift type `Instance`.
  public static func of<Instance: AnyObject>(
    _ type: Instance.Type, _ name: String, superclass: String?, members: [ScriptMember]
  ) -> ScriptClass {
    ScriptClass(name, superclass: superclass, isInstance: { $0 is Instance }, members: members)
  }
}

/// A parameter of a script method: the first may be unlabelled.
public struct ScriptParameter: Sendable {
  public let label: String?
  public let type: ScriptType
  public let isOptional: Bool

  public init(_ label: String?, _ type: ScriptType, optional: Bool = false) {
    self.label = label
    self.type = type
    self.isOptional = optional
  }
}

/// What a call or property access receives besides its arguments.
public struct ScriptContext {
  public let kernel: Kernel
  public let root: SimView
  public let classes: ScriptClasses
  /// The edition the script chose (`1.2.0`, `code`).
  public let edition: String
  /// Where a member raises an exception.
  package let exceptions = RaisedException()
  /// The arguments of the block property being called now.
  package let blockArguments = BlockArguments()

  package init(kernel: Kernel, root: SimView, classes: ScriptClasses, edition: String) {
    self.kernel = kernel
    self.root = root
    self.classes = classes
    self.edition = edition
  }

  /// Raises an exception, as the original's `NSAssert` or
  /// `NSParameterAssert` would: the rest of the statement does not run, and
  /// unless the statement is `check throws`, the run stops there, as an
  /// uncaught exception ends a test. The member returns what it likes
  /// (nil); nobody sees it.
  public func raise(_ reason: String) {
    if exceptions.reason == nil { exceptions.reason = reason }
  }

  /// What a replica-held block needs to call a script's block later: a
  /// block property's setter keeps this, not the context, so that the
  /// replica does not hold the run's root view and kernel (a cycle).
  public var blockCaller: ScriptBlockCaller {
    ScriptBlockCaller(arguments: blockArguments)
  }
}

/// Calls a script's block with the arguments its member declares in
/// `blockParameters`, holding only the box the interpreter reads them from.
public struct ScriptBlockCaller {
  let arguments: BlockArguments

  /// Runs the block with `arguments`, which it sees under the names it
  /// gave them, and gives back what its `return` gave (`.void` when none
  /// ran).
  @discardableResult
  public func call(_ block: () -> Void, with values: [ScriptValue]) -> ScriptValue {
    let outer = (arguments.values, arguments.result)
    arguments.values = values
    arguments.result = .void
    defer { (arguments.values, arguments.result) = outer }
    block()
    return arguments.result
  }
}

/// The arguments a block is being called with, from the member that calls
/// it to the interpreter that runs the block, and what the block gives
/// back.
package final class BlockArguments {
  package var values: [ScriptValue] = []
  package var result: ScriptValue = .void
}

/// The exception a statement raised, until the statement ends.
package final class RaisedException {
  package var reason: String?
}

/// One member of a script class: its kind, its type and parameters, and
/// the closure that kind uses (a property's `get` and `set`, a method's
/// `call`, a callback's `install`).
public struct ScriptMember: Sendable {
  public enum Kind: Sendable {
    case property
    /// An instance method: `receiver` is the instance.
    case method
    /// A class method (an initializer is the class method `init`):
    /// `receiver` is nil.
    case classMethod
    /// A delegate callback (`on hud.hudWasHidden { … }`): installs a
    /// handler, or removes it with nil.
    case callback
  }

  public let name: String
  public let kind: Kind
  /// A property's type, or what a method returns.
  public let type: ScriptType
  public let parameters: [ScriptParameter]
  /// The method returns an instance of the class its first argument names
  /// (`firstSubview(ofClass: "MBRoundProgressView")`), when that argument
  /// is a literal naming a script class.
  public var returnsClassNamedByArgument = false
  /// For a string property: what is wrong with a literal value (`nil`
  /// when nothing is), so that a script's mistake in a value with a form
  /// of its own (a date) is an error at its place when the script is
  /// read, not when it runs.
  public var literalProblem: (@Sendable (String) -> String?)?
  /// For a block property: the arguments the replica calls the block with
  /// (pop's `completionBlock` gets the animation and `finished`), which a
  /// script's block may name (`{ anim, finished in`). The member passes
  /// them with `ScriptContext.blockCaller`'s `call(_:with:)`.
  public var blockParameters: [ScriptParameter] = []
  /// What the block gives back to the replica (a custom animation's block
  /// says whether to go on), which its `return` states; nil for nothing.
  public var blockReturns: ScriptType?
  package let get: (@Sendable (AnyObject, ScriptContext) -> ScriptValue)?
  package let set: (@Sendable (AnyObject, ScriptValue, ScriptContext) -> Void)?
  /// Omitted optional arguments arrive as nil.
  package let call: (@Sendable (AnyObject?, [ScriptValue?], ScriptContext) -> ScriptValue)?
  package let install: (@Sendable (AnyObject, (() -> Void)?, ScriptContext) -> Void)?

  private init(
    _ name: String, _ kind: Kind, type: ScriptType = .void, parameters: [ScriptParameter] = [],
    get: (@Sendable (AnyObject, ScriptContext) -> ScriptValue)? = nil,
    set: (@Sendable (AnyObject, ScriptValue, ScriptContext) -> Void)? = nil,
    call: (@Sendable (AnyObject?, [ScriptValue?], ScriptContext) -> ScriptValue)? = nil,
    install: (@Sendable (AnyObject, (() -> Void)?, ScriptContext) -> Void)? = nil
  ) {
    self.name = name
    self.kind = kind
    self.type = type
    self.parameters = parameters
    self.get = get
    self.set = set
    self.call = call
    self.install = install
  }

  /// A property of `Instance`.
  public static func property<Instance: AnyObject>(
    _ name: String, _ type: ScriptType, of: Instance.Type,
    get: @escaping @Sendable (Instance, ScriptContext) -> ScriptValue,
    set: (@Sendable (Instance, ScriptValue, ScriptContext) -> Void)? = nil
  ) -> ScriptMember {
    let setter: (@Sendable (AnyObject, ScriptValue, ScriptContext) -> Void)?
    if let set {
      setter = { object, value, context in set(cast(object), value, context) }
    } else {
      setter = nil
    }
    return ScriptMember(name, .property, type: type, get: { get(cast($0), $1) }, set: setter)
  }

  /// A property of `Instance` a script may set but not read: a setting
  /// of the scene (the rows a table starts with), not a value the replica
  /// keeps where it could be read back.
  public static func setting<Instance: AnyObject>(
    _ name: String, _ type: ScriptType, of: Instance.Type,
    set: @escaping @Sendable (Instance, ScriptValue, ScriptContext) -> Void
  ) -> ScriptMember {
    ScriptMember(
      name, .property, type: type, set: { object, value, context in set(cast(object), value, context) })
  }

  /// An instance method of `Instance`.
  public static func method<Instance: AnyObject>(
    _ name: String, _ parameters: [ScriptParameter], returns: ScriptType = .void, of: Instance.Type,
    call: @escaping @Sendable (Instance, [ScriptValue?], ScriptContext) -> ScriptValue
  ) -> ScriptMember {
    ScriptMember(
      name, .method, type: returns, parameters: parameters,
      call: { receiver, arguments, context in call(cast(receiver), arguments, context) })
  }

  /// A class method.
  public static func classMethod(
    _ name: String, _ parameters: [ScriptParameter], returns: ScriptType = .void,
    call: @escaping @Sendable ([ScriptValue?], ScriptContext) -> ScriptValue
  ) -> ScriptMember {
    ScriptMember(
      name, .classMethod, type: returns, parameters: parameters,
      call: { _, arguments, context in call(arguments, context) })
  }

  /// A delegate callback of `Instance`.
  public static func callback<Instance: AnyObject>(
    _ name: String, of: Instance.Type,
    install: @escaping @Sendable (Instance, (() -> Void)?, ScriptContext) -> Void
  ) -> ScriptMember {
    ScriptMember(
      name, .callback, install: { object, handler, context in install(cast(object), handler, context) })
  }

  /// The parser checked the receiver's class, so a failed cast is a bug in
  /// a catalog (a member filed under the wrong class).
  private static func cast<Instance: AnyObject>(_ object: AnyObject?) -> Instance {
    guard let instance = object as? Instance else {
      fatalError("a script member was called on an object of another class")
    }
    return instance
  }
}

/// The classes one script can use: UIKit's and its replica's.
public struct ScriptClasses: Sendable {
  public let classes: [ScriptClass]

  /// A class named again adds its members to the first of that name, as
  /// an Objective-C category does (pop's `NSObject (POP)` gives every
  /// object `pop_addAnimation:forKey:`); its superclass and test of
  /// membership are the first's.
  package init(classes: [ScriptClass]) {
    var merged: [ScriptClass] = []
    for added in classes {
      guard let index = merged.firstIndex(where: { $0.name == added.name }) else {
        merged.append(added)
        continue
      }
      let first = merged[index]
      merged[index] = ScriptClass(
        first.name, superclass: first.superclass, isInstance: first.isInstance,
        members: first.members + added.members)
    }
    self.classes = merged
  }

  package func named(_ name: String) -> ScriptClass? {
    classes.first { $0.name == name }
  }

  /// Whether `name` is `ancestor` or inherits from it.
  package func isKind(_ name: String, of ancestor: String) -> Bool {
    var current: String? = name
    while let ancestorName = current {
      if ancestorName == ancestor { return true }
      current = named(ancestorName)?.superclass
    }
    return false
  }

  /// The member `name` of `className` or of its nearest ancestor that has
  /// one.
  package func member(_ name: String, of className: String) -> ScriptMember? {
    var current: String? = className
    while let ancestorName = current, let found = named(ancestorName) {
      if let member = found.members.first(where: { $0.name == name }) { return member }
      current = found.superclass
    }
    return nil
  }

  /// Every member name `className` has, for "did you mean".
  package func memberNames(of className: String) -> [String] {
    var names: [String] = []
    var current: String? = className
    while let ancestorName = current, let found = named(ancestorName) {
      names += found.members.map { $0.name }
      current = found.superclass
    }
    return names
  }

  /// The most derived class `object` is an instance of: subclasses are
  /// listed after their superclasses, so the last match wins.
  package func className(of object: AnyObject) -> String? {
    classes.last { $0.isInstance(object) }?.name
  }
}
