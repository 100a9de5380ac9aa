import SimKernel

/// The static type of an expression in a script, checked when
/// the script is parsed so that a mistake is reported before anything
/// runs.
///
/// Not `indirect`: an indirect case keeps its box's pointer with the case
/// in its spare bits, where LeakSanitizer cannot see it, so the catalogs'
/// static types were reported as leaked by the fuzzer. A list's element is
/// a `ScriptElementType` instead.
public enum ScriptType: Equatable, Sendable {
  case void
  case bool
  case number
  /// A whole number (a count, a number of rows): a number to the script,
  /// recorded as an integer when it is watched.
  case integer
  /// A time in seconds (`graceTime`); number literals are accepted for it.
  case time
  case string
  /// One of a fixed set of words (`MBProgressHUDModeDeterminate` as
  /// `determinate`).
  case choice([String])
  /// An instance of a script class, or nil.
  case object(String)
  case list(ScriptElementType)
  /// A block literal `{ … }` (a completion block).
  case block
  /// The type of `nil`, which any object or block accepts.
  case null

  /// Whether it orders with `<` and the others.
  package var isNumeric: Bool { self == .number || self == .integer || self == .time }

  /// How errors name it.
  package var name: String {
    switch self {
    case .void: return "nothing"
    case .bool: return "true or false"
    case .number: return "a number"
    case .integer: return "a whole number"
    case .time: return "a time in seconds"
    case .string: return "a string"
    case .choice(let words): return "one of " + words.joined(separator: ", ")
    case .object(let name): return "a \(name)"
    case .list(let element): return "a list of " + element.type.name
    case .block: return "a block { … }"
    case .null: return "nil"
    }
  }

  /// Whether a value of type `other` may go where this type is expected.
  package func accepts(_ other: ScriptType, classes: ScriptClasses) -> Bool {
    switch (self, other) {
    // Objective-C's strings may be nil (`pop_removeAnimationForKey:nil`).
    case (.object, .null), (.block, .null), (.string, .null): return true
    // A number goes where an `NSNumber` may, as Swift bridges it.
    case (.object(let expected), .number), (.object(let expected), .integer):
      return classes.isKind(ScriptNSValue.numberClassName, of: expected)
    case (.time, .number), (.number, .time), (.number, .integer), (.integer, .number), (.time, .integer),
      (.integer, .time):
      return true
    case (.object(let expected), .object(let actual)): return classes.isKind(actual, of: expected)
    case (.choice(let words), .choice(let others)): return others.allSatisfy { words.contains($0) }
    default: return self == other
    }
  }
}

/// What a list holds.
public enum ScriptElementType: Equatable, Sendable {
  case string
  case number
  case object(String)

  package var type: ScriptType {
    switch self {
    case .string: return .string
    case .number: return .number
    case .object(let name): return .object(name)
    }
  }
}

/// A value while a script runs.
public enum ScriptValue {
  case void
  case null
  case bool(Bool)
  case number(Double)
  case time(VirtualDuration)
  case string(String)
  case choice(String)
  case object(AnyObject)
  case list([ScriptValue])
  /// A block literal, ready to run.
  case block(() -> Void)

  public var bool: Bool {
    if case .bool(let flag) = self { return flag }
    return false
  }

  /// Numbers and times alike, in seconds for times; an `NSNumber`'s value.
  public var number: Double {
    switch self {
    case .number(let number): return number
    case .time(let duration): return Double(duration.nanoseconds) / 1e9
    case .bool(let flag): return flag ? 1 : 0
    case .object(let object): return (object as? ScriptNSValue)?.numberValue ?? 0
    default: return 0
    }
  }

  /// A time; a number is taken as seconds, rounded to the nanosecond.
  public var time: VirtualDuration {
    switch self {
    case .time(let duration): return duration
    case .number(let number): return VirtualDuration(nanoseconds: Int64((number * 1e9).rounded()))
    default: return .zero
    }
  }

  public var string: String {
    switch self {
    case .string(let text), .choice(let text): return text
    default: return ""
    }
  }

  public var object: AnyObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  public var block: (() -> Void)? {
    if case .block(let block) = self { return block }
    return nil
  }

  /// Equality as a check compares: objects by identity, numbers and times
  /// by value, nil with nil.
  package func equals(_ other: ScriptValue) -> Bool {
    switch (self, other) {
    case (.null, .null), (.void, .void): return true
    case (.object(let a as ScriptNSValue), _): return a.isEqual(to: other)
    case (_, .object(let b as ScriptNSValue)): return b.isEqual(to: self)
    case (.object(let a), .object(let b)): return a === b
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)), (.choice(let a), .choice(let b)), (.string(let a), .choice(let b)),
      (.choice(let a), .string(let b)):
      return a == b
    case (.number, .number), (.number, .time), (.time, .number), (.time, .time): return number == other.number
    case (.list(let a), .list(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.equals($1) }
    case (.block, .null), (.null, .block), (.object, .null), (.null, .object): return false
    default: return false
    }
  }
}
